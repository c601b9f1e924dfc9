// Overrides of the shipment and rate endpoints for the states the sandbox cannot give on its own:
// a quote that never answers, a failing gateway, an empty quote and hundreds of rates. Shared by
// DOM tests (`server.use(...rateHandlers.fails(502))`) and stories
// (`beforeEach({ msw }) { msw.use(...rateHandlers.pending()) }`). Every other request still goes
// to the sandbox, and the empty and many-rates variants start from the sandbox's real answer, so
// their shapes stay honest. Browser-safe.
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { TEST_API, testSandbox } from '../msw-sandbox';

// MSW matches with or without the trailing slash the client sends (`POST /shipments/`).
const CREATE_SHIPMENT = `${TEST_API}/shipments`;
const SHIPMENT = `${TEST_API}/shipments/:shipmentId`;
const SHIPMENT_RATES = `${TEST_API}/shipments/:shipmentId/rates`;

type Json = Record<string, unknown>;

/** Asks the sandbox, then lets `change` rewrite the JSON body of a successful answer. */
async function fromSandbox(request: Request, change: (body: Json) => Json): Promise<Response> {
  const response = await testSandbox().fetch(request);
  if (!response.ok) {
    return response;
  }
  const body = (await response.json()) as Json;
  return HttpResponse.json(change(body), { status: response.status });
}

/** Every endpoint the RatePicker reads, answered by `resolver`. */
function everyRateEndpoint(resolver: (request: Request, kind: 'shipment' | 'rates') => Promise<Response> | Response): HttpHandler[] {
  return [
    http.post(CREATE_SHIPMENT, ({ request }) => resolver(request, 'shipment')),
    http.get(SHIPMENT, ({ request }) => resolver(request, 'shipment')),
    http.get(SHIPMENT_RATES, ({ request }) => resolver(request, 'rates')),
  ];
}

/** Cents of a decimal string with at most two decimals ("12.4" → 1240), without floats. */
function toCents(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

function fromCents(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * `count` rates made from the sandbox's real ones: the originals first (with their honest
 * CHEAPEST / FASTEST / BESTVALUE), then dearer copies without attributes, so the badges stay true.
 */
function multiplyRates(rates: Json[], count: number): Json[] {
  if (rates.length === 0) {
    return [];
  }
  return Array.from({ length: count }, (_, index) => {
    const base = rates[index % rates.length] as Json;
    if (index < rates.length) {
      return base;
    }
    const round = Math.floor(index / rates.length);
    const level = base.servicelevel as Json;
    return {
      ...base,
      object_id: `${String(base.object_id)}_${round}`,
      amount: fromCents(toCents(String(base.amount)) + round * 37),
      amount_local: typeof base.amount_local === 'string' ? fromCents(toCents(base.amount_local) + round * 37) : base.amount_local,
      attributes: [],
      servicelevel: { ...level, name: `${String(level.name)} ${round + 1}`, token: `${String(level.token)}_${round}` },
    };
  });
}

/** A page of `items` as the list endpoints give it (`results` at most 100, default 25). */
function page(request: Request, items: Json[]): Json {
  const url = new URL(request.url);
  const size = Math.min(100, Number(url.searchParams.get('results')) || 25);
  const number = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const next = new URL(url);
  next.searchParams.set('page', String(number + 1));
  return {
    next: number * size < items.length ? next.toString() : null,
    previous: null,
    results: items.slice((number - 1) * size, number * size),
  };
}

export const rateHandlers = {
  /** Quoting and loading never answer: the loading state. */
  pending: (): HttpHandler[] =>
    everyRateEndpoint(async () => {
      await delay('infinite');
      return new Response(null, { status: 504 });
    }),

  /** Quoting and loading fail with `status` (a gateway error by default). */
  fails: (status = 502): HttpHandler[] =>
    everyRateEndpoint(() =>
      HttpResponse.json({ detail: `Simulated failure: the rating service answered ${status}.` }, { status, headers: { 'X-Request-Id': 'req_rate_picker_failure' } }),
    ),

  /** A quote with no rates and no carrier messages at all. */
  empty: (): HttpHandler[] =>
    everyRateEndpoint((request, kind) =>
      fromSandbox(request, (body) => (kind === 'rates' ? { ...body, results: [], next: null } : { ...body, rates: [], messages: [] })),
    ),

  /** The sandbox's quote without `estimated_days` (a carrier that gives only its terms). */
  withoutDays: (): HttpHandler[] => {
    const noDays = (rates: unknown) => (rates as Json[]).map((rate) => ({ ...rate, estimated_days: null }));
    return everyRateEndpoint((request, kind) =>
      fromSandbox(request, (body) => (kind === 'rates' ? { ...body, results: noDays(body.results) } : { ...body, rates: noDays(body.rates) })),
    );
  },

  /** A quote with `count` rates (300 by default), for virtualization. */
  many: (count = 300): HttpHandler[] => [
    http.post(CREATE_SHIPMENT, ({ request }) => fromSandbox(request, (body) => ({ ...body, rates: multiplyRates(body.rates as Json[], count) }))),
    http.get(SHIPMENT, ({ request }) => fromSandbox(request, (body) => ({ ...body, rates: multiplyRates(body.rates as Json[], count) }))),
    http.get(SHIPMENT_RATES, async ({ request, params }) => {
      const shipment = await testSandbox().fetch(
        new Request(`${TEST_API}/shipments/${String(params.shipmentId)}`, { headers: request.headers }),
      );
      if (!shipment.ok) {
        return shipment;
      }
      const body = (await shipment.json()) as Json;
      return HttpResponse.json(page(request, multiplyRates(body.rates as Json[], count)));
    }),
  ],
};
