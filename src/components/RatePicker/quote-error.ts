import type { AnyShippingElementsError, ShippingElementsError } from '../../api/errors';
import { blamedPaths } from '../../ui/use-step-form';

/** What is wrong with a shipment that could not be quoted, as the picker tells the person. */
export type InvalidQuoteInput = 'weight' | 'size' | 'address' | 'other';

/**
 * Which part of the shipment a refused quote points at, from the kit's own check
 * (`invalid-request`, with the field path) or the API's 400 (its per-field errors), or `undefined`
 * for any other error. The picker has no fields of its own to highlight, so it names the part in a
 * sentence of its catalogue; the path and the API's wording go to `onLoadError` and events only.
 */
export function invalidQuoteInput(error: ShippingElementsError): InvalidQuoteInput | undefined {
  const known = error as AnyShippingElementsError;
  if (known.kind !== 'invalid-request' && !(known.kind === 'api' && known.status === 400)) {
    return undefined;
  }
  const first = blamedPaths(error)[0] ?? '';
  if (/(^|\.)(parcels?)(\.\d+)?\.(weight|mass_unit)$/.test(first)) {
    return 'weight';
  }
  if (/(^|\.)(parcels?)(\.|$)/.test(first)) {
    return 'size';
  }
  if (/(^|\.)address_(from|to|return)(\.|$)/.test(first)) {
    return 'address';
  }
  return 'other';
}
