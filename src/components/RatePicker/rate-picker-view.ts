import type { ShippingElementsError } from '../../api/errors';

/*
 * What RatePicker shows, derived from its rates' request and the options they give. The picker
 * has no flow of its own (no steps, nothing the person moves through): its state is the request's
 * (loading, failed) and the options' (none, none left by the filters, some), so it is derived on
 * each render rather than kept in a machine.
 */

/**
 * The one state the picker is in, named on its root as `data-state`. Each part of the picker
 * renders from it alone, so no two parts can disagree (a list beside an error, say).
 */
export type RatePickerView =
  | { status: 'loading' }
  | { status: 'error'; error: ShippingElementsError }
  | {
      status: 'empty';
      /** `filters`: the user's filters hide every option (they can clear them); `no-rates`: there is nothing to offer. */
      reason: 'filters' | 'no-rates';
    }
  | { status: 'ready' };

/** What {@link ratePickerViewOf} decides from. */
export interface RatePickerViewInput {
  loadError: ShippingElementsError | null;
  pending: boolean;
  /** Options after sorting and filtering. */
  optionCount: number;
  /** True when the user's filters narrow a non-empty list of offered rates. */
  filtered: boolean;
}

/** Decides the picker's state: an unretried failure wins, then loading, then empty or ready. */
export function ratePickerViewOf({ loadError, pending, optionCount, filtered }: RatePickerViewInput): RatePickerView {
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
