// Overrides of the endpoints ServiceGroups uses, for the states the sandbox does not give on its
// own: the groups cannot be loaded, a save meets a service level the carrier retired meanwhile
// (the request is passed to the sandbox, which refuses it with its own field errors). Shared by
// DOM tests and stories. Browser-safe.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { TEST_API, testSandbox } from '../msw-sandbox';

const SERVICE_GROUPS = `${TEST_API}/service-groups`;

export const checkoutHandlers = {
  /** The list of service groups cannot be loaded. */
  groupsFail: (status = 500, options: { once?: boolean } = {}): HttpHandler =>
    http.get(
      SERVICE_GROUPS,
      () => HttpResponse.json({ detail: `Simulated failure: the service group service answered ${status}.` }, { status, headers: { 'X-Request-Id': 'req_groups_failure' } }),
      options,
    ),
  /**
   * The carrier retired the first service level of the next group sent: the sandbox gets it with
   * a level its carrier does not have, and answers 400 at `service_levels.0.service_level_token`.
   */
  levelRetired: (options: { once?: boolean } = { once: true }): HttpHandler =>
    http.post(
      SERVICE_GROUPS,
      async ({ request }) => {
        const body = (await request.json()) as { service_levels?: { service_level_token: string }[] };
        const [first] = body.service_levels ?? [];
        if (first) {
          first.service_level_token = 'retired_level';
        }
        return testSandbox().fetch(new Request(request.url, { method: 'POST', headers: request.headers, body: JSON.stringify(body) }));
      },
      options,
    ),
};
