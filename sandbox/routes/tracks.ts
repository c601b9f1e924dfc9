import { LIMITS, characterCount } from '../../src/api/limits';
import { TrackInputSchema, TrackSchema } from '../../src/api/resources/tracks';
import { SIMULATED_CARRIERS, findCarrier } from '../carriers';
import type { RequestContext } from '../core/context';
import { detail, fieldErrors, parseBody, respond } from '../core/http';
import { createRandom } from '../core/random';
import {
  TEST_CARRIER,
  TEST_TRACK_PLACES,
  TEST_TRACKING_NUMBERS,
  eventsSoFar,
  labelLife,
  testTrackLife,
  type LifeEvent,
  type Outcome,
  type Place,
} from '../tracking';
import { emitWebhookEvent, hasSubscribers } from './webhooks';
import { collectionOf, text, type SandboxRouter, type StoredObject } from './shared';

/*
 * Tracking (docs/api-coverage.md "Tracking"): `GET /tracks/{carrier}/{tracking_number}` and
 * `POST /tracks/`. A label the sandbox sold is tracked through the life of ../tracking.ts; the
 * public API's test numbers (carrier `shippo`) answer their fixed status; a number registered
 * with `POST /tracks/` that no carrier knows answers UNKNOWN; any other number is a 404.
 */

/** What a label keeps, from its purchase, to derive its tracking life (internal, never shown). */
export interface LabelTracking {
  purchased_at: number;
  from: Place;
  to: Place;
  outcome: Outcome;
}

/** A track as the sandbox answers it (checked against the client's schema by `respond`). */
type Track = Record<string, unknown>;

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** A city-level place of a stored address. */
export function placeOf(address: unknown): Place {
  const fields = (address ?? {}) as StoredObject;
  return { city: text(fields.city), state: text(fields.state), zip: text(fields.zip), country: text(fields.country).toUpperCase() };
}

/** The simulated carrier of a label (by its service level token). */
export function carrierOfLabel(transaction: StoredObject) {
  const rate = (transaction.rate ?? {}) as StoredObject;
  return findCarrier(text(rate.servicelevel_token).split('_')[0] ?? '');
}

// A label's events depend only on what it stored at purchase: computed once per stored record
// (an update makes a new record, so a voided label is computed afresh).
const lives = new WeakMap<StoredObject, LifeEvent[]>();

/** Every event of a sold label's life (future ones included), or `null` for a label without tracking. */
export function lifeOfLabel(transaction: StoredObject): LifeEvent[] | null {
  const tracking = transaction.tracking as LabelTracking | undefined;
  if (!tracking || !transaction.tracking_number) {
    return null;
  }
  let life = lives.get(transaction);
  if (!life) {
    const eta = Date.parse(text(transaction.eta));
    life = labelLife({
      seed: transaction.object_id,
      purchasedAt: tracking.purchased_at,
      eta: Number.isFinite(eta) ? eta : tracking.purchased_at + 3 * 24 * HOUR,
      from: tracking.from,
      to: tracking.to,
      carrierName: carrierOfLabel(transaction)?.name ?? 'The carrier',
      outcome: tracking.outcome,
    });
    lives.set(transaction, life);
  }
  return life;
}

/** The events of a label by `now`; a voided label stops where it was when the void was asked. */
export function labelEventsAt(transaction: StoredObject, now: number): LifeEvent[] | null {
  const life = lifeOfLabel(transaction);
  const frozen = typeof transaction.tracking_frozen_at === 'number' ? transaction.tracking_frozen_at : undefined;
  return life && eventsSoFar(life, now, frozen);
}

function eventBody(item: LifeEvent, id: string) {
  return {
    object_id: id,
    object_created: iso(item.at),
    object_updated: iso(item.at),
    status: item.status,
    status_details: item.details,
    status_date: iso(item.at),
    substatus: { code: item.code, text: item.text, action_required: item.actionRequired },
    location: item.location,
  };
}

