// The `labels` option of the sandbox (`--labels N`): how many labels each account starts with, what
// they look like (carriers, statuses, tracking lives, dates), that the API's filters and tracking
// agree about them, and that they come out the same from the same seed and clock.
import { describe, expect, it } from 'vitest';
import { RefundSchema, type Refund } from '../src/api/resources/refunds';
import { TrackSchema } from '../src/api/resources/tracks';
import { TransactionSchema, type Transaction } from '../src/api/resources/transactions';
import { SANDBOX_NOW, createSandboxHarness, type SandboxHarness } from '../test/sandbox-harness';
import { SIMULATED_CARRIERS } from './carriers';
import { createSandbox } from './sandbox';

const DAY_MS = 86_400_000;

async function all<T>(harness: SandboxHarness, path: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const response = await harness.raw('GET', `${path}${path.includes('?') ? '&' : '?'}results=100&page=${page}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { next: string | null; results: T[] };
    items.push(...body.results);
    if (!body.next) {
      return items;
    }
  }
}

const labelsOf = (harness: SandboxHarness, query = '') => all<Transaction>(harness, `/transactions/${query}`);

describe('createSandbox({ labels })', () => {
  it('seeds no labels when the option is left out, and exactly N with it', async () => {
    expect(await labelsOf(await createSandboxHarness())).toEqual([]);
    expect(await labelsOf(await createSandboxHarness({ labels: 0 }))).toEqual([]);
    const labels = await labelsOf(await createSandboxHarness({ labels: 1_000 }));
    expect(labels).toHaveLength(1_000);
    expect(new Set(labels.map((label) => label.object_id)).size).toBe(1_000);
    const numbers = labels.flatMap((label) => (label.tracking_number ? [label.tracking_number] : []));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('comes out the same from the same seed and clock, and differently from another seed', async () => {
    const first = await labelsOf(await createSandboxHarness({ labels: 300 }));
    const again = await labelsOf(await createSandboxHarness({ labels: 300 }));
    const other = await labelsOf(await createSandboxHarness({ labels: 300, seed: 'another seed' }));
    // Signed links carry the sandbox's own (random) key: everything else is the same.
    const unsigned = (labels: Transaction[]) => labels.map(({ label_url: _link, ...label }) => label);
    expect(unsigned(again)).toEqual(unsigned(first));
    expect(other.map((label) => label.object_id)).not.toEqual(first.map((label) => label.object_id));
  });

  it('lists them newest first, bought over the 90 days before the clock, each valid as the API shows it', async () => {
    const labels = await labelsOf(await createSandboxHarness({ labels: 2_000 }));
    const times = labels.map((label) => Date.parse(label.object_created ?? ''));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Math.max(...times)).toBeLessThanOrEqual(SANDBOX_NOW);
    expect(Math.min(...times)).toBeGreaterThan(SANDBOX_NOW - 90 * DAY_MS);
    // Spread over the whole range: every fortnight of it has labels.
    const fortnights = new Set(times.map((time) => Math.floor((SANDBOX_NOW - time) / (14 * DAY_MS))));
    expect(fortnights.size).toBe(7);
    for (const label of labels) {
      expect(TransactionSchema.safeParse(label).success).toBe(true);
    }
  });

  it('spreads them across every carrier, domestic and international services, and file types', async () => {
    const labels = await labelsOf(await createSandboxHarness({ labels: 2_000 }));
    const rates = labels.map((label) => label.rate as Exclude<Transaction['rate'], string | null | undefined>);
    expect(new Set(rates.map((rate) => rate.provider))).toEqual(new Set(SIMULATED_CARRIERS.map((carrier) => carrier.name)));
    const services = new Set(rates.map((rate) => rate.servicelevel_token));
    expect(services.size).toBeGreaterThanOrEqual(10);
    expect(services).toContain('bluebird_international');
    expect(services).toContain('parcelwise_ground');
    expect(new Set(labels.map((label) => label.label_file_type))).toEqual(new Set(['PDF_4x6', 'PDF', 'PNG', 'ZPLII']));
    for (const rate of rates) {
      expect(rate.amount).toMatch(/^\d+\.\d{2}$/);
      expect(Number(rate.amount)).toBeGreaterThan(0);
    }
  });

  it('has bought, failed and voided labels, each void with its refund', async () => {
    const harness = await createSandboxHarness({ labels: 3_000 });
    const labels = await labelsOf(harness);
    const byStatus = (status: string) => labels.filter((label) => label.status === status);
    expect(byStatus('SUCCESS').length).toBeGreaterThan(labels.length * 0.8);
    for (const status of ['ERROR', 'REFUNDED', 'REFUNDPENDING', 'REFUNDREJECTED']) {
      expect(byStatus(status).length, status).toBeGreaterThan(0);
    }
    // A failed label has no tracking and no file; a void still pending is from the last three days.
    for (const label of byStatus('ERROR')) {
      expect(label).toMatchObject({ tracking_number: '', label_url: '', tracking_status: 'UNKNOWN' });
      expect(label.messages?.[0]?.code).toBe('label_generation_failed');
    }
    for (const label of byStatus('REFUNDPENDING')) {
      expect(Date.parse(label.object_created ?? '')).toBeGreaterThan(SANDBOX_NOW - 3 * DAY_MS);
    }
    const refunds = await all<Refund>(harness, '/refunds/');
    const voids = labels.filter((label) => ['REFUNDED', 'REFUNDPENDING', 'REFUNDREJECTED'].includes(String(label.status)));
    expect(refunds.map((refund) => refund.transaction).sort()).toEqual(voids.map((label) => label.object_id).sort());
    const refundStatus = { REFUNDED: 'SUCCESS', REFUNDPENDING: 'PENDING', REFUNDREJECTED: 'ERROR' } as Record<string, string>;
    for (const refund of refunds) {
      expect(RefundSchema.safeParse(refund).success).toBe(true);
      expect(refund.status).toBe(refundStatus[String(voids.find((label) => label.object_id === refund.transaction)?.status)]);
    }
  });

  it('tracks them: every tracking status, the filter and the track agreeing with the label', async () => {
    const harness = await createSandboxHarness({ labels: 3_000 });
    const labels = await labelsOf(harness);
    const counts = new Map<string, number>();
    labels.forEach((label) => counts.set(String(label.tracking_status), (counts.get(String(label.tracking_status)) ?? 0) + 1));
    for (const status of ['PRE_TRANSIT', 'TRANSIT', 'DELIVERED', 'RETURNED', 'FAILURE', 'UNKNOWN']) {
      expect(counts.get(status), status).toBeGreaterThan(0);
    }
    // Most labels of a 90-day history have arrived.
    expect(counts.get('DELIVERED')).toBeGreaterThan(labels.length / 2);
    // A voided label stopped before pickup.
    for (const label of labels.filter((each) => each.status === 'REFUNDED')) {
      expect(label.tracking_status).toBe('PRE_TRANSIT');
    }
    const transit = await labelsOf(harness, '?tracking_status=TRANSIT');
    expect(transit.map((label) => label.object_id)).toEqual(labels.filter((label) => label.tracking_status === 'TRANSIT').map((label) => label.object_id));
    const sample = transit[0]!;
    const carrier = SIMULATED_CARRIERS.find((each) => sample.tracking_number?.startsWith(each.trackingPrefix))!;
    const track = await harness.raw('GET', `/tracks/${carrier.carrier}/${sample.tracking_number}`);
    expect(track.status).toBe(200);
    const body = TrackSchema.parse(await track.json());
    expect(body.tracking_status?.status).toBe('TRANSIT');
    expect(body.transaction).toBe(sample.object_id);
  });

  it('serves a kept label\'s file from its signed link', async () => {
    const harness = await createSandboxHarness({ labels: 50 });
    const label = (await labelsOf(harness, '?object_status=SUCCESS')).find((each) => each.label_file_type === 'PDF_4x6')!;
    expect(label.label_url).toMatch(/[?&]signature=/);
    const file = await harness.fetch(label.label_url!);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('application/pdf');
  });

  it('refuses a count it cannot seed', () => {
    for (const labels of [-1, 1.5, Number.NaN, 20_001]) {
      expect(() => createSandbox({ labels })).toThrow(RangeError);
    }
    expect(() => createSandbox({ labels: 20_000 })).not.toThrow();
  });

  it('seeds 10,000 labels beside 10,000 orders and filters them by status (timed by the bench, not here)', async () => {
    const harness = await createSandboxHarness({ labels: 10_000, orders: 10_000 });
    const response = await harness.raw('GET', '/transactions/?object_status=SUCCESS&tracking_status=DELIVERED&results=100&page=3');
    const body = (await response.json()) as { results: Transaction[]; next: string | null };
    expect(body.results).toHaveLength(100);
    expect(body.next).not.toBeNull();
    expect(body.results.every((label) => label.status === 'SUCCESS' && label.tracking_status === 'DELIVERED')).toBe(true);
    expect(harness.sandbox.stats().objects).toBeGreaterThan(20_000);
  });
});
