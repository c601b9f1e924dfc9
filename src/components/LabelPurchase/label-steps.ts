/** Every step of the block, in order. Not every purchase goes through all of them. */
export const LABEL_PURCHASE_STEPS = ['addresses', 'parcel', 'options', 'customs', 'rates', 'result'] as const;

/** One step of the block; the key of its name in `messages.labelPurchase.steps`. */
export type LabelPurchaseStep = (typeof LABEL_PURCHASE_STEPS)[number];

/** What decides which steps a purchase goes through. */
export interface StepPlanInput {
  /** Started from an existing shipment: its addresses, parcels and customs are settled. */
  fromShipment: boolean;
  /** The host enabled at least one shipment option. */
  hasOptions: boolean;
  /** Origin and destination countries differ, so customs must be declared. */
  international: boolean;
}

/**
 * The steps of one purchase, in order: an existing shipment goes straight to its rates; the
 * options step appears only when the host enabled some, and customs only across a border.
 */
export function planSteps({ fromShipment, hasOptions, international }: StepPlanInput): LabelPurchaseStep[] {
  if (fromShipment) {
    return ['rates', 'result'];
  }
  return LABEL_PURCHASE_STEPS.filter((step) => (step !== 'options' || hasOptions) && (step !== 'customs' || international));
}

/**
 * True when two country codes differ (case-insensitively). Unknown countries count as domestic,
 * since the customs step cannot be planned before the recipient's country is known.
 */
export function isInternational(fromCountry: string | null | undefined, toCountry: string | null | undefined): boolean {
  const from = fromCountry?.trim().toUpperCase() ?? '';
  const to = toCountry?.trim().toUpperCase() ?? '';
  return from !== '' && to !== '' && from !== to;
}

/** The step after `step` in `steps`, or `undefined` at the end (or for a step not in the plan). */
export function stepAfter(steps: readonly LabelPurchaseStep[], step: LabelPurchaseStep): LabelPurchaseStep | undefined {
  const index = steps.indexOf(step);
  return index === -1 ? undefined : steps[index + 1];
}

/** The step before `step` in `steps`, or `undefined` at the start (or for a step not in the plan). */
export function stepBefore(steps: readonly LabelPurchaseStep[], step: LabelPurchaseStep): LabelPurchaseStep | undefined {
  const index = steps.indexOf(step);
  return index <= 0 ? undefined : steps[index - 1];
}

/**
 * The 1-based position of `step` and the number of steps, for "Step 2 of 5". A step missing from
 * the plan counts as the first.
 */
export function stepPosition(steps: readonly LabelPurchaseStep[], step: LabelPurchaseStep): { current: number; total: number } {
  return { current: Math.max(0, steps.indexOf(step)) + 1, total: steps.length };
}
