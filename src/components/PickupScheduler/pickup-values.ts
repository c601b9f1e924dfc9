import * as z from 'zod/mini';
import type { Address, AddressInput } from '../../api/resources/addresses';
import type { BuildingLocationType, BuildingType, PickupInput } from '../../api/resources/pickups';
import { LIMITS } from '../../lib/limits';
import { characterCount } from '../../lib/text-length';
import { guessTimeZone, zonedTimeToInstant } from '../../lib/zoned-time';

/** The spec's building location types, in the order they are offered. */
export const BUILDING_LOCATION_TYPES = [
  'Front Door',
  'Back Door',
  'Side Door',
  'Reception',
  'Mail Room',
  'Office',
  'Shipping Dock',
  'Security Deck',
  'In/At Mailbox',
  'Knock on Door',
  'Ring Bell',
  'Other',
] as const satisfies readonly BuildingLocationType[];

/** The spec's building types. */
export const BUILDING_TYPES = ['building', 'apartment', 'suite', 'floor', 'room', 'department'] as const satisfies readonly BuildingType[];

/** A problem with what was entered; the form words it in the active language. */
export type PickupIssue =
  | 'accountRequired'
  | 'labelsRequired'
  | 'addressRequired'
  | 'instructionsRequired'
  | 'dateRequired'
  | 'timeRequired'
  | 'endBeforeStart'
  | 'inPast'
  | 'metadataTooLong';

/** Everything the pickup form holds, as typed. Times are wall-clock times in `timeZone`. */
export interface PickupFormValues {
  carrierAccount: string;
  transactions: string[];
  /** `object_id` of a stored address. */
  addressId: string;
  buildingLocationType: BuildingLocationType;
  /** `''` for not specified. */
  buildingType: BuildingType | '';
  instructions: string;
  /** `YYYY-MM-DD` in `timeZone`. */
  date: string;
  /** `HH:MM` in `timeZone`. */
  startTime: string;
  endTime: string;
  /** IANA zone of the location. */
  timeZone: string;
  metadata: string;
}

const issue = (context: z.core.$RefinementCtx, path: string, message: PickupIssue) => context.addIssue({ code: 'custom', path: [path], message });

/**
 * Validates the pickup form. Issue messages are {@link PickupIssue} codes. `now` is read at
 * validation time, so "in the future" means at the moment the person submits.
 */
export function pickupFormSchema(now: () => number) {
  return z
    .object({
      carrierAccount: z.string(),
      transactions: z.array(z.string()),
      addressId: z.string(),
      buildingLocationType: z.enum(BUILDING_LOCATION_TYPES),
      buildingType: z.union([z.enum(BUILDING_TYPES), z.literal('')]),
      instructions: z.string(),
      date: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      timeZone: z.string(),
      metadata: z.string(),
    })
    .check(
      z.superRefine((values, context) => {
        if (values.carrierAccount === '') {
          issue(context, 'carrierAccount', 'accountRequired');
        }
        if (values.transactions.length === 0) {
          issue(context, 'transactions', 'labelsRequired');
        }
        if (values.addressId === '') {
          issue(context, 'addressId', 'addressRequired');
        }
        if (values.buildingLocationType === 'Other' && values.instructions.trim() === '') {
          issue(context, 'instructions', 'instructionsRequired');
        }
        if (characterCount(values.metadata) > LIMITS.maxMetadataLength) {
          issue(context, 'metadata', 'metadataTooLong');
        }
        if (values.date === '') {
          issue(context, 'date', 'dateRequired');
          return;
        }
        const start = zonedTimeToInstant(values.date, values.startTime, values.timeZone);
        const end = zonedTimeToInstant(values.date, values.endTime, values.timeZone);
        if (start === undefined) {
          issue(context, 'startTime', 'timeRequired');
        }
        if (end === undefined) {
          issue(context, 'endTime', 'timeRequired');
        }
        if (start === undefined || end === undefined) {
          return;
        }
        if (start <= now()) {
          issue(context, 'startTime', 'inPast');
        }
        if (end <= start) {
          issue(context, 'endTime', 'endBeforeStart');
        }
      }),
    );
}

/** A stored address as the body of a pickup request. */
export function toAddressInput(address: Address): AddressInput {
  const text = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? undefined : value);
  const input: AddressInput = { country: address.country ?? '' };
  for (const field of ['name', 'company', 'street1', 'street2', 'city', 'state', 'zip', 'phone', 'email'] as const) {
    const value = text(address[field]);
    if (value !== undefined) {
      input[field] = value;
    }
  }
  return input;
}

/** The request of validated form values; times go out as UTC instants (the API's date-time). */
export function toPickupInput(values: PickupFormValues, address: Address, isTest?: boolean): PickupInput {
  const start = zonedTimeToInstant(values.date, values.startTime, values.timeZone) ?? Number.NaN;
  const end = zonedTimeToInstant(values.date, values.endTime, values.timeZone) ?? Number.NaN;
  const instructions = values.instructions.trim();
  const metadata = values.metadata.trim();
  return {
    carrier_account: values.carrierAccount,
    location: {
      address: toAddressInput(address),
      building_location_type: values.buildingLocationType,
      ...(values.buildingType === '' ? {} : { building_type: values.buildingType }),
      ...(instructions === '' ? {} : { instructions }),
    },
    requested_start_time: new Date(start).toISOString(),
    requested_end_time: new Date(end).toISOString(),
    transactions: values.transactions,
    ...(metadata === '' ? {} : { metadata }),
    ...(isTest === undefined ? {} : { is_test: isTest }),
  };
}

/**
 * The next weekday at 09:00 to 17:00 in `timeZone`, as the form's first window: a pickup is
 * booked for a coming business day far more often than for today.
 */
export function defaultWindow(now: number, timeZone: string): { date: string; startTime: string; endTime: string } {
  for (let days = 1; days <= 7; days += 1) {
    const candidate = new Date(now + days * 86_400_000);
    const date = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(candidate);
    const weekday = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(candidate);
    if (weekday !== 'Sat' && weekday !== 'Sun') {
      return { date, startTime: '09:00', endTime: '17:00' };
    }
  }
  return { date: '', startTime: '09:00', endTime: '17:00' };
}

/**
 * What the form first holds: the account chosen (`''` when none books pickups), the first place
 * the merchant ships from, the time zone guessed from its address (`fallbackZone`, the browser's,
 * when none is) and the next weekday's window there.
 */
export function firstPickupValues(carrierAccount: string, address: Address | undefined, now: number, fallbackZone: string): PickupFormValues {
  const timeZone = guessTimeZone(address) ?? fallbackZone;
  return {
    carrierAccount,
    transactions: [],
    addressId: address?.object_id ?? '',
    buildingLocationType: 'Front Door',
    buildingType: '',
    instructions: '',
    ...defaultWindow(now, timeZone),
    timeZone,
    metadata: '',
  };
}
