// ReportDownloader's preview in Chromium (playwright-core, /usr/bin/chromium), where the block
// runs: the same gzipped invoice CSV as bench/report-preview.ts, served over local HTTP and read
// through fetch() as the block reads a report file, into previewReportFile in a production build
// of bench/report-preview-page (Vite): the block's own path, the preview in a Web Worker while the
// page's main thread only posts the compressed chunks on. Beside it, in the same browser and run:
// the same preview all on the page's main thread (previewReportFileOnThread, the fallback where
// the worker does not run), DecompressionStream alone, and papaparse alone on the text in memory
// (as it is, and without quotes: its fast path).
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { fromMicros } from '../src/lib/decimal';
import { buildFile } from './report-preview';

const root = path.resolve(import.meta.dirname, '..');

export interface ReportPreviewBrowserFigure {
  chromium: string;
  csvMegabytes: number;
  rows: number;
  /** The block's preview (previewReportFile: in a Web Worker), fetch() to result, median of the runs. */
  seconds: number;
  megabytesPerSecond: number;
  /** Each run's MB/s of the block's preview, in order. */
  runsMegabytesPerSecond: number[];
  /** The same against the CPU time of the page's renderer process (every thread, workers included), median. */
  megabytesPerCpuSecond: number;
  /** The longest gap between two turns of a message-loop probe on the page during the block's preview (ms, highest of the runs): the main thread's longest task. */
  longestTaskMs: number;
  /** The same preview all on the page's main thread (previewReportFileOnThread, the fallback), median MB/s, each run's, and its longest task. */
  singleThreadMegabytesPerSecond: number;
  singleThreadRunsMegabytesPerSecond: number[];
  singleThreadMegabytesPerCpuSecond: number;
  singleThreadLongestTaskMs: number;
  /** The same probe on the idle page for a second: what the shared machine alone adds. */
  idleLongestGapMs: number;
  /** DecompressionStream alone on the fetch() body, read to the end, in MB/s. */
  decompressOnlyMegabytesPerSecond: number;
  /** papaparse alone on the text in memory, in the preview's batch size, in MB/s. */
  papaparseOnlyMegabytesPerSecond: number;
  /** papaparse alone on the same text with the quoted description unquoted: every call on its fast path. */
  papaparseFastPathMegabytesPerSecond: number;
  /** Live JS heap of the page at the single-thread preview's peak (after a collection every 16 batches), in MB, and against the file. */
  peakMemoryMegabytes: number;
  peakMemoryShareOfFile: number;
  itemTotal: string;
  /** The machine's 1-minute load average at the end (2 cores, shared): above 2, every figure is lower. */
  loadAverage: number;
}

type Bench = {
  idleGap: (ms: number) => Promise<number>;
  preview: (url: string, live: boolean, mode: 'worker' | 'thread') => Promise<{ ms: number; longestGapMs: number; livePeakBytes: number; rowCount: number; totals: { column: string; currency: string; micros: string }[] }>;
  decompressOnly: (url: string) => Promise<{ ms: number }>;
  papaparseOnly: (url: string, unquoted: boolean) => Promise<{ ms: number; rows: number; length: number }>;
  dropTexts: () => Promise<void>;
};

/** Timed rounds of each variant, after one warm-up of each (medians). */
const ROUNDS = 5;

const CONTENT_TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };

