import * as z from 'zod';
import { PickupInputSchema, PickupPageSchema, PickupSchema } from '../../src/api/resources/pickups';
import { paginate } from '../core/pagination';
import { LIMITS } from '../../src/api/limits';
import { findCarrier } from '../carriers';
import { fieldErrors, parseBody, respond } from '../core/http';
import { wallClockAt } from '../../src/lib/zoned-time';
import { atLocalTime, formatInZone, timeZoneOf } from '../time-zones';
import { collectionOf, findOr400, newestFirst, type SandboxRouter } from './shared';

const PickupShapeSchema = z.object(PickupInputSchema.shape);

/** Carrier pickup hours, local time. */
const PICKUP_OPENS = 9;
const PICKUP_CLOSES = 18;
/** How far ahead a pickup can be booked. */
const MAX_DAYS_AHEAD = 7;
/** Shortest window a carrier confirms. */
const MIN_WINDOW_MS = 2 * 3_600_000;

/** Pickups: a carrier collects parcels from an address in a window of its opening hours. */
export function registerPickupRoutes(router: SandboxRouter): void {
  router.add('POST', '/pickups', async (context) => {
    const body = await context.body();
    const metadata = (body as { metadata?: unknown } | undefined)?.metadata;
    if (typeof metadata === 'string' && [...metadata].length > LIMITS.maxMetadataLength) {
      throw fieldErrors({ metadata: [`Ensure this field has no more than ${LIMITS.maxMetadataLength} characters.`] });
    }
    // The shape without the client's cross-field checks: a bad window is the carrier's ERROR, not a 400.
    const input = parseBody(PickupShapeSchema, body);
    const account = findOr400(collectionOf(context, 'carrier_accounts'), input.carrier_account, 'carrier_account', 'Carrier account');
    const transactions = collectionOf(context, 'transactions');
    const pickups = collectionOf(context, 'pickups');
    // A label is handed over once: a confirmed pickup holds it.
    const booked = new Set(
      pickups
        .list()
        .filter((pickup) => pickup.status === 'CONFIRMED')
        .flatMap((pickup) => (pickup.transactions as string[] | undefined) ?? []),
    );
    const errors: string[] = [];
    if (input.location.building_location_type === 'Other' && !input.location.instructions?.trim()) {
      errors.push('Instructions are required when the building location type is Other.');
    }
    input.transactions.forEach((id) => {
      const transaction = transactions.get(id);
      if (!transaction) {
        throw fieldErrors({ transactions: [`Transaction "${id}" does not exist.`] });
      }
      if (transaction.status !== 'SUCCESS') {
        errors.push(`Transaction ${id} is ${String(transaction.status)}; only purchased labels can be picked up.`);
      } else if ((transaction.rate as { carrier_account?: unknown }).carrier_account !== account.object_id) {
        errors.push(`Transaction ${id} was bought with another carrier account.`);
      } else if (booked.has(id)) {
        errors.push(`The label ${String(transaction.tracking_number)} is already on a confirmed pickup.`);
      }
    });
    const carrier = findCarrier(String(account.carrier));
    if (!carrier?.supportsPickups) {
      errors.push(`${carrier?.name ?? String(account.carrier)} does not offer pickups through the API. Use Parcelwise or Kestrel Express.`);
    }

    const timeZone = timeZoneOf(input.location.address);
    const now = context.clock.now();
    const start = Date.parse(input.requested_start_time);
    const end = Date.parse(input.requested_end_time);
    let confirmedStart = start;
    let confirmedEnd = end;
    if (end <= start) {
      errors.push('The requested window must end after it starts.');
    } else if (start < now) {
      errors.push('The requested window starts in the past.');
    } else if (start > now + MAX_DAYS_AHEAD * 86_400_000) {
      errors.push(`Pickups can be booked at most ${MAX_DAYS_AHEAD} days ahead.`);
    } else {
      const weekday = wallClockAt(start, timeZone).weekday;
      confirmedStart = Math.max(start, atLocalTime(start, timeZone, PICKUP_OPENS));
      confirmedEnd = Math.min(end, atLocalTime(start, timeZone, PICKUP_CLOSES));
      if (weekday === 0 || weekday === 6) {
        errors.push('The carrier does not pick up on weekends.');
      } else if (confirmedEnd - confirmedStart < MIN_WINDOW_MS) {
        errors.push(`The window must include at least two hours between ${PICKUP_OPENS}:00 and ${PICKUP_CLOSES}:00 local time (${timeZone}).`);
      }
    }

    const base = {
      object_id: context.id('pck'),
      object_created: context.nowIso(),
      object_updated: context.nowIso(),
      carrier_account: account.object_id,
      location: { ...input.location, address: { ...input.location.address, validate: true } },
      requested_start_time: formatInZone(start, timeZone),
      requested_end_time: formatInZone(end, timeZone),
      transactions: input.transactions,
      metadata: input.metadata ?? '',
      is_test: input.is_test ?? context.scope.test,
      timezone: timeZone,
    };
    const pickup =
      errors.length > 0
        ? { ...base, status: 'ERROR', messages: errors, confirmation_code: null, confirmed_start_time: null, confirmed_end_time: null, cancel_by_time: null }
        : {
            ...base,
            status: 'CONFIRMED',
            messages: [],
            confirmation_code: `${carrier?.trackingPrefix ?? 'PK'}-${context.random.hex(8).toUpperCase()}`,
            confirmed_start_time: formatInZone(confirmedStart, timeZone),
            confirmed_end_time: formatInZone(confirmedEnd, timeZone),
            cancel_by_time: formatInZone(confirmedStart - 2 * 3_600_000, timeZone),
          };
    pickups.insert(pickup);
    return respond(PickupSchema, pickup, 201);
  });

  // Not in the spec nor the public API (a **choice**, see docs/api-coverage.md): the labels already
  // on a pickup are known in every session, not only in the one that booked them.
  router.add('GET', '/pickups', (context) => respond(PickupPageSchema, paginate(context, newestFirst(collectionOf(context, 'pickups').list()), 5)));
}
