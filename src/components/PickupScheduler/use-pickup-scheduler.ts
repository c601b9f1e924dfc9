'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { Address } from '../../api/resources/addresses';
import type { Pickup } from '../../api/resources/pickups';
import type { Transaction } from '../../api/resources/transactions';
import { useLatestCallback } from '../../internal/use-latest-callback';
import { useReportQueryError } from '../../internal/use-report-query-error';
import { useSubmitGuard } from '../../internal/use-submit-guard';
import { useShippingElements } from '../../provider/context';
import { useReportError } from '../../provider/use-report-error';
import { useCarrierAccounts } from '../../queries/carrier-accounts';
import { useOrders } from '../../queries/orders';
import { bookedTransactionIds, usePickups, useSchedulePickup } from '../../queries/pickups';
import { useTransactions } from '../../queries/transactions';
import { labelParties, labelsForPickup } from '../shared/pickup-labels';
import { useShipFromPlaces } from '../shared/use-ship-from';
import { initialPickupSchedulerState, pickupSchedulerMachine } from './pickup-scheduler-machine';
import { firstPickupValues, toPickupInput, type PickupFormValues } from './pickup-values';

/** What {@link usePickupScheduler} needs from PickupScheduler's props. */
export interface PickupSchedulerInput {
  defaultCarrierAccount: string | undefined;
  defaultAddress: string | undefined;
  pickupCarriers: readonly string[];
  onSchedule: ((pickup: Pickup) => void) | undefined;
  onError: ((error: ShippingElementsError) => void) | undefined;
}

const LIST = { results: 100 } as const;
const SUCCESS_LABELS = { object_status: 'SUCCESS', results: 100 } as const;

/** What the controller gives the root and the steps. */
export type PickupSchedulerController = ReturnType<typeof usePickupScheduler>;

/**
 * The controller of PickupScheduler: the data the form offers (accounts, places, labels), the
 * machine, and the actions the steps call. Reading order: reports → data → the machine → derived
 * → actions (the booking is sent by `book`, once per confirmation, and its answer dispatched).
 */
export function usePickupScheduler({ defaultCarrierAccount, defaultAddress, pickupCarriers, onSchedule, onError }: PickupSchedulerInput) {
  const { emit, queryClient } = useShippingElements('PickupScheduler');
  const reportSchedule = useLatestCallback(onSchedule);
  const reportError = useReportError('PickupScheduler', onError);

  // --- Data -------------------------------------------------------------------------------------

  // The places the person added in this visit: listed among the places shipped from.
  const [addedAddresses, setAddedAddresses] = React.useState<Address[]>([]);
  const accounts = useCarrierAccounts(LIST);
  const transactions = useTransactions(SUCCESS_LABELS);
  const shipFrom = useShipFromPlaces(transactions.data?.results, defaultAddress, addedAddresses);
  // Labels on a pickup of any session (the API's list), and the orders that name labels.
  const pickups = usePickups(LIST);
  const orders = useOrders(LIST);
  const schedule = useSchedulePickup();

  const loadError = accounts.error ?? shipFrom.error ?? transactions.error ?? pickups.error;
  useReportQueryError(loadError, reportError);

  // --- The machine ------------------------------------------------------------------------------

  const [state, dispatch] = React.useReducer(pickupSchedulerMachine, undefined, initialPickupSchedulerState);
  const guard = useSubmitGuard('in-flight');

  // --- Derived ----------------------------------------------------------------------------------

  // The orders name the labels: the list waits for them (a failure leaves the labels unnamed).
  const ready =
    accounts.data !== undefined &&
    shipFrom.places !== undefined &&
    transactions.data !== undefined &&
    pickups.data !== undefined &&
    (orders.data !== undefined || orders.isError);
  const addresses = React.useMemo(() => shipFrom.places ?? [], [shipFrom.places]);
  const accountList = React.useMemo(() => accounts.data?.results ?? [], [accounts.data]);
  const firstSupported = accountList.find((account) => pickupCarriers.includes(account.carrier));
  const booked = React.useMemo(
    () => bookedTransactionIds(queryClient, pickups.data?.results),
    // The cache changes when a pickup is booked, which moves the machine.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, state.step, pickups.data],
  );
  const describeLabel = React.useCallback(
    (label: Transaction) => labelParties(label, shipFrom.shipments ?? [], orders.data?.results ?? []),
    [shipFrom.shipments, orders.data],
  );
  const labelsOf = React.useCallback(
    (accountId: string) => (accountId === '' || transactions.data === undefined ? undefined : labelsForPickup(transactions.data.results, accountId, booked)),
    [transactions.data, booked],
  );
  /**
   * What the form first holds (read when it mounts, once everything is in): the host's account
   * when it books pickups, else the first that does; the first place (the default sender, else
   * the latest label's), its zone and the next weekday's window.
   */
  const firstValues = (): PickupFormValues => {
    const account = accountList.find((candidate) => candidate.object_id === defaultCarrierAccount && pickupCarriers.includes(candidate.carrier)) ?? firstSupported;
    return firstPickupValues(account?.object_id ?? '', addresses[0], Date.now(), Intl.DateTimeFormat().resolvedOptions().timeZone);
  };

  // --- Actions ----------------------------------------------------------------------------------

  const actions = {
    /** The form's values passed its checks: confirm what will be booked. */
    review: (values: PickupFormValues) => {
      const address = addresses.find((candidate) => candidate.object_id === values.addressId);
      if (address) {
        dispatch({ type: 'reviewRequested', values, request: toPickupInput(values, address) });
      }
    },
    cancel: () => dispatch({ type: 'cancelled' }),
    /** Sends the booking, once per confirmation, whatever is clicked or pressed meanwhile. */
    book: () => {
      if (state.step !== 'confirming' && state.step !== 'failed') {
        return;
      }
      const { request } = state;
      void guard.run(async () => {
        dispatch({ type: 'submitted' });
        try {
          const pickup = await schedule.mutateAsync(request);
          dispatch({ type: 'answered', pickup });
          if (pickup.status !== 'ERROR') {
            reportSchedule(pickup);
            emit({ type: 'pickup.scheduled', pickup });
          }
        } catch (error) {
          // useSchedulePickup's error type is ShippingElementsError: the client wraps every failure.
          dispatch({ type: 'failed', error: error as ShippingElementsError });
          reportError(error as ShippingElementsError);
        }
      });
    },
    edit: () => dispatch({ type: 'editRequested' }),
    startOver: () => dispatch({ type: 'startedOver' }),
    /** A place the person added through AddressForm joins the list. */
    addAddress: (address: Address) => setAddedAddresses((current) => [...current, address]),
    retryLabels: () => void transactions.refetch(),
    retryLoad: () => {
      void accounts.refetch();
      shipFrom.refetch();
      void transactions.refetch();
      void pickups.refetch();
    },
  };

  return {
    state,
    ready,
    loadError,
    /** No account of the merchant books pickups. */
    empty: ready && firstSupported === undefined,
    accounts: accountList,
    pickupCarriers,
    addresses,
    firstValues,
    /** Every bought label listed (their tracking numbers name a refusal's reasons). */
    labels: transactions.data?.results ?? [],
    /** A later reload of the labels failed (shown above the form). */
    labelsError: transactions.error,
    labelsTruncated: Boolean(transactions.data?.next),
    labelsOf,
    booked,
    describeLabel,
    reportError,
    actions,
  };
}
