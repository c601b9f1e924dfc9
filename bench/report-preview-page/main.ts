// A production-build page for bench/report-preview-browser.ts: ReportDownloader's
// previewReportFile on a fetch() body, as the block streams a report file, beside what its parts
// do alone in the same browser, and two ways of moving work off the page's main thread. The bench
// calls these through `window.__reportPreviewBench`.
import * as PapaModule from 'papaparse';
import { PREVIEW_BATCH_BYTES, previewReportCsv, previewReportFile } from '../../src/components/ReportDownloader/report-preview';

const Papa: typeof PapaModule = (PapaModule as unknown as { default?: typeof PapaModule }).default ?? PapaModule;

const heapUsed = () => (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize;
const collect = () => (window as unknown as { gc: () => void }).gc();

/** Records the longest gap between two turns of a message loop: the longest task meanwhile. */
function probeMainThread() {
  let longestGap = 0;
  let running = true;
  const channel = new MessageChannel();
  let last = performance.now();
  channel.port1.onmessage = () => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
    if (running) {
      channel.port2.postMessage(null);
    }
  };
  channel.port2.postMessage(null);
  return () => {
    running = false;
    channel.port1.close();
    return longestGap;
  };
}

/** The longest gap of the probe on the idle page for `ms`: the machine's own noise floor. */
async function idleGap(ms: number) {
  const stop = probeMainThread();
  await new Promise((resolve) => setTimeout(resolve, ms));
  return stop();
}

/**
 * The preview on the main thread, fetch() to result. `live`: the JS heap above its level before,
 * sampled after a collection every 16 batches (what the preview holds, not its garbage).
 */
async function preview(url: string, live: boolean) {
  let baseline = 0;
  if (live) {
    // Twice, a turn apart: the first collection's memory is not all counted as free at once.
    collect();
    await new Promise((resolve) => setTimeout(resolve, 50));
    collect();
    baseline = heapUsed();
  }
  let peak = 0;
  let batches = 0;
  const stop = probeMainThread();
  const start = performance.now();
  const response = await fetch(url);
  const result = await previewReportFile(response.body as ReadableStream<Uint8Array>, {
    maxRows: 200,
    onProgress: () => {
      batches += 1;
      if (live && batches % 16 === 0) {
        collect();
        peak = Math.max(peak, heapUsed() - baseline);
      }
    },
  });
  const ms = performance.now() - start;
  const longestGapMs = stop();
  return { ms, longestGapMs, livePeakBytes: peak, rowCount: result.rowCount, totals: result.totals.map((total) => ({ ...total, micros: String(total.micros) })) };
}

/** DecompressionStream alone on the same fetch() body, read to the end. */
async function decompressOnly(url: string) {
  const start = performance.now();
  const response = await fetch(url);
  const reader = (response.body as ReadableStream<Uint8Array>).pipeThrough(new DecompressionStream('gzip') as ReadableWritablePair<Uint8Array, Uint8Array>).getReader();
  while (!(await reader.read()).done) {
    // read to the end
  }
  return { ms: performance.now() - start };
}

let texts: { quoted: string; unquoted: string } | undefined;

/**
 * papaparse alone over the decompressed text in memory, in pieces of the preview's batch size.
 * `unquoted`: the same text with the quoted description written without quotes (same length),
 * so that every papaparse call takes its fast path (`split`).
 */
async function papaparseOnly(url: string, unquoted: boolean) {
  if (texts === undefined) {
    const response = await fetch(url);
    const quoted = await new Response((response.body as ReadableStream<Uint8Array>).pipeThrough(new DecompressionStream('gzip') as ReadableWritablePair<Uint8Array, Uint8Array>)).text();
    const description = '"Label, ground ""express"""';
    texts = { quoted, unquoted: quoted.replaceAll(description, 'Label; ground - express'.padEnd(description.length)) };
  }
  const whole = unquoted ? texts.unquoted : texts.quoted;
  const start = performance.now();
  const parser = new Papa.Parser({ delimiter: ',', newline: '\r\n' });
  let carry = '';
  let rows = 0;
  for (let offset = 0; offset < whole.length; offset += PREVIEW_BATCH_BYTES) {
    const input = carry + whole.slice(offset, offset + PREVIEW_BATCH_BYTES);
    const result = parser.parse(input, 0, true) as { data: unknown[]; meta: { cursor: number } };
    rows += result.data.length;
    carry = input.slice(result.meta.cursor);
  }
  return { ms: performance.now() - start, rows, length: whole.length };
}

function dropTexts() {
  texts = undefined;
}

/** The whole preview in a Web Worker, timed from the page (worker start-up included). */
function previewInWorker(url: string) {
  const start = performance.now();
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  return new Promise<{ ms: number; rowCount: number }>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<{ rowCount: number }>) => {
      worker.terminate();
      resolve({ ms: performance.now() - start, rowCount: event.data.rowCount });
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage({ url: new URL(url, window.location.href).href });
  });
}

/**
 * Decompression in a Web Worker and parsing on the page, two threads at once: the worker's
 * decompressed stream is transferred to the page and read by previewReportCsv.
 */
async function previewWithInflateWorker(url: string) {
  const start = performance.now();
  const worker = new Worker(new URL('./inflate-worker.ts', import.meta.url), { type: 'module' });
  try {
    const bytes = await new Promise<ReadableStream<Uint8Array>>((resolve) => {
      worker.onmessage = (event: MessageEvent<ReadableStream<Uint8Array>>) => resolve(event.data);
      worker.postMessage({ url: new URL(url, window.location.href).href });
    });
    const result = await previewReportCsv(bytes, { maxRows: 200 });
    return { ms: performance.now() - start, rowCount: result.rowCount };
  } finally {
    worker.terminate();
  }
}

(window as unknown as { __reportPreviewBench: unknown }).__reportPreviewBench = { idleGap, preview, decompressOnly, papaparseOnly, dropTexts, previewInWorker, previewWithInflateWorker };
