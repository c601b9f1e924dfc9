'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../api/errors';

/**
 * Reports a query's error to the block's `onError` (and the provider's event) once per error: a
 * retried load that fails again is another error, reported again. Every block's controller uses
 * it for the queries it loads, instead of an effect of its own.
 */
export function useReportQueryError(
  error: ShippingElementsError | null | undefined,
  report: (error: ShippingElementsError) => void,
): void {
  React.useEffect(() => {
    if (error) {
      report(error);
    }
  }, [error, report]);
}
