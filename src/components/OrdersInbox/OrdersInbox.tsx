'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { AddressInput } from '../../api/resources/addresses';
import type { Batch } from '../../api/resources/batches';
import type { Order, OrderFilters } from '../../api/resources/orders';
import type { Transaction } from '../../api/resources/transactions';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { BlockFrame } from '../../ui/BlockFrame';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Skeleton } from '../../ui/Skeleton';
import { usePreloadedDialog } from '../../ui/Dialog';
import { componentOnUse, usePreloaded } from '../../ui/load-on-use';
import { CreateOrderButton } from './CreateOrderButton';
import { DEFAULT_ORDER_FILTERS } from './filter-values';
import { FiltersForm } from './FiltersForm';
import { OrderGrid } from './OrderGrid';
import { ORDERS_INBOX_TEXT } from './orders-inbox-text';
import { SelectionBar } from './SelectionBar';
import { useOrdersInbox } from './use-orders-inbox';

// The flows a person opens from the list load on first use (ui/load-on-use.tsx), so a page that
// only lists orders does not carry LabelPurchase, the batch steps or the create-order form: they
// are most of the block's bytes (test/bundle-budgets.test.ts measures them apart, under `lazy`).
// Until one is there, "Loading…" shows at the end of the block; if it cannot load, the notice
// there offers "Try again" and "Close" (back to the list).
const ShipDialog = /* @__PURE__ */ componentOnUse(() => import('./ShipDialog').then((module) => module.ShipDialog), { whileLoading: 'placeholder', closeOf: (props) => props.onClose });
const CreateOrderDialog = /* @__PURE__ */ componentOnUse(() => import('./CreateOrderDialog').then((module) => module.CreateOrderDialog), { whileLoading: 'placeholder', closeOf: (props) => props.onCancel });
const ShipMany = /* @__PURE__ */ componentOnUse(() => import('./ShipMany').then((module) => module.ShipMany), { whileLoading: 'placeholder', closeOf: (props) => props.onClose });
// An order's detail is small and opened often: it is fetched when the block mounts.
const OrderDetail = /* @__PURE__ */ componentOnUse(() => import('./OrderDetail').then((module) => module.OrderDetail), { closeOf: (props) => props.onClose });

/** Props of {@link OrdersInbox}. */
export interface OrdersInboxProps extends Omit<React.ComponentPropsWithoutRef<'section'>, 'onError' | 'onChange' | 'children' | 'defaultValue'> {
  /**
   * The filters, controlled: keep them in your URL and pass them back. With `onFiltersChange`.
   * @default undefined (the block keeps its own, starting from `defaultFilters`)
   */
  filters?: OrderFilters | undefined;
  /**
   * The filters the block starts with when they are not controlled.
   * @default { order_status: ['PAID', 'PARTIALLY_FULFILLED'] } (the orders that can ship)
   */
  defaultFilters?: OrderFilters | undefined;
  /** Called with the new filters when the person applies them. */
  onFiltersChange?: ((filters: OrderFilters) => void) | undefined;
  /**
   * Called when the person ships one order; the block then opens nothing itself. Without it, the
   * block opens LabelPurchase for the order in a dialog.
   */
  onShip?: ((order: Order) => void) | undefined;
  /**
   * The merchant's ship-from address (the warehouse), as LabelPurchase's `defaultSender` takes it:
   * an address, or the `object_id` of a stored one. The block's ship dialog starts from it, and
   * "Ship selected" preselects it as the batch's ship-from (for an address, the stored address at
   * the same place; without one, the address the account was set up with).
   * @default undefined (the person types the sender in the ship dialog)
   */
  defaultSender?: AddressInput | string | undefined;
  /** Called once per label bought in the block's own ship dialog. */
  onLabelPurchased?: ((order: Order, transaction: Transaction) => void) | undefined;
  /**
   * Called once with the order the person created by hand ("Create an order", for a sale by phone
   * or in a store), after the API stored it; the list then shows it. The provider's `onEvent` also
   * receives `order.created`.
   */
  onOrderCreated?: ((order: Order) => void) | undefined;
  /**
   * Called once when the labels of a batch made from the selected orders ("Ship selected") are
   * bought (`PURCHASED`): `batch.label_url` lists the merged label files, and each of its shipments
   * links its label to its order. The block then shows the orders shipped. The provider's
   * `onEvent` also receives `batch.purchased`.
   */
  onBatchPurchased?: ((batch: Batch) => void) | undefined;
  /** Called when a request of the block fails; the block still shows the error itself. */
  onError?: ((error: ShippingElementsError) => void) | undefined;
}

function hasNarrowing(filters: OrderFilters): boolean {
  return Boolean(filters.shop_app || filters.start_date || filters.end_date || filters.q);
}

