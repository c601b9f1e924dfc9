// Overrides of the endpoints LabelPurchase uses, for the states the sandbox does not give on its
// own: a purchase that never answers, a failing purchase, refund or order request, and a purchase
// the carrier queues. Shared by DOM tests (`server.use(labelHandlers.purchaseFails(500))`) and stories
// (`beforeEach({ msw }) { msw.use(labelHandlers.purchasePending()) }`). Every other request still
// goes to the sandbox. Browser-safe.
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { TEST_API, testSandbox } from '../msw-sandbox';

// MSW matches with or without the trailing slash the client sends (`POST /transactions/`).
const CREATE_TRANSACTION = `${TEST_API}/transactions`;
const CREATE_REFUND = `${TEST_API}/refunds`;
const ORDER = `${TEST_API}/orders/:orderId`;
const LABEL_FILES = `${TEST_API}/files/labels/*`;

/** Options of every override. */
export interface LabelOverrideOptions {
  /** Answer only the next request, then let the sandbox answer again. */
  once?: boolean;
}

function failure(status: number, what: string, requestId: string): Response {
  return HttpResponse.json({ detail: `Simulated failure: the ${what} service answered ${status}.` }, { status, headers: { 'X-Request-Id': requestId } });
}

export const labelHandlers = {
  /** The purchase request never answers: the confirmation stays on "Buying label…". */
  purchasePending: (options: LabelOverrideOptions = {}): HttpHandler =>
    http.post(
      CREATE_TRANSACTION,
      async () => {
        await delay('infinite');
        return new HttpResponse(null, { status: 504 });
      },
      options,
    ),

  /**
   * The purchase request fails with `status`. No label is bought. The client never retries a
   * purchase, so even a 503 reaches the block at once.
   */
  purchaseFails: (status = 500, options: LabelOverrideOptions = {}): HttpHandler =>
    http.post(CREATE_TRANSACTION, () => failure(status, 'label', 'req_label_purchase_failure'), options),

  /**
   * The carrier queues the label: the sandbox is asked with `async: true`, so the transaction
   * answers `QUEUED` and turns `SUCCESS` (or `ERROR`) 1.5 s later on the sandbox clock.
   */
  purchaseQueued: (options: LabelOverrideOptions = {}): HttpHandler =>
    http.post(
      CREATE_TRANSACTION,
      async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        return testSandbox().fetch(new Request(request.url, { method: 'POST', headers: request.headers, body: JSON.stringify({ ...body, async: true }) }));
      },
      options,
    ),

  /**
   * The purchase is made by the sandbox, then its answer's URL fields are replaced by `urls`, as a
   * compromised or misconfigured API would send them (`javascript:`, `data:` links).
   */
  purchaseWithUrls: (urls: Record<string, string>, options: LabelOverrideOptions = {}): HttpHandler =>
    http.post(
      CREATE_TRANSACTION,
      async ({ request }) => {
        const response = await testSandbox().fetch(request);
        const transaction = (await response.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...transaction, ...urls }, { status: response.status });
      },
      options,
    ),

  /** Every label file URL answers `body` with `contentType`, whatever file it names. */
  labelFileServes: (body: string | Uint8Array<ArrayBuffer>, contentType: string, options: LabelOverrideOptions = {}): HttpHandler =>
    http.get(LABEL_FILES, () => new HttpResponse(body, { headers: { 'Content-Type': contentType } }), options),

  /** Every label file URL answers `status` (a storage that fails). */
  labelFileFails: (status = 500, options: LabelOverrideOptions = {}): HttpHandler =>
    http.get(LABEL_FILES, () => failure(status, 'file storage', 'req_label_file_failure'), options),

  /** Loading an order fails with `status` (the block then starts without its prefill). */
  orderFails: (status = 500, options: LabelOverrideOptions = {}): HttpHandler =>
    http.get(ORDER, () => failure(status, 'order', 'req_order_failure'), options),

  /** The refund request fails with `status`; the label stays valid. */
  refundFails: (status = 500, options: LabelOverrideOptions = {}): HttpHandler =>
    http.post(CREATE_REFUND, () => failure(status, 'refund', 'req_label_refund_failure'), options),
};
