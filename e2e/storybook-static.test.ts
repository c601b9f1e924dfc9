// The published Storybook (issue 24): `npm run build-storybook` writes storybook-static/, and every
// entry of its index (each story, each block's docs page) is opened from a loopback server in
// Debian's Chromium, as a designer's browser opens it. A page error, a console error, Storybook's
// error display, a failing play function or a failing a11y report (parameters.a11y.test = 'error')
// fails the entry. `npm test` builds the Storybook first (scripts/run-tests.mjs); alone, run
// `npm run build-storybook` before `npx vitest run --project storybook-static`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type ConsoleMessage, type Frame, type Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';

const STATIC = path.resolve(import.meta.dirname, '..', 'storybook-static');
const INDEX = path.join(STATIC, 'index.json');
const BLOCKS = ['AddressForm', 'RatePicker', 'LabelPurchase', 'BatchUploader', 'PickupScheduler', 'ManifestCloseout', 'ReportDownloader'];

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

// Read when the file is collected: one test per entry of the build that is there.
const entries: IndexEntry[] = existsSync(INDEX) ? Object.values((JSON.parse(readFileSync(INDEX, 'utf8')) as { entries: Record<string, IndexEntry> }).entries) : [];

/** What the page reports over Storybook's channel (core events), kept in the page. */
interface Outcome {
  events: { type: string; storyId?: string; status?: string; detail?: string }[];
  errorDisplay: boolean;
}

/**
 * Subscribes to Storybook's channel as soon as the preview creates it (it assigns
 * `globalThis.__STORYBOOK_ADDONS_CHANNEL__`): the render's end and failure events, and the
 * violations of a failed a11y report.
 */
function listenToStorybook() {
  // MSW (2.15) starts in a tab whose worker is already registered by calling that registration's
  // update() without awaiting it: a tab reused for the next entry can have that background check
  // refused ("Not found") while the worker it already has stays active and answers. That refusal is
  // the reused tab's, not the story's; a worker that is missing still fails the tab's first entry,
  // which registers it and awaits the answer.
  const update = ServiceWorkerRegistration.prototype.update;
  ServiceWorkerRegistration.prototype.update = function (this: ServiceWorkerRegistration) {
    return update.call(this).catch(() => undefined) as Promise<ServiceWorkerRegistration>;
  };
  const events: { type: string; storyId?: string; status?: string; detail?: string }[] = [];
  let channel: unknown;
  Object.defineProperty(window, '__storybookStaticEvents', { value: events });
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value: { on(type: string, listener: (payload: unknown) => void): void }) {
      channel = value;
      for (const type of ['storyErrored', 'storyThrewException', 'playFunctionThrewException', 'unhandledErrorsWhilePlaying', 'storyMissing', 'docsRendered']) {
        value.on(type, (payload) => events.push({ type, detail: JSON.stringify(payload)?.slice(0, 2000) }));
      }
      value.on('storyFinished', (payload) => {
        const { storyId, status, reporters } = payload as { storyId: string; status: string; reporters: { type: string; status: string; result?: { violations?: { id: string; nodes: { target: string[] }[] }[] } }[] };
        const failed = reporters
          .filter((report) => report.status === 'failed')
          .flatMap((report) => (report.result?.violations ?? []).map((violation) => `${report.type} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`));
        events.push({ type: 'storyFinished', storyId, status, detail: failed.join('\n') });
      });
    },
  });
}

/** The sandbox's API origin in stories (test/msw-sandbox.ts): its error answers are a story's state. */
const STORY_API = 'https://api.sandbox.test';
/** Pages at once (the project's maxConcurrency): two cores, shared with the other projects. */
const PAGES = 2;

let server: PreviewServer;
let browser: Promise<Browser> | undefined;
let baseUrl = '';
const started = performance.now();

/**
 * A few pages, each reused for one entry after another as a designer's tab is: the preview loads
 * once and each next entry is picked in it (Storybook's `setCurrentStory`, what its sidebar sends),
 * the service worker (the sandbox) stays registered. Storage is cleared between entries, so each
 * starts as on a first visit.
 */
const idle: Page[] = [];
/** Pages whose preview shows an entry that rendered cleanly: the next one is switched to there. */
const showing = new WeakSet<Page>();
let openPages = 0;
const waiting: ((page: Page) => void)[] = [];
async function withPage<T>(run: (page: Page) => Promise<T>): Promise<T> {
  const page = idle.pop() ?? (openPages < PAGES ? await openPage() : await new Promise<Page>((resolve) => waiting.push(resolve)));
  try {
    return await run(page);
  } finally {
    const next = waiting.shift();
    if (next) {
      next(page);
    } else {
      idle.push(page);
    }
  }
}
async function openPage(): Promise<Page> {
  openPages += 1;
  // Launched by the first entry: without Chromium every entry fails with the launch error (never skipped).
  browser ??= chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const context = await (await browser).newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    await context.addInitScript(listenToStorybook);
    return await context.newPage();
  } catch (error) {
    openPages -= 1;
    throw error;
  }
}

/**
 * Waits until the entry's render ends (a story's own `storyFinished`; a docs page's
 * `docsRendered` and the end of the story it shows inline) or fails, and lists what went wrong.
 */
