import { rootKey } from '../internal/root-key';

export { rootKey };

/**
 * The key factory of one resource: `all` / `lists` / `list(params)` / `details` / `detail(id)`,
 * all under {@link rootKey}.
 */
export function resourceKeys<const TName extends string>(name: TName) {
  const keys = {
    all: () => [...rootKey(), name] as const,
    lists: () => [...keys.all(), 'list'] as const,
    list: (params: object = {}) => [...keys.lists(), params] as const,
    details: () => [...keys.all(), 'detail'] as const,
    detail: (id: string) => [...keys.details(), id] as const,
  };
  return keys;
}

/** Cache keys of transactions (purchased labels). */
export const transactionKeys = resourceKeys('transactions');
/** Cache keys of refunds. */
export const refundKeys = resourceKeys('refunds');
/** Cache keys of batches. */
export const batchKeys = resourceKeys('batches');
/**
 * Cache keys of orders. A list's key holds its params (filters, page, page size); the per-status
 * counts of {@link useOrderCounts} are lists too (`results: 1`), so invalidating `lists()` after an
 * order changes refreshes lists and counts alike.
 */
export const orderKeys = resourceKeys('orders');
/**
 * Cache keys of tracks. A track's detail id is `<carrier>/<tracking number>`, or
 * `transaction/<transaction id>` when it is followed through its label.
 * Pure: blocks that never track (AddressForm) leave it out of their bundle.
 */
export const trackKeys = /* @__PURE__ */ resourceKeys('tracks');
/**
 * Cache keys of checkout rates (`POST /live-rates`, a read that changes nothing): a list's key holds
 * the request, `detail('parcel-template')` is the default checkout package. Everything that changes
 * what checkout offers (a service group, a box, the default package) invalidates `lists()`.
 */
export const liveRateKeys = /* @__PURE__ */ resourceKeys('live-rates');
/** Cache keys of the merchant's own boxes (user parcel templates). */
export const userParcelTemplateKeys = /* @__PURE__ */ resourceKeys('user-parcel-templates');
