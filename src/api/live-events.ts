/*
 * The live event: what a host's backend relays to the browser of a verified webhook delivery
 * (`toLiveEvent` in shipping-elements/server writes it, the provider's `events` source reads it).
 */

/**
 * One event as the browser receives it: the webhook's event name and the id of the object it is
 * about. Nothing else is needed (the kit refetches the object with its own token), so a relay
 * never has to send the object's data, its signed file URLs or any secret.
 * `toLiveEvent(webhookEvent)` of `shipping-elements/server` makes one from a verified delivery.
 */
export interface LiveEvent {
  /** The webhook event: `transaction_created`, `transaction_updated`, `batch_created`, `batch_purchased`, `track_updated`, or one the kit does not know yet (ignored). */
  event: string;
  /** Id of the object the event is about (a transaction's or a batch's `object_id`; for `track_updated`, the tracking number). */
  object_id: string;
  /** For `track_updated`: the label whose tracking changed, when known. */
  transaction?: string | null | undefined;
  /**
   * The object's `object_updated` as the event saw it, when known: a page that already holds the
   * object at least as new (it made the change itself, as a purchase does) does not read it again.
   */
  object_updated?: string | null | undefined;
}

/** Reads a `LiveEvent` out of anything (a parsed SSE message); `null` when it is not one. */
export function readLiveEvent(value: unknown): LiveEvent | null {
  if (typeof value !== 'object' || value === null) {
    return null;
  }
  const { event, object_id: objectId, transaction, object_updated: updated } = value as Record<string, unknown>;
  if (typeof event !== 'string' || typeof objectId !== 'string' || objectId === '') {
    return null;
  }
  return {
    event,
    object_id: objectId,
    transaction: typeof transaction === 'string' ? transaction : null,
    object_updated: typeof updated === 'string' ? updated : null,
  };
}
