// The day PickupScheduler's and ManifestCloseout's tests run on: the sandbox's Monday
// 23 November 2026, 15:00 UTC (07:00 in San Francisco, where the seeded sender is), on a machine
// whose clock is Berlin's, so nothing may lean on the machine's zone; and labels bought on it as a
// merchant's backend would, to be picked up or manifested.
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { createApiClient } from '../src/api/client';
import { listAddresses, type AddressInput } from '../src/api/resources/addresses';
import { listCarrierAccounts } from '../src/api/resources/carrier-accounts';
import { createShipment } from '../src/api/resources/shipments';
import { createTransaction, type Transaction } from '../src/api/resources/transactions';
import { BOX, RECIPIENT } from './fixtures/addresses';
import { TEST_API, testSandbox } from './msw-sandbox';

/** The sandbox's clock in these tests. */
export const SANDBOX_NOW = Date.UTC(2026, 10, 23, 15);

/** Runs the file's tests on {@link SANDBOX_NOW} with a Berlin machine clock (call at the top level). */
export function onPickupDay(): void {
  const machineZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Europe/Berlin';
  });
  afterAll(() => {
    process.env.TZ = machineZone;
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(SANDBOX_NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** The merchant's own client, with the sandbox's test key (what a backend holds, never a browser). */
export function merchantApi() {
  return createApiClient({ baseUrl: TEST_API, auth: { apiKey: testSandbox().keys.test }, retry: false });
}

/** Buys `count` labels with the account of `carrier`, from the seeded sender, as a backend would. */
export async function buyLabels(carrier: string, count = 2): Promise<{ labels: Transaction[]; accountId: string; senderId: string }> {
  const api = merchantApi();
  const account = (await listCarrierAccounts(api, { carrier })).results[0]!;
  const sender = (await listAddresses(api)).results[0]!;
  const labels: Transaction[] = [];
  for (let index = 0; index < count; index += 1) {
    const shipment = await createShipment(api, { address_from: sender.object_id, address_to: RECIPIENT, parcels: [BOX], carrier_accounts: [account.object_id] });
    labels.push(await createTransaction(api, { rate: shipment.rates![0]!.object_id }));
  }
  return { labels, accountId: account.object_id, senderId: sender.object_id };
}

/**
 * Buys one label with the account of `carrier` from `sender` (an address id, or its fields: a new
 * address object of the same place, as a form that sends it again makes), to `recipient`, with
 * the label `metadata` LabelPurchase writes (`order:<id>`).
 */
export async function buyLabelFrom(
  carrier: string,
  sender: string | AddressInput,
  options: { recipient?: AddressInput; metadata?: string } = {},
): Promise<Transaction> {
  const api = merchantApi();
  const account = (await listCarrierAccounts(api, { carrier })).results[0]!;
  const shipment = await createShipment(api, { address_from: sender, address_to: options.recipient ?? RECIPIENT, parcels: [BOX], carrier_accounts: [account.object_id] });
  return createTransaction(api, { rate: shipment.rates![0]!.object_id, ...(options.metadata ? { metadata: options.metadata } : {}) });
}
