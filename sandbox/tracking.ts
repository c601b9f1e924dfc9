/*
 * The life of a parcel in the sandbox (docs/api-coverage.md "Tracking"): a pure function of the
 * label's id, its purchase time, its ETA, its places and its carrier, read against the sandbox's
 * clock. Nothing moves by itself: `GET /tracks/…`, the transaction's `tracking_status` and the
 * `tracking_status` filter of `GET /transactions/` all read the same events at the current time,
 * so they always agree, and a manual clock moves a parcel only when a test advances it.
 */
import { createRandom } from './core/random';
import { zoneOffsetMinutes } from '../src/lib/zoned-time';
import { timeZoneOf } from './time-zones';

/** City-level place of a tracking event (public API `location`). */
export interface Place {
  city: string;
  state: string;
  zip: string;
  country: string;
}

/** One event of a parcel's life. */
export interface LifeEvent {
  /** When the carrier scanned it (epoch ms). */
  at: number;
  status: 'UNKNOWN' | 'PRE_TRANSIT' | 'TRANSIT' | 'DELIVERED' | 'RETURNED' | 'FAILURE';
  /** Substatus code of the public API. */
  code: string;
  /** English text of the substatus. */
  text: string;
  actionRequired: boolean;
  /** The carrier's English description. */
  details: string;
  location: Place | null;
}

/** How a parcel's life ends. */
export type Outcome = 'DELIVERED' | 'RETURNED' | 'FAILURE';

/** A recipient name containing this makes the parcel go back to the sender (a documented magic value). */
export const RETURN_TO_SENDER_MAGIC = /return to sender/i;
/** A recipient name containing this makes the carrier lose the parcel (a documented magic value). */
export const LOST_PARCEL_MAGIC = /lost parcel/i;

/** The outcome the recipient's name asks for. */
export function outcomeFor(recipientName: string): Outcome {
  if (RETURN_TO_SENDER_MAGIC.test(recipientName)) {
    return 'RETURNED';
  }
  return LOST_PARCEL_MAGIC.test(recipientName) ? 'FAILURE' : 'DELIVERED';
}

const HOUR = 3_600_000;

// Sorting hubs of the US, west to east (longitude), where parcels change trucks between regions.
const US_HUBS: readonly (Place & { lon: number })[] = [
  { city: 'Reno', state: 'NV', zip: '89501', country: 'US', lon: -119.8 },
  { city: 'Salt Lake City', state: 'UT', zip: '84101', country: 'US', lon: -111.9 },
  { city: 'Denver', state: 'CO', zip: '80202', country: 'US', lon: -105 },
  { city: 'Dallas', state: 'TX', zip: '75201', country: 'US', lon: -96.8 },
  { city: 'Kansas City', state: 'MO', zip: '64105', country: 'US', lon: -94.6 },
  { city: 'Memphis', state: 'TN', zip: '38103', country: 'US', lon: -90 },
  { city: 'Indianapolis', state: 'IN', zip: '46204', country: 'US', lon: -86.2 },
  { city: 'Louisville', state: 'KY', zip: '40202', country: 'US', lon: -85.8 },
  { city: 'Columbus', state: 'OH', zip: '43215', country: 'US', lon: -83 },
  { city: 'Harrisburg', state: 'PA', zip: '17101', country: 'US', lon: -76.9 },
];

// Rough longitude of a US ZIP code's first digit (0 is New England, 9 the West Coast).
const US_ZIP_LON = [-71.5, -75, -78.5, -84, -85.5, -93, -92, -97, -108, -120];

// Where international parcels leave and enter a country (airport cities).
const GATEWAYS: Readonly<Record<string, Place>> = {
  US: { city: 'Jamaica', state: 'NY', zip: '11430', country: 'US' },
  GB: { city: 'Hounslow', state: '', zip: 'TW6 2GA', country: 'GB' },
  FR: { city: 'Roissy-en-France', state: '', zip: '95700', country: 'FR' },
  DE: { city: 'Frankfurt am Main', state: '', zip: '60549', country: 'DE' },
  JP: { city: 'Narita', state: 'Chiba', zip: '282-0004', country: 'JP' },
  CA: { city: 'Mississauga', state: 'ON', zip: 'L5P 1B2', country: 'CA' },
  AU: { city: 'Mascot', state: 'NSW', zip: '2020', country: 'AU' },
  MX: { city: 'Ciudad de México', state: 'CDMX', zip: '15620', country: 'MX' },
};
const US_WEST_GATEWAY: Place = { city: 'Los Angeles', state: 'CA', zip: '90045', country: 'US' };

const usLongitude = (place: Place) => US_ZIP_LON[Number(place.zip.trim()[0])] ?? -95;
const samePlace = (a: Place, b: Place) => a.city.toLowerCase() === b.city.toLowerCase() && a.country.toUpperCase() === b.country.toUpperCase();