/**
 * The orders of the account, newest first: filters with a count per status, every order in one
 * virtualized list (one request per 100 orders in view), a selection (one, a shift-click range,
 * all on screen, all that match), shipping one order through LabelPurchase in a dialog, and
 * creating an order by hand (a sale by phone or in a store) in another, and shipping the selected
 * orders as one batch ("Ship selected", ShipMany.tsx: a view in place of the list with the settings
 * chosen once, then BatchUploader's review, fix and purchase steps).
 *
 * Styling contract: `data-se-part` `orders-inbox` (root, `data-state` `loading`, `error`,
 * `empty`, `filtered-empty`, `list`, `detail`, `ship-one`, `create`, `ship-many`), `orders-inbox-filters`,
 * `orders-inbox-selection`, `orders-inbox-grid`, `orders-inbox-row` (`data-selected`),
 * `orders-inbox-detail`, `orders-inbox-create` (the create action and `orders-inbox-created`, its
 * confirmation), `orders-inbox-create-form` (`orders-inbox-create-recipient`, `-details`,
 * `-items`, `-item`, `-price`, `-weight`, `-error`, `-actions`, `-required-note`),
 * `orders-inbox-ship-selected`, `orders-inbox-batch` (`data-state`: the flow's step),
 * `orders-inbox-batch-settings`, `orders-inbox-batch-labelled`, `orders-inbox-batch-preview`, and
 * the batch review's parts (`batch-review-*`, the unit BatchUploader renders too, and the customs
 * step's, `customs-*`); `--se-orders-inbox-list-height`
 * bounds the list.
 */
export const OrdersInbox = /* @__PURE__ */ React.forwardRef<HTMLElement, OrdersInboxProps>(function OrdersInbox(props, ref) {
  const { filters: filtersProp, defaultFilters, onFiltersChange, onShip, defaultSender, onLabelPurchased, onOrderCreated, onBatchPurchased, onError, ...sectionProps } = props;
  const { messages, locale } = useShippingElements('OrdersInbox', ORDERS_INBOX_TEXT);
  const text = messages.ordersInbox;
  const inbox = useOrdersInbox({ filters: filtersProp, defaultFilters, onFiltersChange, onShip, onLabelPurchased, onOrderCreated, onBatchPurchased, onError });
  // Its dialogs mount only as they open: their code is fetched now.
  usePreloadedDialog();
  usePreloaded(OrderDetail.code);
  const { state, filters, list, counts, total, actions } = inbox;
  const [screen, setScreen] = React.useState({ start: 0, end: 0 });
  const firstError = list.pages.has(1) ? null : list.error;
  const anyOrders = Object.values(counts).some((count) => (count ?? 0) > 0) || hasNarrowing(filters);
  // "Ship selected" takes the list's place (ShipMany.tsx says why).
  const listing = state.step !== 'ship-many';
  const view = !listing ? state.step : firstError ? 'error' : total === undefined ? 'loading' : total > 0 ? state.step : anyOrders ? 'filtered-empty' : 'empty';
  return (
    <BlockFrame
      ref={ref}
      {...sectionProps}
      part="orders-inbox"
      state={view}
      title={text.title}
      busy={view === 'loading'}
      announcement={total === undefined ? '' : formatMessage(text.count, { count: total }, locale)}
    >
      {listing && <CreateOrderButton created={state.step === 'list' ? state.created : undefined} onStart={actions.startCreate} />}
      {listing && <FiltersForm filters={filters} counts={counts} onApply={actions.changeFilters} />}
      {view === 'loading' && <Skeleton rows={5} label={text.loading} />}
      {listing && firstError && <ErrorNotice error={firstError} message={text.loadFailed} part="orders-inbox-error" onRetry={actions.retry} />}
      {view === 'empty' && <p data-se-part="orders-inbox-empty">{text.empty}</p>}
      {view === 'filtered-empty' && (
        <div data-se-part="orders-inbox-empty">
          <p>{text.filteredEmpty}</p>
          <Button variant="secondary" onClick={() => actions.changeFilters(DEFAULT_ORDER_FILTERS)}>
            {text.showDefault}
          </Button>
        </div>
      )}
      {listing && total !== undefined && total > 0 && !firstError && (
        <>
          <p data-se-part="orders-inbox-count">{formatMessage(text.count, { count: total }, locale)}</p>
          <SelectionBar
            selection={state.selection}
            total={total}
            onSelectScreen={() => actions.selectOnScreen(screen.start, screen.end)}
            onSelectMatching={actions.selectMatching}
            onClear={actions.clearSelection}
            onShipSelected={inbox.shipMany.actions.start}
          />
          <p data-se-part="orders-inbox-hint">
            {text.listHint}
          </p>
          <OrderGrid total={total} orderAt={inbox.orderAt} selection={state.selection} labels={state.labels} actions={actions} onScreenRows={setScreen} />
        </>
      )}
      {state.step === 'detail' && <OrderDetail orderId={state.orderId} onShip={actions.ship} onClose={actions.close} />}
      {state.step === 'ship-one' && <ShipDialog orderId={state.orderId} defaultSender={defaultSender} onPurchased={actions.purchased} onClose={actions.close} />}
      {state.step === 'create' && <CreateOrderDialog state={state} creating={inbox.creating} onCreate={actions.createOrder} onCancel={actions.close} />}
      {state.step === 'ship-many' && <ShipMany controller={inbox.shipMany} defaultSender={defaultSender} boughtHere={state.labels} onClose={actions.close} />}
    </BlockFrame>
  );
});
OrdersInbox.displayName = 'OrdersInbox';
