// `shipping-sandbox trigger <event> --to <url>` (issue 42, as `stripe trigger` does): one webhook
// event posted to a local route, signed as the sandbox signs its deliveries. A sandbox in this
// process subscribes the URL and does what makes the API send the event (buys a label, registers
// a track), so the body is a real event of the API's shape, not a hand-made one.
import { createSandbox } from './sandbox';

/** The events `trigger` can send. */
export const TRIGGER_EVENTS = ['transaction_created', 'track_updated'] as const;
/** One of {@link TRIGGER_EVENTS}. */
export type TriggerEvent = (typeof TRIGGER_EVENTS)[number];

/** What {@link triggerWebhookEvent} did. */
export interface TriggerResult {
  /** Whether the route answered 2xx. */
  delivered: boolean;
  /** The secret the event was signed with (the receiver's `SHIPPING_WEBHOOK_SECRET`). */
  secret: string;
}

const US_FROM = { name: 'Shipping Desk', street1: '215 Clayton St', city: 'San Francisco', state: 'CA', zip: '94117', country: 'US' };
const US_TO = { name: 'Grace Hopper', street1: '500 5th Ave', city: 'New York', state: 'NY', zip: '10018', country: 'US' };
const PARCEL = { length: '10', width: '8', height: '4', distance_unit: 'in', weight: '2', mass_unit: 'lb' };

/** True for the events `trigger` knows. */
export function isTriggerEvent(event: string): event is TriggerEvent {
  return (TRIGGER_EVENTS as readonly string[]).includes(event);
}

/**
 * Posts one signed `event` to `to` (one attempt, `timeoutMs` at most) and resolves with whether
 * the route took it. `secret` signs it (by default a random one, returned).
 */
export async function triggerWebhookEvent(event: TriggerEvent, to: string, options: { secret?: string; timeoutMs?: number } = {}): Promise<TriggerResult> {
  const url = new URL(to);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError(`--to takes an http or https URL; got "${to}".`);
  }
  const timeoutMs = options.timeoutMs ?? 5000;
  const sandbox = createSandbox({ seed: 'trigger', webhooks: { secret: options.secret, receivers: [url.href], attempts: 1, timeoutMs } });
  const call = async (method: string, pathname: string, body: unknown) => {
    const response = await sandbox.fetch(
      new Request(`http://sandbox.test${pathname}`, { method, headers: { Authorization: `ServiceToken ${sandbox.keys.test}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    );
    if (!response.ok) {
      throw new Error(`The sandbox answered ${response.status} to ${method} ${pathname}: ${await response.text()}`);
    }
    return (await response.json()) as Record<string, unknown>;
  };
  await call('POST', '/webhooks', { url: url.href, event, is_test: true });
  if (event === 'track_updated') {
    await call('POST', '/tracks', { carrier: 'shippo', tracking_number: 'SHIPPO_TRANSIT' });
  } else {
    const shipment = await call('POST', '/shipments', { address_from: US_FROM, address_to: US_TO, parcels: [PARCEL], async: false });
    const [rate] = shipment.rates as { object_id: string }[];
    if (rate === undefined) {
      throw new Error('The sandbox gave no rate to buy a label with.');
    }
    await call('POST', '/transactions', { rate: rate.object_id, label_file_type: 'PDF', async: false });
  }
  // The delivery starts once the request that caused it has returned: wait for its one attempt.
  const deadline = Date.now() + timeoutMs + 1000;
  for (;;) {
    const stats = sandbox.webhookStats();
    if (stats.delivered + stats.failed > 0 || Date.now() > deadline) {
      return { delivered: stats.delivered > 0, secret: sandbox.webhookSecret };
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
