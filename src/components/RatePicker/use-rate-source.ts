'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { Rate } from '../../api/resources/rates';
import type { Message } from '../../api/resources/shared';
import type { ServiceGroup } from '../../api/resources/service-groups';
import type { ShipmentInput } from '../../api/resources/shipments';
import { useLatestCallback } from '../../internal/use-latest-callback';
import type { ShippingElementsEvent } from '../../provider/events';
import type { useServiceGroups } from '../../queries/service-groups';
import { isRatedShipment, useCreateShipment, useShipment } from '../../queries/shipments';
import { useShipmentRates } from '../../queries/rates';
import { quoteFacts, type QuoteFacts } from '../shared/quote-facts';

/** Where the rates come from: an existing shipment, or the addresses and parcels to quote. */
export interface RateSourceInput {
  shipmentId: string | undefined;
  addressFrom: ShipmentInput['address_from'] | undefined;
  addressTo: ShipmentInput['address_to'] | undefined;
  parcels: ShipmentInput['parcels'] | undefined;
  extra: ShipmentInput['extra'] | undefined;
  carrierAccounts: string[] | undefined;
  /** The service groups query, when the picker offers service groups. */
  serviceGroups: ReturnType<typeof useServiceGroups> | undefined;
  onLoadError: ((error: ShippingElementsError) => void) | undefined;
  emit: (event: ShippingElementsEvent) => void;
}

/** What {@link useRateSource} returns. */
export interface RateSource {
  /** The shipment's rates once it is rated (empty before). */
  rates: readonly Rate[];
  /** The merchant's service groups (empty without them, or before they load). */
  groups: readonly ServiceGroup[];
  /** The carriers' messages on the shipment (timeouts, reasons for no rates). */
  carrierMessages: readonly Message[];
  /** The route and the heaviest package, which the carriers' messages may name. */
  facts: QuoteFacts;
  /** A failure nobody is retrying, or `null`. A failed background refresh keeps its data instead. */
  loadError: ShippingElementsError | null;
  /** True until everything the options need has arrived. */
  pending: boolean;
  /** Tries again whatever failed: the quote, or the failed queries. */
  retry: () => void;
}

const EMPTY_RATES: readonly Rate[] = [];
const EMPTY_GROUPS: readonly ServiceGroup[] = [];
const EMPTY_MESSAGES: readonly Message[] = [];

/** JSON with object keys sorted, so the same quote written in another key order is the same quote. */
function stableStringify(value: unknown): string {
  return JSON.stringify(value, (_key, nested: unknown) =>
    nested !== null && typeof nested === 'object' && !Array.isArray(nested)
      ? Object.fromEntries(Object.entries(nested).sort(([first], [second]) => (first < second ? -1 : first > second ? 1 : 0)))
      : nested,
  );
}

/**
 * Loads what the picker lists: quotes the input once per distinct value (or reads the given
 * shipment), waits for the shipment to be rated, reads its rates, and reports a failure once to
 * `onLoadError` and the provider's events.
 */
export function useRateSource(input: RateSourceInput): RateSource {
  const { shipmentId: shipmentIdProp, addressFrom, addressTo, parcels, extra, carrierAccounts, serviceGroups, onLoadError, emit } = input;

  const quoting = shipmentIdProp === undefined;
  const quoteKey =
    quoting && addressFrom !== undefined && addressTo !== undefined && parcels !== undefined
      ? stableStringify({ address_from: addressFrom, address_to: addressTo, parcels, extra, carrier_accounts: carrierAccounts, async: false })
      : null;
  const createShipment = useCreateShipment();
  const { mutate: quote } = createShipment;
  // The last quote requested, so a re-render, a host passing equal inline objects, or Strict
  // Mode's double effect never creates a second shipment for the same input.
  const requestedQuoteKey = React.useRef<string | null>(null);
  React.useEffect(() => {
    if (quoteKey === null || requestedQuoteKey.current === quoteKey) {
      return;
    }
    requestedQuoteKey.current = quoteKey;
    quote(JSON.parse(quoteKey) as ShipmentInput);
  }, [quoteKey, quote]);

  React.useEffect(() => {
    if (process.env.NODE_ENV !== 'production' && shipmentIdProp !== undefined && addressFrom !== undefined) {
      console.warn(
        '<RatePicker> received both `shipmentId` and `addressFrom`; it lists the rates of `shipmentId`. Pass either an existing shipment or the addresses and parcels to quote, not both.',
      );
    }
  }, [shipmentIdProp, addressFrom]);

  // Without a complete input there is nothing to show, not even the last quote.
  const shipmentId = quoting ? (quoteKey === null ? undefined : createShipment.data?.object_id) : shipmentIdProp;
  const shipment = useShipment(shipmentId);
  const rated = shipment.data !== undefined && isRatedShipment(shipment.data);
  // Waiting for the shipment to be rated avoids showing an async shipment as "no rates".
  const rates = useShipmentRates({ shipmentId: shipmentId ?? '' }, { enabled: rated });

  // A query that failed and is not being retried. A failed background refresh keeps its data,
  // so the user keeps the list rather than an error.
  const failedQuery = [shipment, rates, serviceGroups].find(
    (query) => query !== undefined && query.isLoadingError && query.fetchStatus !== 'fetching',
  );
  const loadError: ShippingElementsError | null = quoting && createShipment.isError ? createShipment.error : (failedQuery?.error ?? null);
  const pending =
    (quoting && (quoteKey === null || !createShipment.isSuccess)) ||
    shipment.data === undefined ||
    !rated ||
    rates.data === undefined ||
    (serviceGroups !== undefined && serviceGroups.data === undefined);

  const facts = React.useMemo(() => quoteFacts(shipment.data), [shipment.data]);

  const reportLoadError = useLatestCallback(onLoadError);
  React.useEffect(() => {
    if (loadError) {
      reportLoadError(loadError);
      emit({ type: 'error', error: loadError, source: 'RatePicker' });
    }
  }, [loadError, reportLoadError, emit]);

  const retry = () => {
    if (quoting && createShipment.isError && quoteKey !== null) {
      quote(JSON.parse(quoteKey) as ShipmentInput);
      return;
    }
    for (const query of [shipment, rates, serviceGroups]) {
      if (query?.isLoadingError) {
        void query.refetch();
      }
    }
  };

  return {
    rates: rates.data?.results ?? EMPTY_RATES,
    groups: serviceGroups?.data ?? EMPTY_GROUPS,
    carrierMessages: shipment.data?.messages ?? EMPTY_MESSAGES,
    facts,
    loadError,
    pending,
    retry,
  };
}
