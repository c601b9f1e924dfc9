import type { Batch } from '../../../api/resources/batches';
import { formatCounts, type Messages } from '../../../provider/messages';

// The batch review's sentence with several counts, each count pluralised on its own ("2 ready,
// 1 invalid"; "3 of 4 bought, 1 failed").

type BatchText = Messages['batchReview'];

/** The batch's counts: ready and invalid while it is validated, bought and failed of all once buying. */
export function batchCounts({ review }: BatchText, { object_results: results }: Pick<Batch, 'object_results'>, purchasing: boolean, total: number, locale: string): string {
  return purchasing
    ? formatCounts(review.purchaseCounts, { bought: [review.boughtCount, results?.purchase_succeeded ?? 0], failed: [review.failedCount, results?.purchase_failed ?? 0] }, locale, { total })
    : formatCounts(review.counts, { ready: [review.readyCount, results?.creation_succeeded ?? 0], invalid: [review.invalidCount, results?.creation_failed ?? 0] }, locale);
}
