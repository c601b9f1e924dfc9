'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { Manifest } from '../../api/resources/manifests';
import type { Transaction } from '../../api/resources/transactions';
import { useLatestCallback } from '../../internal/use-latest-callback';
import { useShippingElements } from '../../provider/context';
import { useCarrierAccounts } from '../../queries/carrier-accounts';
import { useTransactions } from '../../queries/transactions';
import { useCreateManifest, useManifest, useManifests } from '../../queries/manifests';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Skeleton } from '../../ui/Skeleton';
import { dayOf, labelsOfDay, manifestedIds, shipmentDateOf } from './day-labels';
import { INITIAL_MANIFEST_STATE, manifestMachine } from './manifest-machine';
import type { ManifestFormValues } from './manifest-values';
import { ManifestForm } from './ManifestForm';
import { ManifestHistory } from './ManifestHistory';
import { ManifestOutcome } from './ManifestOutcome';
import { PICKUP_SCHEDULER_TEXT } from '../shared/pickup-scheduler-text';
import { useReportError } from '../../provider/use-report-error';
import { useShipFromPlaces } from '../shared/use-ship-from';

/** Props of {@link ManifestCloseout}. */
export interface ManifestCloseoutProps extends Omit<React.ComponentPropsWithoutRef<'section'>, 'onError' | 'children'> {
  /**
   * The carrier account chosen first (its `object_id`).
   * @default the first account
   */
  defaultCarrierAccount?: string | undefined;
  /**
   * Past manifests per page (`GET /manifests/?results=`), from 1 to 100.
   * @default 5 (the API's default)
   */
  historyPageSize?: number | undefined;
  /** Called once per manifest the API creates (whatever its status; errors are shown). */
  onCreate?: ((manifest: Manifest) => void) | undefined;
  /**
   * Called when a request fails (loading, creating). The block shows the error too; the
   * provider's `onEvent` receives an `error` event with `source: 'ManifestCloseout'`.
   */
  onError?: ((error: ShippingElementsError) => void) | undefined;
}

const LIST = { results: 100 } as const;
const SUCCESS_LABELS = { object_status: 'SUCCESS', results: 100 } as const;
const ALL_MANIFESTS = { results: 100 } as const;

/**
 * Closes out a day: the manifest (scan form) of one carrier account's labels of a shipment date,
 * with the labels it will include shown first, its status followed, its documents opened as plain
 * links to signed URLs, and the past manifests a page at a time.
 *
 * @remarks
 * The block sends the day's label ids explicitly (`transactions`), so what is shown is what is
 * closed out. Every `errors` entry of a manifest is shown: known codes in the active language,
 * others as the API wrote them.
 *
 * **Styling contract** (`data-se-part`): `manifest-closeout` (root; `data-state="loading" |
 * "error" | "editing" | "creating" | "failed" | "QUEUED" | "SUCCESS" | "ERROR"`),
 * `manifest-closeout-title`, `manifest-form`, `manifest-included`, `manifest-included-count`,
 * `manifest-included-list`, `manifest-actions`, `manifest-outcome` (`data-status`),
 * `manifest-details`, `manifest-status`, `manifest-errors`, `manifest-documents`,
 * `manifest-document`, `manifest-history`, `manifest-history-table`, `manifest-history-errors`,
 * `manifest-history-paging`; buttons `manifest-create`, `manifest-another`.
 *
 * @example
 * <ManifestCloseout onCreate={(manifest) => print(manifest.documents?.[0])} />
 */
