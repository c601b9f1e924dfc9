'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { useForm } from 'react-hook-form';
import type { ShippingElementsError } from '../../api/errors';
import type { Address } from '../../api/resources/addresses';
import type { Pickup } from '../../api/resources/pickups';
import type { Transaction } from '../../api/resources/transactions';
import { useLatestCallback } from '../../internal/use-latest-callback';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { useCarrierAccounts } from '../../queries/carrier-accounts';
import { useOrders } from '../../queries/orders';
import { useTransactions } from '../../queries/transactions';
import { bookedTransactionIds, usePickups, useSchedulePickup } from '../../queries/pickups';
import { Dialog } from '../../ui/Dialog';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Skeleton } from '../../ui/Skeleton';
import { AddressForm } from '../AddressForm';
import { ConfirmPickupDialog } from './ConfirmPickupDialog';
import { DEFAULT_PICKUP_CARRIERS, labelParties, labelsForPickup } from '../shared/pickup-labels';
import { INITIAL_PICKUP_STATE, pickupMachine } from './pickup-machine';
import { defaultWindow, pickupFormSchema, toPickupInput, type PickupFormValues } from './pickup-values';
import { PickupForm } from './PickupForm';
import { PickupRefusal, PickupResult } from './PickupResult';
import { guessTimeZone } from '../../lib/zoned-time';
import { PICKUP_SCHEDULER_TEXT } from '../shared/pickup-scheduler-text';
import { placeKey } from '../shared/ship-from';
import { useShipFromPlaces } from '../shared/use-ship-from';
import { useReportError } from '../../provider/use-report-error';

/** Props of {@link PickupScheduler}. */
export interface PickupSchedulerProps extends Omit<React.ComponentPropsWithoutRef<'section'>, 'onError' | 'children'> {
  /**
   * The carrier account chosen first (its `object_id`); the person can choose another.
   * @default the first account whose carrier offers pickups
   */
  defaultCarrierAccount?: string | undefined;
  /**
   * The merchant's default sender (the `object_id` of a stored address): listed first among the
   * places the merchant ships from and chosen first; the person can choose another or add one.
   * The list holds the senders of the bought labels, each place once, never a recipient.
   * @default the sender of the most recent label (the oldest stored address when there is none)
   */
  defaultAddress?: string | undefined;
  /**
   * Carrier tokens whose accounts can book pickups; other accounts are shown disabled, with the
   * reason.
   * @default ['usps', 'dhl_express', 'parcelwise', 'kestrel'] (the API's two, the sandbox's two)
   */
  pickupCarriers?: readonly string[] | undefined;
  /**
   * Called once per pickup the carrier accepted (`CONFIRMED`, or `PENDING` while it decides).
   * The provider's `onEvent` also receives `{ type: 'pickup.scheduled', pickup }`. A pickup the
   * carrier refuses (`ERROR`) is not reported here: the block shows its messages.
   */
  onSchedule?: ((pickup: Pickup) => void) | undefined;
  /**
   * Called when a request fails (loading accounts, addresses or labels; booking). The block
   * shows the error too; the provider's `onEvent` receives an `error` event with
   * `source: 'PickupScheduler'`.
   */
  onError?: ((error: ShippingElementsError) => void) | undefined;
}

const LIST = { results: 100 } as const;
const SUCCESS_LABELS = { object_status: 'SUCCESS', results: 100 } as const;

/**
 * Books a carrier pickup for labels already bought: the carrier account, the labels to hand
 * over, the location and a window entered in the location's own time zone; then the carrier's
 * answer with the confirmed window, the cancel-by time and the confirmation code.
 *
 * @remarks
 * **Once per confirmation.** The request is sent once per click on "Book the pickup", whatever is
 * clicked or pressed, and never retried automatically: it books a carrier. A pickup cannot be
 * cancelled or changed through the API; the block says so and shows the code to quote to the
 * carrier.
 *
 * **Time zones.** The window is typed as the clock at the pickup location shows it (the zone is
 * guessed from the address and named; the person can change it) and sent as UTC instants. The
 * answer is shown in the response's `timezone`, never in UTC or the browser's zone.
 *
 * **Styling contract** (`data-se-part`): `pickup-scheduler` (root; `data-state="loading" |
 * "error" | "empty" | "editing" | "confirming" | "scheduling" | "failed" | "scheduled" |
 * "refused"`), `pickup-scheduler-title`, `pickup-scheduler-heading`, `pickup-form`,
 * `pickup-labels`, `pickup-label-list`, `pickup-label-count`, `pickup-location`, `pickup-window`,
 * `pickup-zone-note`, `pickup-times`, `pickup-actions`, `pickup-confirm` (`data-state`),
 * `pickup-summary`, `pickup-confirm-final`, `pickup-result` (`data-status`),
 * `pickup-result-details`, `pickup-status`, `pickup-window-value`, `pickup-zone`,
 * `pickup-cancel-by`, `pickup-confirmation-code`, `pickup-final-note`, `pickup-refusal`,
 * `pickup-refusal-messages`, `pickup-refusal-hint`; buttons `pickup-review`, `pickup-submit`,
 * `pickup-add-address`, `pickup-copy-code`, `pickup-edit`, `pickup-another`.
 *
 * @example
 * <PickupScheduler onSchedule={(pickup) => notify(`Pickup ${pickup.confirmation_code} booked`)} />
 */