/** The places a parcel passes between sender and recipient (not counting either). */
function route(from: Place, to: Place, random: ReturnType<typeof createRandom>): Place[] {
  const fromCountry = from.country.toUpperCase();
  const toCountry = to.country.toUpperCase();
  let stops: Place[];
  if (fromCountry !== toCountry) {
    const out = fromCountry === 'US' && usLongitude(from) < -100 ? US_WEST_GATEWAY : GATEWAYS[fromCountry];
    stops = [out, GATEWAYS[toCountry]].filter((place): place is Place => place !== undefined);
  } else if (fromCountry === 'US') {
    const [west, east] = [usLongitude(from), usLongitude(to)].sort((a, b) => a - b) as [number, number];
    const between = US_HUBS.filter((hub) => hub.lon > west + 1 && hub.lon < east - 1);
    const eastward = usLongitude(from) <= usLongitude(to);
    const ordered = eastward ? between : [...between].reverse();
    if (ordered.length > 2) {
      const half = Math.floor(ordered.length / 2);
      stops = [ordered[random.int(0, half - 1)]!, ordered[random.int(half, ordered.length - 1)]!];
    } else if (ordered.length > 0) {
      stops = ordered;
    } else {
      // Same region: one regional hub near the recipient.
      stops = [[...US_HUBS].sort((a, b) => Math.abs(a.lon - usLongitude(to)) - Math.abs(b.lon - usLongitude(to)))[0]!];
    }
  } else {
    stops = GATEWAYS[toCountry] ? [GATEWAYS[toCountry]] : [];
  }
  return stops.filter((stop) => !samePlace(stop, from) && !samePlace(stop, to)).map(({ city, state, zip, country }) => ({ city, state, zip, country }));
}