export const ManifestCloseout = /* @__PURE__ */ React.forwardRef<HTMLElement, ManifestCloseoutProps>(function ManifestCloseout(
  { defaultCarrierAccount, historyPageSize = 5, onCreate, onError, style, ...sectionProps },
  forwardedRef,
) {
  const { messages, themeRoot, format } = useShippingElements('ManifestCloseout', PICKUP_SCHEDULER_TEXT);
  const text = messages.pickupScheduler.manifest;
  const id = React.useId();
  const titleId = `${id}-title`;
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const [state, dispatch] = React.useReducer(manifestMachine, INITIAL_MANIFEST_STATE);
  const inFlight = React.useRef(false);

  const reportCreate = useLatestCallback(onCreate);
  const reportError = useReportError('ManifestCloseout', onError);

  const accounts = useCarrierAccounts(LIST);
  const transactions = useTransactions(SUCCESS_LABELS);
  // The places the merchant ships from, each once: never recipients (the address book holds them).
  const addresses = useShipFromPlaces(transactions.data?.results);
  const allManifests = useManifests(ALL_MANIFESTS);
  const create = useCreateManifest();
  const manifest = useManifest(state.step === 'created' ? state.manifestId : undefined);

  const loadError = accounts.error ?? addresses.error ?? transactions.error ?? allManifests.error ?? manifest.error;
  React.useEffect(() => {
    if (loadError) {
      reportError(loadError);
    }
  }, [loadError, reportError]);

  React.useEffect(() => {
    if (state.step === 'created') {
      headingRef.current?.focus();
    }
  }, [state.step]);

  const ready = accounts.data !== undefined && addresses.places !== undefined && transactions.data !== undefined && allManifests.data !== undefined;
  const timeZone = format.timeZone;
  const manifested = React.useMemo(() => manifestedIds(allManifests.data?.results ?? []), [allManifests.data]);
  const labelsFor = React.useCallback(
    (values: ManifestFormValues) => labelsOfDay(transactions.data?.results ?? [], values.carrierAccount, values.date, timeZone, manifested),
    [transactions.data, timeZone, manifested],
  );

  async function createManifest(values: ManifestFormValues, labels: Transaction[]) {
    if (inFlight.current) {
      return;
    }
    inFlight.current = true;
    const input = {
      carrier_account: values.carrierAccount,
      shipment_date: shipmentDateOf(values.date),
      address_from: values.addressId,
      transactions: labels.map((label) => label.object_id),
    };
    dispatch({ type: 'create', input });
    try {
      const created = await create.mutateAsync(input);
      dispatch({ type: 'created', manifestId: created.object_id });
      reportCreate(created);
    } catch (error) {
      dispatch({ type: 'failed', error: error as ShippingElementsError });
      reportError(error as ShippingElementsError);
    } finally {
      inFlight.current = false;
    }
  }

  const accountList = accounts.data?.results ?? [];
  const addressList = addresses.places ?? [];
  const firstLoadFailed = !ready && (accounts.isError || Boolean(addresses.error) || transactions.isError || allManifests.isError);
  const dataState = firstLoadFailed ? 'error' : !ready ? 'loading' : state.step === 'created' ? (manifest.data?.status ?? 'loading') : state.step;
  const heading =
    state.step === 'created' && manifest.data
      ? manifest.data.status === 'ERROR'
        ? text.failedTitle
        : manifest.data.status === 'QUEUED'
          ? text.queuedTitle
          : text.createdTitle
      : text.title;

  function renderBody(): React.ReactNode {
    if (firstLoadFailed && loadError) {
      return (
        <ErrorNotice
          error={loadError}
          onRetry={() => {
            void accounts.refetch();
            addresses.refetch();
            void transactions.refetch();
            void allManifests.refetch();
          }}
        />
      );
    }
    if (!ready) {
      return <Skeleton rows={4} label={messages.common.loading} />;
    }
    if (state.step === 'created') {
      if (manifest.data) {
        return <ManifestOutcome manifest={manifest.data} onStartOver={() => dispatch({ type: 'startOver' })} />;
      }
      return manifest.error ? <ErrorNotice error={manifest.error} onRetry={() => void manifest.refetch()} /> : <Skeleton rows={2} label={messages.common.loading} />;
    }
    const today = dayOf(new Date(Date.now()).toISOString(), timeZone) ?? '';
    const account = accountList.find((candidate) => candidate.object_id === defaultCarrierAccount) ?? accountList[0];
    return (
      <>
        {state.step === 'failed' && <ErrorNotice error={state.error} />}
        <ManifestForm
          accounts={accountList}
          addresses={addressList}
          defaultValues={{ carrierAccount: account?.object_id ?? '', date: today, addressId: addressList[0]?.object_id ?? '' }}
          labelsFor={labelsFor}
          pending={state.step === 'creating'}
          onCreate={(values, labels) => void createManifest(values, labels)}
          labelledBy={titleId}
        />
      </>
    );
  }

  return (
    <section
      ref={forwardedRef}
      {...themeRoot.attributes}
      aria-labelledby={titleId}
      {...sectionProps}
      style={{ ...themeRoot.style, ...style }}
      aria-busy={!ready || state.step === 'creating' || undefined}
      data-se-part="manifest-closeout"
      data-state={dataState}
    >
      <h2 id={titleId} ref={headingRef} tabIndex={-1} data-se-part="manifest-closeout-title">
        {heading}
      </h2>
      {state.step !== 'created' && <p data-se-part="manifest-closeout-intro">{text.intro}</p>}
      <div role="status" data-se-part="visually-hidden">
        {state.step === 'creating' ? text.creating : state.step === 'created' ? heading : ''}
      </div>
      {renderBody()}
      {ready && <ManifestHistory accounts={accountList} pageSize={historyPageSize} onError={reportError} />}
    </section>
  );
});
ManifestCloseout.displayName = 'ManifestCloseout';