async function frameOutcome(frame: Frame, entry: IndexEntry): Promise<string[]> {
  const failures = ['storyErrored', 'storyThrewException', 'storyMissing'];
  await frame.waitForFunction(
    ([id, type, fails]) => {
      const events = (window as unknown as { __storybookStaticEvents?: Outcome['events'] }).__storybookStaticEvents ?? [];
      const ended =
        type === 'docs'
          ? events.some((event) => event.type === 'docsRendered' && event.detail === JSON.stringify(id)) && events.some((event) => event.type === 'storyFinished')
          : events.some((event) => event.type === 'storyFinished' && event.storyId === id);
      return ended || events.some((event) => fails.includes(event.type)) || document.body.classList.contains('sb-show-errordisplay');
    },
    [entry.id, entry.type, failures] as const,
    { timeout: 60_000 },
  );
  const outcome: Outcome = await frame.evaluate(() => ({
    events: (window as unknown as { __storybookStaticEvents: Outcome['events'] }).__storybookStaticEvents,
    errorDisplay: document.body.classList.contains('sb-show-errordisplay'),
  }));
  return [
    ...outcome.events
      .filter((event) => event.type !== 'docsRendered' && (event.type !== 'storyFinished' || event.status !== 'success'))
      .map((event) => `${event.type}${event.status ? ` (${event.status})` : ''}: ${event.detail ?? ''}`),
    ...(outcome.errorDisplay ? [`Storybook's error display: ${await frame.locator('#error-message').innerText().catch(() => '')}`] : []),
  ];
}

describe('the built Storybook', () => {
  beforeAll(async () => {
    if (entries.length === 0) {
      return;
    }
    server = await preview({
      configFile: false,
      root: STATIC,
      logLevel: 'silent',
      build: { outDir: STATIC },
      preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
    });
    baseUrl = server.resolvedUrls?.local[0] ?? '';
  }, 120_000);

  afterAll(async () => {
    await (await browser?.catch(() => undefined))?.close();
    await server?.close();
    console.log(`Built Storybook: ${entries.length} entries rendered in Chromium in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  });

  it('is built, with a docs page for each block', () => {
    expect(existsSync(INDEX), `${INDEX} is missing: run npm run build-storybook`).toBe(true);
    const docs = entries.filter((entry) => entry.type === 'docs').map((entry) => entry.title);
    expect(docs).toEqual(expect.arrayContaining(BLOCKS.map((block) => `Components/${block}`)));
    expect(entries.filter((entry) => entry.type === 'story').length).toBeGreaterThan(BLOCKS.length);
  });

  it.concurrent.for(entries)('$title: $name', { timeout: 90_000 }, async (entry) => {
    const problems = await withPage(async (page) => {
      const errors: string[] = [];
      const onPageError = (error: Error) => errors.push(`pageerror: ${error.message}`);
      const onConsole = (message: ConsoleMessage) => {
        const resource = message.location().url;
        // Chromium logs each HTTP error answer; the sandbox's are the error states of stories.
        const expected = /^Failed to load resource/.test(message.text()) && (resource.startsWith(STORY_API) || resource.endsWith('/favicon.ico'));
        if (message.type() === 'error' && !expected) {
          errors.push(`console.error: ${message.text()}${resource ? ` (${resource})` : ''}`);
        }
      };
      const viewMode = entry.type === 'docs' ? 'docs' : 'story';
      const switching = showing.has(page);
      await page
        .evaluate(
          ([id, mode, switchTo]) => {
            localStorage.clear();
            sessionStorage.clear();
            if (switchTo) {
              (window as unknown as { __storybookStaticEvents: unknown[] }).__storybookStaticEvents.length = 0;
              (globalThis as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit(type: string, payload: unknown): void } }).__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: mode });
            }
          },
          [entry.id, viewMode, switching] as const,
        )
        .catch(() => undefined);
      page.on('pageerror', onPageError);
      page.on('console', onConsole);
      try {
        if (!switching) {
          // a11y.manual: axe runs on every story in the storybook project already, not again here.
          await page.goto(`${baseUrl}iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=${viewMode}${viewMode === 'story' ? '&globals=a11y.manual:!true' : ''}`);
        }
        // A docs page renders its first story inline: its end is the page's.
        const outcomes = [await frameOutcome(page.mainFrame(), entry)];
        if (entry.type === 'docs') {
          // Its props (from the TSDoc) and theming parts (from the source) are listed.
          await page.getByRole('heading', { name: 'Theming parts' }).waitFor();
          const parts = await page.locator('#theming-parts + p + table tbody tr').count();
          const props = await page.locator('#props ~ * table tbody tr').count();
          outcomes.push([...(parts > 0 ? [] : ['the docs page lists no theming part']), ...(props > 0 ? [] : ['the docs page lists no prop'])]);
        }
        const problems = [...errors, ...outcomes.flat()];
        // The next entry is switched to in this preview, as the manager does when a designer picks
        // it in the sidebar; after a problem, it loads the preview afresh.
        if (problems.length === 0) {
          showing.add(page);
        } else {
          showing.delete(page);
        }
        return problems;
      } finally {
        page.off('pageerror', onPageError);
        page.off('console', onConsole);
      }
    });
    expect(problems).toEqual([]);
  });
});
