'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';

/** Reports a query's error to the host once per error (a retried load that fails again is another). */
export function useReportQueryError(error: ShippingElementsError | null, report: (error: ShippingElementsError) => void): void {
  React.useEffect(() => {
    if (error) {
      report(error);
    }
  }, [error, report]);
}
