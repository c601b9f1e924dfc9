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
 *
 * `scope` names what the guard guards (a batch's id): a run shuts the guard for its scope only, so
 * a block that moves on to another one (a second batch in the same visit) finds the guard open
 * without having to remember to release it. A guard that only reopens after a failure would
 * otherwise refuse every later purchase, silently.
 */
export interface SubmitGuard {
  run<T>(send: () => Promise<T>): Promise<T> | undefined;
  /** Opens the guard again (a new confirmation). */
  release(): void;
}

export function useSubmitGuard(hold: 'in-flight' | 'until-released' = 'in-flight', scope?: string): SubmitGuard {
  // The scope the guard is shut for, or `null` when it is open.
  const shut = React.useRef<{ scope: string | undefined } | null>(null);
  return React.useMemo<SubmitGuard>(
    () => ({
      run(send) {
        if (shut.current !== null && shut.current.scope === scope) {
          return undefined;
        }
        const run = { scope };
        shut.current = run;
        const sent = send();
        if (hold === 'in-flight') {
          // Opens once settled (unless another scope's run shut it since); the caller still sees
          // the rejection through the returned promise.
          const open = () => {
            if (shut.current === run) {
              shut.current = null;
            }
          };
          sent.then(open, open);
        }
        return sent;
      },
      release() {
        shut.current = null;
      },
    }),
    [hold, scope],
  );
}
