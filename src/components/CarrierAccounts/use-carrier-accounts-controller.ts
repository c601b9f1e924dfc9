'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { CarrierAccount } from '../../api/resources/carrier-accounts';
import { useLatestCallback } from '../../internal/use-latest-callback';
import { useReportQueryError } from '../../internal/use-report-query-error';
import { useSubmitGuard } from '../../internal/use-submit-guard';
import type { CarrierConnection } from '../../lib/carrier-fields';
import { useShippingElements } from '../../provider/context';
import { useReportError } from '../../provider/use-report-error';
import {
  carrierAccountKeys,
  carrierAccountQueries,
  useCarrierAccounts,
  useCarrierRegistrationStatus,
  useConnectCarrierAccount,
  useRegisterCarrierAccount,
} from '../../queries/carrier-accounts';
import { rejectedFieldsOf } from '../../ui/use-step-form';
import { carrierAccountsMachine, initialCarrierAccountsState } from './carrier-accounts-machine';
import type { SigninResult } from './carrier-signin';
import { accountName } from './carrier-accounts-view';
import { connectFormPath, toCarrierAccountInput, toRegistrationInput, type ConnectFormValues } from './connect-values';
import { hasCredentials, useAccountChanges } from './use-account-changes';
import { useCarrierSignin, type CarrierSigninOptions } from './use-carrier-signin';

/** What {@link useCarrierAccountsController} needs from CarrierAccounts's props. */
export interface CarrierAccountsControllerInput {
  connections: readonly CarrierConnection[];
  signin: CarrierSigninOptions | undefined;
  onCarrierConnected: ((account: CarrierAccount) => void) | undefined;
  onCarrierUpdated: ((account: CarrierAccount) => void) | undefined;
  onError: ((error: ShippingElementsError) => void) | undefined;
}

// The accounts with their service levels (the disclosure shows them): the same list ServiceGroups reads.
const ACCOUNTS = { service_levels: true, results: 100 } as const;

/** Calls `onActive` once for each account id that becomes non-null (a registration the carrier accepted). */
function useOnceActive(accountId: string | null, onActive: (accountId: string) => void): void {
  const latest = useLatestCallback(onActive);
  React.useEffect(() => {
    if (accountId !== null) {latest(accountId);}
  }, [accountId, latest]);
}

/** What the controller gives the root and its parts. */
export type CarrierAccountsController = ReturnType<typeof useCarrierAccountsController>;

/**
 * The controller of CarrierAccounts: the accounts, the machine, and the actions. Each request
 * (connect, register, rename, switch) starts in its action, once at a time; the registration's
 * status is followed while it is pending; an OAuth sign-in is `useCarrierSignin`'s.
 */
