import type { ShippingElementsError } from '../../api/errors';

/** How an account is connected: the merchant's own (credentials, or an OAuth sign-in after), or through the service itself. */
export type ConnectPath = 'own' | 'service';

/** Why a carrier's OAuth sign-in did not connect: the person said no at the carrier (or the carrier refused). */
export type SigninFailure = 'denied';

/** What the block last said in its live region (the account's name goes with it). */
export type CarrierAccountsNews = {
  kind: 'connected' | 'registered' | 'pending' | 'renamed' | 'on' | 'off' | 'signedIn' | 'signinDenied' | 'credentialsSaved';
  name: string;
} | null;

/** What every step keeps: the account being switched, its failure, and the last news. */
interface Shared {
  /** The account whose switch request is in flight. */
  switching: string | null;
  /** The last switch that failed, shown above the list. */
  notice: ShippingElementsError | null;
  news: CarrierAccountsNews;
}

/**
 * The flow of CarrierAccounts as data: the list; the connect dialog (`choosing` a carrier and
 * a path, `entering` its fields, `sending` them); a registration through the service `pending`
 * the carrier's terms; an OAuth sign-in under way (`signingIn`, with the single-use `signinState`
 * the block issued); the nickname dialog; an own account's credentials entered again (`updating`,
 * then `savingCredentials`: a reconnect, or new credentials). The accounts themselves are the list
 * query's.
 */
export type CarrierAccountsState =
  | ({ step: 'list' } & Shared)
  | ({ step: 'choosing' } & Shared)
  | ({ step: 'entering'; carrier: string; path: ConnectPath; error: ShippingElementsError | null; rejected: readonly string[] } & Shared)
  | ({ step: 'sending'; carrier: string; path: ConnectPath } & Shared)
  | ({ step: 'pending'; carrier: string; accountId: string } & Shared)
  | ({ step: 'signingIn'; accountId: string; signinState: string | null; failure: SigninFailure | null } & Shared)
  | ({ step: 'renaming'; accountId: string; error: ShippingElementsError | null } & Shared)
  | ({ step: 'savingName'; accountId: string } & Shared)
  | ({ step: 'updating'; accountId: string; carrier: string; error: ShippingElementsError | null; rejected: readonly string[] } & Shared)
  | ({ step: 'savingCredentials'; accountId: string; carrier: string } & Shared);

export type CarrierAccountsEvent =
  | { type: 'connectOpened' }
  | { type: 'carrierChosen'; carrier: string; path: ConnectPath }
  | { type: 'wentBack' }
  /** A dialog asked to close (Cancel, Escape); ignored while its request is in flight. */
  | { type: 'dialogClosed' }
  | { type: 'connectRequested' }
  | { type: 'connected'; name: string }
  /** The request failed; `rejected` are the form fields the API blamed (then no general notice). */
  | { type: 'connectFailed'; error: ShippingElementsError; rejected: readonly string[] }
  | { type: 'registered'; accountId: string }
  | { type: 'registrationActivated'; name: string }
  /**
   * A popup (or a full-page redirect) went to the carrier's consent page with `signinState`;
   * `null` when the block resumes a full-page sign-in whose answer is already read.
   */
  | { type: 'signinStarted'; accountId: string; signinState: string | null }
  | { type: 'signedIn'; name: string }
  | { type: 'signinFailed'; failure: SigninFailure; name: string }
  | { type: 'renameOpened'; accountId: string }
  | { type: 'renameRequested' }
  | { type: 'renamed'; name: string }
  | { type: 'renameFailed'; error: ShippingElementsError }
  | { type: 'switchRequested'; accountId: string }
  | { type: 'switched'; name: string; on: boolean }
  | { type: 'switchFailed'; error: ShippingElementsError }
  /** The credentials form of an own account opened (its reconnect, or "Update credentials"). */
  | { type: 'credentialsOpened'; accountId: string; carrier: string }
  | { type: 'credentialsRequested' }
  | { type: 'credentialsSaved'; name: string }
  /** The `PUT` failed; `rejected` are the form fields the API blamed (then no general notice). */
  | { type: 'credentialsFailed'; error: ShippingElementsError; rejected: readonly string[] };

/** The list, as the block first shows it. */
export function initialCarrierAccountsState(): CarrierAccountsState {
  return { step: 'list', switching: null, notice: null, news: null };
}

const shared = ({ switching, notice, news }: CarrierAccountsState): Shared => ({ switching, notice, news });
const toList = (state: CarrierAccountsState, news: CarrierAccountsNews = state.news): CarrierAccountsState => ({ step: 'list', ...shared(state), news });

