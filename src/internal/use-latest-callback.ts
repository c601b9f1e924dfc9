import * as React from 'react';

/**
 * Returns a stable function that always calls the latest `callback`, so effects and memoised
 * values do not restart when a host passes a new inline callback on every render.
 */
export function useLatestCallback<TArgs extends unknown[], TResult>(
  callback: ((...args: TArgs) => TResult) | undefined,
): (...args: TArgs) => TResult | undefined {
  const ref = React.useRef(callback);
  React.useInsertionEffect(() => {
    ref.current = callback;
  });
  return React.useCallback((...args: TArgs) => ref.current?.(...args), []);
}
