'use client';

import * as React from 'react';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { Button } from '../../ui/Button';
import { selectedCount, type OrdersSelection } from './orders-inbox-machine';
import { ORDERS_INBOX_TEXT } from './orders-inbox-text';

/** The selection's count and ways to change it (all on screen, all that match, none), and "Ship selected". */
export function SelectionBar({
  selection,
  total,
  onSelectScreen,
  onSelectMatching,
  onClear,
  onShipSelected,
}: {
  selection: OrdersSelection;
  total: number;
  onSelectScreen: () => void;
  onSelectMatching: () => void;
  onClear: () => void;
  /** Ships the selected orders as one batch. */
  onShipSelected: () => void;
}): React.JSX.Element {
  const { messages, locale } = useShippingElements('OrdersInbox', ORDERS_INBOX_TEXT);
  const text = messages.ordersInbox.selection;
  const count = selectedCount(selection, total);
  return (
    <div data-se-part="orders-inbox-selection">
      <p data-se-part="orders-inbox-selected">{formatMessage(text.selected, { count }, locale)}</p>
      <Button variant="secondary" onClick={onSelectScreen}>
        {text.onScreen}
      </Button>
      {selection.kind === 'some' && total > 0 && (
        <Button variant="secondary" onClick={onSelectMatching}>
          {formatMessage(text.matching, { count: total }, locale)}
        </Button>
      )}
      {count > 0 && (
        <Button part="orders-inbox-ship-selected" onClick={onShipSelected}>
          {formatMessage(messages.ordersInboxBatch.shipSelected, { count }, locale)}
        </Button>
      )}
      {count > 0 && (
        <Button variant="secondary" onClick={onClear}>
          {text.clear}
        </Button>
      )}
    </div>
  );
}
