import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ReportDownloader } from '../src';
import { createApiClient } from '../src/api/client';
import { createReportRun } from '../src/api/resources/reports';
import { TEST_API, testSandbox } from '../test/msw-sandbox';
import { BLOCK_DOCS } from './docs/BlockDocsPage';

// The sandbox's clock stands at 2026-11-23 15:00 UTC and moves only when a story advances it:
// a run is QUEUED for 1 s and PROCESSING for 2 s of sandbox time.

const RUNS_URL = `${TEST_API}/v2/reporting/runs`;

const meta = {
  title: 'Components/ReportDownloader',
  component: ReportDownloader,
  // The block's docs page: its TSDoc, props, states (these stories) and theming parts.
  tags: ['autodocs'],
  args: { onReady: fn(), onRunFailed: fn(), onError: fn(), onRunIdsChange: fn() },
  parameters: {
    docs: {
      ...BLOCK_DOCS,
      description: {
        component:
          'Creates invoice report runs and hands over their files: the report catalog, default columns, a date range bounded by the data window and 92 days, runs followed until SUCCEEDED or FAILED, downloads through signed URLs without the Authorization header, and an in-browser preview with row count and exact totals. Every story talks to the sandbox inside the browser through MSW.',
      },
    },
  },
} satisfies Meta<typeof ReportDownloader>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const root = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-se-part="report-downloader"]');

async function createReport({ canvas, userEvent }: PlayContext) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Create report' }));
}

/** Creates a run and waits until the sandbox has it, so moving its clock moves the run. */
async function createRun(context: PlayContext) {
  await createReport(context);
  await expect(await context.canvas.findByText('Report requested.')).toBeVisible();
}

/** Moves the sandbox through QUEUED and PROCESSING; the block's polling picks the result up. */
async function finishRuns(ms = 3_000) {
  await testSandbox().advance(1_000);
  await testSandbox().advance(ms);
}

async function setDates({ canvas, userEvent }: PlayContext, start: string, end: string) {
  const from = await canvas.findByLabelText(/^From/);
  const to = canvas.getByLabelText(/^To/);
  await userEvent.clear(from);
  await userEvent.type(from, start);
  await userEvent.clear(to);
  await userEvent.type(to, end);
}

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: 'Create report' })).toBeEnabled();
    await expect(canvas.getByRole('checkbox', { name: 'Item amount' })).toBeChecked();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'editing');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(`${TEST_API}/v2/reporting/reports`, async () => delay('infinite')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading reports…');
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(`${TEST_API}/v2/reporting/reports`, () => HttpResponse.json({ detail: 'Unavailable.' }, { status: 500 })));
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByText("Couldn't load the list of reports.")).toBeVisible();
    await waitFor(() => expect(args.onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'api', status: 500 })));
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(`${TEST_API}/v2/reporting/reports`, () => HttpResponse.json({ items: [] })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No reports are available for this account yet.')).toBeVisible();
  },
};

