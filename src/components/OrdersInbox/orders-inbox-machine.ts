import type { ShippingElementsError } from '../../api/errors';
import type { Order } from '../../api/resources/orders';
import type { Transaction } from '../../api/resources/transactions';
import { initialShipManyState, shipManyMachine, type ShipManyEvent, type ShipManyState } from './ship-many-machine';

/**
 * What is selected: some orders by id, or every order that matches the filters but those
 * excluded. "All that match" stays a rule (thousands of orders are never listed here); it is
 * resolved page by page only when a batch is built.
 */
export type OrdersSelection =
  | { readonly kind: 'some'; readonly ids: ReadonlySet<string> }
  | { readonly kind: 'matching'; readonly excluded: ReadonlySet<string> };

interface Common {
  readonly selection: OrdersSelection;
  /** The row index a shift-click extends from (the last row toggled). */
  readonly anchor: number | null;
  /** Labels bought in this block, by order id: the row shows them. */
  readonly labels: ReadonlyMap<string, Transaction>;
}

/** The state of OrdersInbox: the list, with a dialog on top of it or not, or the ship-many flow in its place. */
export type OrdersInboxState =
  | (Common & { readonly step: 'list'; readonly created?: Order })
  | (Common & { readonly step: 'detail'; readonly orderId: string })
  | (Common & { readonly step: 'ship-one'; readonly orderId: string })
  /** The create-order dialog: the last refusal, on the fields it names (`rejected`) or as a notice. */
  | (Common & { readonly step: 'create'; readonly failure: ShippingElementsError | null; readonly rejected: readonly string[] })
  | (Common & { readonly step: 'ship-many'; readonly shipMany: ShipManyState });

/** What happens in OrdersInbox. */
export type OrdersInboxEvent =
  | { type: 'toggled'; orderId: string; index: number }
  | { type: 'rangeSelected'; orderIds: readonly string[]; index: number }
  | { type: 'screenSelected'; orderIds: readonly string[] }
  | { type: 'matchingSelected' }
  | { type: 'selectionCleared' }
  | { type: 'filtersChanged' }
  | { type: 'opened'; orderId: string }
  | { type: 'shipStarted'; orderId: string }
  | { type: 'purchased'; orderId: string; transaction: Transaction }
  | { type: 'createStarted' }
  | { type: 'createFailed'; error: ShippingElementsError; rejected: readonly string[] }
  | { type: 'orderCreated'; order: Order }
  | { type: 'shipManyStarted'; run: number }
  | { type: 'shipManyUpdated'; event: ShipManyEvent }
  | { type: 'closed' };

const NOTHING: OrdersSelection = { kind: 'some', ids: new Set() };

/** The first state: the list, nothing selected. */
export function initialOrdersInboxState(): OrdersInboxState {
  return { step: 'list', selection: NOTHING, anchor: null, labels: new Map() };
}

/** Whether the order is in the selection. */
export function isSelected(selection: OrdersSelection, orderId: string): boolean {
  return selection.kind === 'some' ? selection.ids.has(orderId) : !selection.excluded.has(orderId);
}

/** How many orders are selected, given how many match the filters. */
export function selectedCount(selection: OrdersSelection, matching: number | undefined): number {
  return selection.kind === 'some' ? selection.ids.size : Math.max(0, (matching ?? 0) - selection.excluded.size);
}

function toggle(selection: OrdersSelection, orderId: string): OrdersSelection {
  const set = new Set(selection.kind === 'some' ? selection.ids : selection.excluded);
  if (set.has(orderId)) {
    set.delete(orderId);
  } else {
    set.add(orderId);
  }
  return selection.kind === 'some' ? { kind: 'some', ids: set } : { kind: 'matching', excluded: set };
}

function include(selection: OrdersSelection, orderIds: readonly string[]): OrdersSelection {
  if (selection.kind === 'matching') {
    const excluded = new Set(selection.excluded);
    orderIds.forEach((id) => excluded.delete(id));
    return { kind: 'matching', excluded };
  }
  return { kind: 'some', ids: new Set([...selection.ids, ...orderIds]) };
}

/** The reducer of OrdersInbox: the only place its step and selection change. */
export function ordersInboxMachine(state: OrdersInboxState, event: OrdersInboxEvent): OrdersInboxState {
  const common = { selection: state.selection, anchor: state.anchor, labels: state.labels };
  switch (event.type) {
    case 'toggled':
      return { ...state, selection: toggle(state.selection, event.orderId), anchor: event.index };
    case 'rangeSelected':
      return { ...state, selection: include(state.selection, event.orderIds), anchor: event.index };
    case 'screenSelected':
      return { ...state, selection: include(state.selection, event.orderIds) };
    case 'matchingSelected':
      return { ...state, selection: { kind: 'matching', excluded: new Set() } };
    case 'selectionCleared':
    case 'filtersChanged':
      // Other filters, other orders: a selection (a rule, or ids) no longer means what it did.
      return { ...state, selection: NOTHING, anchor: null };
    case 'opened':
      return state.step === 'list' ? { ...common, step: 'detail', orderId: event.orderId } : state;
    case 'shipStarted':
      return state.step === 'list' || state.step === 'detail' ? { ...common, step: 'ship-one', orderId: event.orderId } : state;
    case 'createStarted':
      return state.step === 'list' ? { ...common, step: 'create', failure: null, rejected: [] } : state;
    case 'createFailed':
      return state.step === 'create' ? { ...state, failure: event.error, rejected: event.rejected } : state;
    case 'orderCreated':
      return state.step === 'create' ? { ...common, step: 'list', created: event.order } : state;
    case 'purchased': {
      const labels = new Map(state.labels).set(event.orderId, event.transaction);
      return { ...state, labels };
    }
    case 'shipManyStarted':
      return state.step === 'list' ? { ...common, step: 'ship-many', shipMany: initialShipManyState(event.run) } : state;
    case 'shipManyUpdated':
      return state.step === 'ship-many' ? { ...state, shipMany: shipManyMachine(state.shipMany, event.event) } : state;
    case 'closed':
      // After a batch is bought, its orders are shipped: they are no longer a selection.
      return state.step === 'ship-many' && state.shipMany.step === 'purchased' ? { ...common, selection: NOTHING, anchor: null, step: 'list' } : { ...common, step: 'list' };
  }
  event satisfies never;
  return state;
}
