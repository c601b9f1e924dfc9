import type { ShippingElementsError } from '../../api/errors';

/**
 * The one state the picker is in, named on its root as `data-state`. Each part of the picker
 * renders from it alone, so no two parts can disagree (a list beside an error, say).
 */
export type PickerState =
  | { status: 'loading' }
  | { status: 'error'; error: ShippingElementsError }
  | {
      status: 'empty';
      /** `filters`: the user's filters hide every option (they can clear them); `no-rates`: there is nothing to offer. */
      reason: 'filters' | 'no-rates';
    }
  | { status: 'ready' };

/** What {@link pickerState} decides from. */
export interface PickerStateInput {
  loadError: ShippingElementsError | null;
  pending: boolean;
  /** Options after sorting and filtering. */
  optionCount: number;
  /** True when the user's filters narrow a non-empty list of offered rates. */
  filtered: boolean;
}

/** Decides the picker's state: an unretried failure wins, then loading, then empty or ready. */
export function pickerState({ loadError, pending, optionCount, filtered }: PickerStateInput): PickerState {
  if (loadError) {
    return { status: 'error', error: loadError };
  }
  if (pending) {
    return { status: 'loading' };
  }
  if (optionCount === 0) {
    return { status: 'empty', reason: filtered ? 'filters' : 'no-rates' };
  }
  return { status: 'ready' };
}
