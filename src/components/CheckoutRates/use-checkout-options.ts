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
 * Asks `fetchOptions` for the options of `address` and `cart` once they stayed the same for
 * `settleMs` (a shopper typing a postcode asks once, not per keystroke: the host's route limits
 * each shopper's requests), and again per `retry`; a change aborts the request of the previous
 * address or cart. Runs in an effect only, so the server's render shows the loading state and
 * sends nothing.
 */
export function useCheckoutOptions(
  fetchOptions: FetchCheckoutOptions,
  address: CheckoutAddress | null | undefined,
  cart: readonly CheckoutCartLine[] | null | undefined,
  settleMs: number,
): { request: CheckoutOptionsRequest; retry: () => void } {
  const key = requestKeyOf(address, cart);
  const [attempt, setAttempt] = React.useState(0);
  const [settled, setSettled] = React.useState<Settled | null>(null);
  const fetchLatest = useLatestCallback(fetchOptions);
  // The address and cart last asked for: a retry of them asks at once.
  const askedKey = React.useRef<string | null>(null);

  React.useEffect(() => {
    if (key === null) {
      return undefined;
    }
    const controller = new AbortController();
    const { address: to, cart: lines } = JSON.parse(key) as CheckoutRatesRequest;
    const ask = () => {
      // Through a promise, so a fetchOptions that throws at once is a failure like any other.
      void Promise.resolve()
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
    };
    // A new address or cart is asked for once it stayed the same for settleMs; a retry at once.
    const timer = setTimeout(ask, askedKey.current === key ? 0 : settleMs);
    askedKey.current = key;
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, attempt, fetchLatest, settleMs]);

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
