'use client';

import * as React from 'react';
import type { Pickup, PickupStatus } from '../../api/resources/pickups';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { Button } from '../../ui/Button';
import { CopyCodeButton } from './CopyCodeButton';
import { describeTimeZone, formatPickupTime, formatPickupWindow, pickupInstant } from './pickup-times';
import { PICKUP_TEXT } from '../shared/pickup-text';

/** Props of {@link PickupResult}. */
export interface PickupResultProps {
  pickup: Pickup;
  /** The carrier's name, for "contact {carrier}". */
  carrierName: string;
  /** The zone the window was entered in: used only when the response names none. */
  fallbackTimeZone: string;
  onStartOver: () => void;
}

/** The zone every time of a pickup is shown in: the response's `timezone`. */
export function pickupZone(pickup: Pickup, fallback: string): string {
  const zone = pickup.timezone?.trim();
  if (zone) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return zone;
    } catch {
      // An unknown zone: the one the window was entered in is the best remaining guess.
    }
  }
  return fallback;
}

/** A booked pickup: status, confirmed window, cancel-by time, the confirmation code. */
export function PickupResult({ pickup, carrierName, fallbackTimeZone, onStartOver }: PickupResultProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('PickupScheduler', PICKUP_TEXT);
  const text = messages.pickup.result;
  const zone = pickupZone(pickup, fallbackTimeZone);
  const start = pickup.confirmed_start_time ?? pickup.requested_start_time;
  const confirmed = Boolean(pickup.confirmed_start_time && pickup.confirmed_end_time);
  const window = confirmed
    ? formatPickupWindow(pickup.confirmed_start_time, pickup.confirmed_end_time, zone, locale)
    : formatPickupWindow(pickup.requested_start_time, pickup.requested_end_time, zone, locale);
  const status = Object.hasOwn(messages.status.pickup, pickup.status) ? messages.status.pickup[pickup.status as PickupStatus] : pickup.status;
  const code = pickup.confirmation_code?.trim();
  return (
    <div data-se-part="pickup-result" data-status={pickup.status}>
      <dl data-se-part="pickup-result-details">
        <dt>{text.status}</dt>
        <dd data-se-part="pickup-status" data-status={pickup.status}>
          {status}
        </dd>
        {window && (
          <>
            <dt>{confirmed ? text.confirmedWindow : text.requestedWindow}</dt>
            <dd data-se-part="pickup-window-value">{window}</dd>
          </>
        )}
        <dt>{text.zone}</dt>
        <dd data-se-part="pickup-zone">{describeTimeZone(zone, locale, pickupInstant(start, zone) ?? (Date.parse(pickup.object_created ?? '') || 0))}</dd>
        {pickup.cancel_by_time && (
          <>
            <dt>{text.cancelBy}</dt>
            <dd data-se-part="pickup-cancel-by">{formatPickupTime(pickup.cancel_by_time, zone, locale)}</dd>
          </>
        )}
        {code && (
          <>
            <dt>{text.confirmationCode}</dt>
            <dd>
              <code data-se-part="pickup-confirmation-code">{code}</code> <CopyCodeButton code={code} />
            </dd>
          </>
        )}
        <dt>{text.labels}</dt>
        <dd>{pickup.transactions?.length ?? 0}</dd>
      </dl>
      <p data-se-part="pickup-final-note">
        {code ? formatMessage(text.cannotChange, { carrier: carrierName, code }, locale) : formatMessage(text.cannotChangeNoCode, { carrier: carrierName }, locale)}
      </p>
      <Button variant="secondary" part="pickup-another" onClick={onStartOver}>
        {text.another}
      </Button>
    </div>
  );
}
