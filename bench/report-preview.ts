// Report preview throughput: a gzipped invoice CSV of at least 50 MB uncompressed streamed through
// DecompressionStream and papaparse (the ReportDownloader's previewReportFile), in MB/s of
// decompressed CSV, with the peak memory it takes against the size of the file.
import { constants, createGzip } from 'node:zlib';
import { fromMicros } from '../src/components/ReportDownloader/decimal-sum';
import { previewReportFile } from '../src/components/ReportDownloader/report-preview';

export interface ReportPreviewFigure {
  /** Decompressed CSV size, in MB (10^6 bytes). */
  csvMegabytes: number;
  gzipMegabytes: number;
  rows: number;
  seconds: number;
  megabytesPerSecond: number;
  /** Peak growth of the JS heap plus array buffers above the level before the preview, in MB. */
  peakMemoryMegabytes: number;
  /** That peak as a share of the decompressed file's size. */
  peakMemoryShareOfFile: number;
  /** The exact item-amount total the preview computed (a correctness check of the figure). */
  itemTotal: string;
}

const HEADER =
  'invoice_object_id,invoice_number,invoice_status,invoice_currency,invoice_item_type,invoice_item_description,invoice_item_currency,invoice_item_amount,invoice_item_charged_currency,invoice_item_charged_amount,transaction_object_id,invoice_item_created_at,is_return';

/** One synthetic invoice item row (~230 bytes), refunds negative, some descriptions quoted. */
function row(index: number): string {
  const refund = index % 17 === 0;
  const cents = 500 + ((index * 7919) % 4500);
  const amount = `${refund ? '-' : ''}${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  const description = index % 5 === 0 ? '"Label, ground ""express"""' : 'Label purchase';
  const day = String(1 + (index % 28)).padStart(2, '0');
  return `inv_${(index >> 6).toString(16).padStart(12, '0')},NW-${index >> 6},PAID,USD,${refund ? 'REFUND' : 'LABEL'},${description},USD,${amount},USD,${amount},txn_${index.toString(16).padStart(16, '0')},2026-10-${day}T09:15:00Z,${index % 11 === 0}`;
}

/** Builds the gzipped file chunk by chunk, never holding the whole CSV text. */
async function buildFile(targetBytes: number): Promise<{ chunks: Buffer[]; csvBytes: number; rows: number; expectedMicros: bigint }> {
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
  // Warm-up on the same file (JIT), then the measured run.
  await previewReportFile(stream(), { maxRows: 200 });
  (globalThis as { gc?: () => void }).gc?.();
  const baseline = memoryNow();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memoryNow());
  }, 5);
  const start = performance.now();
  const preview = await previewReportFile(stream(), {
    maxRows: 200,
    onProgress: () => {
      peak = Math.max(peak, memoryNow());
    },
  });
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  const itemTotal = preview.totals.find((total) => total.column === 'invoice_item_amount' && total.currency === 'USD');
  if (preview.rowCount !== rows || itemTotal?.micros !== expectedMicros) {
    throw new Error(`The preview read ${preview.rowCount} rows (expected ${rows}) or a wrong total.`);
  }
  const csvMegabytes = csvBytes / 1_000_000;
  const peakMemoryMegabytes = (peak - baseline) / 1_000_000;
  return {
    csvMegabytes: Math.round(csvMegabytes * 10) / 10,
    gzipMegabytes: Math.round((gzipBytes / 1_000_000) * 10) / 10,
    rows,
    seconds: Math.round(seconds * 100) / 100,
    megabytesPerSecond: Math.round(csvMegabytes / seconds),
    peakMemoryMegabytes: Math.round(peakMemoryMegabytes * 10) / 10,
    peakMemoryShareOfFile: Math.round((peakMemoryMegabytes / csvMegabytes) * 1000) / 1000,
    itemTotal: fromMicros(itemTotal.micros),
  };
}

// `tsx bench/report-preview.ts` prints the figure alone.
if (process.argv[1]?.endsWith('report-preview.ts')) {
  console.log(await measureReportPreview());
}
