'use client';

import * as React from 'react';
import type { AnyShippingElementsError, ShippingElementsError } from '../api/errors';
import { describeError } from './error-message';
import { formatMessage } from '../provider/messages';
import { useShippingElements } from '../provider/context';
import { Button } from './Button';

/**
 * A block's error state: what went wrong in the active language, the request's reference when
 * there is one (for support), and a retry action. Rendered with `role="alert"` so it is announced.
 * The API's own `detail` is English display text for developers: it reaches the host through
 * `onError` and the `error` event, never the person using the block. A block may pass `message`,
 * its own catalogue sentence for what failed, instead of the generic one for the error's kind.
 */
export function ErrorNotice({
  error,
  message,
  onRetry,
  retryLabel,
}: {
  error: ShippingElementsError;
  message?: string | undefined;
  onRetry?: (() => void) | undefined;
  retryLabel?: string | undefined;
}): React.JSX.Element {
  const { messages, locale } = useShippingElements('ErrorNotice');
  const known = error as AnyShippingElementsError;
  const requestId = known.kind === 'api' ? known.requestId : undefined;
  return (
    <div role="alert" data-se-part="error-notice" data-kind={error.kind}>
      <p data-se-part="error-notice-message">{message ?? describeError(error, messages)}</p>
      {requestId && <p data-se-part="error-notice-reference">{formatMessage(messages.errors.reference, { requestId }, locale)}</p>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel ?? messages.common.retry}
        </Button>
      )}
    </div>
  );
}
