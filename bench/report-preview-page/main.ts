// A production-build page for bench/report-preview-browser.ts: ReportDownloader's
// previewReportFile on a fetch() body, as the block streams a report file (in its Web Worker),
// beside the same preview all on the page's main thread (its fallback) and what its parts do alone
// in the same browser. The bench calls these through `window.__reportPreviewBench`.
import * as PapaModule from 'papaparse';
import { previewReportFile } from '../../src/components/ReportDownloader/preview-report-file';
import { PREVIEW_BATCH_BYTES, previewReportFileOnThread } from '../../src/components/ReportDownloader/report-preview';

const Papa: typeof PapaModule = (PapaModule as unknown as { default?: typeof PapaModule }).default ?? PapaModule;

const heapUsed = () => (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize;
const collect = () => (window as unknown as { gc: () => void }).gc();

/**
 * Records the longest gap between two turns of a timer loop on the page's main thread: its longest
 * task, to within the loop's 4 ms period (a nested `setTimeout(0)`). Not a loop of messages sent
 * back to back: that would keep one of the machine's two cores busy, the core the preview's workers
 * need.
 */
function probeMainThread() {
  let longestGap = 0;
  let running = true;
  let last = performance.now();
  const tick = () => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
    if (running) {
      timer = setTimeout(tick, 0);
    }
  };
  let timer = setTimeout(tick, 0);
  return () => {
    running = false;
    clearTimeout(timer);
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
 * The preview, fetch() to result: the block's own path (`worker`: previewReportFile, in a Web
 * Worker, the page only posting the compressed chunks on) or all of it on the page's main thread
 * (`thread`: previewReportFileOnThread, the fallback where the worker does not run). `live`
 * (thread only): the JS heap above its level before, sampled after a collection every 16 batches
 * (what the preview holds, not its garbage); the worker's heap is not the page's.
 */
async function preview(url: string, live: boolean, mode: 'worker' | 'thread' = 'worker') {
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
  const result = await (mode === 'worker' ? previewReportFile : previewReportFileOnThread)(response.body as ReadableStream<Uint8Array>, {
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

(window as unknown as { __reportPreviewBench: unknown }).__reportPreviewBench = { idleGap, preview, decompressOnly, papaparseOnly, dropTexts };
