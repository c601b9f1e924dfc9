// The labels (transactions) a sandbox seeds (`labels` option, `--labels N`): a merchant's last 90
// days of bought labels across carriers and services, label statuses (bought, failed, voided) and
// tracking lives (in transit, delivered, returned, lost), deterministic from the sandbox seed, the
// account and the sandbox clock. Each tracked label carries what ./routes/tracks.ts derives its
// life from, so `tracking_status`, its filter and `GET /tracks/…` agree as for a bought label.
import { SIMULATED_CARRIERS, findCarrier } from './carriers';
import { createRandom, type Random } from './core/random';
import type { Collection, Scope } from './core/store';
import { scopeKey } from './core/store';
import { scopeSegment } from './routes/shared';
import type { LabelTracking } from './routes/tracks';
import { FIRST_NAMES, LAST_NAMES, PLACES, pickWeighted, type Weighted } from './seed-orders';
import type { Outcome, Place } from './tracking';

/** Most labels one account may be seeded with (about 1.5 KB of JSON each). */
export const MAX_SEEDED_LABELS = 20_000;

const DAY_MS = 86_400_000;

type Status = 'SUCCESS' | 'ERROR' | 'REFUNDED' | 'REFUNDPENDING' | 'REFUNDREJECTED';

// Most labels are bought and kept; some fail at the carrier, some are voided (REFUNDED, or
// REFUNDPENDING for a void of the last few days: a carrier takes days to settle one).
const STATUSES: Weighted<Exclude<Status, 'REFUNDPENDING'>> = [
  ['SUCCESS', 90],
  ['REFUNDED', 6],
  ['ERROR', 3],
  ['REFUNDREJECTED', 1],
];
/** How long a carrier takes to settle a void: younger voids are still REFUNDPENDING. */
const VOID_SETTLES_MS = 3 * DAY_MS;

// How a parcel's life ends: `outcomeFor` of a recipient's name, at a shop's rates.
const OUTCOMES: Weighted<Outcome> = [
  ['DELIVERED', 96],
  ['RETURNED', 3],
  ['FAILURE', 1],
];

// Services by share of labels: domestic ones for US recipients, international ones for the rest.
const DOMESTIC_SERVICES: Weighted<string> = [
  ['parcelwise_ground', 26],
  ['bluebird_standard', 20],
  ['slowpost_economy', 14],
  ['bluebird_first_class', 10],
  ['parcelwise_2day', 8],
  ['kestrel_saver', 8],
  ['slowpost_priority', 6],
  ['kestrel_priority', 5],
  ['parcelwise_overnight', 3],
];
const INTERNATIONAL_SERVICES: Weighted<string> = [
  ['bluebird_international', 60],
  ['kestrel_international_express', 40],
];

const FILE_TYPES: Weighted<string> = [
  ['PDF_4x6', 80],
  ['PNG', 10],
  ['ZPLII', 6],
  ['PDF', 4],
];

const decimal = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const extension = (fileType: string) => (fileType.startsWith('PNG') ? 'png' : fileType === 'ZPLII' ? 'zpl' : 'pdf');

/** `days` business days (Monday to Friday, UTC) after `start`. */
function businessDaysLater(start: number, days: number): number {
  let time = start;
  for (let left = days; left > 0; ) {
    time += DAY_MS;
    const weekday = new Date(time).getUTCDay();
    if (weekday !== 0 && weekday !== 6) {
      left -= 1;
    }
  }
  return time;
}

/** What {@link seedLabels} needs of the seeding scope. */
export interface LabelSeedContext {
  seed: string;
  scope: Scope;
  /** The sandbox clock at seeding (epoch ms): labels are bought over the 90 days before it. */
  now: number;
  /** The origin of the sandbox's file links (label files, carriers' tracking pages). */
  origin: string;
  /** Where every label ships from (the account's default sender). */
  from: Place;
  transactions: Collection<{ object_id: string }>;
  refunds: Collection<{ object_id: string }>;
  /** The account's carrier accounts: each label is bought with its carrier's. */
  carrierAccounts: Collection<{ object_id: string; carrier: string }>;
}

