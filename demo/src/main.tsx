import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { completeCarrierSignin } from 'shipping-elements';
import 'shipping-elements/styles.css';
import { App } from './App';
import { CARRIER_SIGNIN_CALLBACK } from './pages/CarrierSettingsPage';
import './demo.css';

const root = document.getElementById('root');
// The callback page ends the sign-in (the popup closes, or the page goes back) and shows nothing.
if (window.location.pathname === CARRIER_SIGNIN_CALLBACK && completeCarrierSignin() !== 'nothing') {
  root?.remove();
} else if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