/** The `tracking_status` of a number no carrier has seen. */
function unknownStatus(seed: string, at: number) {
  return {
    object_id: createRandom(`track-status:${seed}:unknown`).hex(32),
    object_created: iso(at),
    object_updated: iso(at),
    status: 'UNKNOWN',
    status_details: 'The carrier has not received any information about this parcel yet.',
    status_date: iso(at),
    substatus: null,
    location: null,
  };
}

interface TrackParts {
  carrier: string;
  number: string;
  events: readonly LifeEvent[];
  /** When an UNKNOWN status was last checked (no events). */
  checkedAt: number;
  eta: number | null;
  from: Place | null;
  to: Place | null;
  servicelevel: { token: string | null; name: string | null } | null;
  transaction: string | null;
}

function trackBody(context: RequestContext, parts: TrackParts, registration: StoredObject | undefined): Track {
  const seed = `${parts.carrier}/${parts.number}`;
  const history = parts.events.map((item, index) => eventBody(item, createRandom(`track-status:${seed}:${index}`).hex(32)));
  return {
    carrier: parts.carrier,
    tracking_number: parts.number,
    address_from: parts.from,
    address_to: parts.to,
    eta: parts.eta === null ? null : iso(parts.eta),
    original_eta: parts.eta === null ? null : iso(parts.eta),
    servicelevel: parts.servicelevel,
    metadata: registration ? text(registration.metadata) || null : null,
    messages: [],
    tracking_status: history.at(-1) ?? unknownStatus(seed, parts.checkedAt),
    tracking_history: history,
    transaction: parts.transaction,
    test: context.scope.test,
  };
}

const registrationsOf = (context: RequestContext) => collectionOf(context, 'tracks');
const registrationId = (carrier: string, number: string) => `${carrier}/${number}`;

function findLabel(context: RequestContext, carrier: string, number: string): StoredObject | undefined {
  return collectionOf(context, 'transactions')
    .list()
    .find((transaction) => transaction.tracking_number === number && carrierOfLabel(transaction)?.carrier === carrier);
}

/** The track of a sold label as it was at `now` (a webhook sends it as of its event's time). */
export function labelTrack(context: RequestContext, transaction: StoredObject, now: number): Track {
  const carrier = carrierOfLabel(transaction)?.carrier ?? '';
  const number = text(transaction.tracking_number);
  const tracking = transaction.tracking as LabelTracking;
  const rate = (transaction.rate ?? {}) as StoredObject;
  const eta = Date.parse(text(transaction.eta));
  return trackBody(
    context,
    {
      carrier,
      number,
      events: labelEventsAt(transaction, now) ?? [],
      checkedAt: now,
      eta: Number.isFinite(eta) ? eta : null,
      from: tracking.from,
      to: tracking.to,
      servicelevel: { token: text(rate.servicelevel_token) || null, name: text(rate.servicelevel_name) || null },
      transaction: transaction.object_id,
    },
    registrationsOf(context).get(registrationId(carrier, number)),
  );
}

/** The track of a carrier and number, or `undefined` when nobody knows the number. */
function findTrack(context: RequestContext, carrier: string, number: string): Track | undefined {
  const now = context.clock.now();
  const registration = registrationsOf(context).get(registrationId(carrier, number));
  if (carrier === TEST_CARRIER) {
    if (!context.scope.test || !(TEST_TRACKING_NUMBERS as readonly string[]).includes(number)) {
      return undefined;
    }
    // Anchored at registration, else at the current hour: the answer does not drift between reads.
    const anchor = typeof registration?.registered_at === 'number' ? registration.registered_at : Math.floor(now / HOUR) * HOUR;
    const { events, eta } = testTrackLife(number, anchor);
    return trackBody(
      context,
      { carrier, number, events, checkedAt: anchor, eta, ...TEST_TRACK_PLACES, servicelevel: { token: 'shippo_standard', name: 'Standard' }, transaction: null },
      registration,
    );
  }
  const label = findLabel(context, carrier, number);
  if (label?.tracking) {
    return labelTrack(context, label, now);
  }
  if (registration) {
    return trackBody(context, { carrier, number, events: [], checkedAt: now, eta: null, from: null, to: null, servicelevel: null, transaction: null }, registration);
  }
  return undefined;
}

