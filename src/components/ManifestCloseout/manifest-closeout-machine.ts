import type { ShippingElementsError } from '../../api/errors';

/**
 * The flow of ManifestCloseout as data: the form, the one create request, then the manifest the
 * API made (its status, documents and errors are followed by a query, not held here). The form
 * holds what is being closed out; the controller's `create` action sends it.
 */
export type ManifestCloseoutState =
  | { step: 'editing' }
  | { step: 'creating' }
  /** The request failed (network, 4xx, 5xx); the form can send it again. */
  | { step: 'failed'; error: ShippingElementsError }
  /** The API answered with a manifest (SUCCESS, QUEUED or ERROR with `errors`). */
  | { step: 'created'; manifestId: string };

export type ManifestCloseoutEvent =
  /** The create request was sent. */
  | { type: 'createRequested' }
  | { type: 'created'; manifestId: string }
  | { type: 'failed'; error: ShippingElementsError }
  /** Another day after a manifest was made. */
  | { type: 'startedOver' };

/** The form, as the block first shows it. */
export function initialManifestCloseoutState(): ManifestCloseoutState {
  return { step: 'editing' };
}

/** The transitions; an event that does not apply to the current step leaves it as it is. */
export function manifestCloseoutMachine(state: ManifestCloseoutState, event: ManifestCloseoutEvent): ManifestCloseoutState {
  switch (event.type) {
    case 'createRequested':
      return state.step === 'editing' || state.step === 'failed' ? { step: 'creating' } : state;
    case 'created':
      return state.step === 'creating' ? { step: 'created', manifestId: event.manifestId } : state;
    case 'failed':
      return state.step === 'creating' ? { step: 'failed', error: event.error } : state;
    case 'startedOver':
      return state.step === 'created' ? initialManifestCloseoutState() : state;
    default:
      return event satisfies never;
  }
}
