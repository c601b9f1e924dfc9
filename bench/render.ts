// Render time of RatePicker with 10, 100 and 1,000 rates: in Debian Chromium (the real figure) and
// in jsdom (a cheaper proxy); and a keystroke's cost in AddressForm against a react-hook-form
// <form> of its shape, in Chromium. Each figure is the median of several runs in this one process.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium, type BrowserContext } from 'playwright-core';
import { build, preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
export const RENDER_COUNTS = [10, 100, 1000];
const RUNS = 5;

export interface RenderFigure {
  block: string;
  items: number;
  environment: 'jsdom' | 'chromium';
  firstRenderMs: number;
  settledMs: number;
  renderedOptions: number;
}

/**
 * Milliseconds per keystroke typing into AddressForm and, on the same page, into the baseline of
 * its budget: the same field of a react-hook-form `<form>` of AddressForm's shape without kit code.
 */
export interface TypingFigure {
  environment: 'chromium';
  characters: number;
  addressFormMsPerKeystroke: number;
  /**
   * The budget's baseline: a `<form>` of AddressForm's fields (its US layout), the same zod/mini
   * schema through `zodResolver`, every control registered with react-hook-form and labelled,
   * nested as AddressForm nests them, the country watched; no kit code.
   */
  rhfAddressFormMsPerKeystroke: number;
  /** A bare uncontrolled React input: what an input costs at all. */
  bareInputMsPerKeystroke: number;
  /** One field registered with react-hook-form and nothing else: the library's own floor. */
  bareFormInputMsPerKeystroke: number;
  /** The same `<form>` shape with plain inputs, no library and no handler: the shape's own floor. */
  plainFormInputMsPerKeystroke: number;
}

const median = (values: number[], digits = 1) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number((sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(digits));
};

interface RenderPage {
  url: string;
  context: BrowserContext;
}

/**
 * Builds the render pages (a production build, served as a host would serve it: Vite's dev server
 * would run React's development build, several times slower than what users get), serves them and
 * opens Chromium; `undefined` without Chromium.
 */
async function withRenderPage<T>(measure: (page: RenderPage) => Promise<T>): Promise<T | undefined> {
  if (!existsSync(CHROMIUM_PATH)) {
    console.warn(`Chromium not found at ${CHROMIUM_PATH}: skipping the browser render figures.`);
    return undefined;
  }
  const pageRoot = path.join(root, 'bench', 'render-page');
  const outDir = path.join(root, 'bench', '.tmp', 'render-page');
  await build({
    configFile: false,
    root: pageRoot,
    plugins: [react()],
    logLevel: 'silent',
    mode: 'production',
    build: {
      outDir,
      emptyOutDir: true,
      rollupOptions: { input: { index: path.join(pageRoot, 'index.html'), typing: path.join(pageRoot, 'typing.html') } },
    },
  });
  const server = await preview({ configFile: false, root: pageRoot, logLevel: 'silent', build: { outDir }, preview: { port: 0, host: '127.0.0.1' } });
  const url = server.resolvedUrls?.local[0] ?? '';
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    return await measure({ url, context: await browser.newContext() });
  } finally {
    await browser.close();
    await server.close();
  }
}

async function measureRatePicker({ url, context }: RenderPage): Promise<RenderFigure[]> {
  const figures: RenderFigure[] = [];
  // A first load warms the browser's cache so the first measured run does not pay for it.
  const warm = await context.newPage();
  warm.on('pageerror', (error) => console.warn('render page error:', error.message));
  await warm.goto(`${url}?count=10`);
  await warm.waitForFunction(() => (window as unknown as { benchResult?: unknown }).benchResult !== undefined);
  await warm.close();
  for (const count of RENDER_COUNTS) {
    const runs: { firstRenderMs: number; settledMs: number; renderedOptions: number }[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const page = await context.newPage();
      await page.goto(`${url}?count=${count}`);
      await page.waitForFunction(() => (window as unknown as { benchResult?: unknown }).benchResult !== undefined, undefined, { timeout: 30_000 });
      runs.push(await page.evaluate(() => (window as unknown as { benchResult: { firstRenderMs: number; settledMs: number; renderedOptions: number } }).benchResult));
      await page.close();
    }
    figures.push({
      block: 'RatePicker',
      items: count,
      environment: 'chromium',
      firstRenderMs: median(runs.map((entry) => entry.firstRenderMs)),
      settledMs: median(runs.map((entry) => entry.settledMs)),
      renderedOptions: runs[0]?.renderedOptions ?? 0,
    });
  }
  return figures;
}

