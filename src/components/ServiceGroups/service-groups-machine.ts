import type { ShippingElementsError } from '../../api/errors';

/** What the block last said in its live region (the group's name goes with it). */
export type ServiceGroupsNews = { kind: 'created' | 'saved' | 'removed' | 'on' | 'off'; name: string } | null;

/** What every step keeps: the group being switched on or off, its failure, and the last news. */
interface Shared {
  /** The group whose switch request is in flight. */
  switching: string | null;
  /** The last switch or delete request that failed, shown above the list. */
  notice: ShippingElementsError | null;
  news: ServiceGroupsNews;
}

/**
 * The flow of ServiceGroups as data: the list, the group dialog (a new group when `groupId` is
 * `null`) and its one save request, the delete confirmation and its one request. The groups
 * themselves are the list query's.
 */
export type ServiceGroupsState =
  | ({ step: 'list' } & Shared)
  | ({ step: 'editing'; groupId: string | null; error: ShippingElementsError | null; rejected: readonly string[] } & Shared)
  | ({ step: 'saving'; groupId: string | null } & Shared)
  | ({ step: 'confirmingRemove'; groupId: string; error: ShippingElementsError | null } & Shared)
  | ({ step: 'removing'; groupId: string } & Shared);

export type ServiceGroupsEvent =
  | { type: 'createOpened' }
  | { type: 'editOpened'; groupId: string }
  /** The dialog asked to close (Cancel, Escape); ignored while its request is in flight. */
  | { type: 'dialogClosed' }
  | { type: 'saveRequested' }
  | { type: 'saved'; name: string }
  /** The save failed; `rejected` are the form fields the API blamed (then no general notice). */
  | { type: 'saveFailed'; error: ShippingElementsError; rejected: readonly string[] }
  | { type: 'removeAsked'; groupId: string }
  | { type: 'removeConfirmed' }
  | { type: 'removed'; name: string }
  | { type: 'removeFailed'; error: ShippingElementsError }
  | { type: 'switchRequested'; groupId: string }
  | { type: 'switched'; name: string; on: boolean }
  | { type: 'switchFailed'; error: ShippingElementsError };

/** The list, as the block first shows it. */
export function initialServiceGroupsState(): ServiceGroupsState {
  return { step: 'list', switching: null, notice: null, news: null };
}

const shared = ({ switching, notice, news }: ServiceGroupsState): Shared => ({ switching, notice, news });

/** The dialog's answer and the list's switches: the parts of the machine that do not open or close a dialog. */
function requestOutcome(state: ServiceGroupsState, event: ServiceGroupsEvent): ServiceGroupsState {
  switch (event.type) {
    case 'saved':
      return state.step === 'saving' ? { step: 'list', ...shared(state), news: { kind: state.groupId === null ? 'created' : 'saved', name: event.name } } : state;
    case 'saveFailed':
      return state.step === 'saving' ? { step: 'editing', groupId: state.groupId, error: event.error, rejected: event.rejected, ...shared(state) } : state;
    case 'removed':
      return state.step === 'removing' ? { step: 'list', ...shared(state), notice: null, news: { kind: 'removed', name: event.name } } : state;
    case 'removeFailed':
      return state.step === 'removing' ? { step: 'confirmingRemove', groupId: state.groupId, error: event.error, ...shared(state) } : state;
    case 'switchRequested':
      return state.switching === null ? { ...state, switching: event.groupId, notice: null } : state;
    case 'switched':
      return { ...state, switching: null, news: { kind: event.on ? 'on' : 'off', name: event.name } };
    case 'switchFailed':
      return { ...state, switching: null, notice: event.error };
    case 'createOpened':
    case 'editOpened':
    case 'dialogClosed':
    case 'saveRequested':
    case 'removeAsked':
    case 'removeConfirmed':
      return state;
    default:
      return event satisfies never;
  }
}

/** The transitions; an event that does not apply to the current step leaves it as it is. */
export function serviceGroupsMachine(state: ServiceGroupsState, event: ServiceGroupsEvent): ServiceGroupsState {
  switch (event.type) {
    case 'createOpened':
      return state.step === 'list' ? { step: 'editing', groupId: null, error: null, rejected: [], ...shared(state) } : state;
    case 'editOpened':
      return state.step === 'list' ? { step: 'editing', groupId: event.groupId, error: null, rejected: [], ...shared(state) } : state;
    case 'dialogClosed':
      return state.step === 'editing' || state.step === 'confirmingRemove' ? { step: 'list', ...shared(state) } : state;
    case 'saveRequested':
      return state.step === 'editing' ? { step: 'saving', groupId: state.groupId, ...shared(state) } : state;
    case 'removeAsked':
      return state.step === 'list' ? { step: 'confirmingRemove', groupId: event.groupId, error: null, ...shared(state) } : state;
    case 'removeConfirmed':
      return state.step === 'confirmingRemove' ? { step: 'removing', groupId: state.groupId, ...shared(state) } : state;
    case 'saved':
    case 'saveFailed':
    case 'removed':
    case 'removeFailed':
    case 'switchRequested':
    case 'switched':
    case 'switchFailed':
      return requestOutcome(state, event);
    default:
      return event satisfies never;
  }
}
