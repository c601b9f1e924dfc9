'use client';

import * as React from 'react';
import type { CarrierAccount } from '../../api/resources/carrier-accounts';
import { useLatestCallback } from '../../internal/use-latest-callback';
import type { CarrierAccountsEvent, CarrierAccountsState } from './carrier-accounts-machine';
import { callbackOrigin, newSigninState, rememberSignin, signinHref, signinResultOf, takeReturnedSignin, type SigninResult } from './carrier-signin';

/** Where a carrier's OAuth sign-in goes through the host: its server route and its callback page. */
export interface CarrierSigninOptions {
  /**
   * The host's route that starts a sign-in (a `createCarrierSigninHandler` of
   * `shipping-elements/server`); the block adds `carrier_account`, `state` and `redirect_uri`.
   */
  route: string;
  /** The host's page that calls `completeCarrierSignin()`, on the page's origin: the carrier sends the person back there. */
  callbackUrl: string;
}

interface SigninInput {
  options: CarrierSigninOptions | undefined;
  state: CarrierAccountsState;
  dispatch: (event: CarrierAccountsEvent) => void;
  /** Reads the account again once the carrier answered, and reports it. */
  finish: (accountId: string, result: SigninResult) => void;
}

/**
 * The OAuth sign-in of an account: `start` opens the host's route in a popup with a new random
 * `state` (a blocked popup sends the page itself, the state kept in sessionStorage). While it runs,
 * one `message` listener accepts only a message from the callback page's origin carrying that
 * state, once: it is removed when the message came, the step changed, or the block unmounted.
 * A page that comes back from a full-page sign-in resumes it on mount.
 */
export function useCarrierSignin({ options, state, dispatch, finish }: SigninInput) {
  const onFinish = useLatestCallback(finish);
  const accountId = state.step === 'signingIn' ? state.accountId : null;
  const expected = state.step === 'signingIn' ? state.signinState : null;
  const callbackUrl = options?.callbackUrl;

  React.useEffect(() => {
    if (accountId === null || expected === null || callbackUrl === undefined) {return undefined;}
    const origin = callbackOrigin(callbackUrl);
    const listener = (event: MessageEvent) => {
      const result = event.origin === origin ? signinResultOf(event.data) : null;
      if (result === null || result.state !== expected) {return;}
      window.removeEventListener('message', listener);
      onFinish(accountId, result);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [accountId, expected, callbackUrl, onFinish]);

  // A full-page sign-in that came back to this page: its answer is read once, then resumed.
  React.useEffect(() => {
    const returned = takeReturnedSignin();
    if (returned) {
      dispatch({ type: 'signinStarted', accountId: returned.issued.accountId, signinState: null });
      onFinish(returned.issued.accountId, returned.result);
    }
  }, [dispatch, onFinish]);

  const start = (account: CarrierAccount) => {
    if (!options) {return;}
    const signinState = newSigninState();
    const href = signinHref(options.route, account.object_id, signinState, options.callbackUrl);
    const popup = window.open(href, 'shipping-elements-carrier-signin', 'popup,width=520,height=680');
    dispatch({ type: 'signinStarted', accountId: account.object_id, signinState });
    if (popup === null) {
      rememberSignin({ state: signinState, accountId: account.object_id, returnTo: window.location.href });
      window.location.assign(href);
    }
  };

  return { enabled: options !== undefined, start };
}