export const PickupScheduler = /* @__PURE__ */ React.forwardRef<HTMLElement, PickupSchedulerProps>(function PickupScheduler(
  { defaultCarrierAccount, defaultAddress, pickupCarriers = DEFAULT_PICKUP_CARRIERS, onSchedule, onError, style, ...sectionProps },
  forwardedRef,
) {
  const { messages, locale, themeRoot, emit, queryClient } = useShippingElements('PickupScheduler', PICKUP_SCHEDULER_TEXT);
  const text = messages.pickupScheduler;
  const id = React.useId();
  const titleId = `${id}-title`;
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const [state, dispatch] = React.useReducer(pickupMachine, INITIAL_PICKUP_STATE);
  const [addingAddress, setAddingAddress] = React.useState(false);
  const [addedAddresses, setAddedAddresses] = React.useState<Address[]>([]);
  // The guard of "one request per confirmation": set before the request, cleared by the answer.
  const inFlight = React.useRef(false);

  const reportSchedule = useLatestCallback(onSchedule);
  const reportError = useReportError('PickupScheduler', onError);

  const accounts = useCarrierAccounts(LIST);
  const transactions = useTransactions(SUCCESS_LABELS);
  const shipFrom = useShipFromPlaces(transactions.data?.results, defaultAddress, addedAddresses);
  // Labels on a pickup of any session (the API's list), and the orders that name labels.
  const pickups = usePickups(LIST);
  const orders = useOrders(LIST);
  const schedule = useSchedulePickup();

  const loadError = accounts.error ?? shipFrom.error ?? transactions.error ?? pickups.error;
  React.useEffect(() => {
    if (loadError) {
      reportError(loadError);
    }
  }, [loadError, reportError]);

  const addresses = React.useMemo(() => shipFrom.places ?? [], [shipFrom.places]);
  const accountList = React.useMemo(() => accounts.data?.results ?? [], [accounts.data]);
  const firstSupported = accountList.find((account) => pickupCarriers.includes(account.carrier));

  const schema = React.useMemo(() => pickupFormSchema(() => Date.now()), []);
  const form = useForm<PickupFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      carrierAccount: '',
      transactions: [],
      addressId: '',
      buildingLocationType: 'Front Door',
      buildingType: '',
      instructions: '',
      ...defaultWindow(Date.now(), 'America/New_York'),
      timeZone: 'America/New_York',
      metadata: '',
    },
  });

  // Once accounts and addresses are in, choose the first usable ones (the person can change them).
  const ready = accounts.data !== undefined && shipFrom.places !== undefined && transactions.data !== undefined && pickups.data !== undefined;
  const initialised = React.useRef(false);
  React.useEffect(() => {
    if (!ready || initialised.current) {
      return;
    }
    initialised.current = true;
    const account = accountList.find((candidate) => candidate.object_id === defaultCarrierAccount && pickupCarriers.includes(candidate.carrier)) ?? firstSupported;
    // The default sender comes first among the places, else the sender of the latest label.
    const address = addresses[0];
    const zone = guessTimeZone(address) ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
    form.reset({
      ...form.getValues(),
      carrierAccount: account?.object_id ?? '',
      addressId: address?.object_id ?? '',
      timeZone: zone,
      ...defaultWindow(Date.now(), zone),
    });
  }, [ready, accountList, addresses, defaultCarrierAccount, pickupCarriers, firstSupported, form]);

  const chosenAccount = form.watch('carrierAccount');
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
  const labels = chosenAccount === '' || transactions.data === undefined ? undefined : labelsForPickup(transactions.data.results, chosenAccount, booked);

  const accountName = (accountId: string) => {
    const account = accountList.find((candidate) => candidate.object_id === accountId);
    return account ? account.carrier_name || account.carrier : accountId;
  };
  const addressName = (addressId: string) => {
    const address = addresses.find((candidate) => candidate.object_id === addressId);
    return address ? [address.name || address.company, address.street1, address.city].filter(Boolean).join(', ') : addressId;
  };

  React.useEffect(() => {
    if (state.step === 'scheduled' || state.step === 'refused') {
      headingRef.current?.focus();
    }
  }, [state.step]);

  function review(values: PickupFormValues) {
    const address = addresses.find((candidate) => candidate.object_id === values.addressId);
    if (address) {
      dispatch({ type: 'review', request: toPickupInput(values, address) });
    }
  }

  async function submit() {
    if (inFlight.current || (state.step !== 'confirming' && state.step !== 'failed')) {
      return;
    }
    inFlight.current = true;
    dispatch({ type: 'submit' });
    try {
      const pickup = await schedule.mutateAsync(state.request);
      dispatch({ type: 'answered', pickup });
      if (pickup.status !== 'ERROR') {
        reportSchedule(pickup);
        emit({ type: 'pickup.scheduled', pickup });
      }
    } catch (error) {
      // useSchedulePickup's error type is ShippingElementsError: the client wraps every failure.
      dispatch({ type: 'failed', error: error as ShippingElementsError });
      reportError(error as ShippingElementsError);
    } finally {
      inFlight.current = false;
    }
  }

  const loading = !ready;
  const empty = ready && firstSupported === undefined;
  const dataState = loadError && !ready ? 'error' : loading ? 'loading' : empty ? 'empty' : state.step;
  const dialogOpen = state.step === 'confirming' || state.step === 'scheduling' || state.step === 'failed';
  const values = form.getValues();
  const heading = state.step === 'scheduled' ? (state.pickup.status === 'PENDING' ? text.result.pendingTitle : text.result.scheduledTitle) : text.title;

  function renderBody(): React.ReactNode {
    if (loadError && !ready) {
      return (
        <>
          <p>{text.loadFailed}</p>
          <ErrorNotice
            error={loadError}
            onRetry={() => {
              void accounts.refetch();
              shipFrom.refetch();
              void transactions.refetch();
              void pickups.refetch();
            }}
          />
        </>
      );
    }
    if (loading) {
      return <Skeleton rows={6} label={messages.common.loading} />;
    }
    if (empty) {
      return <p data-se-part="pickup-note" data-state="empty">{text.account.none}</p>;
    }
    if (state.step === 'scheduled') {
      return (
        <PickupResult
          pickup={state.pickup}
          carrierName={accountName(state.pickup.carrier_account)}
          fallbackTimeZone={values.timeZone}
          onStartOver={() => {
            form.reset({ ...values, transactions: [], metadata: '' });
            dispatch({ type: 'startOver' });
            headingRef.current?.focus();
          }}
        />
      );
    }
    return (
      <>
        {transactions.error && <ErrorNotice error={transactions.error} onRetry={() => void transactions.refetch()} />}
        {state.step === 'refused' && (
          <PickupRefusal
            pickup={state.pickup}
            labels={transactions.data?.results ?? []}
            booked={booked}
            onEdit={() => {
              dispatch({ type: 'edit' });
              form.setFocus('date');
            }}
          />
        )}
        <PickupForm
          form={form}
          accounts={accountList}
          pickupCarriers={pickupCarriers}
          addresses={addresses}
          labels={labels}
          describeLabel={describeLabel}
          labelsTruncated={Boolean(transactions.data?.next)}
          onReview={review}
          onAddAddress={() => setAddingAddress(true)}
          labelledBy={titleId}
        />
        {dialogOpen && (
          <ConfirmPickupDialog
            open
            onOpenChange={(open) => {
              // The request is in flight: closing now would hide its outcome.
              if (!open && state.step !== 'scheduling') {
                dispatch({ type: 'cancel' });
              }
            }}
            request={state.request}
            accountName={accountName(state.request.carrier_account)}
            addressName={addressName(values.addressId)}
            timeZone={values.timeZone}
            pending={state.step === 'scheduling'}
            error={state.step === 'failed' ? state.error : null}
            onSubmit={() => void submit()}
          />
        )}
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
      aria-busy={loading || state.step === 'scheduling' || undefined}
      data-se-part="pickup-scheduler"
      data-state={dataState}
    >
      <h2 id={titleId} ref={headingRef} tabIndex={-1} data-se-part="pickup-scheduler-title">
        {heading}
      </h2>
      {state.step !== 'scheduled' && <p data-se-part="pickup-scheduler-intro">{text.intro}</p>}
      <div role="status" data-se-part="visually-hidden">
        {state.step === 'scheduling' ? text.confirm.submitting : state.step === 'scheduled' ? heading : state.step === 'refused' ? text.result.refusedTitle : ''}
      </div>
      {renderBody()}
      {/* Outside the pickup form: AddressForm is a form of its own. */}
      <Dialog open={addingAddress} onOpenChange={setAddingAddress} title={text.location.addressDialog} description={text.location.addressDialogDescription}>
        <AddressForm
          mode="sender"
          onError={reportError}
          onSubmit={(address) => {
            // The select is uncontrolled: its new option must be in the DOM before RHF sets it.
            ReactDOM.flushSync(() => setAddedAddresses((current) => [...current, address]));
            // A place already listed keeps its entry: the new object is the same place.
            const place = addresses.find((candidate) => placeKey(candidate) === placeKey(address)) ?? address;
            form.setValue('addressId', place.object_id, { shouldValidate: form.formState.isSubmitted });
            const zone = guessTimeZone(address);
            if (zone) {
              form.setValue('timeZone', zone);
            }
            setAddingAddress(false);
          }}
        />
      </Dialog>
      {state.step === 'scheduled' && (
        <p data-se-part="visually-hidden">{formatMessage(text.confirm.labelCount, { count: state.pickup.transactions?.length ?? 0 }, locale)}</p>
      )}
    </section>
  );
});
PickupScheduler.displayName = 'PickupScheduler';
