// jsdom proxy of the RatePicker render benchmark (see bench/render.ts). It asserts nothing: it
// measures and prints one RENDER_BENCH_JSON line that bench/render.ts reads.
import { act, cleanup, render } from '@testing-library/react';
import { it, vi } from 'vitest';
import { RatePicker, ShippingElementsProvider } from '../src';
import { generateRates, stubAnswer } from './rate-fixtures';

const RUNS = Number(process.env.RENDER_BENCH_RUNS ?? '5');
const COUNTS = [10, 100, 1000];
const median = (values: number[]) => Number(([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0).toFixed(1));

it('measures RatePicker render time in jsdom', async () => {
  // jsdom lays nothing out: the virtualizer would measure a box of height 0 and render no rows.
  // A 448 px box (the default --se-rate-picker-max-height) of 88 px rows, as a browser would report.
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(448);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(88);
  const figures = [];
  for (const count of COUNTS) {
    const rates = generateRates(count);
    globalThis.fetch = (input) => Promise.resolve(stubAnswer(new URL(input instanceof Request ? input.url : String(input)), rates));
    const first: number[] = [];
    const settled: number[] = [];
    let options = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      const view = render(
        <ShippingElementsProvider baseUrl="https://api.bench.test" fetchToken={() => Promise.resolve('bench-token')}>
          <RatePicker shipmentId="shp_bench" collapsedCount={Number.POSITIVE_INFINITY} />
        </ShippingElementsProvider>,
      );
      first.push(performance.now() - start);
      while (!view.container.querySelector('[data-state="ready"]')) {
        await act(() => new Promise((resolve) => setTimeout(resolve, 1)));
      }
      settled.push(performance.now() - start);
      options = view.container.querySelectorAll('input[type="radio"]').length;
      cleanup();
    }
    figures.push({ block: 'RatePicker', items: count, environment: 'jsdom', firstRenderMs: median(first), settledMs: median(settled), renderedOptions: options });
  }
  console.log(`RENDER_BENCH_JSON:${JSON.stringify(figures)}`);
});
