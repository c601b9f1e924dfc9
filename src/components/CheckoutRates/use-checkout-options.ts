import * as React from 'react';
import type { CheckoutAddress, CheckoutCartLine, CheckoutRatesAnswer, CheckoutRatesRequest, FetchCheckoutOptions } from '../../api/checkout-options';
import { useLatestCallback } from '../../internal/use-latest-callback';

/** Where the request for the current address and cart is. */
export type CheckoutOptionsRequest =
  | { status: 'incomplete' }
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; answer: CheckoutRatesAnswer };

type Settled = { key: string; attempt: number } & ({ status: 'error'; error: unknown } | { status: 'ready'; answer: CheckoutRatesAnswer });

/**
 * The request's identity: the address and cart as text, so a host that builds new but equal
 * objects on every render does not ask again; `null` while there is nothing to rate (no country,
 * an empty cart).
 */
function requestKeyOf(address: CheckoutAddress | null | undefined, cart: readonly CheckoutCartLine[] | null | undefined): string | null {
  if (!address?.country || !cart || cart.length === 0) {
    return null;
  }
  return JSON.stringify({ address, cart });
}

/**
 * Asks `fetchOptions` for the options of `address` and `cart` once per change of either (and per
 * `retry`), aborting the request of a previous address or cart. Runs in an effect only, so the
 * server's render shows the loading state and sends nothing.
 */
export function useCheckoutOptions(
  fetchOptions: FetchCheckoutOptions,
  address: CheckoutAddress | null | undefined,
  cart: readonly CheckoutCartLine[] | null | undefined,
): { request: CheckoutOptionsRequest; retry: () => void } {
  const key = requestKeyOf(address, cart);
  const [attempt, setAttempt] = React.useState(0);
  const [settled, setSettled] = React.useState<Settled | null>(null);
  const fetchLatest = useLatestCallback(fetchOptions);

  React.useEffect(() => {
    if (key === null) {
      return undefined;
    }
    const controller = new AbortController();
    const { address: to, cart: lines } = JSON.parse(key) as CheckoutRatesRequest;
    Promise.resolve()
      .then(() => fetchLatest({ address: to, cart: lines, signal: controller.signal }))
      .then(
        (answer) => {
          if (!controller.signal.aborted && answer) {
            setSettled({ key, attempt, status: 'ready', answer });
          }
        },
        (error: unknown) => {
          if (!controller.signal.aborted) {
            setSettled({ key, attempt, status: 'error', error });
          }
        },
      );
    return () => controller.abort();
  }, [key, attempt, fetchLatest]);

  const retry = React.useCallback(() => setAttempt((current) => current + 1), []);
  let request: CheckoutOptionsRequest;
  if (key === null) {
    request = { status: 'incomplete' };
  } else if (settled === null || settled.key !== key || settled.attempt !== attempt) {
    request = { status: 'loading' };
  } else {
    request = settled.status === 'ready' ? { status: 'ready', answer: settled.answer } : { status: 'error', error: settled.error };
  }
  return { request, retry };
}
