import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { TEST_API, testSandbox } from '../../../test/msw-sandbox';
import { server } from '../../../test/msw-server';
import { renderWithElements } from '../../../test/render';
import type { ShippingElementsError } from '../../api/errors';
import type { ReportRun, ReportRunErrorCode } from '../../api/resources/reports';
import type { ShippingElementsEvent } from '../../provider/events';
import { ReportDownloader } from './ReportDownloader';

// The sandbox's clock stands at Monday 2026-11-23 15:00 UTC: invoice data covers the 400 whole
// days before 2026-11-23, so the last day with data is 2026-11-22.

const RUNS_URL = `${TEST_API}/v2/reporting/runs`;

/** Every request that reaches the network, whichever handler answers it. */
function recordRequests(): Request[] {
  const requests: Request[] = [];
  const listener = ({ request }: { request: Request }) => {
    requests.push(request.clone());
  };
  server.events.on('request:start', listener);
  cleanups.push(() => server.events.removeListener('request:start', listener));
  return requests;
}
const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
});

const runPosts = (requests: Request[]) => requests.filter((request) => request.method === 'POST' && request.url === RUNS_URL);

/** Changes the run request on its way, then hands it to the sandbox: the sandbox answers it. */
function rewriteRunRequest(change: (body: Record<string, unknown>) => Record<string, unknown>) {
  server.use(
    http.post(RUNS_URL, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      return testSandbox().fetch(new Request(request.url, { method: 'POST', headers: request.headers, body: JSON.stringify(change(body)) }));
    }),
  );
}

/**
 * The sandbox acts on every run request, but no answer arrives (the connection drops after the
 * request was sent) until `restore()`.
 */
function dropAnswers(): { restore: () => void } {
  let dropping = true;
  server.use(
    http.post(RUNS_URL, async ({ request }) => {
      const response = await testSandbox().fetch(request);
      return dropping ? HttpResponse.error() : response;
    }),
  );
  return {
    restore: () => {
      dropping = false;
    },
  };
}

const root = () => document.querySelector('[data-se-part="report-downloader"]');
const runItems = () => screen.queryAllByRole('listitem').filter((item) => item.getAttribute('data-se-part') === 'report-downloader-run');

async function ready(user: UserEvent) {
  await screen.findByRole('button', { name: 'Create report' });
  return user;
}

async function setDates(user: UserEvent, start: string, end: string) {
  const from = screen.getByLabelText(/^From/);
  const to = screen.getByLabelText(/^To/);
  await user.clear(from);
  await user.type(from, start);
  await user.clear(to);
  await user.type(to, end);
}

/** Moves the sandbox past QUEUED and PROCESSING, then waits for the item to show it settled. */
async function settle(ms = 3_000) {
  await testSandbox().advance(ms);
}

beforeEach(() => {
  // TanStack Virtual measures its scroll area; jsdom lays nothing out.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
});

