// A page that renders RatePicker with ?count=N rates from a stubbed API and reports its timings.
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { RatePicker, ShippingElementsProvider } from '../../src';
import { generateRates, stubAnswer } from '../rate-fixtures';

const count = Number(new URLSearchParams(window.location.search).get('count') ?? '10');
const rates = generateRates(count);
const answer = (url: URL) => stubAnswer(url, rates);
const API = 'https://api.bench.test';

window.fetch = (input: RequestInfo | URL) => Promise.resolve(answer(new URL(input instanceof Request ? input.url : String(input))));

const results = window as unknown as { benchResult?: { firstRenderMs: number; settledMs: number; renderedOptions: number } };
const root = document.getElementById('root')!;
const start = performance.now();
flushSync(() => {
  createRoot(root).render(
    <ShippingElementsProvider baseUrl={API} fetchToken={() => Promise.resolve('bench-token')}>
      <RatePicker shipmentId="shp_bench" collapsedCount={Number.POSITIVE_INFINITY} />
    </ShippingElementsProvider>,
  );
});
const firstRenderMs = performance.now() - start;
const observer = new MutationObserver(() => {
  const ready = root.querySelector('[data-se-part="rate-picker"][data-state="ready"]');
  if (ready) {
    observer.disconnect();
    // Settled: the first frame after the rates are in the DOM.
    requestAnimationFrame(() => {
      results.benchResult = {
        firstRenderMs,
        settledMs: performance.now() - start,
        renderedOptions: root.querySelectorAll('input[type="radio"]').length,
      };
    });
  }
});
observer.observe(root, { subtree: true, childList: true, attributes: true });