export async function measureReportPreviewInBrowser(targetMegabytes = 60): Promise<ReportPreviewBrowserFigure> {
  const { chunks, csvBytes, rows, expectedMicros } = await buildFile(targetMegabytes * 1_000_000);
  const pageRoot = path.join(root, 'bench', 'report-preview-page');
  const outDir = path.join(root, 'bench', '.tmp', 'report-preview-page');
  await build({ configFile: false, root: pageRoot, base: './', logLevel: 'silent', mode: 'production', build: { outDir, emptyOutDir: true } });

  // The report file as a signed URL serves it: gzip bytes, no Content-Encoding.
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/report.csv.gz') {
      response.writeHead(200, { 'Content-Type': 'application/gzip', 'Cache-Control': 'no-store' });
      let index = 0;
      const write = () => {
        while (index < chunks.length) {
          const chunk = chunks[index] as Buffer;
          index += 1;
          if (!response.write(chunk)) {
            response.once('drain', write);
            return;
          }
        }
        response.end();
      };
      write();
      return;
    }
    const file = path.join(outDir, path.normalize(url.pathname === '/' ? '/index.html' : url.pathname));
    if (!file.startsWith(`${outDir}${path.sep}`)) {
      response.writeHead(400).end();
      return;
    }
    readFile(file).then(
      (body) => response.writeHead(200, { 'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // `gc()` and unrounded `performance.memory` for the live-memory round.
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--js-flags=--expose-gc', '--enable-precise-memory-info'], headless: true });
  try {
    const page = await browser.newPage();
    page.on('pageerror', (error) => console.warn('report preview page error:', error.message));
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => '__reportPreviewBench' in window);
    // The renderer's CPU time (every thread of the page's process), from the DevTools protocol.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const processSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'ProcessTime')?.value ?? Number.NaN;
    const call = <K extends keyof Bench>(name: K, ...args: Parameters<Bench[K]>) =>
      page.evaluate(
        ([method, values]) => ((window as unknown as { __reportPreviewBench: Record<string, (...a: unknown[]) => unknown> }).__reportPreviewBench[method] as (...a: unknown[]) => unknown)(...values),
        [name, args] as const,
      ) as ReturnType<Bench[K]>;
    const fileUrl = '/report.csv.gz';
    const idleLongestGapMs = await call('idleGap', 1_000);
    // Warm-up (JIT), then the rounds, each variant once per round, so a shared machine's load weighs on all alike.
    await call('preview', fileUrl, false, 'worker');
    await call('preview', fileUrl, false, 'thread');
    const runs: { ms: number; cpuSeconds: number; gap: number; threadMs: number; threadCpuSeconds: number; threadGap: number; decompress: number; parse: number; fastPath: number }[] = [];
    let result: Awaited<ReturnType<Bench['preview']>> | undefined;
    let unquotedLength = 0;
    const expected = (preview: Awaited<ReturnType<Bench['preview']>>) => {
      const total = preview.totals.find((each) => each.column === 'invoice_item_amount' && each.currency === 'USD');
      if (preview.rowCount !== rows || total?.micros !== String(expectedMicros)) {
        throw new Error(`The preview in Chromium read ${preview.rowCount} rows (expected ${rows}) or a wrong total.`);
      }
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      const cpuBefore = await processSeconds();
      result = await call('preview', fileUrl, false, 'worker');
      const cpuSeconds = (await processSeconds()) - cpuBefore;
      expected(result);
      const threadCpuBefore = await processSeconds();
      const thread = await call('preview', fileUrl, false, 'thread');
      const threadCpuSeconds = (await processSeconds()) - threadCpuBefore;
      expected(thread);
      const decompress = await call('decompressOnly', fileUrl);
      const parse = await call('papaparseOnly', fileUrl, false);
      const fastPath = await call('papaparseOnly', fileUrl, true);
      unquotedLength = fastPath.length;
      if (parse.rows !== rows + 1) {
        throw new Error(`papaparse alone read ${parse.rows - 1} rows (expected ${rows}).`);
      }
      runs.push({ ms: result.ms, cpuSeconds, gap: result.longestGapMs, threadMs: thread.ms, threadCpuSeconds, threadGap: thread.longestGapMs, decompress: decompress.ms, parse: parse.ms, fastPath: fastPath.ms });
    }
    await call('dropTexts');
    const live = await call('preview', fileUrl, true, 'thread');
    const itemTotal = result?.totals.find((total) => total.column === 'invoice_item_amount' && total.currency === 'USD');
    if (!result || !itemTotal) {
      throw new Error('The preview in Chromium gave no total.');
    }
    const median = (pick: (run: (typeof runs)[number]) => number) => runs.map(pick).sort((a, b) => a - b)[Math.floor(runs.length / 2)] ?? Number.NaN;
    const csvMegabytes = csvBytes / 1_000_000;
    const rate = (ms: number, bytes = csvBytes) => Math.round(bytes / 1_000_000 / (ms / 1000));
    const peakMemoryMegabytes = live.livePeakBytes / 1_000_000;
    return {
      chromium: browser.version(),
      csvMegabytes: Math.round(csvMegabytes * 10) / 10,
      rows,
      seconds: Math.round(median((run) => run.ms) / 10) / 100,
      megabytesPerSecond: rate(median((run) => run.ms)),
      megabytesPerCpuSecond: Math.round(csvMegabytes / median((run) => run.cpuSeconds)),
      runsMegabytesPerSecond: runs.map((run) => rate(run.ms)),
      longestTaskMs: Math.round(Math.max(...runs.map((run) => run.gap))),
      singleThreadMegabytesPerSecond: rate(median((run) => run.threadMs)),
      singleThreadRunsMegabytesPerSecond: runs.map((run) => rate(run.threadMs)),
      singleThreadMegabytesPerCpuSecond: Math.round(csvMegabytes / median((run) => run.threadCpuSeconds)),
      singleThreadLongestTaskMs: Math.round(Math.max(...runs.map((run) => run.threadGap))),
      idleLongestGapMs: Math.round(idleLongestGapMs),
      decompressOnlyMegabytesPerSecond: rate(median((run) => run.decompress)),
      papaparseOnlyMegabytesPerSecond: rate(median((run) => run.parse)),
      papaparseFastPathMegabytesPerSecond: rate(median((run) => run.fastPath), unquotedLength),
      peakMemoryMegabytes: Math.round(peakMemoryMegabytes * 10) / 10,
      peakMemoryShareOfFile: Math.round((peakMemoryMegabytes / csvMegabytes) * 1000) / 1000,
      itemTotal: fromMicros(BigInt(itemTotal.micros)),
      loadAverage: Math.round((loadavg()[0] ?? 0) * 10) / 10,
    };
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

// `tsx bench/report-preview-browser.ts` prints the figure alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await measureReportPreviewInBrowser());
}
