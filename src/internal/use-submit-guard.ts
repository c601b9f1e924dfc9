import * as React from 'react';

/**
 * The one double-submit guard of the kit, for every request that costs money or cannot be sent
 * twice (a label, a batch purchase, a pickup, a close-out, a report run).
 *
 * React Query marks a mutation pending a render later, so two clicks in the same tick (or Enter
 * and a click) would both pass a check of the button's state; this guard is a ref and decides at
 * once. `run(send)` calls `send` unless a run is in flight, or, with `'until-released'`, unless
 * one already ran; it returns `send`'s promise, or `undefined` when it refused.
 *
 * - `'in-flight'` (the default): the next run may start once this one settled, whatever its
 *   outcome (the block's state has moved on by then when it succeeded).
 * - `'until-released'`: a paid action is sent once per confirmation: the guard stays shut after
 *   the run, success or failure, until the block calls `release()` for a new confirmation.
 */
export interface SubmitGuard {
  run<T>(send: () => Promise<T>): Promise<T> | undefined;
  /** Opens the guard again (a new confirmation). */
  release(): void;
}

export function useSubmitGuard(hold: 'in-flight' | 'until-released' = 'in-flight'): SubmitGuard {
  const shut = React.useRef(false);
  return React.useMemo<SubmitGuard>(
    () => ({
      run(send) {
        if (shut.current) {
          return undefined;
        }
        shut.current = true;
        const sent = send();
        if (hold === 'in-flight') {
          // Opens once settled; the caller still sees the rejection through the returned promise.
          sent.then(
            () => {
              shut.current = false;
            },
            () => {
              shut.current = false;
            },
          );
        }
        return sent;
      },
      release() {
        shut.current = false;
      },
    }),
    [hold],
  );
}
