import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../client';
import { pathSegment } from '../limits';
import { BatchSchema, type Batch } from './batches';
import {
  AnyObjectSchema,
  ObjectIdSchema,
  commonFields,
  get,
  list,
  nullishBoolean,
  nullishDateTime,
  nullishString,
  openEnum,
  optionalBoolean,
  pageSchema,
  parseInput,
  post,
  rule,
  type PageParams,
} from './shared';
import { TrackSchema, type Track } from './tracks';
import { TransactionSchema, type Transaction } from './transactions';

/*
 * Webhook subscriptions (spec §6: "not shown"; endpoints, fields and event names follow the public
 * API, choices in docs/api-coverage.md "Webhooks").
 */

/** Events a subscription can ask for; `all` asks for every event. */
export const WebhookEventTypeSchema = z.enum(['transaction_created', 'transaction_updated', 'track_updated', 'batch_created', 'batch_purchased', 'all']);
export type WebhookEventType = z.infer<typeof WebhookEventTypeSchema>;

/** Longest subscription URL the API takes (public API: "less than 200 characters"). */
export const MAX_WEBHOOK_URL_LENGTH = 199;

/** A webhook subscription. */
export const WebhookSchema = z.looseObject({
  ...commonFields,
  event: openEnum(WebhookEventTypeSchema),
  url: z.string(),
  active: nullishBoolean,
  /** Receives the events of test mode (`true`) or of live mode (`false`). */
  is_test: nullishBoolean,
});
export type Webhook = z.infer<typeof WebhookSchema>;

export const WebhookPageSchema = pageSchema(WebhookSchema);
export type WebhookPage = z.infer<typeof WebhookPageSchema>;

/** The body of a subscription create or update (`PUT` sends the whole subscription). */
export const WebhookInputSchema = z.object({
  /** Where the events are posted (`https:`; the sandbox takes loopback `http:` URLs only). */
  url: z.string().check(rule((value) => value.length > 0 && value.length <= MAX_WEBHOOK_URL_LENGTH, 'Expected a URL of 1 to 199 characters')),
  event: WebhookEventTypeSchema,
  /** @default true */
  active: optionalBoolean,
  /** @default the mode of the credentials (the public API defaults to `false`) */
  is_test: optionalBoolean,
});
export type WebhookInput = z.input<typeof WebhookInputSchema>;

// DELETE answers 204 without a body.
const NoContentSchema = z.unknown();

/** Subscribes a URL to an event (or to `all`). */
export async function createWebhook(api: ApiClient, input: WebhookInput, options?: RequestOptions): Promise<Webhook> {
  return post(api, '/webhooks', parseInput(WebhookInputSchema, input), WebhookSchema, options);
}

/** Lists the account's subscriptions. */
export async function listWebhooks(api: ApiClient, params: PageParams = {}, options?: RequestOptions): Promise<WebhookPage> {
  return list(api, '/webhooks', params, WebhookPageSchema, options);
}

/** Retrieves a subscription. */
export async function getWebhook(api: ApiClient, webhookId: string, options?: RequestOptions): Promise<Webhook> {
  return get(api, `/webhooks/${pathSegment(webhookId, 'webhookId')}`, WebhookSchema, options);
}

/** Replaces a subscription's URL, event, `active` and `is_test` (idempotent, so retried like a read). */
export async function updateWebhook(api: ApiClient, webhookId: string, input: WebhookInput, options?: RequestOptions): Promise<Webhook> {
  const body = parseInput(WebhookInputSchema, input);
  return api.request({ method: 'PUT', path: `/webhooks/${pathSegment(webhookId, 'webhookId')}`, body, schema: WebhookSchema, safety: 'safe', ...options });
}

/** Deletes a subscription: no event is posted to it afterwards. */
export async function deleteWebhook(api: ApiClient, webhookId: string, options?: RequestOptions): Promise<void> {
  await api.request({ method: 'DELETE', path: `/webhooks/${pathSegment(webhookId, 'webhookId')}`, schema: NoContentSchema, safety: 'safe', ...options });
}

/*
 * Deliveries. The public API posts `{ event, test, data }`; the kit's sandbox adds `event_id` (for
 * deduplication), `created` (when the event happened) and, for a managed account, `account_id`,
 * all covered by the signature.
 */

/** Event names a delivery carries (never `all`). */
export type WebhookDeliveryEventType = Exclude<WebhookEventType, 'all'>;

/** The envelope of one delivery, before its `data` is read by event type. */
export const WebhookEnvelopeSchema = z.looseObject({
  event: openEnum(WebhookEventTypeSchema),
  /** Id of the event: the same on every retry of it. */
  event_id: ObjectIdSchema,
  /** When the event happened (ISO 8601). */
  created: nullishDateTime,
  test: nullishBoolean,
  /** The managed account the event is about (the `SVC-ACCOUNT-ID` its subscription was made with); absent for the credentials' own account. */
  account_id: nullishString,
  data: AnyObjectSchema,
  api_version: nullishString,
});

interface WebhookEventBase {
  event_id: string;
  created?: string | null | undefined;
  test?: boolean | null | undefined;
  /**
   * The managed (white label) account whose object the event is about: the `SVC-ACCOUNT-ID` the
   * subscription was made with. Absent for the own account of the credentials. Route an event to
   * that account's pages by it (`relay.publish(event.account_id ?? ownAccount, event)`).
   */
  account_id?: string | null | undefined;
}

/** A verified delivery, its `data` typed by `event`. */
export type WebhookEvent =
  | (WebhookEventBase & { event: 'transaction_created' | 'transaction_updated'; data: Transaction })
  | (WebhookEventBase & { event: 'batch_created' | 'batch_purchased'; data: Batch })
  | (WebhookEventBase & { event: 'track_updated'; data: Track });

/** An event name the kit does not know yet: handed on untyped, never refused. */
export interface UnknownWebhookEvent extends WebhookEventBase {
  event: string & {};
  data: Record<string, unknown>;
}

const DATA_SCHEMAS: Record<string, z.core.$ZodType> = {
  transaction_created: TransactionSchema,
  transaction_updated: TransactionSchema,
  batch_created: BatchSchema,
  batch_purchased: BatchSchema,
  track_updated: TrackSchema,
};

/**
 * Reads a delivery's parsed JSON: the envelope, then `data` with the schema of its event.
 * Returns `null` for anything else (never throws).
 */
export function parseWebhookEvent(value: unknown): WebhookEvent | UnknownWebhookEvent | null {
  const envelope = z.safeParse(WebhookEnvelopeSchema, value);
  if (!envelope.success) {
    return null;
  }
  const schema = DATA_SCHEMAS[envelope.data.event];
  if (!schema) {
    return envelope.data;
  }
  const data = z.safeParse(schema, envelope.data.data);
  return data.success ? ({ ...envelope.data, data: data.data } as WebhookEvent) : null;
}
