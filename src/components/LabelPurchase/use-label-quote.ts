'use client';

import type * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { ShipmentInput } from '../../api/resources/shipments';
import { useCreateShipment } from '../../queries/shipments';
import type { LabelPurchaseEvent, LabelPurchaseState, StepValues } from './label-purchase-machine';
import type { LabelPurchaseStep } from './label-steps';
import { rejectedFields } from './rejected-fields';

/** What {@link useLabelQuote} needs. */
export interface LabelQuoteInput {
  state: LabelPurchaseState;
  dispatch: React.Dispatch<LabelPurchaseEvent>;
  /** The steps of the purchase: a refused field is shown on the first of them that holds one. */
  plan: readonly LabelPurchaseStep[];
  /** The shipment request for what was entered, with a step's values just submitted. */
  shipmentInput: (values: Partial<StepValues>) => ShipmentInput | undefined;
  /** The host's shipment, when the block started from one (nothing to create then). */
  shipmentId: string | undefined;
  reportError: (error: ShippingElementsError) => void;
}

/**
 * The shipment created to rate what the person entered: created once per distinct input (going
 * back and on without changes reuses it), and a refusal of a field the person typed sent back to
 * the step that holds it.
 */
export function useLabelQuote({ state, dispatch, plan, shipmentInput, shipmentId, reportError }: LabelQuoteInput) {
  const createShipment = useCreateShipment();

  /** Creates the shipment to rate, unless the same input is already rated or being rated. */
  const requestQuote = (values: Partial<StepValues> = {}) => {
    const request = shipmentInput(values);
    if (request === undefined) {
      return;
    }
    const key = JSON.stringify(request);
    if (state.quote?.key === key && (state.quote.shipmentId !== null || createShipment.isPending)) {
      return;
    }
    dispatch({ type: 'quoteRequested', key });
    createShipment.mutateAsync(request).then(
      (shipment) => dispatch({ type: 'quoteCreated', key, shipmentId: shipment.object_id }),
      (error: ShippingElementsError) => {
        reportError(error);
        // A field the person typed was refused: show it on its step rather than a general error.
        const rejected = rejectedFields(error, plan);
        if (rejected !== null) {
          dispatch({ type: 'quoteRejected', key, ...rejected });
        }
      },
    );
  };

  const quote = state.quote;
  return {
    requestQuote,
    /** The shipment whose rates are offered, once created. */
    shipmentId: shipmentId ?? quote?.shipmentId ?? undefined,
    /** Creating the shipment for the rates failed (and no step holds the refused fields). */
    error: quote !== null && quote.shipmentId === null && createShipment.isError ? createShipment.error : null,
  };
}
