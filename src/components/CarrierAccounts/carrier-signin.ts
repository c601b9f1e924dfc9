// A carrier's OAuth sign-in, on the browser's side: the block opens the host's sign-in route (see
// `createCarrierSigninHandler` in `shipping-elements/server`) in a popup with a random single-use
// `state`; the host's callback page calls `completeCarrierSignin()`, which posts `{ type, state,
// error? }` to the opener on its own origin. When the popup is blocked the page itself goes, with
// the state (never a token) kept in sessionStorage, and the block resumes on return.

/** The `type` of the message the callback page posts to the block. */
export const SIGNIN_MESSAGE = 'shipping-elements:carrier-signin';

/** The sessionStorage keys of a full-page sign-in: what the block issued, and what the callback page read. */
const ISSUED_KEY = 'shipping-elements:carrier-signin:issued';
const RESULT_KEY = 'shipping-elements:carrier-signin:result';

/** What the callback page reports: the state it came back with, and the carrier's error if any. */
export interface SigninResult {
  state: string;
  error: string | null;
}

/** A full-page sign-in the block started: the state, the account, the page to come back to. */
export interface IssuedSignin {
  state: string;
  accountId: string;
  returnTo: string;
}

/** A random `state` of 32 hex digits (128 bits) from the platform's generator. */
export function newSigninState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The host's sign-in route for `accountId`, with the state and where the carrier sends the person back. */
export function signinHref(route: string, accountId: string, state: string, callbackUrl: string): string {
  const url = new URL(route, window.location.href);
  url.searchParams.set('carrier_account', accountId);
  url.searchParams.set('state', state);
  url.searchParams.set('redirect_uri', new URL(callbackUrl, window.location.href).href);
  return url.href;
}

/** The origin the callback page posts from: the callback URL's own. */
export function callbackOrigin(callbackUrl: string): string {
  return new URL(callbackUrl, window.location.href).origin;
}

/** The result a message carries when it is a sign-in message at all; the caller checks its origin and state. */
export function signinResultOf(data: unknown): SigninResult | null {
  if (typeof data !== 'object' || data === null) {return null;}
  const { type, state, error } = data as Record<string, unknown>;
  if (type !== SIGNIN_MESSAGE || typeof state !== 'string') {return null;}
  return { state, error: typeof error === 'string' ? error : null };
}

/** Keeps a full-page sign-in's state for the return (sessionStorage: this tab only). */
export function rememberSignin(issued: IssuedSignin): void {
  window.sessionStorage.setItem(ISSUED_KEY, JSON.stringify(issued));
  window.sessionStorage.removeItem(RESULT_KEY);
}

/**
 * A full-page sign-in that came back: the issued state and the callback's result, removed as they
 * are read (single use). `null` when none is waiting or the result's state is not the one issued.
 */
export function takeReturnedSignin(): { issued: IssuedSignin; result: SigninResult } | null {
  const storage = window.sessionStorage;
  const issuedText = storage.getItem(ISSUED_KEY);
  const resultText = storage.getItem(RESULT_KEY);
  if (issuedText === null || resultText === null) {return null;}
  storage.removeItem(ISSUED_KEY);
  storage.removeItem(RESULT_KEY);
  try {
    const issued = JSON.parse(issuedText) as IssuedSignin;
    const result = signinResultOf(JSON.parse(resultText));
    return result && typeof issued.state === 'string' && result.state === issued.state ? { issued, result } : null;
  } catch {
    return null;
  }
}

/** What {@link completeCarrierSignin} did. */
export type CompletedSignin = 'posted' | 'returning' | 'nothing';

/**
 * Ends a carrier's OAuth sign-in on the host's callback page (its `redirect_uri`). Call it once
 * when the page loads. In the popup, it posts the carrier's answer (`state`, and `error` when the
 * person refused) to the page that opened it, on this page's own origin only, and closes the
 * popup: CarrierAccounts checks the origin and its single-use state. After a full-page sign-in
 * (the popup was blocked), it keeps the answer in this tab's sessionStorage and goes back to the
 * page the block was on, which resumes. Nothing secret passes: the URL holds no token.
 *
 * @returns `'posted'` (popup), `'returning'` (full page), or `'nothing'` (no sign-in to end).
 *
 * @example
 * // On the page at the callback URL given to CarrierAccounts' `signin.callbackUrl`:
 * import { completeCarrierSignin } from 'shipping-elements';
 * completeCarrierSignin();
 */
export function completeCarrierSignin(): CompletedSignin {
  const params = new URLSearchParams(window.location.search);
  const state = params.get('state');
  if (state === null) {return 'nothing';}
  const message = { type: SIGNIN_MESSAGE, state, ...(params.get('error') ? { error: params.get('error') } : {}) };
  const opener = window.opener as Window | null;
  if (opener && opener !== window) {
    opener.postMessage(message, window.location.origin);
    window.close();
    return 'posted';
  }
  const issuedText = window.sessionStorage.getItem(ISSUED_KEY);
  if (issuedText === null) {return 'nothing';}
  window.sessionStorage.setItem(RESULT_KEY, JSON.stringify(message));
  const { returnTo } = JSON.parse(issuedText) as IssuedSignin;
  // Only back to a page of this origin.
  const target = new URL(returnTo, window.location.href);
  window.location.replace(target.origin === window.location.origin ? target.href : '/');
  return 'returning';
}
