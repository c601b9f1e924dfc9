import type { ShippingElementsError } from '../../api/errors';
import type { ManifestInput } from '../../api/resources/manifests';

/**
 * The flow of ManifestCloseout as data: the form, the one create request, then the manifest the
 * API made (its status, documents and errors are followed by a query, not held here).
 */
export type ManifestState =
  | { step: 'editing' }
  | { step: 'creating'; input: ManifestInput }
  /** The request failed (network, 4xx, 5xx); the form can send it again. */
  | { step: 'failed'; input: ManifestInput; error: ShippingElementsError }
  /** The API answered with a manifest (SUCCESS, QUEUED or ERROR with `errors`). */
  | { step: 'created'; manifestId: string };

export type ManifestEvent =
  | { type: 'create'; input: ManifestInput }
  | { type: 'created'; manifestId: string }
  | { type: 'failed'; error: ShippingElementsError }
  | { type: 'startOver' };

export const INITIAL_MANIFEST_STATE: ManifestState = { step: 'editing' };

/** The transitions; an event that does not apply to the current step leaves it as it is. */
export function manifestMachine(state: ManifestState, event: ManifestEvent): ManifestState {
  switch (event.type) {
    case 'create':
      return state.step === 'editing' || state.step === 'failed' ? { step: 'creating', input: event.input } : state;
    case 'created':
      return state.step === 'creating' ? { step: 'created', manifestId: event.manifestId } : state;
    case 'failed':
      return state.step === 'creating' ? { step: 'failed', input: state.input, error: event.error } : state;
    case 'startOver':
      return state.step === 'created' ? INITIAL_MANIFEST_STATE : state;
    default:
      return event satisfies never;
  }
}
