'use client';

import * as React from 'react';
import type { Rate } from '../../api/resources/rates';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { RatePicker } from '../RatePicker';
import { ORDERS_INBOX_TEXT } from './orders-inbox-text';
import type { sampleShipment } from './orders-to-batch';

/** Props of {@link ShipManyRatePreview}. */
export interface ShipManyRatePreviewProps {
  /** The order rated and its shipment; `undefined` until the package and the sender are known. */
  sample: ReturnType<typeof sampleShipment>;
  /** Called with the carrier account and service level of the rate the person picks. */
  onRateChange: (choice: { carrierAccount: string; serviceLevel: string }) => void;
}

/**
 * The rates of one order of the selection (RatePicker quoting its shipment), so the person sees
 * what the carrier accounts and service levels cost before choosing one for every order; picking
 * a rate chooses its account and service level.
 */
export function ShipManyRatePreview({ sample, onRateChange }: ShipManyRatePreviewProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('OrdersInbox', ORDERS_INBOX_TEXT);
  const text = messages.ordersInboxBatch.preview;
  const headingId = React.useId();
  const choose = (_rateId: string, rate: Rate) => {
    const serviceLevel = rate.servicelevel?.token;
    if (rate.carrier_account && serviceLevel) {
      onRateChange({ carrierAccount: rate.carrier_account, serviceLevel });
    }
  };
  return (
    <section aria-labelledby={headingId} data-se-part="orders-inbox-batch-preview">
      <h4 id={headingId}>{text.heading}</h4>
      {sample ? (
        <>
          <p>{formatMessage(text.sample, { order: sample.order.order_number ?? sample.order.object_id }, locale)}</p>
          <RatePicker addressFrom={sample.shipment.address_from} addressTo={sample.shipment.address_to} parcels={sample.shipment.parcels} collapsedCount={4} onValueChange={choose} />
        </>
      ) : (
        <p>{text.needsPackage}</p>
      )}
    </section>
  );
}
