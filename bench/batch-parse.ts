// BatchUploader's file reading: rows per second for parse (papaparse) + validate (zod/mini) of
// 1,000, 10,000 and 100,000 rows, with the same pure module the Web Worker and the main-thread
// fallback run. Goal: 10,000 rows in under 1 s, a third of them shipped abroad with a customs
// declaration of two items (checked with the API's own customs schema).
import { parseBatchText, validateRecords } from '../src/components/shared/batch-review/parse-batch-csv';

export interface BatchParseFigure {
  rows: number;
  /** Median of the runs. */
  ms: number;
  rowsPerSecond: number;
  valid: number;
  invalid: number;
}

const ITEM_HEADERS = [1, 2].flatMap((item) => ['description', 'quantity', 'net weight', 'weight unit', 'value', 'currency', 'country of origin'].map((column) => `Item ${item}: ${column}`));
const HEADER = ['Order,Recipient,Company,Address,City,State,ZIP,Country,Phone,Email,Weight,Unit,Length,Width,Height,Dimension unit,Customs: signed by', ...ITEM_HEADERS].join(',');
const NO_CUSTOMS = ','.repeat(1 + ITEM_HEADERS.length);
const CUSTOMS = ',Dana Whitfield,Merino T-shirt,2,0.8,lb,76.00,USD,PT,Ceramic Mug,1,1.1,lb,18.50,USD,US';

/**
 * A file of `count` rows: realistic values, one row in ten with an error, quoted commas; one row
 * in three goes abroad (GB) with a customs declaration of two items.
 */
export function batchFile(count: number): string {
  const lines = [HEADER];
  for (let index = 0; index < count; index += 1) {
    const abroad = index % 3 === 2;
    const zip = index % 10 === 9 ? '' : abroad ? 'SW1A 1AA' : String(10000 + (index % 89999));
    const place = abroad ? `London,,${zip},GB` : `Springfield,IL,${zip},US`;
    lines.push(`#${1000 + index},Customer ${index},"Acme, Inc.",${index + 1} Main St,${place},+1 555 0100,c${index}@example.test,${(1 + (index % 20) / 4).toFixed(2)},lb,10,8,4,in${abroad ? CUSTOMS : NO_CUSTOMS}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

export function measureBatchParse(sizes: readonly number[] = [1_000, 10_000, 100_000]): BatchParseFigure[] {
  return sizes.map((rows) => {
    const text = batchFile(rows);
    const runs = rows >= 100_000 ? 3 : 5;
    const times: number[] = [];
    let valid = 0;
    let invalid = 0;
    // One warm-up run (JIT), then the measured ones.
    for (let run = 0; run <= runs; run += 1) {
      const start = performance.now();
      const outcome = parseBatchText(text, undefined, Number.POSITIVE_INFINITY);
      if (!outcome.ok) {
        throw new Error(`batch-parse: the bench file was refused (${outcome.reason})`);
      }
      // Shipped from the US: the rows to GB need their declaration.
      const validation = validateRecords(outcome.file, outcome.mapping, 'US');
      const elapsed = performance.now() - start;
      if (run > 0) {
        times.push(elapsed);
      }
      valid = validation.valid;
      invalid = validation.invalid;
    }
    times.sort((a, b) => a - b);
    const ms = times[Math.floor(times.length / 2)] ?? 0;
    return { rows, ms: Math.round(ms), rowsPerSecond: Math.round(rows / (ms / 1000)), valid, invalid };
  });
}

// `tsx bench/batch-parse.ts` prints the figures alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(measureBatchParse());
}