/** The 92-day bound, explained on the field before anything is sent. */
export const ValidationError: Story = {
  play: async (context) => {
    await setDates(context, '2026-08-22', '2026-11-22');
    await createReport(context);
    await expect(await context.canvas.findByText('A report covers at most 92 days: choose an end date on or before November 21, 2026.')).toBeVisible();
    await expect(context.canvas.getByLabelText(/^To/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The main flow with the keyboard alone: Tab to the button, Enter, then preview the ready file. */
export const SucceededAndPreviewed: Story = {
  play: async (context) => {
    const { canvas, userEvent, args, canvasElement } = context;
    const submit = await canvas.findByRole('button', { name: 'Create report' });
    for (let step = 0; step < 40 && document.activeElement !== submit; step += 1) {
      await userEvent.tab();
    }
    await expect(submit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Report requested.')).toBeVisible();
    await finishRuns();
    const item = canvasElement.querySelector<HTMLElement>('[data-se-part="report-downloader-run"]')!;
    await expect(await within(item).findByText('Ready', {}, { timeout: 8_000 })).toBeVisible();
    await waitFor(() => expect(args.onReady).toHaveBeenCalledOnce());
    const preview = within(item).getByRole('button', { name: 'Preview' });
    preview.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(item).findByText(/^\d+ rows/, {}, { timeout: 8_000 })).toBeVisible();
    await expect(within(item).getByRole('table')).toBeVisible();
  },
};

/**
 * A file that arrives cut short (a dropped connection): the preview, read in a Web Worker in a
 * browser, says it could not read the file and offers to try again; the download is still there.
 */
export const PreviewUnreadable: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(`${TEST_API}/files/reports/*`, async ({ request }) => {
        const whole = new Uint8Array(await (await testSandbox().fetch(new Request(request.url))).arrayBuffer());
        return new HttpResponse(whole.slice(0, Math.floor(whole.length / 2)), { headers: { 'Content-Type': 'application/gzip' } });
      }),
    );
  },
  play: async (context) => {
    const { canvas, userEvent, canvasElement } = context;
    await createRun(context);
    await finishRuns();
    const item = canvasElement.querySelector<HTMLElement>('[data-se-part="report-downloader-run"]')!;
    await expect(await within(item).findByText('Ready', {}, { timeout: 8_000 })).toBeVisible();
    await userEvent.click(within(item).getByRole('button', { name: 'Preview' }));
    const alert = await within(item).findByRole('alert', {}, { timeout: 8_000 });
    await expect(alert).toHaveTextContent("Couldn't read the file. Try the preview again, or download the file.");
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const InProgress: Story = {
  play: async (context) => {
    await createRun(context);
    await testSandbox().advance(1_000);
    const item = await waitFor(() => {
      const found = context.canvasElement.querySelector<HTMLElement>('[data-se-part="report-downloader-run"][data-state="PROCESSING"]');
      if (!found) {
        throw new Error('not processing yet');
      }
      return found;
    }, { timeout: 8_000 });
    await expect(within(item).getByRole('progressbar', { name: 'Progress of the report' })).toBeVisible();
  },
};

export const RunFailed: Story = {
  args: { createIdempotencyKey: () => `fail-run_processing_failed-${crypto.randomUUID()}` },
  play: async (context) => {
    await createRun(context);
    await finishRuns();
    const alert = await context.canvas.findByRole('alert', {}, { timeout: 8_000 });
    await expect(alert).toHaveTextContent('The report data couldn’t be processed. Start a new run.');
    await waitFor(() => expect(context.args.onRunFailed).toHaveBeenCalledOnce());
    await expect(within(alert).getByRole('button', { name: 'Start a new run' })).toBeVisible();
  },
};

/** The service stays unavailable after the client's own retries: wait, then try again. */
export const ServiceUnavailable: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(RUNS_URL, () => new HttpResponse(null, { status: 503, headers: { 'Retry-After': '0' } })),
    );
  },
  play: async (context) => {
    await createReport(context);
    const alert = await context.canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('The reporting service is busy right now.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The first answer was lost, the person changed the dates: the key's first body differs (409). */
export const Conflict: Story = {
  beforeEach({ msw }) {
    let answers = 0;
    msw.use(
      http.post(RUNS_URL, async ({ request }) => {
        const response = await testSandbox().fetch(request);
        answers += 1;
        // The client resends a keyed request by itself (three retries): every answer of the first
        // request is lost, so the person sees the network error and sends again.
        return answers <= 4 ? HttpResponse.error() : response;
      }),
    );
  },
  play: async (context) => {
    await createReport(context);
    await context.canvas.findByRole('alert', {}, { timeout: 10_000 });
    await setDates(context, '2026-11-01', '2026-11-22');
    await createReport(context);
    await expect(await context.canvas.findByText(/This request was already sent with other dates or columns/)).toBeVisible();
    await expect(root(context.canvasElement)).toHaveAttribute('data-state', 'conflict');
    await expect(context.canvas.getByRole('button', { name: 'Start a new request' })).toBeVisible();
  },
};

/** Runs the host kept from an earlier visit: one ready, one failed. */
export const RestoredRuns: Story = {
  async beforeEach({ args }) {
    const api = createApiClient({ baseUrl: TEST_API, auth: { apiKey: testSandbox().keys.test }, retry: false });
    const interval = { start: Date.UTC(2026, 9, 1) / 1000, end: Date.UTC(2026, 10, 1) / 1000 };
    const ok = await createReportRun(api, { report_type: 'invoice.v1', interval, idempotency_key: 'story-restored-ok' });
    const failed = await createReportRun(api, { report_type: 'invoice.v1', interval, idempotency_key: 'fail-run_timeout-story' });
    await testSandbox().advance(1_000);
    await testSandbox().advance(31_000);
    args.defaultRunIds = [ok.run.id, failed.run.id];
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Download' }, { timeout: 8_000 })).toBeVisible();
    await expect(await canvas.findByText('The report took too long to prepare. Start a new run, perhaps with fewer days.')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Create report' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Créer le rapport' })).toBeVisible();
  },
};
