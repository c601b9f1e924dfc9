// Report preview throughput: a gzipped invoice CSV of at least 50 MB uncompressed streamed through
// DecompressionStream and papaparse (ReportDownloader's previewReportFileOnThread, what its worker runs), in MB/s of
// decompressed CSV, with the peak memory it takes against the size of the file, beside what its
// two parts do alone in the same run (DecompressionStream; papaparse on the text in memory). In
// Node 20; bench/report-preview-browser.ts measures the same file in Chromium, where the block runs.
import { loadavg } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { constants, createGzip, gunzipSync } from 'node:zlib';
import * as PapaModule from 'papaparse';
import { fromMicros } from '../src/lib/decimal';
import { PREVIEW_BATCH_BYTES, previewReportFileOnThread } from '../src/components/ReportDownloader/report-preview';

// A full collection before each baseline, so the garbage of an earlier round (the whole text that
// papaparse-alone held) never counts as the preview's peak. `--expose-gc` cannot ride in
// NODE_OPTIONS on Node 20; V8's flag, set at run time, exposes `gc` to a new context.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const Papa: typeof PapaModule = (PapaModule as unknown as { default?: typeof PapaModule }).default ?? PapaModule;

export interface ReportPreviewFigure {
  /** Decompressed CSV size, in MB (10^6 bytes). */
  csvMegabytes: number;
  gzipMegabytes: number;
  rows: number;
  /** Median of three runs. */
  seconds: number;
  megabytesPerSecond: number;
  /**
   * The same against the CPU time the process spent (every thread: zlib's and the GC's too), a
   * steadier figure than wall time on a shared machine.
   */
  megabytesPerCpuSecond: number;
  /** Ceilings measured in the same run: `DecompressionStream` alone, read to the end, in MB/s. */
  decompressOnlyMegabytesPerSecond: number;
  /** papaparse alone on the decompressed text in memory, in pieces of the preview's batch size, in MB/s. */
  papaparseOnlyMegabytesPerSecond: number;
  /** The same on the text with the quoted description unquoted (same length): every call on papaparse's fast path. */
  papaparseFastPathMegabytesPerSecond: number;
  /** Peak growth of the JS heap plus array buffers above the level before the preview, in MB (highest of the runs). */
  peakMemoryMegabytes: number;
  /** That peak as a share of the decompressed file's size. */
  peakMemoryShareOfFile: number;
  /** The highest heap growth seen in the timed rounds, garbage included, in MB. */
  peakWithGarbageMegabytes: number;
  /** The exact item-amount total the preview computed (a correctness check of the figure). */
  itemTotal: string;
  /** The machine's 1-minute load average at the end (2 cores, shared): above 2, every figure is lower. */
  loadAverage: number;
}

const HEADER =
  'invoice_object_id,invoice_number,invoice_status,invoice_currency,invoice_item_type,invoice_item_description,invoice_item_currency,invoice_item_amount,invoice_item_charged_currency,invoice_item_charged_amount,transaction_object_id,invoice_item_created_at,is_return';

/** One row in five has this description: a quoted field with a comma and doubled quotes. */
const QUOTED_DESCRIPTION = '"Label, ground ""express"""';

