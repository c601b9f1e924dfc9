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
