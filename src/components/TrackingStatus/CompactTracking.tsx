'use client';

import * as React from 'react';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { BlockFrame } from '../../ui/BlockFrame';
import { ErrorNotice } from '../../ui/ErrorNotice';
import type { TrackingStatusView } from './tracking-status-view';
import { TRACKING_STATUS_TEXT } from './tracking-status-text';

/** Props of {@link CompactTracking}: the block's state, and the host's props for its root. */
export interface CompactTrackingProps extends Omit<React.HTMLAttributes<HTMLDivElement>, 'children'> {
  state: TrackingStatusView;
  onRetry: () => void;
}

/**
 * TrackingStatus in one line, for a table cell: the status word, and the expected date while the
 * shipment is on its way. No title, no region: the table's column names it.
 */
export const CompactTracking = /* @__PURE__ */ React.forwardRef<HTMLDivElement, CompactTrackingProps>(function CompactTracking(
  { state, onRetry, ...hostProps },
  ref,
) {
  const { messages, locale, format } = useShippingElements('TrackingStatus', TRACKING_STATUS_TEXT);
  const text = messages.trackingStatus;
  const status = state.step === 'tracking' ? state.status : undefined;
  const eta = state.step === 'tracking' && !state.final ? state.track.eta : undefined;
  return (
    <BlockFrame as="div" ref={ref} part="tracking-status" state={state.step} {...hostProps} data-variant="compact" data-status={status}>
      {state.step === 'loading' && <span data-se-part="tracking-status-loading">{text.loading}</span>}
      {state.step === 'no-number' && <span>{text.noNumber}</span>}
      {(state.step === 'error' || state.step === 'not-found') && (
        <ErrorNotice part="tracking-status-error" error={state.error} message={state.step === 'error' ? text.loadError : messages.status.tracking.UNKNOWN} onRetry={onRetry} />
      )}
      {status && (
        <>
          <span data-se-part="tracking-status-word">{messages.status.tracking[status]}</span>
          {eta && <span data-se-part="tracking-status-eta"> · {formatMessage(text.compactEta, { date: format.date(eta, 'medium') }, locale)}</span>}
        </>
      )}
    </BlockFrame>
  );
});
