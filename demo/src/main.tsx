import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'shipping-elements/styles.css';
import { App } from './App';
import './demo.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
