'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { Pickup } from '../../api/resources/pickups';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { BlockFrame } from '../../ui/BlockFrame';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { componentOnUse, usePreloaded } from '../../ui/load-on-use';
import { Skeleton } from '../../ui/Skeleton';
import { DEFAULT_PICKUP_CARRIERS } from '../shared/pickup-labels';
import { PICKUP_TEXT } from '../shared/pickup-text';
import { PickupForm } from './PickupForm';
import { usePickupScheduler, type PickupSchedulerController } from './use-pickup-scheduler';

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

// The confirmation and the booked pickup load on use (ui/load-on-use.tsx), fetched when the block mounts.
const ConfirmPickupDialog = /* @__PURE__ */ componentOnUse(() => import('./ConfirmPickupDialog').then((module) => module.ConfirmPickupDialog), {
  closeOf: (props) => () => props.onOpenChange(false),
});
const PickupResult = /* @__PURE__ */ componentOnUse(() => import('./PickupResult').then((module) => module.PickupResult), { whileLoading: 'placeholder' });

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
  { defaultCarrierAccount, defaultAddress, pickupCarriers = DEFAULT_PICKUP_CARRIERS, onSchedule, onError, ...sectionProps },
  forwardedRef,
) {
  const { messages, locale } = useShippingElements('PickupScheduler', PICKUP_TEXT);
  const text = messages.pickup;
  const flow = usePickupScheduler({ defaultCarrierAccount, defaultAddress, pickupCarriers, onSchedule, onError });
  usePreloaded(ConfirmPickupDialog.code, PickupResult.code);
  const { state, ready } = flow;
  const titleId = `${React.useId()}-form-title`;

  const dataState = flow.loadError && !ready ? 'error' : !ready ? 'loading' : flow.empty ? 'empty' : state.step;
  const heading = state.step === 'scheduled' ? (state.pickup.status === 'PENDING' ? text.result.pendingTitle : text.result.scheduledTitle) : text.title;
  const announcement = state.step === 'scheduling' ? text.confirm.submitting : state.step === 'scheduled' ? heading : state.step === 'refused' ? text.result.refusedTitle : '';

  return (
    <BlockFrame
      ref={forwardedRef}
      {...sectionProps}
      part="pickup-scheduler"
      state={dataState}
      title={<span id={titleId}>{heading}</span>}
      busy={!ready || state.step === 'scheduling'}
      announcement={announcement}
      focusKey={state.headingFocus}
    >
      {state.step !== 'scheduled' && <p data-se-part="pickup-scheduler-intro">{text.intro}</p>}
      <PickupSchedulerBody flow={flow} titleId={titleId} />
      {state.step === 'scheduled' && (
        <p data-se-part="visually-hidden">{formatMessage(text.confirm.labelCount, { count: state.pickup.transactions?.length ?? 0 }, locale)}</p>
      )}
    </BlockFrame>
  );
});
PickupScheduler.displayName = 'PickupScheduler';

/** An account as the person knows it: its carrier's name. */
function accountName(accounts: PickupSchedulerController['accounts'], accountId: string): string {
  const account = accounts.find((candidate) => candidate.object_id === accountId);
  return account ? account.carrier_name || account.carrier : accountId;
}

/** A place in one line: name (or company), street, city. */
function addressName(addresses: PickupSchedulerController['addresses'], addressId: string): string {
  const address = addresses.find((candidate) => candidate.object_id === addressId);
  return address ? [address.name || address.company, address.street1, address.city].filter(Boolean).join(', ') : addressId;
}

/** The step on screen: the load's outcome, the form with its confirmation, or the booked pickup. */
function PickupSchedulerBody({ flow, titleId }: { flow: PickupSchedulerController; titleId: string }): React.JSX.Element {
  const { messages } = useShippingElements('PickupScheduler', PICKUP_TEXT);
  const text = messages.pickup;
  const { state, actions } = flow;
  if (flow.loadError && !flow.ready) {
    return (
      <>
        <p>{text.loadFailed}</p>
        <ErrorNotice error={flow.loadError} onRetry={actions.retryLoad} />
      </>
    );
  }
  if (!flow.ready) {
    return <Skeleton rows={6} label={messages.common.loading} />;
  }
  if (flow.empty) {
    return (
      <p data-se-part="pickup-note" data-state="empty">
        {text.account.none}
      </p>
    );
  }
  if (state.step === 'scheduled') {
    return (
      <PickupResult
        pickup={state.pickup}
        carrierName={accountName(flow.accounts, state.pickup.carrier_account)}
        fallbackTimeZone={state.values.timeZone}
        onStartOver={actions.startOver}
      />
    );
  }
  return (
    <>
      {flow.labelsError && <ErrorNotice error={flow.labelsError} onRetry={actions.retryLabels} />}
      <PickupForm flow={flow} startValues={(state.step === 'editing' && state.draft) || flow.firstValues()} labelledBy={titleId} />
      {(state.step === 'confirming' || state.step === 'scheduling' || state.step === 'failed') && (
        <ConfirmPickupDialog
          open
          onOpenChange={(open) => {
            // The request is in flight: closing now would hide its outcome.
            if (!open && state.step !== 'scheduling') {
              actions.cancel();
            }
          }}
          request={state.request}
          accountName={accountName(flow.accounts, state.request.carrier_account)}
          addressName={addressName(flow.addresses, state.values.addressId)}
          timeZone={state.values.timeZone}
          pending={state.step === 'scheduling'}
          error={state.step === 'failed' ? state.error : null}
          onSubmit={actions.book}
        />
      )}
    </>
  );
}
