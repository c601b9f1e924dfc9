import type { Manifest } from '../../api/resources/manifests';
import type { Transaction } from '../../api/resources/transactions';
import { carrierAccountOf } from '../shared/pickup-labels';

/** The calendar day (`YYYY-MM-DD`) of an instant in `timeZone` (the viewer's when undefined). */
export function dayOf(value: string | null | undefined, timeZone: string | undefined): string | undefined {
  const instant = value ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(instant)) {
    return undefined;
  }
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** The labels on manifests that did not fail: a label is closed out once. */
export function manifestedIds(manifests: readonly Manifest[]): Set<string> {
  return new Set(manifests.filter((manifest) => manifest.status !== 'ERROR').flatMap((manifest) => manifest.transactions ?? []));
}

/**
 * The labels a manifest of `accountId` for `day` closes out: bought (SUCCESS) with that account
 * on that day (in `timeZone`), not already on a manifest.
 */
export function labelsOfDay(
  transactions: readonly Transaction[],
  accountId: string,
  day: string,
  timeZone: string | undefined,
  manifested: ReadonlySet<string>,
): Transaction[] {
  return transactions.filter(
    (transaction) =>
      transaction.status === 'SUCCESS' &&
      carrierAccountOf(transaction) === accountId &&
      dayOf(transaction.object_created, timeZone) === day &&
      !manifested.has(transaction.object_id),
  );
}

/** The API's `shipment_date` of a calendar day (the spec's date-time; midday UTC keeps the day in every zone). */
export function shipmentDateOf(day: string): string {
  return `${day}T12:00:00Z`;
}
