'use client';

import * as React from 'react';
import type { CarrierAccount } from '../../api/resources/carrier-accounts';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { Button } from '../../ui/Button';
import { CARRIER_ACCOUNTS_TEXT } from './carrier-accounts-text';
import { accountName, connectionOf } from './carrier-accounts-view';

/** Props of {@link AccountList}. */
export interface AccountListProps {
  accounts: readonly CarrierAccount[];
  /** The account whose switch request is in flight. */
  switching: string | null;
  /** Whether an OAuth account can be signed in again (the host gave its sign-in route). */
  signinEnabled: boolean;
  onRename: (accountId: string) => void;
  onSwitch: (account: CarrierAccount) => void;
  onReconnect: (account: CarrierAccount) => void;
  /** Whether an account's credentials can be entered again here (an own account of a carrier with a credentials form). */
  hasCredentials: (account: CarrierAccount) => boolean;
  /** Opens the account's credentials form: its reconnect when the carrier refused them, else new credentials. */
  onUpdateCredentials: (account: CarrierAccount) => void;
}

/** The merchant's carrier accounts, one card each: carrier and nickname, what kind, test or live, its connection, its service levels on demand, the switch, the nickname, a reconnect. */
export function AccountList({ accounts, switching, signinEnabled, onRename, onSwitch, onReconnect, hasCredentials, onUpdateCredentials }: AccountListProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('CarrierAccounts', CARRIER_ACCOUNTS_TEXT);
  const text = messages.carrierAccounts;
  const titleId = `${React.useId()}-accounts`;
  return (
    <div data-se-part="carrier-accounts-list">
      <h3 id={titleId}>{text.listTitle}</h3>
      {accounts.length === 0 ? (
        <p data-se-part="carrier-accounts-empty">{text.empty}</p>
      ) : (
        <ul aria-labelledby={titleId} data-se-part="carrier-accounts-items">
          {accounts.map((account) => {
            const on = account.active !== false;
            const name = accountName(account);
            const connection = connectionOf(account);
            const oauth = account.object_info?.authentication?.type === 'oauth';
            const levels = account.service_levels ?? [];
            return (
              <li key={account.object_id} data-se-part="carrier-account" data-state={on ? 'on' : 'off'} data-connection={connection}>
                <h4 data-se-part="carrier-account-name">
                  {account.carrier_name || account.carrier}
                  {account.metadata ? <span data-se-part="carrier-account-nickname"> · {account.metadata}</span> : null}
                </h4>
                <dl data-se-part="carrier-account-facts">
                  <dt>{text.facts.kind}</dt>
                  <dd>{account.is_shippo_account ? text.facts.service : text.facts.own}</dd>
                  {account.account_id && (
                    <>
                      <dt>{text.facts.accountId}</dt>
                      <dd>{account.account_id}</dd>
                    </>
                  )}
                  <dt>{text.facts.mode}</dt>
                  <dd>{account.test === false ? text.facts.live : text.facts.test}</dd>
                  <dt>{text.facts.connection}</dt>
                  <dd data-se-part="carrier-account-connection">{text.facts[connection]}</dd>
                </dl>
                <details data-se-part="carrier-account-levels">
                  <summary>{text.serviceLevels}</summary>
                  {levels.length === 0 ? (
                    <p>{text.noServiceLevels}</p>
                  ) : (
                    <ul>
                      {levels.map((level) => (
                        <li key={level.token}>
                          {level.name || level.token}
                          {level.supports_return_labels ? ` (${text.returns})` : ''}
                        </li>
                      ))}
                    </ul>
                  )}
                </details>
                <div data-se-part="carrier-account-actions">
                  <button
                    type="button"
                    role="switch"
                    aria-checked={on}
                    aria-label={formatMessage(text.switchLabel, { name }, locale)}
                    aria-busy={switching === account.object_id || undefined}
                    disabled={switching !== null}
                    data-se-part="carrier-account-switch"
                    onClick={() => onSwitch(account)}
                  >
                    <span aria-hidden="true">{on ? text.on : text.off}</span>
                  </button>
                  <Button variant="secondary" part="carrier-account-rename" aria-label={formatMessage(text.renameNamed, { name }, locale)} onClick={() => onRename(account.object_id)}>
                    {text.rename}
                  </Button>
                  {oauth && connection !== 'connected' && signinEnabled && (
                    <Button variant="secondary" part="carrier-account-reconnect" onClick={() => onReconnect(account)}>
                      {formatMessage(text.reconnectNamed, { name }, locale)}
                    </Button>
                  )}
                  {hasCredentials(account) &&
                    (connection === 'reconnect' ? (
                      <Button variant="secondary" part="carrier-account-reconnect" onClick={() => onUpdateCredentials(account)}>
                        {formatMessage(text.reconnectNamed, { name }, locale)}
                      </Button>
                    ) : (
                      <Button
                        variant="secondary"
                        part="carrier-account-credentials"
                        aria-label={formatMessage(text.updateCredentialsNamed, { name }, locale)}
                        onClick={() => onUpdateCredentials(account)}
                      >
                        {text.updateCredentials}
                      </Button>
                    ))}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
