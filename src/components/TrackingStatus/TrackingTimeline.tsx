'use client';

import * as React from 'react';
import type { Track, TrackingEvent } from '../../api/resources/tracks';
import { useShippingElements } from '../../provider/context';
import { knownStatus } from './tracking-status-view';
import { placeText } from './tracking-places';
import { TRACKING_STATUS_TEXT } from './tracking-status-text';

/** The words of one event: the substatus when the kit knows its code, else the status. */
export function useEventWords(): (event: TrackingEvent) => string {
  const { messages } = useShippingElements('TrackingStatus', TRACKING_STATUS_TEXT);
  const substatus: Readonly<Record<string, string>> = messages.trackingStatus.substatus;
  return (event) => {
    const code = event.substatus?.code;
    return code && Object.hasOwn(substatus, code) ? substatus[code]! : messages.status.tracking[knownStatus(event.status)];
  };
}

/**
 * The shipment's history, newest first: what happened, where (city, state, and the country when
 * it is not the recipient's) and when, in the reader's locale and time zone.
 */
export function TrackingTimeline({ track }: { track: Track }): React.JSX.Element {
  const { messages, locale, format } = useShippingElements('TrackingStatus', TRACKING_STATUS_TEXT);
  const text = messages.trackingStatus;
  const words = useEventWords();
  const headingId = `${React.useId()}-history`;
  const events = [...track.tracking_history].reverse();
  return (
    <div data-se-part="tracking-status-history">
      <h3 id={headingId}>{text.history}</h3>
      {events.length === 0 ? (
        <p>{text.noEvents}</p>
      ) : (
        <ol aria-labelledby={headingId} data-se-part="tracking-status-events">
          {events.map((event, index) => {
            const place = placeText(event.location, locale, track.address_to?.country);
            return (
              <li key={event.object_id ?? index} data-se-part="tracking-status-event" data-status={event.status}>
                <span data-se-part="tracking-status-event-words">{words(event)}</span>
                {place && <span data-se-part="tracking-status-event-place">{place}</span>}
                {event.status_date && (
                  <time dateTime={event.status_date} data-se-part="tracking-status-event-time">
                    {format.dateTime(event.status_date)}
                  </time>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
