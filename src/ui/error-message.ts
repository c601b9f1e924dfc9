import type { AnyShippingElementsError, ShippingElementsError } from '../api/errors';
import type { Messages } from '../provider/messages';

/**
 * The sentence a person reads for a kit error, in the active locale. The API's own `detail` is
 * display text in English (spec §7); blocks show it beneath this sentence, never instead of it.
 */
export function describeError(kitError: ShippingElementsError, messages: Messages): string {
  // Every kit error is one of the concrete classes; the union lets `kind` narrow.
  const error = kitError as AnyShippingElementsError;
  switch (error.kind) {
    case 'api':
      switch (error.status) {
        case 403:
          return messages.errors.forbidden;
        case 404:
          return messages.errors.notFound;
        case 409:
          return messages.errors.conflict;
        case 429:
          return messages.errors.rateLimited;
        case 503:
          return messages.errors.serviceUnavailable;
        default:
          return messages.errors.api;
      }
    case 'auth':
      return messages.errors.auth;
    case 'network':
      return messages.errors.network;
    case 'unexpected-response':
      return messages.errors.unexpectedResponse;
    case 'invalid-request':
      return messages.errors.invalidRequest;
    default:
      error satisfies never;
      return messages.errors.unknown;
  }
}
