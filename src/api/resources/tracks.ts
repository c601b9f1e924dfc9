import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../client';
import { checkMetadata, pathSegment } from '../limits';
import {
  NonEmptyStringSchema,
  StringOrObjectSchema,
  get,
  nullish,
  nullishBoolean,
  nullishDateTime,
  nullishString,
  openEnum,
  optionalString,
  parseInput,
  post,
} from './shared';
import { TrackingStatusSchema } from './transactions';

/*
 * Tracking (spec §2/§3 name the tracking statuses; §4: "tracking … endpoints: not shown"). Paths,
 * fields and substatus codes follow the public API's tracking reference; choices in
 * docs/api-coverage.md "Tracking".
 */

/** Substatus codes of a tracking event (public API); the list is open. */
export const TrackingSubstatusCodeSchema = z.enum([
  'information_received',
  'address_issue',
  'contact_carrier',
  'delayed',
  'delivery_attempted',
  'delivery_rescheduled',
  'delivery_scheduled',
  'location_inaccessible',
  'notice_left',
  'out_for_delivery',
  'package_accepted',
  'package_arrived',
  'package_damaged',
  'package_departed',
  'package_forwarded',
  'package_held',
  'package_processed',
  'package_processing',
  'pickup_available',
  'reschedule_delivery',
  'delivered',
  'return_to_sender',
  'package_unclaimed',
  'package_undeliverable',
  'package_disposed',
  'package_lost',
  'other',
]);
export type TrackingSubstatusCode = z.infer<typeof TrackingSubstatusCodeSchema>;

/** Tracking statuses after which nothing changes any more. */
export const FINAL_TRACKING_STATUSES = ['DELIVERED', 'RETURNED', 'FAILURE'] as const;

/** Whether a tracking status is final (DELIVERED, RETURNED, FAILURE): a track in it is not refetched. */
export function isFinalTrackingStatus(status: string | null | undefined): boolean {
  return (FINAL_TRACKING_STATUSES as readonly string[]).includes(status ?? '');
}

/** Where a tracking event happened, or the sender's or recipient's place (city level only). */
export const TrackingLocationSchema = z.looseObject({
  city: nullishString,
  state: nullishString,
  zip: nullishString,
  country: nullishString,
});
export type TrackingLocation = z.infer<typeof TrackingLocationSchema>;

/** A finer classification of a tracking event. */
export const TrackingSubstatusSchema = z.looseObject({
  code: openEnum(TrackingSubstatusCodeSchema),
  /** English display text of the API; wording may change. */
  text: nullishString,
  /** The shipper or recipient must act for the parcel to arrive. */
  action_required: nullishBoolean,
});
export type TrackingSubstatus = z.infer<typeof TrackingSubstatusSchema>;

/** One tracking event: the current `tracking_status` of a track, or an entry of its history. */
export const TrackingEventSchema = z.looseObject({
  status: openEnum(TrackingStatusSchema),
  /** The carrier's English description of the event; wording may change. */
  status_details: nullishString,
  /** When the carrier scanned the event (ISO 8601, UTC). */
  status_date: nullishDateTime,
  substatus: nullish(TrackingSubstatusSchema),
  location: nullish(TrackingLocationSchema),
  object_id: nullishString,
  object_created: nullishDateTime,
  object_updated: nullishDateTime,
});
export type TrackingEvent = z.infer<typeof TrackingEventSchema>;

/** The tracking of one shipment (public API `Track`). */
export const TrackSchema = z.looseObject({
  /** Carrier token (`usps`, or a sandbox carrier such as `parcelwise`). */
  carrier: z.string(),
  tracking_number: z.string(),
  address_from: nullish(TrackingLocationSchema),
  address_to: nullish(TrackingLocationSchema),
  /** The carrier's current estimate of arrival (ISO 8601); it may move during the shipment's life. */
  eta: nullishString,
  /** The estimate of arrival when the shipment entered the system. */
  original_eta: nullishString,
  servicelevel: nullish(z.looseObject({ token: nullishString, name: nullishString })),
  metadata: nullishString,
  messages: nullish(z.array(StringOrObjectSchema)),
  /** The latest event; `null` before the carrier has any. */
  tracking_status: nullish(TrackingEventSchema),
  /** Every event so far, earliest first. */
  tracking_history: z.array(TrackingEventSchema),
  /** Id of the label (transaction) tracked, shown to the label's owner only. */
  transaction: nullishString,
  test: nullishBoolean,
});
export type Track = z.infer<typeof TrackSchema>;

/** The body of a tracking registration. */
export const TrackInputSchema = z.object({
  carrier: NonEmptyStringSchema,
  tracking_number: NonEmptyStringSchema,
  /** Up to 100 characters of your own. */
  metadata: optionalString,
});
export type TrackInput = z.input<typeof TrackInputSchema>;

/**
 * Reads the tracking of a shipment: its current status, history, ETA and places. A number the
 * carrier does not know answers `404` (an `ApiError`).
 */
export async function getTrack(api: ApiClient, carrier: string, trackingNumber: string, options?: RequestOptions): Promise<Track> {
  const path = `/tracks/${pathSegment(carrier, 'carrier')}/${pathSegment(trackingNumber, 'trackingNumber')}`;
  return get(api, path, TrackSchema, options);
}

/**
 * Registers a tracking number, so `track_updated` webhooks are sent for it (labels bought through
 * the API need none), and answers its current tracking. It is not retried on a dropped
 * connection: the public API may notify a number registered twice twice.
 */
export async function registerTrack(api: ApiClient, input: TrackInput, options?: RequestOptions): Promise<Track> {
  const body = parseInput(TrackInputSchema, input);
  checkMetadata(body.metadata);
  return post(api, '/tracks/', body, TrackSchema, options);
}
