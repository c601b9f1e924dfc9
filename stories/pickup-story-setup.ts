// Shared setup of the PickupScheduler and ManifestCloseout stories: labels bought through the
// in-browser sandbox as a merchant backend would, on a sandbox clock moved to the browser's own
// time (the blocks judge "in the future" and "today" by the browser's clock).
import { createApiClient } from '../src/api/client';
import { listAddresses } from '../src/api/resources/addresses';
import { listCarrierAccounts } from '../src/api/resources/carrier-accounts';
import { createShipment } from '../src/api/resources/shipments';
import { createTransaction, type Transaction } from '../src/api/resources/transactions';
import { createPickup } from '../src/api/resources/pickups';
import { zonedTimeToInstant } from '../src/lib/zoned-time';
import { BOX, RECIPIENT } from '../test/fixtures/addresses';
import { TEST_API, testSandbox } from '../test/msw-sandbox';

export function sandboxApi() {
  return createApiClient({
    baseUrl: TEST_API,
    auth: { apiKey: testSandbox().keys.test },
    fetch: (input, init) => testSandbox().fetch(new Request(input, init)),
  });
}

/** Moves the sandbox's manual clock to the browser's time. */
export async function syncSandboxClock(): Promise<void> {
  const sandbox = testSandbox();
  await sandbox.advance(Math.max(0, Date.now() - sandbox.now()));
}

/** Buys `count` labels with the first account of `carrier`, from the seeded sender. */
export async function buyLabels(carrier: string, count: number): Promise<{ labels: Transaction[]; accountId: string; senderId: string }> {
  await syncSandboxClock();
  const api = sandboxApi();
  const account = (await listCarrierAccounts(api, { carrier })).results[0]!;
  const sender = (await listAddresses(api)).results.at(-1)!;
  const labels: Transaction[] = [];
  for (let index = 0; index < count; index += 1) {
    const shipment = await createShipment(api, { address_from: sender.object_id, address_to: RECIPIENT, parcels: [BOX], carrier_accounts: [account.object_id] });
    labels.push(await createTransaction(api, { rate: shipment.rates![0]!.object_id }));
  }
  return { labels, accountId: account.object_id, senderId: sender.object_id };
}


/** Books `labels` on a pickup on `day` (09:00 to 17:00 in San Francisco), as another session did. */
export async function bookElsewhere(labels: readonly Transaction[], accountId: string, day: string): Promise<void> {
  const api = sandboxApi();
  const sender = (await listAddresses(api)).results.at(-1)!;
  await createPickup(api, {
    carrier_account: accountId,
    location: { address: { name: sender.name ?? '', street1: sender.street1 ?? '', city: sender.city ?? '', state: sender.state ?? '', zip: sender.zip ?? '', country: sender.country ?? '' }, building_location_type: 'Front Door' },
    requested_start_time: new Date(zonedTimeToInstant(day, '09:00', 'America/Los_Angeles')!).toISOString(),
    requested_end_time: new Date(zonedTimeToInstant(day, '17:00', 'America/Los_Angeles')!).toISOString(),
    transactions: labels.map((label) => label.object_id),
  });
}
