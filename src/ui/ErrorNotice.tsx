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
 * its own catalogue sentence for what failed, instead of the generic one for the error's kind,
 * `part` to name the notice in its styling contract, `children` for more of its own text, and
 * `actions` for buttons beside the retry (for example "Back to the rates"). A failure that is not
 * a request's (a carrier's `ERROR` on a label, a report run the API marked FAILED, a file the kit
 * will not open) passes its `message` or `children` without an `error`.
 */
export function ErrorNotice({
  error,
  message,
  onRetry,
  retryLabel,
  part = 'error-notice',
  code,
  actions,
  children,
}: {
  /** The request's failure; without it, the notice says only the block's `message` and `children`. */
  error?: ShippingElementsError | undefined;
  message?: React.ReactNode;
  onRetry?: (() => void) | undefined;
  retryLabel?: string | undefined;
  /** The notice's `data-se-part` (the block's name for it); `error-notice` by default. */
  part?: string | undefined;
  /** The failure's code for the block's styling contract (`data-code`), when it has one. */
  code?: string | undefined;
  /** Buttons or links shown after the retry button. */
  actions?: React.ReactNode;
  /** More of the block's own text, after the message. */
  children?: React.ReactNode;
}): React.JSX.Element {
  const { messages, locale } = useShippingElements('ErrorNotice');
  const known = error as AnyShippingElementsError | undefined;
  const requestId = known?.kind === 'api' ? known.requestId : undefined;
  const sentence = message ?? (error && describeError(error, messages));
  return (
    <div role="alert" data-se-part={part} data-se-notice="error" data-kind={error?.kind} data-code={code}>
      {sentence != null && <p data-se-part="error-notice-message">{sentence}</p>}
      {children}
      {requestId && <p data-se-part="error-notice-reference">{formatMessage(messages.errors.reference, { requestId }, locale)}</p>}
      {(onRetry || actions) && (
        <div data-se-part="error-notice-actions">
          {onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              {retryLabel ?? messages.common.retry}
            </Button>
          )}
          {actions}
        </div>
      )}
    </div>
  );
}
