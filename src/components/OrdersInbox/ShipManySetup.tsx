'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { AddressInput } from '../../api/resources/addresses';
import type { Order } from '../../api/resources/orders';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { useShipFromPlaces } from '../shared/use-ship-from';
import { ORDERS_INBOX_TEXT } from './orders-inbox-text';
import type { ShipManySettings } from './orders-to-batch';
import { HELD_BACK_REASONS, heldBackReason, ordersToShip, type ShipManySender } from './ship-many-machine';
import { ShipManyLabelled } from './ShipManyLabelled';
import { ShipManySettingsForm } from './ShipManySettingsForm';

/** Props of {@link ShipManySetup}. */
export interface ShipManySetupProps {
  /** The selection's orders and the labelled ones included anyway. */
  flow: { orders: readonly Order[]; included: ReadonlySet<string> };
  /** The ship-from preselected (OrdersInbox's `defaultSender`). */
  defaultSender: AddressInput | string | undefined;
  /** Labels bought in the block, by order id. */
  boughtHere: ReadonlyMap<string, unknown>;
  creating: boolean;
  createError: ShippingElementsError | null;
  onToggleInclude: (orderId: string) => void;
  onCreate: (settings: ShipManySettings, sender: ShipManySender) => void;
}

/**
 * The first step of "Ship selected": how many orders go into the batch, the ones held back (a label
 * already, refunded, awaiting payment, cancelled, unknown: each group left out unless included),
 * and the settings chosen once for all of them.
 */
export function ShipManySetup({ flow, defaultSender, boughtHere, creating, createError, onToggleInclude, onCreate }: ShipManySetupProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('OrdersInbox', ORDERS_INBOX_TEXT);
  const text = messages.ordersInboxBatch;
  const shipFrom = useShipFromPlaces(undefined, defaultSender);
  const toShip = ordersToShip(flow, boughtHere);
  const heldBack = (reason: string) => flow.orders.filter((order) => heldBackReason(order, boughtHere) === reason);
  return (
    <div data-se-part="orders-inbox-batch-setup">
      <p data-se-part="orders-inbox-batch-summary">{toShip.length === 0 ? text.nothing : formatMessage(text.summary, { count: toShip.length }, locale)}</p>
      {HELD_BACK_REASONS.map((reason) => (
        <ShipManyLabelled key={reason} reason={reason} orders={heldBack(reason)} included={flow.included} onToggle={onToggleInclude} />
      ))}
      {shipFrom.error ? (
        <ErrorNotice error={shipFrom.error} onRetry={shipFrom.refetch} />
      ) : shipFrom.places ? (
        <ShipManySettingsForm orders={toShip} places={shipFrom.places} creating={creating} createError={createError} onCreate={onCreate} />
      ) : (
        <p role="status">{text.settings.loading}</p>
      )}
    </div>
  );
}
