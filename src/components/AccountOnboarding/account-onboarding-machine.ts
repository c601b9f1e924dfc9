import type { ShippingElementsError } from '../../api/errors';
import type { LabelFileType } from '../../api/resources/transactions';
import type { AccountReadinessGap } from '../AccountStatusBanner';

/** The steps of the setup, in order; `loading` until the API said where the account stands. */
export type AccountOnboardingStep = 'shipFrom' | 'carriers' | 'defaults' | 'review';

/** The steps a person goes through, in order. */
export const ONBOARDING_STEPS: readonly AccountOnboardingStep[] = ['shipFrom', 'carriers', 'defaults', 'review'];

/** The step that fills each gap of the account's setup. */
const STEP_OF_GAP: Readonly<Record<AccountReadinessGap, AccountOnboardingStep>> = { shipFrom: 'shipFrom', carrier: 'carriers', defaultPackage: 'defaults' };

/** What every step keeps: the label file type chosen (the API keeps none for the account). */
interface Shared {
  labelFileType: LabelFileType;
}

/**
 * The flow of AccountOnboarding as data. `loading` until the account's readiness is in, then the
 * first step it misses; `defaults` sends one request (its package, made the default); `review`
 * checks with the API that the account can buy before it says so; `finished` once it did.
 */
export type AccountOnboardingState =
  | ({ step: 'loading' } & Shared)
  | ({ step: 'shipFrom' } & Shared)
  | ({ step: 'carriers' } & Shared)
  | ({ step: 'defaults'; saving: boolean; error: ShippingElementsError | null } & Shared)
  | ({ step: 'review'; checking: boolean } & Shared)
  | ({ step: 'finished' } & Shared);

export type AccountOnboardingEvent =
  /** The API said where the account stands: the first step it misses (else the review). */
  | { type: 'readinessLoaded'; missing: readonly AccountReadinessGap[] }
  /** The step's part is done: on to the next step the account still misses (else the review). */
  | { type: 'stepCompleted'; missing: readonly AccountReadinessGap[] }
  | { type: 'wentBack' }
  | { type: 'labelFileTypeChosen'; labelFileType: LabelFileType }
  | { type: 'defaultsSaveStarted' }
  | { type: 'defaultsSaveFailed'; error: ShippingElementsError }
  | { type: 'readinessCheckStarted' }
  /** The check answered: `ready` when the API says the account can buy a label. */
  | { type: 'readinessChecked'; ready: boolean };

/** The setup before the API said where the account stands. */
export function initialAccountOnboardingState(labelFileType: LabelFileType): AccountOnboardingState {
  return { step: 'loading', labelFileType };
}

/** The state of a step, as the person arrives on it. */
function arrive(step: AccountOnboardingStep, shared: Shared): AccountOnboardingState {
  switch (step) {
    case 'defaults':
      return { step, saving: false, error: null, ...shared };
    case 'review':
      return { step, checking: false, ...shared };
    case 'shipFrom':
    case 'carriers':
      return { step, ...shared };
    default:
      return step satisfies never;
  }
}

/** The first step after `from` (or from the start) that fills a gap, else the review. */
export function nextStep(missing: readonly AccountReadinessGap[], from?: AccountOnboardingStep): AccountOnboardingStep {
  const after = from === undefined ? 0 : ONBOARDING_STEPS.indexOf(from) + 1;
  const needed = new Set(missing.map((gap) => STEP_OF_GAP[gap]));
  return ONBOARDING_STEPS.slice(after).find((step) => step === 'review' || needed.has(step)) ?? 'review';
}

const shared = ({ labelFileType }: AccountOnboardingState): Shared => ({ labelFileType });

/** The transitions; an event that does not apply to the current step leaves it as it is. */
export function accountOnboardingMachine(state: AccountOnboardingState, event: AccountOnboardingEvent): AccountOnboardingState {
  switch (event.type) {
    case 'readinessLoaded':
      return state.step === 'loading' ? arrive(nextStep(event.missing), shared(state)) : state;
    case 'stepCompleted':
      return state.step === 'shipFrom' || state.step === 'carriers' || state.step === 'defaults' ? arrive(nextStep(event.missing, state.step), shared(state)) : state;
    case 'wentBack': {
      const index = ONBOARDING_STEPS.indexOf(state.step as AccountOnboardingStep);
      return index > 0 && !(state.step === 'defaults' && state.saving) ? arrive(ONBOARDING_STEPS[index - 1]!, shared(state)) : state;
    }
    case 'labelFileTypeChosen':
      return state.step === 'defaults' && !state.saving ? { ...state, labelFileType: event.labelFileType } : state;
    case 'defaultsSaveStarted':
      return state.step === 'defaults' && !state.saving ? { ...state, saving: true, error: null } : state;
    case 'defaultsSaveFailed':
      return state.step === 'defaults' ? { ...state, saving: false, error: event.error } : state;
    case 'readinessCheckStarted':
      return state.step === 'review' && !state.checking ? { ...state, checking: true } : state;
    case 'readinessChecked':
      return state.step === 'review' ? (event.ready ? { step: 'finished', ...shared(state) } : { ...state, checking: false }) : state;
    default:
      event satisfies never;
      return state;
  }
}
