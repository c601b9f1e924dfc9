// Failure and pending overrides for address creation, shared by DOM tests and stories. The
// default network stays the sandbox (test/msw-sandbox.ts); these replace it for one request
// (`once`) or until the handlers are reset.
import { delay, http, HttpResponse } from 'msw';
import { TEST_API } from '../msw-sandbox';

const CREATE_ADDRESS = `${TEST_API}/addresses/`;

/** Options of every override. */
export interface AddressOverrideOptions {
  /** Answer only the next request, then let the sandbox answer again (a retry succeeds). */
  once?: boolean;
}

/** The field errors the API sends for a ZIP code it refuses. */
export const ZIP_FIELD_ERRORS = { zip: ['Enter a valid ZIP code.'] } as const;

/** Overrides of `POST /addresses/`. */
export const addressHandlers = {
  /** Never answers: the form stays in its validating state (Loading/Submitting stories). */
  createPending: (options: AddressOverrideOptions = {}) =>
    http.post(
      CREATE_ADDRESS,
      async () => {
        await delay('infinite');
        return new HttpResponse(null, { status: 204 });
      },
      options,
    ),

  /**
   * Fails with `status` and a JSON `detail`. The API client retries a 503 on a create itself,
   * with backoff, before the error reaches the form; prefer 500 where speed matters.
   */
  createFails: (status = 500, options: AddressOverrideOptions = {}) =>
    http.post(
      CREATE_ADDRESS,
      () =>
        HttpResponse.json(
          { detail: 'The address service is not available right now.' },
          { status, headers: { 'X-Request-Id': `req_address_${status}` } },
        ),
      options,
    ),

  /** Answers 400 with `{ field: [messages] }`, as the API reports fields it refuses. */
  createFieldErrors: (
    fieldErrors: Readonly<Record<string, readonly string[]>> = ZIP_FIELD_ERRORS,
    options: AddressOverrideOptions = {},
  ) => http.post(CREATE_ADDRESS, () => HttpResponse.json(fieldErrors, { status: 400 }), options),
};
