// Overrides of the endpoints PickupScheduler and ManifestCloseout use, for the states the sandbox
// does not give on its own: a booking that never answers or fails, a manifest request or list that
// fails, carrier accounts that cannot be loaded. Shared by DOM tests and stories. Browser-safe.
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { TEST_API } from '../msw-sandbox';

const PICKUPS = `${TEST_API}/pickups`;
const MANIFESTS = `${TEST_API}/manifests`;
const CARRIER_ACCOUNTS = `${TEST_API}/carrier_accounts`;

function failure(status: number, what: string, requestId: string): Response {
  return HttpResponse.json({ detail: `Simulated failure: the ${what} service answered ${status}.` }, { status, headers: { 'X-Request-Id': requestId } });
}

export const pickupHandlers = {
  /** The booking never answers: the confirmation stays on "Booking the pickup…". */
  schedulePending: (): HttpHandler =>
    http.post(PICKUPS, async () => {
      await delay('infinite');
      return new HttpResponse(null, { status: 504 });
    }),
  /** The booking fails with `status`; nothing is booked. */
  scheduleFails: (status = 500, options: { once?: boolean } = {}): HttpHandler => http.post(PICKUPS, () => failure(status, 'pickup', 'req_pickup_failure'), options),
  /** An API without a list of pickups (`GET /pickups/` answers 404): only refusals say a label is taken. */
  noPickupList: (): HttpHandler => http.get(PICKUPS, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
  /** Carrier accounts cannot be loaded. */
  accountsFail: (status = 500, options: { once?: boolean } = {}): HttpHandler => http.get(CARRIER_ACCOUNTS, () => failure(status, 'carrier account', 'req_accounts_failure'), options),
  /** Creating a manifest fails with `status`. */
  manifestFails: (status = 500, options: { once?: boolean } = {}): HttpHandler => http.post(MANIFESTS, () => failure(status, 'manifest', 'req_manifest_failure'), options),
  /** The list of manifests cannot be loaded. */
  manifestListFails: (status = 500, options: { once?: boolean } = {}): HttpHandler => http.get(MANIFESTS, () => failure(status, 'manifest', 'req_manifest_list_failure'), options),
};
