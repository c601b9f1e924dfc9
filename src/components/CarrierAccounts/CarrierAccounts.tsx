'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { CarrierAccount } from '../../api/resources/carrier-accounts';
import { CARRIER_CONNECTIONS, type CarrierConnection } from '../../lib/carrier-fields';
import { useShippingElements } from '../../provider/context';
import { listFrame } from '../../ui/list-frame';
import { BlockFrame } from '../../ui/BlockFrame';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { dialogOnUse, usePreloaded } from '../../ui/load-on-use';
import { Skeleton } from '../../ui/Skeleton';
import { AccountList } from './AccountList';
import { CARRIER_ACCOUNTS_TEXT } from './carrier-accounts-text';
import { accountName, connectionOf } from './carrier-accounts-view';
import { credentialsValues } from './connect-values';
import type { ConnectableCarrier } from './ConnectDialog';
import { useCarrierAccountsController, type CarrierAccountsController } from './use-carrier-accounts-controller';
import type { CarrierSigninOptions } from './use-carrier-signin';

// The dialogs open only after a person acts: their code loads when the block mounts, not with it.
const ConnectDialog = /* @__PURE__ */ dialogOnUse(() => import('./ConnectDialog').then((module) => module.ConnectDialog));
const RenameDialog = /* @__PURE__ */ dialogOnUse(() => import('./RenameDialog').then((module) => module.RenameDialog));

/** The names of the kit's own carriers (the sandbox's); a brand is not translated. */
const KIT_CARRIER_NAMES: Readonly<Record<string, string>> = { parcelwise: 'Parcelwise', kestrel: 'Kestrel Express', bluebird: 'Bluebird Post', slowpost: 'Slowpost Freight' };

/** A carrier a host adds to the connect flow (or whose rules it replaces): its connection rules, its name, the labels of its own fields. */
export interface CarrierAccountsCarrier extends CarrierConnection {
  /** The carrier's name as shown. @default the name the API gives its accounts, else its token */
  name?: string | undefined;
  /** The labels of fields the kit's catalogue does not name, by field name, in the page's language. */
  labels?: Readonly<Record<string, string>> | undefined;
}

/** Props of {@link CarrierAccounts}. */
export interface CarrierAccountsProps extends Omit<React.ComponentPropsWithoutRef<'section'>, 'onError' | 'children'> {
  /**
   * The host's own carriers, or its rules for one of the kit's (same `carrier` token): each
   * connects with a form generated from its field specification.
   * @default the kit's carriers (`CARRIER_CONNECTIONS`)
   */
  carriers?: readonly CarrierAccountsCarrier[] | undefined;
  /**
   * The host's OAuth sign-in route and callback page. Without it, carriers that sign in by OAuth
   * are not offered and an account that needs signing in again cannot be reconnected here.
   */
  signin?: CarrierSigninOptions | undefined;
  /**
   * Shows only "Connect a carrier" and its flow, not the list: for a host's own setup page
   * (AccountOnboarding embeds the block so).
   * @default false
   */
  connectOnly?: boolean | undefined;
  /**
   * Called with each account once it is connected and usable: own credentials accepted, an OAuth
   * sign-in allowed, or a registration through the service active. The provider's `onEvent`
   * receives `{ type: 'carrier_account.connected', account }` too.
   */
  onCarrierConnected?: ((account: CarrierAccount) => void) | undefined;
  /** Called with each account switched off or on, renamed, or given new credentials (`carrier_account.updated` on the provider's `onEvent`). */
  onCarrierUpdated?: ((account: CarrierAccount) => void) | undefined;
  /** Called when a request fails; the provider's `onEvent` receives an `error` event with `source: 'CarrierAccounts'`. */
  onError?: ((error: ShippingElementsError) => void) | undefined;
}

/** The carriers the flow offers: the kit's, each replaced by the host's of the same token, then the host's new ones. */
function mergedCarriers(hostCarriers: readonly CarrierAccountsCarrier[]): readonly CarrierAccountsCarrier[] {
  const kit = CARRIER_CONNECTIONS.map((connection) => hostCarriers.find((host) => host.carrier === connection.carrier) ?? connection);
  return [...kit, ...hostCarriers.filter((host) => !CARRIER_CONNECTIONS.some((connection) => connection.carrier === host.carrier))];
}

/** Each carrier with the name shown: the host's, else the one the API gives its accounts, else the kit's, else its token. */
function offeredCarriers(carriers: readonly CarrierAccountsCarrier[], accounts: readonly CarrierAccount[]): ConnectableCarrier[] {
  return carriers.map((connection) => ({
    connection,
    name: connection.name ?? accounts.find((account) => account.carrier === connection.carrier)?.carrier_name ?? KIT_CARRIER_NAMES[connection.carrier] ?? connection.carrier,
    labels: connection.labels,
  }));
}

