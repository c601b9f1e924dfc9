import type { Batch } from '../../../api/resources/batches';
import { formatCounts, type Messages } from '../../../provider/messages';

// BatchUploader's sentences with several counts, each count pluralised on its own ("3 rows:
// 1 ready, 2 to fix, 1 blank line skipped"; French "3 lignes : 1 prête, 2 à corriger…").

type BatchText = Messages['batchUploader'];

/** What the preview counted in the file. */
export interface PreviewCounts {
  total: number;
  valid: number;
  invalid: number;
  blank: number;
}

/** The preview's summary line: rows, ready, to fix, blank lines skipped. */
export function previewSummary({ preview }: BatchText, counts: PreviewCounts, locale: string): string {
  return formatCounts(
    preview.summary,
    {
      rows: [preview.summaryRows, counts.total],
      ready: [preview.summaryReady, counts.valid],
      toFix: [preview.summaryToFix, counts.invalid],
      skipped: [preview.summaryBlank, counts.blank],
    },
    locale,
  );
}

/** The batch's counts: ready and invalid while it is validated, bought and failed of all once buying. */
export function batchCounts({ review }: BatchText, { object_results: results }: Pick<Batch, 'object_results'>, purchasing: boolean, total: number, locale: string): string {
  return purchasing
    ? formatCounts(review.purchaseCounts, { bought: [review.boughtCount, results?.purchase_succeeded ?? 0], failed: [review.failedCount, results?.purchase_failed ?? 0] }, locale, { total })
    : formatCounts(review.counts, { ready: [review.readyCount, results?.creation_succeeded ?? 0], invalid: [review.invalidCount, results?.creation_failed ?? 0] }, locale);
}
