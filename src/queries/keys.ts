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
 * Cache keys of tracks. A track's detail id is `<carrier>/<tracking number>`, or
 * `transaction/<transaction id>` when it is followed through its label.
 */
export const trackKeys = resourceKeys('tracks');
