'use client';

import type { ShippingElementsError } from '../../api/errors';
import type { AddressInput } from '../../api/resources/addresses';
import type { ShipmentInput } from '../../api/resources/shipments';
import { useReportQueryError } from '../../internal/use-report-query-error';
import { useAddress } from '../../queries/addresses';
import { useOrder } from '../../queries/orders';
import type { AddressFormValue } from '../AddressForm';
import { toCustomsDeclarationInput } from '../shared/steps/customs-values';
import { emptyOptions, toShipmentExtra, type LabelPurchaseOption } from '../shared/steps/options-values';
import { toParcelInputs } from '../shared/steps/parcel-values';
import { FALLBACK_CURRENCY } from '../shared/steps/customs-from-order';
import type { LabelPurchaseState, StepValues } from './label-purchase-machine';
import { isInternational, planSteps } from './label-steps';

/** What {@link usePurchasePlan} needs: the block's start, and what the machine holds. */
export interface PurchasePlanInput {
  state: LabelPurchaseState;
  orderId: string | undefined;
  defaultSender: AddressInput | string | undefined;
  fromShipment: boolean;
  /** The options offered, known ones only. */
  offered: readonly LabelPurchaseOption[];
  reportError: (error: ShippingElementsError) => void;
}

/**
 * What the person is shipping, from where to where: the order and the stored sender the block
 * starts from, the countries (which decide the customs step), the steps of this purchase, and the
 * shipment request for what was entered so far.
 */
export function usePurchasePlan({ state, orderId, defaultSender, fromShipment, offered, reportError }: PurchasePlanInput) {
  // From a shipment, the order only names what the label is linked to, and the sender is settled.
  const orderQuery = useOrder(fromShipment ? undefined : orderId);
  const storedSenderId = typeof defaultSender === 'string' && !fromShipment ? defaultSender : undefined;
  const storedSender = useAddress(storedSenderId);
  useReportQueryError(orderQuery.error, reportError);
  useReportQueryError(storedSender.error, reportError);

  const { sender, recipient } = state;
  const order = orderQuery.data;
  const senderAddress: AddressFormValue | undefined = sender.saved ?? (typeof defaultSender === 'string' ? storedSender.data : defaultSender);
  const senderReference: ShipmentInput['address_from'] | undefined = sender.saved ? sender.saved.object_id : defaultSender;
  const senderCountry = (sender.editing ? sender.draft?.country : undefined) ?? senderAddress?.country ?? sender.draft?.country ?? order?.from_address?.country;
  // What is typed wins over what was saved: the plan follows the country as it is being changed.
  const recipientCountry = recipient.draft?.country ?? recipient.saved?.country ?? order?.to_address?.country;
  const currency = order?.currency?.trim() || FALLBACK_CURRENCY;
  const planFor = (toCountry: string | null | undefined = recipientCountry) =>
    planSteps({ fromShipment, hasOptions: offered.length > 0, international: isInternational(senderCountry, toCountry) });

  /** The shipment request for what was entered; `values` are a step's values just submitted. */
  const shipmentInput = (values: Partial<StepValues>): ShipmentInput | undefined => {
    const parcels = values.parcel ?? state.values.parcel;
    if (senderReference === undefined || recipient.saved === null || parcels === undefined) {
      return undefined;
    }
    const extra = offered.length > 0 ? toShipmentExtra(values.options ?? state.values.options ?? emptyOptions(currency), offered) : undefined;
    const customs = isInternational(senderCountry, recipientCountry) ? (values.customs ?? state.values.customs) : undefined;
    return {
      address_from: senderReference,
      address_to: recipient.saved.object_id,
      parcels: toParcelInputs(parcels),
      ...(extra === undefined ? {} : { extra }),
      ...(customs === undefined ? {} : { customs_declaration: toCustomsDeclarationInput(customs) }),
    };
  };

  return {
    /** The steps of this purchase, as the countries stand now. */
    plan: planFor(),
    /** The steps the purchase would have with a recipient in `toCountry`. */
    planFor,
    shipmentInput,
    /** The order the block starts from. */
    order: {
      data: order,
      /** Still loading: the addresses step waits for its prefill. */
      loading: !fromShipment && orderId !== undefined && orderQuery.isPending,
      error: orderQuery.error,
    },
    retryOrder: () => void orderQuery.refetch(),
    /** The sender as it stands: the person's, the host's, or the stored address the host named. */
    sender: {
      address: senderAddress,
      country: senderCountry,
      loading: storedSenderId !== undefined && sender.saved === null && storedSender.isPending,
      error: sender.saved === null ? storedSender.error : null,
    },
    retrySender: () => void storedSender.refetch(),
    /** The currency of new amounts (insurance, customs values): the order's. */
    currency,
  };
}
