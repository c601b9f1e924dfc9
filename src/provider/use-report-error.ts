'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../api/errors';
import { useLatestCallback } from '../internal/use-latest-callback';
import { useShippingElements } from './context';

/**
 * How a block reports a failure: to its own `onError` prop and as an `error` event on the
 * provider's stream (`source` names the block). The function is stable across renders, and
 * always calls the latest `onError`.
 */
export function useReportError(source: string, onError: ((error: ShippingElementsError) => void) | undefined): (error: ShippingElementsError) => void {
  const { emit } = useShippingElements(source);
  const reportToHost = useLatestCallback(onError);
  return React.useCallback(
    (error: ShippingElementsError) => {
      reportToHost(error);
      emit({ type: 'error', error, source });
    },
    [reportToHost, emit, source],
  );
}