interface TypingPageResult {
  characters: number;
  bareMs: number;
  bareFormMs: number;
  plainFormMs: number;
  rhfFormMs: number;
  addressFormMs: number;
  typed: boolean;
}

/** A keystroke's cost in AddressForm, against a react-hook-form `<form>` of its shape (bench/render-page/typing.tsx). */
async function measureTypingIn({ url, context }: RenderPage): Promise<TypingFigure> {
  const typingRuns: TypingPageResult[] = [];
  for (let run = 0; run < RUNS + 1; run += 1) {
    const page = await context.newPage();
    page.on('pageerror', (error) => console.warn('typing page error:', error.message));
    await page.goto(`${url}typing.html`);
    await page.waitForFunction(() => (window as unknown as { benchResult?: unknown }).benchResult !== undefined, undefined, { timeout: 30_000 });
    const result = await page.evaluate(() => (window as unknown as { benchResult: TypingPageResult }).benchResult);
    await page.close();
    if (!result.typed) {
      throw new Error('The typing benchmark did not type what it meant to');
    }
    // The first run warms the browser's cache.
    if (run > 0) {
      typingRuns.push(result);
    }
  }
  return {
    environment: 'chromium',
    characters: typingRuns[0]?.characters ?? 0,
    addressFormMsPerKeystroke: median(typingRuns.map((entry) => entry.addressFormMs), 3),
    rhfAddressFormMsPerKeystroke: median(typingRuns.map((entry) => entry.rhfFormMs), 3),
    bareInputMsPerKeystroke: median(typingRuns.map((entry) => entry.bareMs), 3),
    bareFormInputMsPerKeystroke: median(typingRuns.map((entry) => entry.bareFormMs), 3),
    plainFormInputMsPerKeystroke: median(typingRuns.map((entry) => entry.plainFormMs), 3),
  };
}

function measureJsdom(): RenderFigure[] {
  const run = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--config', path.join(root, 'bench', 'vitest.render.config.ts')], {
    cwd: root,
    encoding: 'utf8',
    // Without tsx's loader options: Vitest brings its own transform.
    env: { ...process.env, NODE_OPTIONS: '', NODE_ENV: 'test', RENDER_BENCH_RUNS: String(RUNS) },
  });
  const line = `${run.stdout}`.split('\n').find((entry) => entry.includes('RENDER_BENCH_JSON:'));
  if (run.status !== 0 || !line) {
    console.warn('The jsdom render benchmark did not finish.', `${run.stdout}\n${run.stderr}`.slice(-1500));
    return [];
  }
  return JSON.parse(line.slice(line.indexOf('RENDER_BENCH_JSON:') + 'RENDER_BENCH_JSON:'.length)) as RenderFigure[];
}

export async function measureRender(): Promise<{ render: RenderFigure[]; typing?: TypingFigure }> {
  const chromiumFigures = await withRenderPage(async (page) => ({ render: await measureRatePicker(page), typing: await measureTypingIn(page) }));
  return { render: [...(chromiumFigures?.render ?? []), ...measureJsdom()], typing: chromiumFigures?.typing };
}

/** Only the typing figures (`npm run bench -- --only=typing`). */
export async function measureTyping(): Promise<TypingFigure | undefined> {
  return withRenderPage(measureTypingIn);
}
