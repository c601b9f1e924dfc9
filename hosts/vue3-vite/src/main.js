import { createApp } from 'vue';
import { ShippingElements, defineShippingElements } from 'shipping-elements/elements';
import 'shipping-elements/styles.css';
import App from './App.vue';

const { apiBaseUrl } = await fetch('/api/config').then((response) => response.json());
// One session for the page, which every <shipping-*> tag joins.
ShippingElements.init({
  baseUrl: apiBaseUrl,
  fetchToken: async ({ signal }) => {
    const response = await fetch('/api/shipping-token', { method: 'POST', signal });
    if (!response.ok) throw new Error(`Token route answered ${response.status}`);
    return response.json();
  },
});
defineShippingElements();
createApp(App, { orderId: new URLSearchParams(location.search).get('order') ?? undefined }).mount('#app');
