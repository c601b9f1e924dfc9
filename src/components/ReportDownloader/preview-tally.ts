import { MicroSum } from '../../lib/decimal';

/**
 * Amount columns summed in the preview, each with the column naming its currency. Invoice totals
 * are left out: they repeat on every item of an invoice, so their sum would mean nothing.
 */
export const SUMMED_COLUMNS: readonly { amount: string; currency: string }[] = [
  { amount: 'invoice_item_amount', currency: 'invoice_item_currency' },
  { amount: 'invoice_item_charged_amount', currency: 'invoice_item_charged_currency' },
];

/** The exact total of one amount column in one currency, in micro-units (see `lib/decimal`). */
export interface PreviewTotal {
  column: string;
  /** `''` when the file has no currency column for it. */
  currency: string;
  micros: bigint;
}

/** What the rows of a file add up to. */
export interface TallyResult {
  rowCount: number;
  negativeCount: number;
  /** The file's first rows, at most the tally's `maxRows`. */
  rows: string[][];
  /** Per summed column (in {@link SUMMED_COLUMNS} order), per currency in order of first appearance. */
  totals: PreviewTotal[];
}

/** Running total of one amount column: per currency, with the last currency's sum at hand. */
interface ColumnSum {
  column: string;
  amount: number;
  currency: number;
  totals: Map<string, MicroSum>;
  lastCurrency: string | undefined;
  lastTotal: MicroSum | undefined;
}

/** Counts, keeps and sums parsed rows: the first row read is the header. Empty lines are not rows. */
export class PreviewTally {
  columns: string[] | undefined;
  rowCount = 0;
  negativeCount = 0;
  readonly rows: string[][] = [];
  private sums: ColumnSum[] = [];
  private signAmount = -1;

  constructor(private readonly maxRows: number) {}

  private setHeader(header: string[]) {
    this.columns = header;
    this.sums = SUMMED_COLUMNS.flatMap(({ amount, currency }) => {
      const amountIndex = header.indexOf(amount);
      return amountIndex === -1 ? [] : [{ column: amount, amount: amountIndex, currency: header.indexOf(currency), totals: new Map(), lastCurrency: undefined, lastTotal: undefined }];
    });
    this.signAmount = header.indexOf('invoice_item_amount');
  }

  take(rows: string[][]): void {
    let start = 0;
    if (this.columns === undefined && rows.length > 0) {
      this.setHeader(rows[0] ?? []);
      start = 1;
    }
    const { sums, signAmount, maxRows } = this;
    for (let index = start; index < rows.length; index += 1) {
      const row = rows[index] as string[];
      if (row.length === 1 && row[0] === '') {
        continue;
      }
      this.rowCount += 1;
      if (this.rows.length < maxRows) {
        this.rows.push(row);
      }
      for (const sum of sums) {
        const text = row[sum.amount];
        if (!text) {
          continue;
        }
        const currency = sum.currency === -1 ? '' : (row[sum.currency] ?? '');
        // Rows of one currency come in runs: the map is asked only when the currency changes.
        let total = currency === sum.lastCurrency ? sum.lastTotal : sum.totals.get(currency);
        if (!total) {
          total = new MicroSum();
          sum.totals.set(currency, total);
        }
        sum.lastCurrency = currency;
        sum.lastTotal = total;
        total.add(text);
      }
      if (signAmount !== -1 && row[signAmount]?.charCodeAt(0) === 45 /* - */) {
        this.negativeCount += 1;
      }
    }
  }

  result(): TallyResult {
    return {
      rowCount: this.rowCount,
      negativeCount: this.negativeCount,
      rows: this.rows,
      totals: this.sums.flatMap((sum) => [...sum.totals].map(([currency, total]) => ({ column: sum.column, currency, micros: total.micros }))),
    };
  }
}
