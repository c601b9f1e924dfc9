'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { Manifest } from '../../api/resources/manifests';
import type { Transaction } from '../../api/resources/transactions';
import { useLatestCallback } from '../../internal/use-latest-callback';
import { useReportQueryError } from '../../internal/use-report-query-error';
import { useSubmitGuard } from '../../internal/use-submit-guard';
import { useShippingElements } from '../../provider/context';
import { useReportError } from '../../provider/use-report-error';
import { useCarrierAccounts } from '../../queries/carrier-accounts';
import { useCreateManifest, useManifest, useManifests } from '../../queries/manifests';
import { useTransactions } from '../../queries/transactions';
import { useShipFromPlaces } from '../shared/use-ship-from';
import { dayOf, labelsOfDay, manifestedIds, shipmentDateOf } from './day-labels';
import { initialManifestCloseoutState, manifestCloseoutMachine } from './manifest-closeout-machine';
import type { ManifestFormValues } from './manifest-values';

/** What {@link useManifestCloseout} needs from ManifestCloseout's props. */
export interface ManifestCloseoutInput {
  defaultCarrierAccount: string | undefined;
  onCreate: ((manifest: Manifest) => void) | undefined;
  onError: ((error: ShippingElementsError) => void) | undefined;
}

const LIST = { results: 100 } as const;
const SUCCESS_LABELS = { object_status: 'SUCCESS', results: 100 } as const;
const ALL_MANIFESTS = { results: 100 } as const;

/** What the controller gives the root and the form. */
export type ManifestCloseoutController = ReturnType<typeof useManifestCloseout>;

/**
 * The controller of ManifestCloseout: the accounts, places and labels the form offers, the
 * machine, the manifest it made, and the actions (the create request is sent by `create`, once
 * at a time, and its answer dispatched).
 */
export function useManifestCloseout({ defaultCarrierAccount, onCreate, onError }: ManifestCloseoutInput) {
  const { format } = useShippingElements('ManifestCloseout');
  const reportCreate = useLatestCallback(onCreate);
  const reportError = useReportError('ManifestCloseout', onError);

  const [state, dispatch] = React.useReducer(manifestCloseoutMachine, undefined, initialManifestCloseoutState);
  const guard = useSubmitGuard('in-flight');

  // --- Data -------------------------------------------------------------------------------------

  const accounts = useCarrierAccounts(LIST);
  const transactions = useTransactions(SUCCESS_LABELS);
  // The places the merchant ships from, each once: never recipients (the address book holds them).
  const addresses = useShipFromPlaces(transactions.data?.results);
  const allManifests = useManifests(ALL_MANIFESTS);
  const create = useCreateManifest();
  const manifest = useManifest(state.step === 'created' ? state.manifestId : undefined);

  const loadError = accounts.error ?? addresses.error ?? transactions.error ?? allManifests.error ?? manifest.error;
  useReportQueryError(loadError, reportError);

  // --- Derived ----------------------------------------------------------------------------------

  const ready = accounts.data !== undefined && addresses.places !== undefined && transactions.data !== undefined && allManifests.data !== undefined;
  const firstLoadFailed = !ready && (accounts.isError || Boolean(addresses.error) || transactions.isError || allManifests.isError);
  const timeZone = format.timeZone;
  const accountList = accounts.data?.results ?? [];
  const addressList = addresses.places ?? [];
  const manifested = React.useMemo(() => manifestedIds(allManifests.data?.results ?? []), [allManifests.data]);
  const labelsFor = React.useCallback(
    (values: ManifestFormValues) => labelsOfDay(transactions.data?.results ?? [], values.carrierAccount, values.date, timeZone, manifested),
    [transactions.data, timeZone, manifested],
  );
  /** What the form starts from when it is shown: the host's account (else the first), today, the first place. */
  const firstValues = (): ManifestFormValues => {
    const account = accountList.find((candidate) => candidate.object_id === defaultCarrierAccount) ?? accountList[0];
    return { carrierAccount: account?.object_id ?? '', date: dayOf(new Date(Date.now()).toISOString(), timeZone) ?? '', addressId: addressList[0]?.object_id ?? '' };
  };

  // --- Actions ----------------------------------------------------------------------------------

  const actions = {
    /** Closes out `labels`, the ones the form showed for these values: what is shown is what is sent. */
    create: (values: ManifestFormValues, labels: readonly Transaction[]) =>
      void guard.run(async () => {
        dispatch({ type: 'createRequested' });
        try {
          const created = await create.mutateAsync({
            carrier_account: values.carrierAccount,
            shipment_date: shipmentDateOf(values.date),
            address_from: values.addressId,
            transactions: labels.map((label) => label.object_id),
          });
          dispatch({ type: 'created', manifestId: created.object_id });
          reportCreate(created);
        } catch (error) {
          dispatch({ type: 'failed', error: error as ShippingElementsError });
          reportError(error as ShippingElementsError);
        }
      }),
    startOver: () => dispatch({ type: 'startedOver' }),
    retryLoad: () => {
      void accounts.refetch();
      addresses.refetch();
      void transactions.refetch();
      void allManifests.refetch();
    },
    retryManifest: () => void manifest.refetch(),
  };

  return {
    state,
    ready,
    loadError,
    firstLoadFailed,
    /** The manifest made, followed until it settles (`undefined` before the answer and while it loads). */
    manifest: manifest.data,
    manifestError: manifest.error,
    accounts: accountList,
    addresses: addressList,
    labelsFor,
    firstValues,
    reportError,
    actions,
  };
}