describe('ReportDownloader', () => {
  describe('the request form', () => {
    it('shows the catalog, the default columns and the data window', async () => {
      const { container } = renderWithElements(<ReportDownloader />);
      expect(await screen.findByRole('combobox', { name: 'Report' })).toHaveDisplayValue('Invoices');
      const columns = screen.getByRole('group', { name: 'Columns' });
      const boxes = within(columns).getAllByRole('checkbox');
      expect(boxes.length).toBe(20);
      expect(within(columns).getByRole('checkbox', { name: 'Item amount' })).toBeChecked();
      // A one-word legend (a sentence of two lines straddled the border), the window below it.
      expect(screen.getByRole('group', { name: 'Dates' })).toHaveAccessibleDescription(/Data is available from October 19, 2025 to November 22, 2026/);
      expect(screen.getByLabelText(/^From/)).toHaveValue('2026-10-24');
      expect(screen.getByLabelText(/^To/)).toHaveValue('2026-11-22');
      // The browser shows date inputs in its own language: the chosen day is said in the interface's.
      expect(screen.getByLabelText(/^From/)).toHaveAccessibleDescription('Saturday, October 24, 2026');
      expect(screen.getByLabelText(/^To/)).toHaveAccessibleDescription('Sunday, November 22, 2026');
      expect(root()).toHaveAttribute('data-state', 'editing');
      expect(await axe(container)).toHaveNoViolations();
    });

    it('stops at 92 days and at the data window before anything is sent', async () => {
      const requests = recordRequests();
      const { user } = renderWithElements(<ReportDownloader />);
      await ready(user);

      await setDates(user, '2026-08-22', '2026-11-22');
      await user.click(screen.getByRole('button', { name: 'Create report' }));
      expect(await screen.findByText('A report covers at most 92 days: choose an end date on or before November 21, 2026.')).toBeInTheDocument();
      expect(screen.getByLabelText(/^To/)).toHaveAttribute('aria-invalid', 'true');

      await setDates(user, '2025-10-18', '2025-11-01');
      await user.click(screen.getByRole('button', { name: 'Create report' }));
      expect(await screen.findByText('“From” can’t be before October 19, 2025, the first day with data.')).toBeInTheDocument();

      // A start before the window: the end is not sent before the first day with data.
      await setDates(user, '2025-06-01', '2025-11-30');
      await user.click(screen.getByRole('button', { name: 'Create report' }));
      expect(await screen.findByText('“From” can’t be before October 19, 2025, the first day with data.')).toBeInTheDocument();
      expect(screen.queryByText(/A report covers at most 92 days/)).not.toBeInTheDocument();

      await setDates(user, '2026-11-01', '2026-11-23');
      await user.click(screen.getByRole('button', { name: 'Create report' }));
      expect(await screen.findByText('“To” can’t be after November 22, 2026, the last day with data.')).toBeInTheDocument();

      await setDates(user, '2026-11-10', '2026-11-09');
      await user.click(screen.getByRole('button', { name: 'Create report' }));
      expect(await screen.findByText('“To” must be on or after the start date, November 10, 2026.')).toBeInTheDocument();

      expect(runPosts(requests)).toHaveLength(0);
    });

    it('sends the interval as epoch seconds and 92 whole days at most', async () => {
      const requests = recordRequests();
      const { user } = renderWithElements(<ReportDownloader />);
      await ready(user);
      await setDates(user, '2026-08-23', '2026-11-22');
      await user.click(screen.getByRole('checkbox', { name: 'Paid' }));
      await user.click(screen.getByRole('button', { name: 'Create report' }));
      await waitFor(() => expect(runPosts(requests)).toHaveLength(1));
      const body = (await runPosts(requests)[0]!.json()) as { interval: { start: number; end: number }; columns: string[]; idempotency_key: string };
      expect(body.interval).toEqual({ start: Date.UTC(2026, 7, 23) / 1000, end: Date.UTC(2026, 10, 23) / 1000 });
      expect((body.interval.end - body.interval.start) / 86_400).toBe(92);
      expect(body.columns).toContain('invoice_paid_at');
      expect(new Set(body.columns).size).toBe(body.columns.length);
      expect(body.idempotency_key).toMatch(/^[\w-]{1,128}$/);
    });
  });

  describe('a run', () => {
    it('follows a run to SUCCEEDED, previews its file and downloads it without the Authorization header', async () => {
      const requests = recordRequests();
      const onReady = vi.fn<(run: ReportRun) => void>();
      const onEvent = vi.fn<(event: ShippingElementsEvent) => void>();
      const onRunIdsChange = vi.fn<(ids: string[]) => void>();
      const createObjectURL = vi.fn(() => 'blob:report');
      vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
      const { user, container } = renderWithElements(<ReportDownloader onReady={onReady} onRunIdsChange={onRunIdsChange} />, {
        provider: { onEvent },
      });
      await ready(user);
      await setDates(user, '2026-01-01', '2026-03-31');
      // The currency column is not chosen: the amount brings it, so every total has its currency.
      expect(screen.getByRole('checkbox', { name: 'Item currency' })).not.toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Create report' }));

      expect(await screen.findByText('Report requested.')).toBeInTheDocument();
      const [item] = runItems();
      expect(item).toHaveAttribute('data-state', 'QUEUED');
      expect(within(item!).getByRole('heading', { name: /Jan(uary)? 1, 2026 to Mar(ch)? 31, 2026/ })).toBeInTheDocument();
      expect(within(item!).getByRole('progressbar', { name: 'Progress of the report' })).toBeInTheDocument();
      expect(onRunIdsChange).toHaveBeenLastCalledWith([expect.stringMatching(/./)]);
      expect(await axe(container)).toHaveNoViolations();

      await testSandbox().advance(1_000);
      expect(await within(item!).findByText('Preparing the file…', {})).toBeInTheDocument();
      await settle();
      expect(await within(item!).findByText('Ready', {})).toBeInTheDocument();
      expect(onReady).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ status: 'SUCCEEDED' }));
      expect(onEvent).toHaveBeenCalledWith({ type: 'report.ready', run: expect.objectContaining({ status: 'SUCCEEDED' }) as ReportRun });

      await user.click(within(item!).getByRole('button', { name: 'Preview' }));
      const count = await within(item!).findByText(/^\d+ rows?/);
      const rowCount = Number(/^(\d+)/.exec(count.textContent)?.[1]);
      expect(rowCount).toBeGreaterThan(0);
      expect(within(item!).getByRole('table')).toHaveAttribute('aria-rowcount', String(Math.min(rowCount, 200) + 1));
      expect(within(item!).getAllByRole('columnheader').map((cell) => cell.textContent)).toContain('Item amount');
      expect(within(item!).getByText('Item amounts')).toBeInTheDocument();
      expect(within(item!).getByText('Item amounts').nextElementSibling?.textContent).toMatch(/^\$[\d,]+\.\d{2}(, \S+)*$/);
      expect(item).not.toHaveTextContent(/all currencies together/);
      // The locale's words, dates and numbers, not the file's raw values.
      const cells = within(within(item!).getByRole('table')).getAllByRole('cell').map((cell) => cell.textContent);
      expect(cells).toContain('Label');
      expect(cells).toContain('No');
      expect(cells.filter((cell) => /^(LABEL|REFUND|PAID|READY_FOR_CHARGE|true|false)$|\d{4}-\d{2}-\d{2}T/.test(cell))).toEqual([]);
      expect(await axe(container)).toHaveNoViolations();

      await user.click(within(item!).getByRole('button', { name: 'Download' }));
      await waitFor(() => expect(createObjectURL).toHaveBeenCalledOnce());
      const files = requests.filter((request) => new URL(request.url).pathname.startsWith('/files/reports/'));
      expect(files.length).toBeGreaterThanOrEqual(2);
      for (const file of files) {
        expect(file.headers.get('Authorization')).toBeNull();
      }
      expect(requests.some((request) => request.url.startsWith(RUNS_URL) && request.headers.get('Authorization')?.startsWith('JWT '))).toBe(true);
    });

    it('gets a fresh link by itself when the signed URL expired', async () => {
      const requests = recordRequests();
      vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() }));
      const { user } = renderWithElements(<ReportDownloader />);
      await ready(user);
      await user.click(screen.getByRole('button', { name: 'Create report' }));
      await screen.findByText('Report requested.');
      await settle();
      const [item] = runItems();
      await within(item!).findByText('Ready', {});
      const firstUrl = (await requestRunUrl(requests)) ?? '';

      // 20 minutes later the 15-minute link answers 410; the block asks the run for a new one.
      await testSandbox().advance(20 * 60_000);
      await user.click(within(item!).getByRole('button', { name: 'Preview' }));
      expect(await within(item!).findByText(/^\d+ rows?/)).toBeInTheDocument();
      const fileRequests = requests.filter((request) => new URL(request.url).pathname.startsWith('/files/reports/'));
      expect(fileRequests.at(-1)?.url).not.toBe(firstUrl);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('gets a fresh link by itself when the run says its download is unavailable', async () => {
      // The sandbox's `link-unavailable-` key: the run's first link comes with status
      // `unavailable` and its URL answers 503; the next GET on the run hands out a working one.
      const requests = recordRequests();
      const downloads: { url: string; status?: string | null | undefined }[] = [];
      const fileStatuses: number[] = [];
      const listener = ({ request, response }: { request: Request; response: Response }) => {
        const { pathname } = new URL(request.url);
        if (pathname.startsWith('/files/reports/')) {
          fileStatuses.push(response.status);
        } else if (request.method === 'GET' && request.url.startsWith(`${RUNS_URL}/`)) {
          void (response.json() as Promise<ReportRun>).then((run) => {
            if (run.result?.download) {
              downloads.push(run.result.download as { url: string; status?: string | null });
            }
          });
        }
      };
      server.events.on('response:mocked', listener);
      cleanups.push(() => server.events.removeListener('response:mocked', listener));
      const createObjectURL = vi.fn(() => 'blob:report');
      vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
      const { user } = renderWithElements(<ReportDownloader createIdempotencyKey={() => 'link-unavailable-download'} />);
      await ready(user);
      await user.click(screen.getByRole('button', { name: 'Create report' }));
      await screen.findByText('Report requested.');
      await settle();
      const [item] = runItems();
      await within(item!).findByText('Ready', {});
      await waitFor(() => expect(downloads).toEqual([expect.objectContaining({ status: 'unavailable' })]));
      const unavailableUrl = downloads[0]?.url;

      await user.click(within(item!).getByRole('button', { name: 'Download' }));
      await waitFor(() => expect(createObjectURL).toHaveBeenCalledOnce());
      // One GET on the run for a fresh link, then the file from that link: the unavailable URL is never tried.
      expect(downloads).toHaveLength(2);
      expect(downloads[1]?.status).toBeUndefined();
      const files = requests.filter((request) => new URL(request.url).pathname.startsWith('/files/reports/'));
      expect(files.map((request) => request.url)).toEqual([downloads[1]?.url]);
      expect(files[0]?.url).not.toBe(unavailableUrl);
      expect(files[0]?.headers.get('Authorization')).toBeNull();
      expect(fileStatuses).toEqual([200]);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it.each<[ReportRunErrorCode, string, string, number]>([
      ['invalid_run_request', 'The report request was invalid. Change the dates or columns and create the report again.', 'Change the request', 3_000],
      ['run_timeout', 'The report took too long to prepare. Start a new run, perhaps with fewer days.', 'Start a new run', 31_000],
      ['service_unavailable', 'The reporting service was unavailable while preparing this report. Wait a minute, then start a new run.', 'Start a new run', 3_000],
      ['run_processing_failed', 'The report data couldn’t be processed. Start a new run.', 'Start a new run', 3_000],
      ['run_failed', 'The report couldn’t be completed. Start a new run.', 'Start a new run', 3_000],
    ])('explains a run that failed with %s and offers the way out', async (code, message, action, duration) => {
      const onRunFailed = vi.fn<(run: ReportRun) => void>();
      let keys = 0;
      const { user, container } = renderWithElements(
        <ReportDownloader onRunFailed={onRunFailed} createIdempotencyKey={() => `fail-${code}-${(keys += 1)}`} />,
      );
      await ready(user);
      await user.click(screen.getByRole('button', { name: 'Create report' }));
      await screen.findByText('Report requested.');
      await testSandbox().advance(1_000);
      await testSandbox().advance(duration);
      const [item] = runItems();
      const alert = await within(item!).findByRole('alert', {});
      expect(alert).toHaveTextContent(message);
      expect(item).toHaveAttribute('data-state', 'FAILED');
      expect(onRunFailed).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ error: expect.objectContaining({ code }) as unknown }));
      expect(await axe(container)).toHaveNoViolations();

      await user.click(within(alert).getByRole('button', { name: action }));
      if (code === 'invalid_run_request') {
        expect(screen.getByLabelText(/^From/)).toHaveFocus();
      } else {
        // A failed run is terminal: a new run, with a new key.
        await waitFor(() => expect(runItems()).toHaveLength(2));
        expect(keys).toBe(2);
      }
    });

    it('shows the runs a host passes back after a reload, and explains one that is gone', async () => {
      const { user } = renderWithElements(<ReportDownloader defaultRunIds={['run_missing']} />);
      await ready(user);
      const [item] = runItems();
      const alert = await within(item!).findByRole('alert');
      expect(alert).toHaveTextContent('This report can’t be found any more.');
      await user.click(within(alert).getByRole('button', { name: 'Remove from the list' }));
      expect(runItems()).toHaveLength(0);
    });
  });

  describe('idempotency', () => {
    it('sends one request for a double click', async () => {
      const requests = recordRequests();
      const { user } = renderWithElements(<ReportDownloader />);
      await ready(user);
      await user.dblClick(screen.getByRole('button', { name: 'Create report' }));
      await screen.findByText('Report requested.');
      expect(runPosts(requests)).toHaveLength(1);
      expect(runItems()).toHaveLength(1);
    });

    it('replays the same run (200) when an answer is lost and the request is resent by itself', async () => {
      const requests = recordRequests();
      server.use(
        http.post(
          RUNS_URL,
          async ({ request }) => {
            await testSandbox().fetch(request);
            return HttpResponse.error();
          },
          { once: true },
        ),
      );
      const { user } = renderWithElements(<ReportDownloader />);
      await ready(user);
      await user.click(screen.getByRole('button', { name: 'Create report' }));
      expect(await screen.findByText('This request had already been sent: here is its report, not a second one.')).toBeInTheDocument();
      expect(runPosts(requests)).toHaveLength(2);
      expect(runItems()).toHaveLength(1);
    });

    it('replays the same run (200) when the person retries after a dropped connection', async () => {
      const requests = recordRequests();
      // The sandbox creates the run, but the answer never arrives.
      const connection = dropAnswers();
      const onError = vi.fn<(error: ShippingElementsError) => void>();
      const { user } = renderWithElements(<ReportDownloader onError={onError} />);
      await ready(user);
      await user.click(screen.getByRole('button', { name: 'Create report' }));
      const alert = await screen.findByRole('alert', {});
      expect(alert).toHaveTextContent('The request couldn’t reach the reporting service.');
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'network' }));
      expect(root()).toHaveAttribute('data-state', 'rejected');

      connection.restore();
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('This request had already been sent: here is its report, not a second one.')).toBeInTheDocument();
      const keys = await Promise.all(runPosts(requests).map(async (request) => ((await request.json()) as { idempotency_key: string }).idempotency_key));
      // The client's own retries and the person's: all with the one key of the request.
      expect(keys.length).toBeGreaterThan(2);
      expect(new Set(keys).size).toBe(1);
      expect(runItems()).toHaveLength(1);
    });

    it('explains a 409 and offers a new request or the first one again', async () => {
      const connection = dropAnswers();
      const { user, container } = renderWithElements(<ReportDownloader />);
      await ready(user);
      await user.click(screen.getByRole('button', { name: 'Create report' }));
      await screen.findByRole('alert', {});
      connection.restore();
      // The person changes the dates and sends again: the key is the first request's.
      await setDates(user, '2026-11-01', '2026-11-22');
      await user.click(screen.getByRole('button', { name: 'Create report' }));
      const alert = await screen.findByText(/This request was already sent with other dates or columns/);
      expect(root()).toHaveAttribute('data-state', 'conflict');
      expect(await axe(container)).toHaveNoViolations();

      await user.click(screen.getByRole('button', { name: 'Send the first request again' }));
      expect(await screen.findByText('This request had already been sent: here is its report, not a second one.')).toBeInTheDocument();
      expect(alert).not.toBeInTheDocument();
      expect(runItems()).toHaveLength(1);

      await user.click(screen.getByRole('button', { name: 'Create report' }));
      expect(await screen.findByText('Report requested.')).toBeInTheDocument();
      expect(runItems()).toHaveLength(2);
    });

    it('starts over with a new key after a 409 when the person asks for a new request', async () => {
      const requests = recordRequests();
      const connection = dropAnswers();
      const { user } = renderWithElements(<ReportDownloader />);
      await ready(user);
      await user.click(screen.getByRole('button', { name: 'Create report' }));
      await screen.findByRole('alert', {});
      connection.restore();
      await setDates(user, '2026-11-01', '2026-11-22');
      await user.click(screen.getByRole('button', { name: 'Create report' }));
      await screen.findByText(/This request was already sent with other dates or columns/);
      await user.click(screen.getByRole('button', { name: 'Start a new request' }));
      await user.click(screen.getByRole('button', { name: 'Create report' }));
      expect(await screen.findByText('Report requested.')).toBeInTheDocument();
      const keys = await Promise.all(runPosts(requests).map(async (request) => ((await request.json()) as { idempotency_key: string }).idempotency_key));
      expect(new Set(keys).size).toBe(2);
      expect(keys.at(-1)).not.toBe(keys[0]);
    });
  });

  describe('refusals', () => {
    it.each<[string, (body: Record<string, unknown>) => Record<string, unknown>, RegExp]>([
      ['invalid-column', (body) => ({ ...body, columns: ['invoice_number', 'not_a_column'] }), /isn’t offered by this report any more/],
      ['invalid-parameter', (body) => ({ ...body, columns: ['invoice_number', 'invoice_number'] }), /each column can be chosen once/],
      ['validation-error', (body) => ({ ...body, unknown_field: true }), /The request was refused as invalid/],
      ['report-type-not-found', (body) => ({ ...body, report_type: 'invoice.v9' }), /This report isn’t offered any more/],
      [
        'data-unavailable',
        (body) => ({ ...body, interval: { start: Date.UTC(2026, 11, 1) / 1000, end: Date.UTC(2026, 11, 2) / 1000 } }),
        /There is no data for these dates yet/,
      ],
    ])('explains %s from the API with the action that fixes it', async (code, change, message) => {
      rewriteRunRequest(change);
      const onError = vi.fn<(error: ShippingElementsError) => void>();
      const { user, container } = renderWithElements(<ReportDownloader onError={onError} />);
      await ready(user);
      await user.click(screen.getByRole('button', { name: 'Create report' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);
      expect(alert).toHaveAttribute('data-code', code);
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'api', code }));
      expect(root()).toHaveAttribute('data-state', 'rejected');
      expect(await axe(container)).toHaveNoViolations();
      if (code === 'report-type-not-found') {
        expect(within(alert).getByRole('button', { name: 'Reload the list of reports' })).toBeInTheDocument();
      } else {
        expect(within(alert).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
      }
    });

    it('retries a 503 with backoff by itself and creates the run once', async () => {
      // The sandbox's 503 carries its problem document; MSW keeps an unread clone of every
      // response, so cancelling the body would never settle: the client does not wait for it.
      const requests = recordRequests();
      const { user } = renderWithElements(<ReportDownloader createIdempotencyKey={() => 'unavailable-first-try'} />);
      await ready(user);
      await user.click(screen.getByRole('button', { name: 'Create report' }));
      expect(await screen.findByText('Report requested.', {})).toBeInTheDocument();
      expect(runPosts(requests)).toHaveLength(2);
      expect(runItems()).toHaveLength(1);
    });

    it('asks the person to wait and try again when the service stays unavailable', async () => {
      server.use(
        // Every POST answers 503 (the sandbox's simulation header); the client retries, then gives up.
        http.post(RUNS_URL, async ({ request }) => {
          const headers = new Headers(request.headers);
          headers.set('X-Sandbox-Simulate', '503');
          return testSandbox().fetch(new Request(request.url, { method: 'POST', headers, body: await request.text() }));
        }),
      );
      const requests = recordRequests();
      const { user } = renderWithElements(<ReportDownloader />);
      await ready(user);
      await user.click(screen.getByRole('button', { name: 'Create report' }));
      const alert = await screen.findByRole('alert', {});
      expect(alert).toHaveTextContent('The reporting service is busy right now. Wait a moment, then try again');
      expect(runPosts(requests).length).toBeGreaterThan(1);
      server.resetHandlers();
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('Report requested.')).toBeInTheDocument();
    });

    it('says the session ended when the API still refuses the token after a refresh', async () => {
      server.use(http.post(RUNS_URL, () => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 })));
      const onError = vi.fn<(error: ShippingElementsError) => void>();
      const { user } = renderWithElements(<ReportDownloader onError={onError} />);
      await ready(user);
      await user.click(screen.getByRole('button', { name: 'Create report' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Your session has ended. Sign in again, then try again.');
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'auth', detail: 'Invalid token.' }));
    });

    it('shows a retryable error when the catalog cannot be loaded', async () => {
      server.use(http.get(`${TEST_API}/v2/reporting/reports`, () => HttpResponse.json({ detail: 'boom' }, { status: 500 }), { once: true }));
      const { user } = renderWithElements(<ReportDownloader />);
      expect(await screen.findByText('Couldn\'t load the list of reports.')).toBeInTheDocument();
      expect(root()).toHaveAttribute('data-state', 'load-error');
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('button', { name: 'Create report' })).toBeInTheDocument();
    });
  });

  it('speaks French with the French catalogue', async () => {
    renderWithElements(<ReportDownloader />, { provider: { locale: 'fr' } });
    expect(await screen.findByRole('button', { name: 'Créer le rapport' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vos rapports' })).toBeInTheDocument();
    // The API's English names of the report and its columns are not shown beside French text.
    expect(screen.getByRole('combobox', { name: 'Rapport' })).toHaveDisplayValue('Factures');
    expect(screen.getByText(/^Une ligne par élément de facture/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Montant de l’élément' })).toBeChecked();
    expect(screen.queryByText(/One row per|invoice_item_amount/)).not.toBeInTheDocument();
  });
});

/** The download URL of the last run the requests listed (from a GET of the run). */
async function requestRunUrl(requests: Request[]): Promise<string | undefined> {
  const gets = requests.filter((request) => request.method === 'GET' && request.url.startsWith(`${RUNS_URL}/`));
  const last = gets.at(-1);
  if (!last) {
    return undefined;
  }
  const response = await testSandbox().fetch(new Request(last.url, { headers: last.headers }));
  const run = (await response.json()) as ReportRun;
  return run.result?.download?.url ?? undefined;
}
