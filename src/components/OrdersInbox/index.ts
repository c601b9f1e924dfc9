export { OrdersInbox } from './OrdersInbox';
export type { OrdersInboxProps } from './OrdersInbox';
export { DEFAULT_ORDER_FILTERS } from './filter-values';