/**
 * The merchant's carrier accounts: each with its carrier and nickname, whether it is the
 * merchant's own or the shipping service's, test or live, on or off, connected or in need of a
 * new sign-in, and its service levels on demand; switched off and on (there is no delete),
 * renamed, reconnected (an OAuth account signs in again; an own account's credentials are entered
 * again in the carrier's form and sent with `PUT`, or updated at any time). "Connect a carrier"
 * connects one three ways in one flow: the merchant's own credentials (a form per carrier from
 * its field specification; secrets typed masked, sent once and kept nowhere), through the service (the carrier's consent, then followed until
 * active), or an OAuth sign-in at the carrier in a popup (see `signin` and `completeCarrierSignin`).
 *
 * @remarks
 * **Styling contract** (`data-se-part`): `carrier-accounts` (root; `data-state="loading" | "error"
 * | "list" | "choosing" | "entering" | "sending" | "pending" | "signingIn" | "renaming" |
 * "savingName" | "updating" | "savingCredentials"`), `carrier-accounts-list`, `carrier-accounts-empty`, `carrier-accounts-items`,
 * `carrier-account` (`data-state="on" | "off"`, `data-connection="connected" | "pending" |
 * "reconnect"`), `carrier-account-name`, `carrier-account-nickname`, `carrier-account-facts`,
 * `carrier-account-connection`, `carrier-account-levels`, `carrier-account-actions`,
 * `carrier-account-switch`, `carrier-accounts-choose`, `carrier-accounts-paths`,
 * `carrier-accounts-form` (`data-state="entering" | "sending"`), `carrier-accounts-pending`,
 * `carrier-accounts-signin` (`data-state="waiting" | "denied"`), `carrier-accounts-form-actions`,
 * `carrier-account-rename-form`; buttons `carrier-accounts-add`, `carrier-account-rename`,
 * `carrier-account-reconnect`, `carrier-account-credentials`, `carrier-accounts-continue`, `carrier-accounts-submit`,
 * `carrier-account-rename-save`.
 *
 * @example
 * <CarrierAccounts
 *   signin={{ route: '/api/carrier-signin', callbackUrl: '/carrier-signin/done' }}
 *   onCarrierConnected={(account) => console.log('connected', account.carrier)}
 * />
 */
export const CarrierAccounts = /* @__PURE__ */ React.forwardRef<HTMLElement, CarrierAccountsProps>(function CarrierAccounts(
  { carriers: hostCarriers = NO_CARRIERS, signin, connectOnly = false, onCarrierConnected, onCarrierUpdated, onError, ...sectionProps },
  forwardedRef,
) {
  const { messages, locale } = useShippingElements('CarrierAccounts', CARRIER_ACCOUNTS_TEXT);
  const text = messages.carrierAccounts;
  const connections = React.useMemo(() => mergedCarriers(hostCarriers), [hostCarriers]);
  const flow = useCarrierAccountsController({ connections, signin, onCarrierConnected, onCarrierUpdated, onError });
  usePreloaded(ConnectDialog.code, RenameDialog.code);
  const { state, actions } = flow;
  const { dataState, news } = listFrame(flow, text.announce, locale);

  return (
    <BlockFrame
      ref={forwardedRef}
      {...sectionProps}
      part="carrier-accounts"
      state={dataState}
      title={connectOnly ? text.add : text.title}
      busy={!flow.ready || state.step === 'sending' || state.step === 'savingName'}
      announcement={news}
    >
      {!connectOnly && <p data-se-part="carrier-accounts-intro">{text.intro}</p>}
      {flow.ready ? (
        <>
          <Button part="carrier-accounts-add" onClick={actions.openConnect}>
            {text.add}
          </Button>
          {state.notice && <ErrorNotice error={state.notice} />}
          {!connectOnly && (
            <AccountList
              accounts={flow.accounts}
              switching={state.switching}
              signinEnabled={flow.signinEnabled}
              onRename={actions.openRename}
              onSwitch={actions.switchAccount}
              onReconnect={actions.reconnect}
              hasCredentials={flow.hasCredentials}
              onUpdateCredentials={actions.openCredentials}
            />
          )}
          <Dialogs flow={flow} carriers={offeredCarriers(connections, flow.accounts)} />
        </>
      ) : flow.loadError ? (
        <ErrorNotice error={flow.loadError} message={text.loadError} onRetry={actions.retryLoad} />
      ) : (
        <Skeleton rows={3} label={messages.common.loading} />
      )}
    </BlockFrame>
  );
});
CarrierAccounts.displayName = 'CarrierAccounts';

const NO_CARRIERS: readonly CarrierAccountsCarrier[] = [];

/** The steps the connect dialog shows: the connect flow, and an account's credentials entered again. */
const CONNECT_STEPS = new Set<CarrierAccountsController['state']['step']>(['choosing', 'entering', 'sending', 'pending', 'signingIn', 'updating', 'savingCredentials']);

/** The connect flow's dialog and the nickname dialog, mounted closed so their code is there when they open. */
function Dialogs({ flow, carriers }: { flow: CarrierAccountsController; carriers: readonly ConnectableCarrier[] }): React.JSX.Element {
  const { state, actions, current } = flow;
  const connecting = CONNECT_STEPS.has(state.step);
  const renaming = state.step === 'renaming' || state.step === 'savingName';
  const reconnect = () => current && actions.reconnect(current);
  const credentialsCarrier = state.step === 'updating' || state.step === 'savingCredentials' ? carriers.find((carrier) => carrier.connection.carrier === state.carrier) : undefined;
  const updating = credentialsCarrier && {
    name: accountName(current),
    refused: current !== undefined && connectionOf(current) === 'reconnect',
    values: credentialsValues(credentialsCarrier.connection, current),
  };
  return (
    <>
      <ConnectDialog
        open={connecting}
        state={state}
        carriers={carriers}
        signinEnabled={flow.signinEnabled}
        signinCarrier={current?.carrier_name ?? current?.carrier ?? ''}
        updating={updating}
        actions={{ ...actions, reconnect }}
        onClose={actions.close}
      />
      <RenameDialog
        key={renaming ? `rename-${state.accountId}` : 'closed'}
        open={renaming}
        name={accountName(current)}
        nickname={current?.metadata ?? ''}
        pending={state.step === 'savingName'}
        error={state.step === 'renaming' ? state.error : null}
        onSave={actions.rename}
        onClose={actions.close}
      />
    </>
  );
}
