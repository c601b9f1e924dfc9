'use client';

import type { ShippingElementsError } from '../../api/errors';
import type { CarrierAccount, CarrierAccountUpdate } from '../../api/resources/carrier-accounts';
import type { SubmitGuard } from '../../internal/use-submit-guard';
import type { CarrierConnection } from '../../lib/carrier-fields';
import { useUpdateCarrierAccount } from '../../queries/carrier-accounts';
import { rejectedFieldsOf } from '../../ui/use-step-form';
import type { CarrierAccountsEvent, CarrierAccountsState } from './carrier-accounts-machine';
import { accountName } from './carrier-accounts-view';
import { connectFormPath, toCredentialsUpdate, type ConnectFormValues } from './connect-values';

/** What {@link useAccountChanges} needs from the controller. */
export interface AccountChangesInput {
  state: CarrierAccountsState;
  dispatch: (event: CarrierAccountsEvent) => void;
  guard: SubmitGuard;
  accountOf: (accountId: string | null) => CarrierAccount | undefined;
  connectionOf: (carrier: string) => CarrierConnection | undefined;
  /** Reports a failed request to the host and returns it. */
  failed: (error: unknown) => ShippingElementsError;
  /** Reports an account the API answered changed (`onCarrierUpdated`, `carrier_account.updated`). */
  reportUpdated: (account: CarrierAccount) => void;
}

/**
 * Whether an account's credentials can be entered again here: an own account of a carrier whose
 * specification the block has, that proves itself with credentials (an OAuth one signs in again).
 */
export function hasCredentials(account: CarrierAccount, connectionOf: (carrier: string) => CarrierConnection | undefined): boolean {
  const connection = connectionOf(account.carrier);
  return account.is_shippo_account !== true && account.object_info?.authentication?.type !== 'oauth' && connection?.authentication === 'credentials' && connection.parameters.length > 0;
}

/**
 * The changes of an existing account, each one `PUT /carrier_accounts/{id}` started in its
 * action, once at a time: the switch, the nickname, and new credentials (a reconnect).
 */
export function useAccountChanges({ state, dispatch, guard, accountOf, connectionOf, failed, reportUpdated }: AccountChangesInput) {
  const { update } = useUpdateCarrierAccount();

  /** Sends a changed account and reports the answer. */
  const change = async (account: CarrierAccount, changes: CarrierAccountUpdate) => {
    const saved = await update({ carrierAccountId: account.object_id, changes });
    reportUpdated(saved);
    return saved;
  };

  return {
    openRename: (accountId: string) => dispatch({ type: 'renameOpened', accountId }),
    rename: (nickname: string) => {
      const account = state.step === 'renaming' ? accountOf(state.accountId) : undefined;
      if (account === undefined) {return;}
      void guard.run(async () => {
        dispatch({ type: 'renameRequested' });
        try {
          const saved = await change(account, { metadata: nickname.trim() });
          dispatch({ type: 'renamed', name: accountName(saved) });
        } catch (error) {
          dispatch({ type: 'renameFailed', error: failed(error) });
        }
      });
    },
    /** Switches an account off, or on again (`PUT` with `active`): there is no delete. */
    switchAccount: (account: CarrierAccount) => {
      const on = account.active === false;
      void guard.run(async () => {
        dispatch({ type: 'switchRequested', accountId: account.object_id });
        try {
          const saved = await change(account, { active: on });
          dispatch({ type: 'switched', name: accountName(saved), on });
        } catch (error) {
          dispatch({ type: 'switchFailed', error: failed(error) });
        }
      });
    },
    /** Opens an own account's credentials form: its reconnect, or new credentials. */
    openCredentials: (account: CarrierAccount) => {
      if (hasCredentials(account, connectionOf)) {dispatch({ type: 'credentialsOpened', accountId: account.object_id, carrier: account.carrier });}
    },
    /** Sends the credentials entered again (`PUT` with `parameters`); the API's refused fields go back onto the form. */
    saveCredentials: (values: ConnectFormValues) => {
      const account = state.step === 'updating' ? accountOf(state.accountId) : undefined;
      const connection = account ? connectionOf(account.carrier) : undefined;
      if (account === undefined || connection === undefined) {return;}
      void guard.run(async () => {
        dispatch({ type: 'credentialsRequested' });
        try {
          const saved = await change(account, toCredentialsUpdate(connection, values));
          dispatch({ type: 'credentialsSaved', name: accountName(saved) });
        } catch (error) {
          const kitError = failed(error);
          dispatch({ type: 'credentialsFailed', error: kitError, rejected: rejectedFieldsOf(kitError, connectFormPath(connection, 'update')) });
        }
      });
    },
  };
}