/** One synthetic invoice item row (~230 bytes), refunds negative, some descriptions quoted. */
function row(index: number): string {
  const refund = index % 17 === 0;
  const cents = 500 + ((index * 7919) % 4500);
  const amount = `${refund ? '-' : ''}${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  const description = index % 5 === 0 ? QUOTED_DESCRIPTION : 'Label purchase';
  const day = String(1 + (index % 28)).padStart(2, '0');
  return `inv_${(index >> 6).toString(16).padStart(12, '0')},NW-${index >> 6},PAID,USD,${refund ? 'REFUND' : 'LABEL'},${description},USD,${amount},USD,${amount},txn_${index.toString(16).padStart(16, '0')},2026-10-${day}T09:15:00Z,${index % 11 === 0}`;
}

/** Builds the gzipped file chunk by chunk, never holding the whole CSV text. */
export async function buildFile(targetBytes: number): Promise<{ chunks: Buffer[]; csvBytes: number; rows: number; expectedMicros: bigint }> {
  const gzip = createGzip({ level: constants.Z_DEFAULT_COMPRESSION });
  const chunks: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    gzip.on('end', resolve);
    gzip.on('error', reject);
  });
  let csvBytes = 0;
  let rows = 0;
  let expectedMicros = 0n;
  let block = `${HEADER}\r\n`;
  while (csvBytes + block.length < targetBytes) {
    for (let index = 0; index < 2_000; index += 1) {
      const line = row(rows);
      const amount = line.split(',').at(-6) ?? '0';
      expectedMicros += BigInt(Math.round(Number(amount) * 100)) * 10_000n;
      block += `${line}\r\n`;
      rows += 1;
    }
    csvBytes += block.length;
    if (!gzip.write(block)) {
      await new Promise((resolve) => gzip.once('drain', resolve));
    }
    block = '';
  }
  gzip.end();
  await finished;
  return { chunks, csvBytes, rows, expectedMicros };
}

function memoryNow(): number {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

/**
 * What the preview cannot beat: `DecompressionStream` read to the end, and papaparse over the
 * whole decompressed text in memory (held here only, after the preview was measured).
 */
async function measureCeilings(stream: () => ReadableStream<Uint8Array>, chunks: Buffer[]): Promise<{ decompressSeconds: number; parseSeconds: number; fastPathSeconds: number }> {
  const start = performance.now();
  const reader = stream().pipeThrough(new DecompressionStream('gzip') as ReadableWritablePair<Uint8Array, Uint8Array>).getReader();
  while (!(await reader.read()).done) {
    // read to the end
  }
  const decompressSeconds = (performance.now() - start) / 1000;

  const text = gunzipSync(Buffer.concat(chunks)).toString('utf8');
  const parseSeconds = parseAlone(text);
  const fastPathSeconds = parseAlone(text.replaceAll(QUOTED_DESCRIPTION, 'Label; ground - express'.padEnd(QUOTED_DESCRIPTION.length)));
  return { decompressSeconds, parseSeconds, fastPathSeconds };
}

/** Seconds papaparse takes over `text` in the preview's batch size, each batch's cut row carried over. */
function parseAlone(text: string): number {
  const start = performance.now();
  const parser = new Papa.Parser({ delimiter: ',', newline: '\r\n' });
  let carry = '';
  for (let offset = 0; offset < text.length; offset += PREVIEW_BATCH_BYTES) {
    const input = carry + text.slice(offset, offset + PREVIEW_BATCH_BYTES);
    const result = parser.parse(input, 0, true) as { meta: { cursor: number } };
    carry = input.slice(result.meta.cursor);
  }
  return (performance.now() - start) / 1000;
}

/** Measures the preview of a file of at least `targetMegabytes` MB of CSV. */
export async function measureReportPreview(targetMegabytes = 60): Promise<ReportPreviewFigure> {
  const { chunks, csvBytes, rows, expectedMicros } = await buildFile(targetMegabytes * 1_000_000);
  const gzipBytes = chunks.reduce((total, chunk) => total + chunk.length, 0);
  // Network-sized pieces (64 KB), as a download delivers them.
  const stream = () => {
    let index = 0;
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = chunks[index];
        index += 1;
        if (chunk) {
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length));
        } else {
          controller.close();
        }
      },
    });
  };
  // Warm-up on the same file (JIT), then three rounds, each the preview and then its two parts
  // alone, so that a shared machine's load weighs on all three alike; medians, and the highest peak.
  await previewReportFileOnThread(stream(), { maxRows: 200 });
  const runs: { seconds: number; cpuSeconds: number; peakBytes: number; decompressSeconds: number; parseSeconds: number; fastPathSeconds: number }[] = [];
  let preview: Awaited<ReturnType<typeof previewReportFileOnThread>> | undefined;
  for (let round = 0; round < 3; round += 1) {
    collectGarbage();
    const baseline = memoryNow();
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, memoryNow());
    }, 5);
    let progressCalls = 0;
    const cpuBefore = process.cpuUsage();
    const start = performance.now();
    preview = await previewReportFileOnThread(stream(), {
      maxRows: 200,
      onProgress: () => {
        // process.memoryUsage() is not free: every 16th batch, beside the 5 ms sampler.
        progressCalls += 1;
        if (progressCalls % 16 === 0) {
          peak = Math.max(peak, memoryNow());
        }
      },
    });
    const seconds = (performance.now() - start) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    clearInterval(sampler);
    runs.push({ seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6, peakBytes: peak - baseline, ...(await measureCeilings(stream, chunks)) });
  }
  // What the preview holds, not what the collector has yet to free: a fourth, untimed round that
  // collects garbage every 64 batches and samples the live heap then. (The timed rounds' samples
  // include garbage, which a large heap may let grow to several times the file before collecting.)
  collectGarbage();
  const liveBaseline = memoryNow();
  let livePeak = 0;
  let liveCalls = 0;
  await previewReportFileOnThread(stream(), {
    maxRows: 200,
    onProgress: () => {
      liveCalls += 1;
      if (liveCalls % 64 === 0) {
        collectGarbage();
        livePeak = Math.max(livePeak, memoryNow() - liveBaseline);
      }
    },
  });
  const median = (pick: (run: (typeof runs)[number]) => number) => runs.map(pick).sort((a, b) => a - b)[1] ?? Number.NaN;
  const seconds = median((run) => run.seconds);
  const itemTotal = preview?.totals.find((total) => total.column === 'invoice_item_amount' && total.currency === 'USD');
  if (!preview || preview.rowCount !== rows || itemTotal?.micros !== expectedMicros) {
    throw new Error(`The preview read ${preview?.rowCount ?? 0} rows (expected ${rows}) or a wrong total.`);
  }
  const csvMegabytes = csvBytes / 1_000_000;
  const peakMemoryMegabytes = livePeak / 1_000_000;
  const peakWithGarbageMegabytes = Math.max(...runs.map((run) => run.peakBytes)) / 1_000_000;
  return {
    csvMegabytes: Math.round(csvMegabytes * 10) / 10,
    gzipMegabytes: Math.round((gzipBytes / 1_000_000) * 10) / 10,
    rows,
    seconds: Math.round(seconds * 100) / 100,
    megabytesPerSecond: Math.round(csvMegabytes / seconds),
    megabytesPerCpuSecond: Math.round(csvMegabytes / median((run) => run.cpuSeconds)),
    decompressOnlyMegabytesPerSecond: Math.round(csvMegabytes / median((run) => run.decompressSeconds)),
    papaparseOnlyMegabytesPerSecond: Math.round(csvMegabytes / median((run) => run.parseSeconds)),
    papaparseFastPathMegabytesPerSecond: Math.round(csvMegabytes / median((run) => run.fastPathSeconds)),
    peakMemoryMegabytes: Math.round(peakMemoryMegabytes * 10) / 10,
    peakMemoryShareOfFile: Math.round((peakMemoryMegabytes / csvMegabytes) * 1000) / 1000,
    peakWithGarbageMegabytes: Math.round(peakWithGarbageMegabytes * 10) / 10,
    itemTotal: fromMicros(itemTotal.micros),
    loadAverage: Math.round((loadavg()[0] ?? 0) * 10) / 10,
  };
}

// `tsx bench/report-preview.ts` prints the figure alone.
if (process.argv[1]?.endsWith('report-preview.ts')) {
  console.log(await measureReportPreview());
}
