'use client';

import * as React from 'react';
import type { AnyShippingElementsError, ShippingElementsError } from '../api/errors';
import { describeError } from './error-message';
import { formatMessage } from '../provider/messages';
import { useShippingElements } from '../provider/context';
import { Button } from './Button';

/**
 * A block's error state: what went wrong in the active language, the API's detail and reference
 * when there is one, and a retry action. Rendered with `role="alert"` so it is announced.
 */
export function ErrorNotice({
  error,
  onRetry,
  retryLabel,
}: {
  error: ShippingElementsError;
  onRetry?: (() => void) | undefined;
  retryLabel?: string | undefined;
}): React.JSX.Element {
  const { messages, locale } = useShippingElements('ErrorNotice');
  const known = error as AnyShippingElementsError;
  const detail = known.kind === 'api' || known.kind === 'auth' ? known.detail : undefined;
  const requestId = known.kind === 'api' ? known.requestId : undefined;
  return (
    <div role="alert" data-se-part="error-notice" data-kind={error.kind}>
      <p data-se-part="error-notice-message">{describeError(error, messages)}</p>
      {detail && <p data-se-part="error-notice-detail">{detail}</p>}
      {requestId && <p data-se-part="error-notice-reference">{formatMessage(messages.errors.reference, { requestId }, locale)}</p>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel ?? messages.common.retry}
        </Button>
      )}
    </div>
  );
}