export function useCarrierAccountsController({ connections, signin: signinOptions, onCarrierConnected, onCarrierUpdated, onError }: CarrierAccountsControllerInput) {
  const { api, queryClient, emit } = useShippingElements('CarrierAccounts');
  const reportError = useReportError('CarrierAccounts', onError);
  const reportConnected = useLatestCallback((account: CarrierAccount) => {
    emit({ type: 'carrier_account.connected', account });
    onCarrierConnected?.(account);
  });
  const reportUpdated = useLatestCallback((account: CarrierAccount) => {
    emit({ type: 'carrier_account.updated', account });
    onCarrierUpdated?.(account);
  });
  const [state, dispatch] = React.useReducer(carrierAccountsMachine, undefined, initialCarrierAccountsState);
  const guard = useSubmitGuard('in-flight');
  const accounts = useCarrierAccounts(ACCOUNTS);
  const { connect } = useConnectCarrierAccount();
  const { register } = useRegisterCarrierAccount();
  const registration = useCarrierRegistrationStatus(state.step === 'pending' ? state.carrier : '', { enabled: state.step === 'pending' });

  useReportQueryError(accounts.error, reportError);
  const list = accounts.data?.results ?? [];
  const accountOf = (accountId: string | null): CarrierAccount | undefined => list.find((account) => account.object_id === accountId);
  const connectionOf = (carrier: string) => connections.find((connection) => connection.carrier === carrier);
  const failed = (error: unknown): ShippingElementsError => {
    reportError(error as ShippingElementsError);
    return error as ShippingElementsError;
  };
  /** The account as the API has it now (not the list's cached copy). */
  const reread = (accountId: string) => queryClient.fetchQuery({ ...carrierAccountQueries.detail(api, accountId), staleTime: 0 });

  const signin = useCarrierSignin({
    options: signinOptions,
    state,
    dispatch,
    finish: (accountId: string, result: SigninResult) => {
      void queryClient.invalidateQueries({ queryKey: carrierAccountKeys.lists() });
      void reread(accountId).then(
        (account) => {
          if (result.error === null && account.object_info?.authentication?.status === 'connected') {
            dispatch({ type: 'signedIn', name: accountName(account) });
            reportConnected(account);
          } else {
            dispatch({ type: 'signinFailed', failure: 'denied', name: accountName(account) });
          }
        },
        (error: unknown) => {
          failed(error);
          dispatch({ type: 'signinFailed', failure: 'denied', name: accountName(accountOf(accountId)) });
        },
      );
    },
  });

  // The carrier accepted the terms: the account is read again, then reported once.
  useOnceActive(state.step === 'pending' && registration.data?.status === 'ACTIVE' ? state.accountId : null, (accountId) => {
    void queryClient.invalidateQueries({ queryKey: carrierAccountKeys.lists() });
    reread(accountId).then((account) => {
      dispatch({ type: 'registrationActivated', name: accountName(account) });
      reportConnected(account);
    }, failed);
  });

  const changes = useAccountChanges({ state, dispatch, guard, accountOf, connectionOf, failed, reportUpdated });

  const actions = {
    ...changes,
    openConnect: () => dispatch({ type: 'connectOpened' }),
    choose: (carrier: string, path: 'own' | 'service') => dispatch({ type: 'carrierChosen', carrier, path }),
    back: () => dispatch({ type: 'wentBack' }),
    close: () => dispatch({ type: 'dialogClosed' }),
    /** Sends the connect form: an own account (then its OAuth sign-in when the carrier signs in so), or a registration through the service. */
    connect: (values: ConnectFormValues) => {
      const connection = state.step === 'entering' ? connectionOf(state.carrier) : undefined;
      if (state.step !== 'entering' || connection === undefined) {return;}
      const { path } = state;
      void guard.run(async () => {
        dispatch({ type: 'connectRequested' });
        try {
          if (path === 'service') {
            const account = await register(toRegistrationInput(connection, values));
            dispatch({ type: 'registered', accountId: account.object_id });
          } else {
            const account = await connect(toCarrierAccountInput(connection, values));
            if (connection.authentication === 'oauth') {
              signin.start(account);
            } else {
              dispatch({ type: 'connected', name: accountName(account) });
              reportConnected(account);
            }
          }
        } catch (error) {
          const kitError = failed(error);
          dispatch({ type: 'connectFailed', error: kitError, rejected: rejectedFieldsOf(kitError, connectFormPath(connection, path)) });
        }
      });
    },
    /** Asks the carrier's registration status now, instead of at the next poll. */
    checkRegistration: () => void registration.refetch(),
    /** Signs in at the carrier again (an OAuth account that needs reconnecting, or a sign-in refused). */
    reconnect: (account: CarrierAccount) => signin.start(account),
    retryLoad: () => void accounts.refetch(),
  };

  return {
    state,
    ready: accounts.data !== undefined,
    loadError: accounts.error,
    accounts: list,
    /** The account the nickname dialog, the credentials form or the sign-in is about. */
    current: 'accountId' in state ? accountOf(state.accountId) : undefined,
    /** Whether an account's credentials can be entered again (an own account of a carrier with a credentials form). */
    hasCredentials: (account: CarrierAccount) => hasCredentials(account, connectionOf),
    /** Where the pending registration stands (`PENDING_TERMS` until the carrier accepts). */
    registrationStatus: registration.data?.status,
    signinEnabled: signin.enabled,
    actions,
  };
}
