'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { LabelFileType } from '../../api/resources/transactions';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { BlockFrame } from '../../ui/BlockFrame';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { componentOnUse, usePreloaded } from '../../ui/load-on-use';
import { Skeleton } from '../../ui/Skeleton';
import { ONBOARDING_STEPS, type AccountOnboardingStep } from './account-onboarding-machine';
import { ACCOUNT_ONBOARDING_TEXT } from './account-onboarding-text';
import type { CarrierAccountsCarrier, CarrierSigninOptions } from '../CarrierAccounts';
import type { AccountOnboardingConnectContext } from './CarriersStep';
import { ShipFromStep } from './ShipFromStep';
import { useAccountOnboarding, type AccountOnboardingController, type AccountOnboardingExitReason } from './use-account-onboarding';

// The steps after the ship-from address load on use, fetched when the block mounts.
const CarriersStep = /* @__PURE__ */ componentOnUse(() => import('./CarriersStep').then((module) => module.CarriersStep), { whileLoading: 'placeholder' });
const DefaultsStep = /* @__PURE__ */ componentOnUse(() => import('./DefaultsStep').then((module) => module.DefaultsStep), { whileLoading: 'placeholder' });
const ReviewStep = /* @__PURE__ */ componentOnUse(() => import('./ReviewStep').then((module) => module.ReviewStep), { whileLoading: 'placeholder' });

/** Props of {@link AccountOnboarding}. */
export interface AccountOnboardingProps extends Omit<React.ComponentPropsWithoutRef<'section'>, 'onError' | 'children'> {
  /** The account being set up (the managed account the provider's token acts for), handed back in `onAccountReady`. */
  accountId: string;
  /**
   * The label file type the defaults step starts from. The API keeps no such setting for an
   * account: the one chosen is handed back in `onAccountReady` for the host to keep.
   * @default 'PDF_4x6'
   */
  labelFileType?: LabelFileType | undefined;
  /**
   * The carriers step's way to connect one, instead of CarrierAccounts' connect flow: the host's
   * own, which calls `onConnected` when an account was connected so the step reads the account again.
   * @default CarrierAccounts' "Connect a carrier" (`<CarrierAccounts connectOnly />`)
   */
  renderConnect?: ((context: AccountOnboardingConnectContext) => React.ReactNode) | undefined;
  /** The carriers the connect flow offers (CarrierAccounts' `carriers`). @default the kit's carriers */
  carriers?: readonly CarrierAccountsCarrier[] | undefined;
  /** The host's OAuth sign-in route and callback page (CarrierAccounts' `signin`); without it, OAuth carriers are not offered. */
  signin?: CarrierSigninOptions | undefined;
  /** Called with each step the person arrives on (also the first, once the account was read). */
  onStepChange?: ((change: { step: AccountOnboardingStep }) => void) | undefined;
  /** Called when the person leaves: `finished` (after `onAccountReady`) or `left` ("Finish later"; the account is not said to be ready). */
  onExit?: ((exit: { reason: AccountOnboardingExitReason }) => void) | undefined;
  /**
   * Called once the API says the account can buy a label (a ship-from, a carrier account that can
   * buy, a default package), when the person finishes: never because they left.
   */
  onAccountReady?: ((ready: { accountId: string; carrierAccountIds: string[]; labelFileType: LabelFileType }) => void) | undefined;
  /** Called when a request fails; the block shows it too, and the provider's `onEvent` gets an `error` event with `source: 'AccountOnboarding'`. */
  onError?: ((error: ShippingElementsError) => void) | undefined;
}

/**
 * Brings an account (a platform's new managed account, or a merchant's own) from nothing to its
 * first label: the address it ships from (AddressForm, validated), its carriers (CarrierAccounts'
 * connect flow), its defaults (label file type, a default package), then a review. It reads where
 * the account stands when it mounts and skips what is done, so it resumes after a reload.
 *
 * @remarks
 * **Styling contract** (`data-se-part`): `account-onboarding` (root; `data-state="loading" |
 * "error" | "shipFrom" | "carriers" | "defaults" | "review" | "finished"`), `account-onboarding-title`,
 * `account-onboarding-progress`, `account-onboarding-step-title`, `account-onboarding-ship-from`,
 * `account-onboarding-carriers`, `account-onboarding-carrier-list`, `account-onboarding-carrier`
 * (`data-state="ready" | "termsPending" | "reconnect" | "off"`), `account-onboarding-carriers-empty`,
 * `account-onboarding-carriers-waiting`, `account-onboarding-defaults`, `account-onboarding-package`,
 * `account-onboarding-review`, `account-onboarding-gaps`, `account-onboarding-summary`,
 * `account-onboarding-actions`; buttons `account-onboarding-continue`,
 * `account-onboarding-save-defaults`, `account-onboarding-finish`, `account-onboarding-leave`.
 *
 * @example
 * <AccountOnboarding accountId={store.id} renderConnect={({ onConnected }) => <CarrierAccounts onCarrierConnected={onConnected} />}
 *   onAccountReady={({ accountId }) => markStoreReady(accountId)} />
 */
