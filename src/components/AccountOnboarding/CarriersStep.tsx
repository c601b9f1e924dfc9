'use client';

import * as React from 'react';
import { useShippingElements } from '../../provider/context';
import { useCarrierAccounts } from '../../queries/carrier-accounts';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Skeleton } from '../../ui/Skeleton';
import type { ShippingElementsError } from '../../api/errors';
import { carrierAccountReadiness, type CarrierAccountReadiness } from '../AccountStatusBanner';
import { CarrierAccounts, type CarrierAccountsCarrier, type CarrierSigninOptions } from '../CarrierAccounts';
import { ACCOUNT_ONBOARDING_TEXT } from './account-onboarding-text';

/** What the host's connect flow gets: call `onConnected` when a carrier account was connected. */
export interface AccountOnboardingConnectContext {
  onConnected: () => void;
}

/** Props of {@link CarriersStep}. */
export interface CarriersStepProps {
  /** Whether one of the account's carrier accounts can buy (the API says so). */
  canContinue: boolean;
  renderConnect: ((context: AccountOnboardingConnectContext) => React.ReactNode) | undefined;
  /** CarrierAccounts' `carriers` and `signin`, for its connect flow when the host renders none of its own. */
  carriers: readonly CarrierAccountsCarrier[] | undefined;
  signin: CarrierSigninOptions | undefined;
  onError: (error: ShippingElementsError) => void;
  onConnected: () => void;
  onContinue: () => void;
  onBack: () => void;
}

const LIST = { results: 100 } as const;

/**
 * The carriers step: the account's carrier accounts, each with whether it can buy labels, and
 * CarrierAccounts' connect flow (or the host's own, `renderConnect`); Continue once one can buy.
 */
export function CarriersStep({ canContinue, renderConnect, carriers, signin, onConnected, onContinue, onBack, onError }: CarriersStepProps): React.JSX.Element {
  const { messages } = useShippingElements('AccountOnboarding', ACCOUNT_ONBOARDING_TEXT);
  const text = messages.accountOnboarding;
  const accounts = useCarrierAccounts(LIST);
  const stateText: Record<CarrierAccountReadiness, string> = {
    ready: text.carrierReady,
    termsPending: text.carrierTermsPending,
    reconnect: text.carrierReconnect,
    off: text.carrierOff,
  };
  const listId = `${React.useId()}-carriers`;
  return (
    <div data-se-part="account-onboarding-carriers">
      <p id={listId}>{text.carriersIntro}</p>
      {accounts.error && !accounts.data ? (
        <ErrorNotice error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : !accounts.data ? (
        <Skeleton rows={2} label={messages.common.loading} />
      ) : accounts.data.results.length === 0 ? (
        <p data-se-part="account-onboarding-carriers-empty">{text.carriersNone}</p>
      ) : (
        <ul aria-labelledby={listId} data-se-part="account-onboarding-carrier-list">
          {accounts.data.results.map((account) => {
            const readiness = carrierAccountReadiness(account);
            return (
              <li key={account.object_id} data-se-part="account-onboarding-carrier" data-state={readiness}>
                {account.carrier_name ?? account.carrier} {account.account_id} – {stateText[readiness]}
              </li>
            );
          })}
        </ul>
      )}
      {renderConnect ? (
        renderConnect({ onConnected })
      ) : (
        <CarrierAccounts connectOnly carriers={carriers} signin={signin} onCarrierConnected={onConnected} onError={onError} />
      )}
      {!canContinue && <p data-se-part="account-onboarding-carriers-waiting">{text.carriersWaiting}</p>}
      <div data-se-part="account-onboarding-actions">
        <Button variant="secondary" onClick={onBack}>
          {messages.common.back}
        </Button>
        <Button part="account-onboarding-continue" aria-disabled={!canContinue || undefined} onClick={() => canContinue && onContinue()}>
          {messages.common.continue}
        </Button>
      </div>
    </div>
  );
}
