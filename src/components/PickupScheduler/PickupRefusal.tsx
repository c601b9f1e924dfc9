'use client';

import * as React from 'react';
import type { Pickup } from '../../api/resources/pickups';
import type { Transaction } from '../../api/resources/transactions';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { pickupReasons } from './pickup-messages';
import { PICKUP_TEXT } from '../shared/pickup-text';

/** Props of {@link PickupRefusal}. */
export interface PickupRefusalProps {
  pickup: Pickup;
  /** The labels listed (their tracking numbers name the reasons). */
  labels: readonly Transaction[];
  /** Labels already on a pickup of the account. */
  booked: ReadonlySet<string>;
  onEdit: () => void;
}

/** A pickup the carrier refused (status ERROR): its reasons, in the interface's words, and what to change. */
export function PickupRefusal({ pickup, labels, booked, onEdit }: PickupRefusalProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('PickupScheduler', PICKUP_TEXT);
  const text = messages.pickup.result;
  const english = new Intl.Locale(locale).language === 'en';
  const reasons = pickupReasons(pickup, labels, booked).map((reason) =>
    reason.key === 'unknown' ? (english ? reason.text : text.reasons.unknown) : formatMessage(text.reasons[reason.key], 'days' in reason ? { count: reason.days } : { ...reason }, locale),
  );
  return (
    <ErrorNotice
      part="pickup-refusal"
      message={<span data-se-part="pickup-refusal-heading">{text.refusedTitle}</span>}
      actions={
        <Button variant="secondary" part="pickup-edit" onClick={onEdit}>
          {text.edit}
        </Button>
      }
    >
      <p>{text.refusedIntro}</p>
      {reasons.length > 0 ? (
        <ul data-se-part="pickup-refusal-messages">
          {[...new Set(reasons)].map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : (
        <p>{text.noMessages}</p>
      )}
      <p data-se-part="pickup-refusal-hint">{text.refusedHint}</p>
    </ErrorNotice>
  );
}
