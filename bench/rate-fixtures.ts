// N realistic rates for render benchmarks, shaped like the sandbox's (and checked by the schema).
import { RateSchema, type Rate } from '../src/api/resources/rates';

const CARRIERS = [
  ['Parcelwise', 'parcelwise', ['Ground', '2nd Day', 'Overnight']],
  ['Kestrel Express', 'kestrel', ['Express Saver', 'Priority']],
  ['Bluebird Post', 'bluebird', ['First Class', 'Standard Parcel']],
  ['Slowpost Freight', 'slowpost', ['Economy', 'Priority']],
] as const;

export function generateRates(count: number, shipmentId = 'shp_bench'): Rate[] {
  return Array.from({ length: count }, (_, index) => {
    const [provider, token, levels] = CARRIERS[index % CARRIERS.length]!;
    const level = levels[index % levels.length]!;
    const cents = 700 + ((index * 7919) % 6000);
    return RateSchema.parse({
      object_id: `rate_bench_${index}`,
      object_created: '2026-11-23T15:00:00Z',
      object_owner: 'bench@example.test',
      shipment: shipmentId,
      amount: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
      currency: 'USD',
      amount_local: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
      currency_local: 'USD',
      attributes: index === 0 ? ['CHEAPEST'] : index === 1 ? ['FASTEST'] : [],
      carrier_account: `ca_${token}`,
      provider,
      provider_image_75: `data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/>`,
      servicelevel: { name: `${level} ${index}`, token: `${token}_${index}`, terms: '', extended_token: `${token}_${index}` },
      estimated_days: 1 + (index % 7),
      arrives_by: null,
      duration_terms: 'Delivery in a few business days.',
      included_insurance_price: null,
      messages: [],
      zone: '5',
      test: true,
    });
  });
}

/** The stubbed API of the render benchmarks: the shipment (rated) and its rates. */
export function stubAnswer(url: URL, rates: Rate[]): Response {
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  if (/\/shipments\/[^/]+\/rates/.test(url.pathname)) {
    return json({ next: null, previous: null, results: rates });
  }
  if (/\/shipments\/[^/]+$/.test(url.pathname)) {
    return json({ object_id: 'shp_bench', status: 'SUCCESS', rates: [], messages: [], test: true });
  }
  return json({ detail: 'Not found.' }, 404);
}