// Zone offsets by zone and hour: reading one costs an Intl call, and the labels of a big batch
// are delivered within the same few days (bounded: cleared past 10,000 entries).
const offsets = new Map<string, number>();
function offsetAt(epochMs: number, timeZone: string): number {
  const key = `${timeZone}@${Math.floor(epochMs / HOUR)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    if (offsets.size >= 10_000) {
      offsets.clear();
    }
    offset = zoneOffsetMinutes(Math.floor(epochMs / HOUR) * HOUR, timeZone) * 60_000;
    offsets.set(key, offset);
  }
  return offset;
}

/** What {@link labelLife} needs to know of a label. */
export interface LifeInput {
  /** The transaction's id: the seed of every choice (hubs, minutes). */
  seed: string;
  /** When the label was bought (SUCCESS), epoch ms: the PRE_TRANSIT event. */
  purchasedAt: number;
  /** The label's ETA, epoch ms: delivery comes shortly before it. */
  eta: number;
  from: Place;
  to: Place;
  /** The carrier's display name, for the event texts. */
  carrierName: string;
  outcome: Outcome;
}

/**
 * Every event of a label's life, earliest first, from PRE_TRANSIT at purchase to its final
 * status: the carrier's first scan 20 to 50 seconds after the purchase, then scans at the sender's city, at hubs (or the international gateways) between sender and
 * recipient, at the recipient's city, out for delivery in the recipient's morning, delivered before
 * the ETA. `RETURNED` goes back after a failed attempt; `FAILURE` is lost at the first hub.
 */
export function labelLife(input: LifeInput): LifeEvent[] {
  const { purchasedAt: start, from, to, carrierName } = input;
  const random = createRandom(`tracking:${input.seed}`);
  const span = Math.max(8 * HOUR, input.eta - start);
  const at = (fraction: number) => Math.round((start + span * (fraction + random.next() * 0.02)) / 1000) * 1000;
  const event = (time: number, status: LifeEvent['status'], code: string, text: string, details: string, location: Place | null, actionRequired = false): LifeEvent => ({
    at: time,
    status,
    code,
    text,
    details,
    location,
    actionRequired,
  });

  const events: LifeEvent[] = [
    event(start, 'PRE_TRANSIT', 'information_received', 'Information about the package received.', `Shipping label created; ${carrierName} awaits the parcel.`, from),
    // The first carrier scan comes 20 to 50 seconds after the purchase, whatever the ETA: a person
    // trying the kit sees a new label move within a minute (issue 36), not hours later.
    event(start + random.int(20, 50) * 1000, 'TRANSIT', 'package_accepted', 'Package accepted by the carrier.', `Picked up by ${carrierName}.`, from),
    event(at(0.16), 'TRANSIT', 'package_departed', 'Package departed a facility.', `Departed the ${carrierName} facility.`, from),
  ];
  const stops = route(from, to, random);
  const international = from.country.toUpperCase() !== to.country.toUpperCase();
  stops.forEach((stop, index) => {
    const base = 0.24 + (0.44 * index) / Math.max(1, stops.length);
    const arriving = international && index === stops.length - 1 && stop.country.toUpperCase() === to.country.toUpperCase();
    events.push(event(at(base), 'TRANSIT', 'package_arrived', 'Package arrived at a facility.', arriving ? 'Arrived in the destination country.' : `Arrived at the ${carrierName} hub.`, stop));
    if (arriving) {
      events.push(event(at(base + 0.05), 'TRANSIT', 'package_processed', 'Package processed at a facility.', 'Cleared customs.', stop));
    } else {
      events.push(event(at(base + 0.05), 'TRANSIT', 'package_departed', 'Package departed a facility.', `Departed the ${carrierName} hub.`, stop));
    }
  });
  if (input.outcome === 'FAILURE') {
    const where = stops[0] ?? from;
    const lost = Math.max(events.at(-1)!.at + HOUR, at(0.5));
    events.push(event(lost, 'FAILURE', 'package_lost', 'Package lost.', `${carrierName} could not locate the parcel. Contact the carrier.`, where, true));
    return events;
  }

  const delivered = Math.round((start + span - random.int(20, 120) * 60_000) / 1000) * 1000;
  events.push(event(at(0.76), 'TRANSIT', 'package_arrived', 'Package arrived at a facility.', 'Arrived at the local delivery facility.', to));
  // Out for delivery in the recipient's morning (08:00 to 09:00 local) when that fits, else 3 h before.
  const offset = offsetAt(delivered, timeZoneOf(to));
  const morning = Math.floor((delivered + offset) / (24 * HOUR)) * 24 * HOUR + 8 * HOUR + random.int(0, 59) * 60_000 - offset;
  const outForDelivery = morning > events.at(-1)!.at && morning < delivered - 30 * 60_000 ? morning : Math.max(events.at(-1)!.at + 60_000, delivered - 3 * HOUR);
  events.push(event(outForDelivery, 'TRANSIT', 'out_for_delivery', 'Package is out for delivery.', 'Out for delivery.', to));
  if (input.outcome === 'RETURNED') {
    events.push(
      event(delivered, 'TRANSIT', 'delivery_attempted', 'Delivery attempted.', 'Delivery attempted: nobody was available. A notice was left.', to, true),
      event(delivered + 24 * HOUR, 'RETURNED', 'return_to_sender', 'Package is being returned to the sender.', 'Returned to the sender: the recipient could not be reached.', to),
    );
    return events;
  }
  events.push(event(delivered, 'DELIVERED', 'delivered', 'Package has been delivered.', 'Delivered.', to));
  return events;
}

/** The events that happened by `now` (and before `frozenAt`, when the label was voided). */
export function eventsSoFar(events: readonly LifeEvent[], now: number, frozenAt?: number): LifeEvent[] {
  const until = frozenAt === undefined ? now : Math.min(now, frozenAt);
  return events.filter((item) => item.at <= until);
}

/** The carrier of the public API's test tracking numbers. */
export const TEST_CARRIER = 'shippo';

/** The public API's test tracking numbers, each answering with the status it names. */
export const TEST_TRACKING_NUMBERS = ['SHIPPO_PRE_TRANSIT', 'SHIPPO_TRANSIT', 'SHIPPO_DELIVERED', 'SHIPPO_RETURNED', 'SHIPPO_FAILURE', 'SHIPPO_UNKNOWN'] as const;

const TEST_FROM: Place = { city: 'San Francisco', state: 'CA', zip: '94117', country: 'US' };
const TEST_TO: Place = { city: 'Brooklyn', state: 'NY', zip: '11205', country: 'US' };

/** The places and ETA of a test tracking number's parcel. */
export const TEST_TRACK_PLACES = { from: TEST_FROM, to: TEST_TO };

/**
 * The events of a test tracking number, ending half an hour before `anchor`: a life that stays in
 * the status the number names (SHIPPO_UNKNOWN has none). Also returns its ETA.
 */
export function testTrackLife(number: string, anchor: number): { events: LifeEvent[]; eta: number } {
  const outcome: Outcome = number === 'SHIPPO_RETURNED' ? 'RETURNED' : number === 'SHIPPO_FAILURE' ? 'FAILURE' : 'DELIVERED';
  const start = anchor - 3 * 24 * HOUR;
  const eta = anchor - HOUR;
  const life = labelLife({ seed: number, purchasedAt: start, eta, from: TEST_FROM, to: TEST_TO, carrierName: 'the test carrier', outcome });
  const cut =
    number === 'SHIPPO_UNKNOWN'
      ? 0
      : number === 'SHIPPO_PRE_TRANSIT'
        ? 1
        : number === 'SHIPPO_TRANSIT'
          ? life.findIndex((item) => item.code === 'package_arrived') + 1
          : life.length;
  const events = life.slice(0, cut);
  const shift = events.length > 0 ? anchor - 30 * 60_000 - events.at(-1)!.at : 0;
  // A finished life keeps its ETA; one still under way expects the parcel in two days.
  return { events: events.map((item) => ({ ...item, at: item.at + shift })), eta: cut === life.length ? eta + shift : anchor + 2 * 24 * HOUR };
}
