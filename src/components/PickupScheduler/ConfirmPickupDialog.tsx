'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { PickupInput } from '../../api/resources/pickups';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { describeTimeZone, formatPickupWindow } from './pickup-times';
import { PICKUP_TEXT } from '../shared/pickup-text';

/** Props of {@link ConfirmPickupDialog}. */
export interface ConfirmPickupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  request: PickupInput;
  accountName: string;
  addressName: string;
  /** The zone the window was entered in. */
  timeZone: string;
  pending: boolean;
  error: ShippingElementsError | null;
  onSubmit: () => void;
}

/** States what will be booked, says it is final, and sends the one request. */
export function ConfirmPickupDialog({ open, onOpenChange, request, accountName, addressName, timeZone, pending, error, onSubmit }: ConfirmPickupDialogProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('PickupScheduler', PICKUP_TEXT);
  const text = messages.pickup.confirm;
  const start = Date.parse(request.requested_start_time);
  const window = formatPickupWindow(request.requested_start_time, request.requested_end_time, timeZone, locale) ?? '';
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={text.title} description={text.description}>
      <div data-se-part="pickup-confirm" data-state={pending ? 'scheduling' : error ? 'error' : 'idle'}>
        <dl data-se-part="pickup-summary">
          <dt>{text.account}</dt>
          <dd>{accountName}</dd>
          <dt>{text.labels}</dt>
          <dd>{formatMessage(text.labelCount, { count: request.transactions.length }, locale)}</dd>
          <dt>{text.address}</dt>
          <dd>{addressName}</dd>
          <dt>{text.window}</dt>
          <dd>{formatMessage(text.windowValue, { window, zone: describeTimeZone(timeZone, locale, start) }, locale)}</dd>
        </dl>
        <p data-se-part="pickup-confirm-final">{text.final}</p>
        {error && <ErrorNotice error={error} />}
        <div role="status" data-se-part="visually-hidden">
          {pending ? text.submitting : ''}
        </div>
        <div data-se-part="pickup-actions">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {text.back}
          </Button>
          <Button part="pickup-submit" pending={pending} onClick={onSubmit}>
            {pending ? text.submitting : error ? text.retry : text.submit}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
