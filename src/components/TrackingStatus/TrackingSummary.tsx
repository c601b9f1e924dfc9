'use client';

import * as React from 'react';
import type { Track } from '../../api/resources/tracks';
import type { TrackingStatus } from '../../api/resources/transactions';
import { useShippingElements } from '../../provider/context';
import { NewTabLink } from '../shared/NewTabLink';
import { TRACKING_STATUS_TEXT } from './tracking-status-text';

/** Props of {@link TrackingSummary}. */
export interface TrackingSummaryProps {
  track: Track;
  status: TrackingStatus;
  /** The carrier's page, already checked against the URL rule. */
  carrierUrl: string | undefined;
}

/**
 * Where the shipment is, in words: its status (and, when someone must act, what to do), when it
 * is expected (or was delivered), the number and carrier, and the carrier's page.
 */
export function TrackingSummary({ track, status, carrierUrl }: TrackingSummaryProps): React.JSX.Element {
  const { messages, format } = useShippingElements('TrackingStatus', TRACKING_STATUS_TEXT);
  const text = messages.trackingStatus;
  const latest = track.tracking_status;
  const deliveredAt = status === 'DELIVERED' ? latest?.status_date : undefined;
  const eta = status === 'DELIVERED' || status === 'RETURNED' || status === 'FAILURE' ? undefined : track.eta;
  return (
    <div data-se-part="tracking-status-summary">
      <p data-se-part="tracking-status-word" data-status={status}>
        {messages.status.tracking[status]}
      </p>
      {latest?.substatus?.action_required && <p data-se-part="tracking-status-action">{text.actionRequired}</p>}
      <dl data-se-part="tracking-status-facts">
        {deliveredAt && (
          <div>
            <dt>{text.delivered}</dt>
            <dd>
              <time dateTime={deliveredAt}>{format.date(deliveredAt, 'full')}</time>
            </dd>
          </div>
        )}
        {eta && (
          <div>
            <dt>{text.eta}</dt>
            <dd>
              <time dateTime={eta}>{format.date(eta, 'full')}</time>
            </dd>
          </div>
        )}
        <div>
          <dt>{text.number}</dt>
          <dd data-se-part="tracking-status-number">{track.tracking_number}</dd>
        </div>
        {track.servicelevel?.name && (
          <div>
            <dt>{text.service}</dt>
            <dd>{track.servicelevel.name}</dd>
          </div>
        )}
      </dl>
      {carrierUrl && <NewTabLink href={carrierUrl}>{text.carrierLink}</NewTabLink>}
    </div>
  );
}