export const AccountOnboarding = /* @__PURE__ */ React.forwardRef<HTMLElement, AccountOnboardingProps>(function AccountOnboarding(
  { accountId, labelFileType = 'PDF_4x6', renderConnect, carriers, signin, onStepChange, onExit, onAccountReady, onError, ...sectionProps },
  forwardedRef,
) {
  const { messages, locale } = useShippingElements('AccountOnboarding', ACCOUNT_ONBOARDING_TEXT);
  const text = messages.accountOnboarding;
  const flow = useAccountOnboarding({ accountId, labelFileType, onStepChange, onExit, onAccountReady, onError });
  usePreloaded(CarriersStep.code, DefaultsStep.code, ReviewStep.code);
  const { state, readiness, actions } = flow;
  const shown = state.step === 'finished' ? 'review' : state.step;
  const failed = state.step === 'loading' && readiness.error !== null;
  const position = shown === 'loading' ? 0 : ONBOARDING_STEPS.indexOf(shown) + 1;
  const stepTitle = shown === 'loading' ? '' : text.stepTitles[shown];
  const announcement = position === 0 ? '' : formatMessage(text.announceStep, { current: position, total: ONBOARDING_STEPS.length, title: stepTitle }, locale);
  const headingId = `${React.useId()}-step`;
  return (
    <BlockFrame
      ref={forwardedRef}
      {...sectionProps}
      part="account-onboarding"
      state={failed ? 'error' : state.step}
      title={text.title}
      busy={state.step === 'loading' && !failed}
      announcement={announcement}
      focusKey={shown}
    >
      {failed ? (
        <ErrorNotice error={readiness.error ?? undefined} message={text.status.loadError} onRetry={readiness.refetch} />
      ) : shown === 'loading' ? (
        <Skeleton rows={3} label={messages.common.loading} />
      ) : (
        <>
          <p data-se-part="account-onboarding-progress">{formatMessage(text.progress, { current: position, total: ONBOARDING_STEPS.length }, locale)}</p>
          <h3 id={headingId} data-se-part="account-onboarding-step-title">
            {stepTitle}
          </h3>
          <StepContent flow={flow} step={shown} headingId={headingId} connect={{ renderConnect, carriers, signin }} />
          {state.step !== 'finished' && (
            <Button variant="ghost" part="account-onboarding-leave" onClick={actions.leave}>
              {text.leave}
            </Button>
          )}
        </>
      )}
    </BlockFrame>
  );
});
AccountOnboarding.displayName = 'AccountOnboarding';

/** The step on screen, fed from the state, wired to the controller's actions. */
function StepContent({
  flow,
  step,
  headingId,
  connect,
}: {
  flow: AccountOnboardingController;
  step: AccountOnboardingStep;
  headingId: string;
  connect: Pick<AccountOnboardingProps, 'renderConnect' | 'carriers' | 'signin'>;
}): React.JSX.Element {
  const { state, readiness, actions, reportError } = flow;
  switch (step) {
    case 'shipFrom':
      return <ShipFromStep onSaved={actions.completeStep} onError={reportError} />;
    case 'carriers':
      return (
        <CarriersStep
          canContinue={!readiness.missing.includes('carrier')}
          renderConnect={connect.renderConnect}
          carriers={connect.carriers}
          signin={connect.signin}
          onError={reportError}
          onConnected={readiness.refetch}
          onContinue={actions.completeStep}
          onBack={actions.goBack}
        />
      );
    case 'defaults':
      return (
        <DefaultsStep
          headingId={headingId}
          labelFileType={state.labelFileType}
          saving={state.step === 'defaults' && state.saving}
          error={state.step === 'defaults' ? state.error : null}
          onLabelFileTypeChange={actions.chooseLabelFileType}
          onSave={actions.saveDefaults}
          onBack={actions.goBack}
        />
      );
    case 'review':
      return (
        <ReviewStep
          readiness={readiness}
          labelFileType={state.labelFileType}
          finished={state.step === 'finished'}
          checking={state.step === 'review' && state.checking}
          onFinish={actions.finish}
          onBack={actions.goBack}
        />
      );
    default:
      return step satisfies never;
  }
}