/** Reads a registration body; 400 for anything the API would refuse. */
function readRegistration(context: RequestContext, body: unknown) {
  const input = parseBody(TrackInputSchema, body);
  const errors: Record<string, string[]> = {};
  const carriers = [...SIMULATED_CARRIERS.map((carrier) => carrier.carrier), TEST_CARRIER];
  if (!carriers.includes(input.carrier)) {
    errors.carrier = [`Unknown carrier "${input.carrier}". Carriers: ${carriers.join(', ')}.`];
  } else if (input.carrier === TEST_CARRIER && !context.scope.test) {
    errors.carrier = ['The test carrier "shippo" tracks only with a test key.'];
  } else if (input.carrier === TEST_CARRIER && !(TEST_TRACKING_NUMBERS as readonly string[]).includes(input.tracking_number)) {
    errors.tracking_number = [`The test carrier knows ${TEST_TRACKING_NUMBERS.join(', ')}.`];
  }
  if (input.metadata !== undefined && characterCount(input.metadata) > LIMITS.maxMetadataLength) {
    errors.metadata = [`Ensure this field has no more than ${LIMITS.maxMetadataLength} characters.`];
  }
  if (Object.keys(errors).length > 0) {
    throw fieldErrors(errors);
  }
  return input;
}

/** Tracking endpoints. */
export function registerTrackRoutes(router: SandboxRouter): void {
  router.add('GET', '/tracks/:carrier/:number', (context, params) => {
    const track = findTrack(context, params.carrier ?? '', params.number ?? '');
    if (!track) {
      throw detail(404, 'Not found.');
    }
    return respond(TrackSchema, track);
  });

  router.add('POST', '/tracks', async (context) => {
    const input = readRegistration(context, await context.body());
    const registrations = registrationsOf(context);
    const id = registrationId(input.carrier, input.tracking_number);
    const existing = registrations.get(id);
    if (existing) {
      registrations.update(id, { metadata: input.metadata ?? existing.metadata, object_updated: context.nowIso() });
    } else {
      registrations.insert({ ...context.common(id), carrier: input.carrier, tracking_number: input.tracking_number, metadata: input.metadata ?? '', registered_at: context.clock.now() });
    }
    const track = findTrack(context, input.carrier, input.tracking_number)!;
    // The public API posts the current tracking to the account's track_updated subscriptions.
    await emitWebhookEvent(context, 'track_updated', id, () => track);
    return respond(TrackSchema, track);
  });
}

/**
 * Posts `track_updated` for each tracking event of a label after its purchase, each at its time,
 * in order: one job waits for the next event and schedules the one after. Only while the account
 * has a subscription for `track_updated` (or `all`) when the label is bought, so labels nobody
 * listens to cost no jobs.
 */
export function scheduleTrackUpdates(context: RequestContext, transactionId: string): void {
  if (!hasSubscribers(context, 'track_updated')) {
    return;
  }
  const transactions = collectionOf(context, 'transactions');
  const next = (after: number) => {
    const transaction = transactions.get(transactionId);
    const upcoming = transaction && lifeOfLabel(transaction)?.find((item) => item.at > after);
    if (!upcoming) {
      return;
    }
    context.scheduler.at(upcoming.at, async () => {
      const current = transactions.get(transactionId);
      // A voided label stops where it was: its later events never happen.
      if (!current || !labelEventsAt(current, upcoming.at)?.some((item) => item.at === upcoming.at)) {
        return;
      }
      await emitWebhookEvent(context, 'track_updated', transactionId, () => labelTrack(context, current, upcoming.at), upcoming.at);
      next(upcoming.at);
    });
  };
  const transaction = transactions.get(transactionId);
  next((transaction?.tracking as LabelTracking | undefined)?.purchased_at ?? context.clock.now());
}
