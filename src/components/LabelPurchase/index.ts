export { LabelPurchase } from './LabelPurchase';
export type { LabelPurchaseProps } from './LabelPurchase';
