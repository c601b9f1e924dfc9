// The preview's cells as people read them in the interface's language: statuses and item types in
// words, booleans as yes or no, timestamps as dates and times of the provider's zone, amounts as
// money in their row's currency. The file itself keeps the API's values (it is downloaded as is).
import type { Formatters } from '../../provider/format';

/** The words the preview needs (the `reportDownloader.preview.values` namespace). */
export interface PreviewWords {
  invoice_status: Readonly<Record<string, string>>;
  invoice_item_type: Readonly<Record<string, string>>;
  yes: string;
  no: string;
}

/** Amount columns and the column of the currency they are in. */
const AMOUNT_CURRENCY: Readonly<Record<string, string>> = {
  invoice_item_amount: 'invoice_item_currency',
  invoice_item_charged_amount: 'invoice_item_charged_currency',
  invoice_total_amount: 'invoice_currency',
  invoice_charged_amount: 'invoice_currency',
};
const BOOLEAN_COLUMNS = new Set(['is_return']);
const DECIMAL = /^[+-]?\d+(\.\d+)?$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A function that words one row of the preview: each cell by its column, the value as sent when
 * it is none of the known kinds (an empty cell stays empty).
 */
export function previewRowFormatter(columns: readonly string[], format: Formatters, words: PreviewWords): (row: readonly string[]) => string[] {
  const index = new Map(columns.map((column, position) => [column, position] as const));
  return (row) =>
    columns.map((column, position) => {
      const value = row[position] ?? '';
      if (value === '') {
        return value;
      }
      if (column === 'invoice_status' || column === 'invoice_item_type') {
        return Object.hasOwn(words[column], value) ? (words[column][value] ?? value) : value;
      }
      if (BOOLEAN_COLUMNS.has(column) && (value === 'true' || value === 'false')) {
        return value === 'true' ? words.yes : words.no;
      }
      if (TIMESTAMP.test(value)) {
        return format.dateTime(value);
      }
      if (DECIMAL.test(value)) {
        const currencyColumn = AMOUNT_CURRENCY[column];
        const currency = currencyColumn === undefined ? undefined : row[index.get(currencyColumn) ?? -1];
        return currency && /^[A-Z]{3}$/.test(currency) ? format.money(value, currency) : format.number(value, { maximumFractionDigits: 20 });
      }
      return value;
    });
}
