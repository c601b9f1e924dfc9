import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'shipping-elements/styles.css';
import { App } from './App';

interface Config {
  apiBaseUrl: string;
}

void fetch('/api/config')
  .then((response) => response.json() as Promise<Config>)
  .then(({ apiBaseUrl }) => {
    const orderId = new URLSearchParams(window.location.search).get('order') ?? undefined;
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App apiBaseUrl={apiBaseUrl} orderId={orderId} />
      </StrictMode>,
    );
  });
