// `npx shipping-sandbox trigger <event> --to <url> [--secret <secret>]` (bin/shipping-sandbox.js
// runs the build of this file for `trigger`): one signed test event to a local webhook route.
import { parseArgs } from 'node:util';
import { TRIGGER_EVENTS, isTriggerEvent, triggerWebhookEvent } from './trigger';

const USAGE = `Usage: npx shipping-sandbox trigger <${TRIGGER_EVENTS.join('|')}> --to <url> [--secret <secret>]
  Posts one signed test event to your webhook route. The secret is --secret, else
  SHIPPING_WEBHOOK_SECRET, else a new one (printed: set it as the route's SHIPPING_WEBHOOK_SECRET).`;

const { values, positionals } = parseArgs({
  args: process.argv.slice(3),
  allowPositionals: true,
  options: { to: { type: 'string' }, secret: { type: 'string' } },
});
const [event] = positionals;
if (event === undefined || !isTriggerEvent(event) || values.to === undefined || positionals.length > 1) {
  console.error(USAGE);
  process.exit(2);
}
const secret = values.secret ?? (process.env.SHIPPING_WEBHOOK_SECRET || undefined);
const result = await triggerWebhookEvent(event, values.to, { secret });
if (secret === undefined) {
  console.log(`Signed with a new secret: ${result.secret} (the route's SHIPPING_WEBHOOK_SECRET must be the same)`);
}
console.log(result.delivered ? `${event} delivered to ${values.to}` : `${event} not accepted by ${values.to} (no 2xx answer: is the route up, with the same secret?)`);
process.exitCode = result.delivered ? 0 : 1;
