'use client';

import * as React from 'react';
import type { TrackTarget } from '../../queries/tracks';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { BlockFrame } from '../../ui/BlockFrame';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Skeleton } from '../../ui/Skeleton';
import { CompactTracking } from './CompactTracking';
import { TrackingSummary } from './TrackingSummary';
import { TrackingTimeline } from './TrackingTimeline';
import type { TrackingStatusView } from './tracking-status-view';
import { TRACKING_STATUS_TEXT } from './tracking-status-text';
import { useTrackingStatus } from './use-tracking-status';

/** Which shipment {@link TrackingStatus} follows: a label (transaction) bought through the API, or a carrier's tracking number. */
export type TrackingStatusTarget =
  | {
      /** The label's `object_id`: its carrier and tracking number are looked up, and its carrier's page is linked. */
      transactionId: string;
      carrier?: never;
      trackingNumber?: never;
    }
  | {
      /** The carrier's token (`usps`, `ups`, `shippo` for the API's test numbers). */
      carrier: string;
      /** The tracking number at that carrier. */
      trackingNumber: string;
      transactionId?: never;
    };

/** Props of {@link TrackingStatus}. */
export type TrackingStatusProps = TrackingStatusTarget &
  Omit<React.ComponentPropsWithoutRef<'section'>, 'title' | 'children'> & {
    /**
     * `full`: a titled region with the status, the expected delivery, the history and the
     * carrier's page. `compact`: one line (status and expected date) for a table cell.
     * @default 'full'
     */
    variant?: 'full' | 'compact' | undefined;
    /**
     * The title of the full variant. `null` leaves the heading out, for a place that already
     * names the shipment (a dialog's title, your own heading): the block is then not a named region.
     * @default the catalogue's `trackingStatus.title` ("Tracking")
     */
    title?: React.ReactNode;
  };

/**
 * Where one shipment is: its status in words, when it is expected (in the reader's locale and
 * time zone), its history with places and times, and a link to the carrier's page when the URL
 * passes the kit's URL rule. It refreshes while the shipment moves (backing off; every 30 s
 * with the provider's live events, which refresh it on `track_updated`) and stops once
 * DELIVERED, RETURNED or FAILURE. A number no carrier knows is said so, with a retry.
 *
 * Styling contract: `data-se-part="tracking-status"` with `data-state` (`loading`, `no-number`,
 * `not-found`, `error`, `tracking`) and `data-status` (the tracking status) on the root;
 * parts `tracking-status-summary`, `-word`, `-facts`, `-history`, `-event`, `-error`.
 */
export const TrackingStatus = /* @__PURE__ */ React.forwardRef<HTMLElement, TrackingStatusProps>(function TrackingStatus(props, ref) {
  const { transactionId, carrier, trackingNumber, variant = 'full', title, ...sectionProps } = props;
  const target: TrackTarget = transactionId !== undefined ? { transactionId } : { carrier: carrier ?? '', trackingNumber: trackingNumber ?? '' };
  const { state, carrierUrl, trackingNumber: number, actions } = useTrackingStatus(target);
  const { messages } = useShippingElements('TrackingStatus', TRACKING_STATUS_TEXT);
  if (variant === 'compact') {
    return <CompactTracking ref={ref as React.Ref<HTMLDivElement>} state={state} onRetry={actions.retry} {...sectionProps} />;
  }
  const status = state.step === 'tracking' ? state.status : undefined;
  return (
    <BlockFrame
      ref={ref}
      part="tracking-status"
      state={state.step}
      data-status={status}
      title={title === null ? undefined : (title ?? messages.trackingStatus.title)}
      busy={state.step === 'loading'}
      announcement={status ? messages.status.tracking[status] : ''}
      {...sectionProps}
    >
      <TrackingBody state={state} carrierUrl={carrierUrl} onRetry={actions.retry} trackingNumber={trackingNumber ?? number} />
    </BlockFrame>
  );
});
// Minifiers rename functions; DevTools and error messages keep this name.
TrackingStatus.displayName = 'TrackingStatus';

function TrackingBody({ state, carrierUrl, onRetry, trackingNumber }: { state: TrackingStatusView; carrierUrl: string | undefined; onRetry: () => void; trackingNumber: string | undefined }) {
  const { messages, locale } = useShippingElements('TrackingStatus', TRACKING_STATUS_TEXT);
  const text = messages.trackingStatus;
  switch (state.step) {
    case 'loading':
      return <Skeleton label={text.loading} />;
    case 'no-number':
      return <p data-se-part="tracking-status-no-number">{text.noNumber}</p>;
    case 'not-found':
      // A label's number is known once its transaction is read; without one the sentence names none.
      return (
        <ErrorNotice
          part="tracking-status-error"
          error={state.error}
          message={trackingNumber ? formatMessage(text.notFound, { number: trackingNumber }, locale) : text.notFoundNoNumber}
          onRetry={onRetry}
        />
      );
    case 'error':
      return <ErrorNotice part="tracking-status-error" error={state.error} message={text.loadError} onRetry={onRetry} />;
    case 'tracking':
      return (
        <>
          <TrackingSummary track={state.track} status={state.status} carrierUrl={carrierUrl} />
          <TrackingTimeline track={state.track} />
        </>
      );
  }
}