function labelAt(context: LabelSeedContext, random: Random, boughtAt: number, index: number) {
  const { scope, origin } = context;
  const place = pickWeighted(random, PLACES);
  const abroad = place.country !== context.from.country;
  const token = pickWeighted(random, abroad ? INTERNATIONAL_SERVICES : DOMESTIC_SERVICES);
  const carrier = findCarrier(token.split('_')[0] ?? '') ?? SIMULATED_CARRIERS[0]!;
  const level = carrier.serviceLevels.find((candidate) => candidate.token === token) ?? carrier.serviceLevels[0]!;
  const pounds = level.maxPounds <= 1 ? random.int(2, 15) / 16 : random.int(3, 120) / 10;
  const amount = Math.round(level.baseCents * (abroad ? 1.6 : 1) + level.perPoundCents * pounds);
  const picked = pickWeighted(random, STATUSES);
  const status: Status = picked === 'REFUNDED' && context.now - boughtAt < VOID_SETTLES_MS ? 'REFUNDPENDING' : picked;
  const id = `txn_${random.hex(24)}`;
  const iso = new Date(boughtAt).toISOString();
  const fileType = pickWeighted(random, FILE_TYPES);
  const recipient = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
  const common = { object_id: id, object_owner: scope.owner, object_created: iso, test: scope.test, object_state: 'VALID' };
  const rate = {
    amount: decimal(amount),
    amount_local: decimal(amount),
    currency: 'USD',
    currency_local: 'USD',
    object_id: `rate_${random.hex(24)}`,
    provider: carrier.name,
    carrier_account: context.carrierAccounts.list().find((account) => account.carrier === carrier.carrier)?.object_id ?? '',
    servicelevel_name: level.name,
    servicelevel_token: level.token,
  };
  const label = {
    ...common,
    object_updated: iso,
    rate,
    parcel: `prc_${random.hex(24)}`,
    label_file_type: fileType,
    qr_code_url: null,
    commercial_invoice_url: null,
    created_by: { first_name: 'Sandbox', last_name: 'User', username: scope.owner },
    // What a shop writes on its labels: the order, and who it goes to (the search finds both).
    metadata: `Order #${2001 + index} for ${recipient}`,
  };
  if (status === 'ERROR') {
    const messages = [{ source: carrier.name, code: 'label_generation_failed', text: `${carrier.name} could not create this label right now. Choose another rate.` }];
    return { label: { ...label, status, tracking_status: 'UNKNOWN', tracking_number: '', tracking_url_provider: '', label_url: '', eta: null, messages }, refund: undefined };
  }
  const trackingNumber = `${carrier.trackingPrefix}${random.int(100_000_000, 999_999_999)}${random.int(100, 999)}`;
  const eta = new Date(businessDaysLater(boughtAt, level.days + (abroad ? 3 : random.int(0, 2))));
  eta.setUTCHours(Number((level.arrivesBy ?? '20:00:00').slice(0, 2)), 0, 0, 0);
  const tracking: LabelTracking = {
    purchased_at: boughtAt,
    from: context.from,
    to: { city: place.city, state: place.state, zip: place.zip, country: place.country },
    outcome: pickWeighted(random, OUTCOMES),
  };
  // A voided label never ships: its tracking stops where it was, seconds after it was bought and
  // before the carrier's first scan (20 s at the earliest, ../tracking.ts); a rejected void was too
  // late: the parcel had been scanned, and it moves on.
  const voided = status === 'REFUNDED' || status === 'REFUNDPENDING';
  const voidedAt = boughtAt + random.int(5, 19) * 1000;
  const stored = {
    ...label,
    status,
    tracking_status: 'PRE_TRANSIT',
    tracking_number: trackingNumber,
    tracking_url_provider: `${origin}/files/tracking/${carrier.carrier}/${trackingNumber}`,
    // Unsigned: GET /transactions signs it when it serves the label (../routes/shared.ts freshUrl).
    label_url: `${origin}/files/labels/${scopeSegment(scope)}/${id}.${extension(fileType)}`,
    eta: eta.toISOString(),
    messages: [],
    tracking,
    ...(voided ? { tracking_frozen_at: voidedAt, object_updated: new Date(voidedAt).toISOString() } : {}),
  };
  if (status === 'SUCCESS') {
    return { label: stored, refund: undefined };
  }
  const refundStatus = status === 'REFUNDED' ? 'SUCCESS' : status === 'REFUNDPENDING' ? 'PENDING' : 'ERROR';
  const refund = { ...common, object_id: `rfd_${random.hex(24)}`, object_created: new Date(voidedAt).toISOString(), object_updated: new Date(voidedAt).toISOString(), transaction: id, status: refundStatus };
  return { label: stored, refund };
}

/**
 * Seeds `count` labels bought over the last 90 days, oldest first (the API lists them newest
 * first), the newest an hour before the clock. One in ten is not a kept label: failed at the
 * carrier (ERROR, no tracking), voided (REFUNDED, or REFUNDPENDING when bought in the last three
 * days, their tracking stopped before pickup), or a void the carrier refused (REFUNDREJECTED); each
 * void has its refund. Kept labels are tracked from the sender to their recipient (most delivered
 * by now, the recent ones in transit, a few returned or lost). Everything comes from its own random
 * stream, so the rest of the account's seed stays as it is.
 */
export function seedLabels(context: LabelSeedContext, count: number): void {
  if (count <= 0) {
    return;
  }
  const random = createRandom(`${context.seed}:labels:${scopeKey(context.scope)}`);
  const times = Array.from({ length: count }, (_, index) => (index === count - 1 ? context.now - 60 * 60_000 : context.now - random.int(60, 90 * 24 * 60) * 60_000)).sort(
    (a, b) => a - b,
  );
  times.forEach((boughtAt, index) => {
    const { label, refund } = labelAt(context, random, boughtAt, index);
    context.transactions.insert(label);
    if (refund) {
      context.refunds.insert(refund);
    }
  });
}
