// The carrier's reasons for refusing a pickup (`messages` of a pickup in ERROR), read into codes
// the interface words in its own language. The API writes them in English; the sandbox's
// sentences are known, and one condition is known without any sentence: a label of the request
// that the account's pickups already hold. A sentence not recognised is shown as sent only in an
// English interface.
import type { Pickup } from '../../api/resources/pickups';
import type { Transaction } from '../../api/resources/transactions';

/** One reason, as the interface words it. */
export type PickupReason =
  | { key: 'alreadyOnPickup'; label: string }
  | { key: 'notPurchased'; label: string }
  | { key: 'otherAccount'; label: string }
  | { key: 'noPickups'; carrier: string }
  | { key: 'instructionsRequired' }
  | { key: 'endBeforeStart' }
  | { key: 'inPast' }
  | { key: 'tooFarAhead'; days: number }
  | { key: 'weekend' }
  | { key: 'tooShort' }
  | { key: 'unknown'; text: string };

type Reader = (match: RegExpExecArray, trackingOf: (id: string) => string) => PickupReason;

const KNOWN: readonly [RegExp, Reader][] = [
  [/^The label (\S+) is already on a confirmed pickup\.?$/i, (match) => ({ key: 'alreadyOnPickup', label: match[1] ?? '' })],
  [/^Transaction (\S+) is \S+; only purchased labels can be picked up\.?$/i, (match, trackingOf) => ({ key: 'notPurchased', label: trackingOf(match[1] ?? '') })],
  [/^Transaction (\S+) was bought with another carrier account\.?$/i, (match, trackingOf) => ({ key: 'otherAccount', label: trackingOf(match[1] ?? '') })],
  [/^(.+?) does not offer pickups through the API\b/i, (match) => ({ key: 'noPickups', carrier: match[1] ?? '' })],
  [/^Instructions are required when the building location type is Other\.?$/i, () => ({ key: 'instructionsRequired' })],
  [/^The requested window must end after it starts\.?$/i, () => ({ key: 'endBeforeStart' })],
  [/^The requested window starts in the past\.?$/i, () => ({ key: 'inPast' })],
  [/^Pickups can be booked at most (\d+) days ahead\.?$/i, (match) => ({ key: 'tooFarAhead', days: Number(match[1]) })],
  [/^The carrier does not pick up on weekends\.?$/i, () => ({ key: 'weekend' })],
  [/^The window must include at least two hours\b/i, () => ({ key: 'tooShort' })],
];

/** The text of one message, whichever shape it has. */
function messageText(message: NonNullable<Pickup['messages']>[number]): string {
  return typeof message === 'string' ? message : typeof message.text === 'string' ? message.text : JSON.stringify(message);
}

/**
 * The reasons of a refused pickup: its messages read into codes, and every label of the request
 * already on a pickup of the account (`booked`), each reason once.
 */
export function pickupReasons(pickup: Pickup, labels: readonly Transaction[], booked: ReadonlySet<string>): PickupReason[] {
  const trackingOf = (id: string) => labels.find((label) => label.object_id === id)?.tracking_number || id;
  const reasons: PickupReason[] = (pickup.messages ?? []).map((message) => {
    const text = messageText(message).trim();
    for (const [pattern, read] of KNOWN) {
      const match = pattern.exec(text);
      if (match) {
        return read(match, trackingOf);
      }
    }
    return { key: 'unknown', text };
  });
  for (const id of pickup.transactions ?? []) {
    if (booked.has(id)) {
      reasons.push({ key: 'alreadyOnPickup', label: trackingOf(id) });
    }
  }
  const seen = new Set<string>();
  return reasons.filter((reason) => {
    const key = JSON.stringify(reason);
    return seen.has(key) ? false : (seen.add(key), true);
  });
}