/** The answers of requests and sign-ins: the parts of the machine that do not open a dialog. */
function outcome(state: CarrierAccountsState, event: CarrierAccountsEvent): CarrierAccountsState {
  switch (event.type) {
    case 'connected':
      return state.step === 'sending' ? toList(state, { kind: 'connected', name: event.name }) : state;
    case 'connectFailed':
      return state.step === 'sending'
        ? { step: 'entering', carrier: state.carrier, path: state.path, error: event.error, rejected: event.rejected, ...shared(state) }
        : state;
    case 'registered':
      return state.step === 'sending' ? { step: 'pending', carrier: state.carrier, accountId: event.accountId, ...shared(state) } : state;
    case 'registrationActivated':
      return state.step === 'pending' ? toList(state, { kind: 'registered', name: event.name }) : state;
    case 'signedIn':
      return state.step === 'signingIn' ? toList(state, { kind: 'signedIn', name: event.name }) : state;
    case 'signinFailed':
      // The state was used: a second message with it is not listened for.
      return state.step === 'signingIn' ? { ...state, signinState: null, failure: event.failure, news: { kind: 'signinDenied', name: event.name } } : state;
    case 'renamed':
      return state.step === 'savingName' ? toList(state, { kind: 'renamed', name: event.name }) : state;
    case 'renameFailed':
      return state.step === 'savingName' ? { step: 'renaming', accountId: state.accountId, error: event.error, ...shared(state) } : state;
    case 'switchRequested':
      return state.switching === null ? { ...state, switching: event.accountId, notice: null } : state;
    case 'switched':
      return { ...state, switching: null, news: { kind: event.on ? 'on' : 'off', name: event.name } };
    case 'switchFailed':
      return { ...state, switching: null, notice: event.error };
    case 'credentialsSaved':
      return state.step === 'savingCredentials' ? toList(state, { kind: 'credentialsSaved', name: event.name }) : state;
    case 'credentialsFailed':
      return state.step === 'savingCredentials'
        ? { step: 'updating', accountId: state.accountId, carrier: state.carrier, error: event.error, rejected: event.rejected, ...shared(state) }
        : state;
    case 'connectOpened':
    case 'carrierChosen':
    case 'wentBack':
    case 'dialogClosed':
    case 'connectRequested':
    case 'signinStarted':
    case 'renameOpened':
    case 'renameRequested':
    case 'credentialsOpened':
    case 'credentialsRequested':
      return state;
    default:
      return event satisfies never;
  }
}

/** The transitions; an event that does not apply to the current step leaves it as it is. */
export function carrierAccountsMachine(state: CarrierAccountsState, event: CarrierAccountsEvent): CarrierAccountsState {
  switch (event.type) {
    case 'connectOpened':
      return state.step === 'list' ? { step: 'choosing', ...shared(state) } : state;
    case 'carrierChosen':
      return state.step === 'choosing' ? { step: 'entering', carrier: event.carrier, path: event.path, error: null, rejected: [], ...shared(state) } : state;
    case 'wentBack':
      return state.step === 'entering' ? { step: 'choosing', ...shared(state) } : state;
    case 'dialogClosed':
      return state.step === 'choosing' ||
        state.step === 'entering' ||
        state.step === 'pending' ||
        state.step === 'signingIn' ||
        state.step === 'renaming' ||
        state.step === 'updating'
        ? toList(state)
        : state;
    case 'connectRequested':
      return state.step === 'entering' ? { step: 'sending', carrier: state.carrier, path: state.path, ...shared(state) } : state;
    case 'signinStarted':
      // From the list (reconnect) or right after an OAuth carrier's account was created.
      return state.step === 'list' || state.step === 'sending' || state.step === 'signingIn'
        ? { step: 'signingIn', accountId: event.accountId, signinState: event.signinState, failure: null, ...shared(state) }
        : state;
    case 'renameOpened':
      return state.step === 'list' ? { step: 'renaming', accountId: event.accountId, error: null, ...shared(state) } : state;
    case 'renameRequested':
      return state.step === 'renaming' ? { step: 'savingName', accountId: state.accountId, ...shared(state) } : state;
    case 'credentialsOpened':
      return state.step === 'list' ? { step: 'updating', accountId: event.accountId, carrier: event.carrier, error: null, rejected: [], ...shared(state) } : state;
    case 'credentialsRequested':
      return state.step === 'updating' ? { step: 'savingCredentials', accountId: state.accountId, carrier: state.carrier, ...shared(state) } : state;
    case 'connected':
    case 'connectFailed':
    case 'registered':
    case 'registrationActivated':
    case 'signedIn':
    case 'signinFailed':
    case 'renamed':
    case 'renameFailed':
    case 'switchRequested':
    case 'switched':
    case 'switchFailed':
    case 'credentialsSaved':
    case 'credentialsFailed':
      return outcome(state, event);
    default:
      return event satisfies never;
  }
}
