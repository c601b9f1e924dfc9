import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client';
import {
  ProblemDocumentSchema,
  type ReportRun,
  ReportRunErrorCodeSchema,
  type ReportRunInput,
  ReportRunSchema,
  createReportRun,
  downloadReportRun,
  getReportRun,
} from '../../src/api/resources/reports';
import type { Scope } from '../core/store';
import { gunzip } from '../files/csv';
import { parseDecimal } from '../../src/lib/decimal';
import { withTrustedOrigin } from '../../src/api/urls';
import { DEFAULT_INVOICE_COLUMNS } from './catalog';
import { INVOICE_EVENTS_COLLECTION, divideRounded } from './invoice-items';
import { DOWNLOAD_URL_TTL_SECONDS, PROCESSING_DURATION_MS, QUEUED_DURATION_MS, TIMEOUT_PROCESSING_DURATION_MS, canonicalJson } from './runs';
import { HARNESS_ORIGIN, type ReportingHarness, createReportingHarness } from '../../test/sandbox/reporting-harness';

// Wednesday 18 November 2026, 15:30 UTC.
const NOW = Date.UTC(2026, 10, 18, 15, 30, 0);
const DAY_SECONDS = 86_400;
/** The data window's end: the start of the current UTC day. */
const TODAY = Date.UTC(2026, 10, 18) / 1000;
/** The window's start: 400 days before now. */
const WINDOW_START = TODAY - 400 * DAY_SECONDS;

/** A valid 90-day run request ending at the data window's end. */
function runInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { report_type: 'invoice.v1', interval: { start: TODAY - 90 * DAY_SECONDS, end: TODAY }, ...overrides };
}

async function postRun(harness: ReportingHarness, body: unknown, scope?: Scope): Promise<Response> {
  return harness.send({ method: 'POST', path: '/v2/reporting/runs', body, ...(scope ? { scope } : {}) });
}

async function readRun(response: Response): Promise<ReportRun> {
  expect(response.headers.get('Content-Type')).toBe('application/json');
  const body: unknown = await response.json();
  // The harness answers on plain HTTP at a made-up host: the client admits its URLs as its own
  // configured origin; a bare parse must be told so.
  return withTrustedOrigin(HARNESS_ORIGIN, () => ReportRunSchema.parse(body));
}

async function getRun(harness: ReportingHarness, runId: string, scope?: Scope): Promise<Response> {
  return harness.send({ path: `/v2/reporting/runs/${encodeURIComponent(runId)}`, ...(scope ? { scope } : {}) });
}

/** Checks a problem document and returns its stable code. */
async function expectProblem(response: Response, status: number, code: string): Promise<void> {
  expect(response.status).toBe(status);
  expect(response.headers.get('Content-Type')).toBe('application/problem+json');
  const body = ProblemDocumentSchema.parse(await response.json());
  expect(body.type.split('/').at(-1)).toBe(code);
  expect(body.status).toBe(status);
  expect(body.title).toBeTruthy();
  expect(body.detail).toBeTruthy();
}

/** Creates a run and moves the clock until it is terminal. */
async function completedRun(harness: ReportingHarness, body: unknown = runInput(), scope?: Scope): Promise<ReportRun> {
  const created = await readRun(await postRun(harness, body, scope));
  await harness.advance(QUEUED_DURATION_MS + PROCESSING_DURATION_MS);
  return readRun(await getRun(harness, created.id, scope));
}

/** A small RFC 4180 reader (quotes, doubled quotes, CRLF), to check the file the way a client reads it. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text.charAt(index);
    if (quoted) {
      if (character === '"' && text.charAt(index + 1) === '"') {
        field += '"';
        index += 1;
      } else if (character === '"') {
        quoted = false;
      } else {
        field += character;
      }
    } else if (character === '"') {
      quoted = true;
    } else if (character === ',') {
      record.push(field);
      field = '';
    } else if (character === '\r' && text.charAt(index + 1) === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index += 1;
    } else {
      field += character;
    }
  }
  return records;
}

async function downloadCsv(harness: ReportingHarness, url: string): Promise<{ response: Response; text: string; records: string[][] }> {
  // The file route is public: no scope, no Authorization header.
  const response = await harness.send({ path: url });
  expect(response.status).toBe(200);
  const text = new TextDecoder().decode(await gunzip(new Uint8Array(await response.arrayBuffer())));
  return { response, text, records: parseCsv(text) };
}

describe('run lifecycle (spec §3)', () => {
  it('(none) → QUEUED with 201, QUEUED → PROCESSING, PROCESSING → SUCCEEDED with result.download', async () => {
    const harness = createReportingHarness({ now: NOW });
    const response = await postRun(harness, runInput());
    expect(response.status).toBe(201);
    const created = await readRun(response);
    expect(created).toEqual({
      id: expect.stringMatching(/^run_[0-9a-f]{24}$/) as unknown,
      report_type: 'invoice.v1',
      interval: { start: TODAY - 90 * DAY_SECONDS, end: TODAY },
      columns: [...DEFAULT_INVOICE_COLUMNS],
      output_format: 'csv_gzip',
      status: 'QUEUED',
      created_at: NOW / 1000,
      updated_at: NOW / 1000,
    });

    const queued = await readRun(await getRun(harness, created.id));
    expect(queued.status).toBe('QUEUED');
    expect(queued.result).toBeUndefined();

    await harness.advance(QUEUED_DURATION_MS);
    const processing = await readRun(await getRun(harness, created.id));
    expect(processing.status).toBe('PROCESSING');
    expect(processing.updated_at).toBe(NOW / 1000 + 1);
    expect(processing.result).toBeUndefined();

    await harness.advance(PROCESSING_DURATION_MS);
    const succeededResponse = await getRun(harness, created.id);
    expect(succeededResponse.status).toBe(200);
    const succeeded = await readRun(succeededResponse);
    expect(succeeded.status).toBe('SUCCEEDED');
    expect(succeeded.updated_at).toBe(NOW / 1000 + 3);
    expect(succeeded.error).toBeUndefined();
    const download = succeeded.result?.download;
    expect(download?.url).toMatch(new RegExp(`^${HARNESS_ORIGIN}/files/reports/acct_sandbox_merchant%3Atest/${created.id}\\.csv\\.gz\\?expires=\\d+&signature=`));
    expect(download?.expires).toBe(NOW / 1000 + 3 + DOWNLOAD_URL_TTL_SECONDS);
  });

  it('(none) → existing run state with 200 on an identical replay, and no new run', async () => {
    const harness = createReportingHarness({ now: NOW });
    const body = runInput({ idempotency_key: 'replay-1', columns: ['invoice_number', 'invoice_item_amount'] });
    const first = await postRun(harness, body);
    expect(first.status).toBe(201);
    const created = await readRun(first);
    expect(created.idempotency_key).toBe('replay-1');

    // Same body with its keys in another order: still identical.
    const reordered = { idempotency_key: 'replay-1', columns: ['invoice_number', 'invoice_item_amount'], interval: { end: TODAY, start: TODAY - 90 * DAY_SECONDS }, report_type: 'invoice.v1' };
    const replay = await postRun(harness, reordered);
    expect(replay.status).toBe(200);
    expect(await readRun(replay)).toEqual(created);

    await harness.advance(QUEUED_DURATION_MS);
    const replayProcessing = await readRun(await postRun(harness, body));
    expect(replayProcessing.id).toBe(created.id);
    expect(replayProcessing.status).toBe('PROCESSING');

    await harness.advance(PROCESSING_DURATION_MS);
    const replaySucceeded = await postRun(harness, body);
    expect(replaySucceeded.status).toBe(200);
    const run = await readRun(replaySucceeded);
    expect(run.status).toBe('SUCCEEDED');
    expect(run.result?.download?.url).toBeTruthy();
    expect(harness.services.store.collection(harness.scopes.merchant, 'report_runs').size()).toBe(1);
  });

  it('a new key or no key always creates a new run', async () => {
    const harness = createReportingHarness({ now: NOW });
    const first = await readRun(await postRun(harness, runInput()));
    const second = await readRun(await postRun(harness, runInput()));
    expect(second.id).not.toBe(first.id);
    const third = await postRun(harness, runInput({ idempotency_key: 'fresh' }));
    expect(third.status).toBe(201);
  });

  it('answers 409 idempotency-conflict for the same key with a different body, and the original body still replays', async () => {
    const harness = createReportingHarness({ now: NOW });
    const body = runInput({ idempotency_key: 'conflict-1' });
    const created = await readRun(await postRun(harness, body));
    await expectProblem(await postRun(harness, runInput({ idempotency_key: 'conflict-1', columns: ['invoice_number'] })), 409, 'idempotency-conflict');
    await expectProblem(
      await postRun(harness, runInput({ idempotency_key: 'conflict-1', interval: { start: TODAY - 10 * DAY_SECONDS, end: TODAY } })),
      409,
      'idempotency-conflict',
    );
    // Spelling the default output format out is a different body.
    await expectProblem(await postRun(harness, { ...body, output_format: 'csv_gzip' }), 409, 'idempotency-conflict');
    const replay = await postRun(harness, body);
    expect(replay.status).toBe(200);
    expect((await readRun(replay)).id).toBe(created.id);
  });

  it.each(ReportRunErrorCodeSchema.options.filter((code) => code !== 'run_timeout'))(
    'PROCESSING → FAILED with error.code %s for the key fail-<code>, answered with HTTP 200',
    async (code) => {
      const harness = createReportingHarness({ now: NOW });
      const created = await readRun(await postRun(harness, runInput({ idempotency_key: `fail-${code}-42` })));
      expect(created.status).toBe('QUEUED');
      await harness.advance(QUEUED_DURATION_MS);
      expect((await readRun(await getRun(harness, created.id))).status).toBe('PROCESSING');
      await harness.advance(PROCESSING_DURATION_MS);
      const response = await getRun(harness, created.id);
      expect(response.status).toBe(200);
      const failed = await readRun(response);
      expect(failed.status).toBe('FAILED');
      expect(failed.error?.code).toBe(code);
      expect(failed.error?.message).toBeTruthy();
      expect(failed.result).toBeUndefined();
      // Terminal: nothing moves it any more.
      await harness.advance(60_000);
      expect((await readRun(await getRun(harness, created.id))).status).toBe('FAILED');
    },
  );

  it('PROCESSING → FAILED run_timeout only after the longer processing time is exceeded', async () => {
    const harness = createReportingHarness({ now: NOW });
    const created = await readRun(await postRun(harness, runInput({ idempotency_key: 'fail-run_timeout' })));
    await harness.advance(QUEUED_DURATION_MS + PROCESSING_DURATION_MS);
    expect((await readRun(await getRun(harness, created.id))).status).toBe('PROCESSING');
    await harness.advance(TIMEOUT_PROCESSING_DURATION_MS - PROCESSING_DURATION_MS);
    const failed = await readRun(await getRun(harness, created.id));
    expect(failed.status).toBe('FAILED');
    expect(failed.error?.code).toBe('run_timeout');
    expect(failed.updated_at).toBe(NOW / 1000 + (QUEUED_DURATION_MS + TIMEOUT_PROCESSING_DURATION_MS) / 1000);
  });

  it('a failed run is replayed as FAILED; retrying takes a new run', async () => {
    const harness = createReportingHarness({ now: NOW });
    const body = runInput({ idempotency_key: 'fail-run_failed' });
    const failed = await completedRun(harness, body);
    expect(failed.status).toBe('FAILED');
    const replay = await postRun(harness, body);
    expect(replay.status).toBe(200);
    expect((await readRun(replay)).error?.code).toBe('run_failed');
    const retry = await completedRun(harness, runInput({ idempotency_key: 'retry-after-failure' }));
    expect(retry.status).toBe('SUCCEEDED');
  });

  it('a key like fail-unknown is not magic', async () => {
    const harness = createReportingHarness({ now: NOW });
    expect((await completedRun(harness, runInput({ idempotency_key: 'fail-unknown' }))).status).toBe('SUCCEEDED');
  });

  it('follows the speed option', async () => {
    const harness = createReportingHarness({ now: NOW, speed: 10 });
    const created = await readRun(await postRun(harness, runInput()));
    await harness.advance(100);
    expect((await readRun(await getRun(harness, created.id))).status).toBe('PROCESSING');
    await harness.advance(200);
    expect((await readRun(await getRun(harness, created.id))).status).toBe('SUCCEEDED');
  });
});

describe('problems (spec §7)', () => {
  it.each<[string, { rawBody?: string; body?: unknown; contentType?: string }]>([
    ['malformed JSON', { rawBody: '{"report_type": ' }],
    ['no body', {}],
    ['a JSON array', { body: [runInput()] }],
    ['a JSON string', { body: 'invoice.v1' }],
    ['JSON null', { rawBody: 'null' }],
    ['an unknown field', { body: runInput({ format: 'csv' }) }],
    ['an unknown nested field', { body: runInput({ interval: { start: TODAY - DAY_SECONDS, end: TODAY, zone: 'UTC' } }) }],
    ['interval.end equal to start', { body: runInput({ interval: { start: TODAY, end: TODAY } }) }],
    ['interval.end before start', { body: runInput({ interval: { start: TODAY, end: TODAY - DAY_SECONDS } }) }],
    ['a string interval', { body: runInput({ interval: { start: String(TODAY - DAY_SECONDS), end: String(TODAY) } }) }],
    ['a fractional epoch', { body: runInput({ interval: { start: TODAY - 1.5, end: TODAY } }) }],
    ['no interval', { body: { report_type: 'invoice.v1' } }],
    ['no report_type', { body: { interval: { start: TODAY - DAY_SECONDS, end: TODAY } } }],
    ['columns as a string', { body: runInput({ columns: 'invoice_number' }) }],
    ['empty columns', { body: runInput({ columns: [] }) }],
    ['an unknown output format', { body: runInput({ output_format: 'xlsx' }) }],
    ['an empty idempotency_key', { body: runInput({ idempotency_key: '' }) }],
    ['a 129-character idempotency_key', { body: runInput({ idempotency_key: 'k'.repeat(129) }) }],
    ['a form-encoded body', { rawBody: 'report_type=invoice.v1', contentType: 'application/x-www-form-urlencoded' }],
  ])('answers 422 validation-error for %s', async (_name, request) => {
    const harness = createReportingHarness({ now: NOW });
    const response = await harness.send({
      method: 'POST',
      path: '/v2/reporting/runs',
      ...(request.rawBody === undefined ? {} : { rawBody: request.rawBody }),
      ...(request.body === undefined ? {} : { body: request.body }),
      ...(request.contentType ? { headers: { 'Content-Type': request.contentType } } : {}),
    });
    await expectProblem(response, 422, 'validation-error');
  });

  it('accepts a 128-character idempotency_key', async () => {
    const harness = createReportingHarness({ now: NOW });
    expect((await postRun(harness, runInput({ idempotency_key: 'k'.repeat(128) }))).status).toBe(201);
  });

  it.each(['invoice.v2', 'shipments.v1', 'invoice'])('answers 404 report-type-not-found for %s', async (reportType) => {
    const harness = createReportingHarness({ now: NOW });
    await expectProblem(await postRun(harness, runInput({ report_type: reportType })), 404, 'report-type-not-found');
  });

  it('answers 400 invalid-column for a column not in available_columns', async () => {
    const harness = createReportingHarness({ now: NOW });
    await expectProblem(await postRun(harness, runInput({ columns: ['invoice_number', 'invoice_total'] })), 400, 'invalid-column');
    await expectProblem(await postRun(harness, runInput({ columns: ['INVOICE_NUMBER'] })), 400, 'invalid-column');
  });

  it('answers 400 invalid-parameter for a column requested twice', async () => {
    const harness = createReportingHarness({ now: NOW });
    await expectProblem(await postRun(harness, runInput({ columns: ['invoice_number', 'is_return', 'invoice_number'] })), 400, 'invalid-parameter');
  });

  it('answers 400 invalid-parameter for an interval longer than 92 days, and accepts exactly 92', async () => {
    const harness = createReportingHarness({ now: NOW });
    await expectProblem(await postRun(harness, runInput({ interval: { start: TODAY - 92 * DAY_SECONDS - 1, end: TODAY } })), 400, 'invalid-parameter');
    expect((await postRun(harness, runInput({ interval: { start: TODAY - 92 * DAY_SECONDS, end: TODAY } }))).status).toBe(201);
  });

  it('answers 404 data-unavailable for an interval outside the data window, and accepts its edges', async () => {
    const harness = createReportingHarness({ now: NOW });
    // Ends after the start of today: today's data is not in yet.
    await expectProblem(await postRun(harness, runInput({ interval: { start: TODAY - DAY_SECONDS, end: TODAY + 1 } })), 404, 'data-unavailable');
    // Starts before the 400 days the sandbox keeps.
    await expectProblem(
      await postRun(harness, runInput({ interval: { start: WINDOW_START - 1, end: WINDOW_START + DAY_SECONDS } })),
      404,
      'data-unavailable',
    );
    await expectProblem(await postRun(harness, runInput({ interval: { start: TODAY + DAY_SECONDS, end: TODAY + 2 * DAY_SECONDS } })), 404, 'data-unavailable');
    expect((await postRun(harness, runInput({ interval: { start: WINDOW_START, end: WINDOW_START + DAY_SECONDS } }))).status).toBe(201);
  });

  it('answers 404 run-not-found for an unknown run id', async () => {
    const harness = createReportingHarness({ now: NOW });
    await expectProblem(await getRun(harness, 'run_does_not_exist'), 404, 'run-not-found');
  });

  it('answers 503 service-unavailable with Retry-After once for an unavailable- key, then creates the run', async () => {
    const harness = createReportingHarness({ now: NOW });
    const body = runInput({ idempotency_key: 'unavailable-1' });
    const first = await postRun(harness, body);
    expect(first.headers.get('Retry-After')).toBe('1');
    await expectProblem(first, 503, 'service-unavailable');
    const second = await postRun(harness, body);
    expect(second.status).toBe(201);
    const third = await postRun(harness, body);
    expect(third.status).toBe(200);
    // Another key with the prefix fails once too.
    expect((await postRun(harness, runInput({ idempotency_key: 'unavailable-2' }))).status).toBe(503);
  });

  describe('validation order', () => {
    it.each<[string, Record<string, unknown>, number, string]>([
      ['unknown field before unknown report type', { report_type: 'nope.v1', extra: true }, 422, 'validation-error'],
      ['end <= start before unknown report type', { report_type: 'nope.v1', interval: { start: TODAY, end: TODAY } }, 422, 'validation-error'],
      ['unknown report type before unknown column', { report_type: 'nope.v1', columns: ['bogus'] }, 404, 'report-type-not-found'],
      ['unknown column before duplicate column', { columns: ['bogus', 'is_return', 'is_return'] }, 400, 'invalid-column'],
      [
        'unknown column before a too-long interval',
        { columns: ['bogus'], interval: { start: TODAY - 100 * DAY_SECONDS, end: TODAY } },
        400,
        'invalid-column',
      ],
      [
        'duplicate column before data window',
        { columns: ['is_return', 'is_return'], interval: { start: TODAY, end: TODAY + DAY_SECONDS } },
        400,
        'invalid-parameter',
      ],
      [
        'too-long interval before data window',
        { interval: { start: TODAY - 100 * DAY_SECONDS, end: TODAY + DAY_SECONDS } },
        400,
        'invalid-parameter',
      ],
      [
        'data window before the unavailable key',
        { interval: { start: TODAY, end: TODAY + DAY_SECONDS }, idempotency_key: 'unavailable-x' },
        404,
        'data-unavailable',
      ],
    ])('%s', async (_name, overrides, status, code) => {
      const harness = createReportingHarness({ now: NOW });
      await expectProblem(await postRun(harness, runInput(overrides)), status, code);
    });

    it('data window before idempotency conflict', async () => {
      const harness = createReportingHarness({ now: NOW });
      expect((await postRun(harness, runInput({ idempotency_key: 'order' }))).status).toBe(201);
      await expectProblem(
        await postRun(harness, runInput({ idempotency_key: 'order', interval: { start: TODAY, end: TODAY + DAY_SECONDS } })),
        404,
        'data-unavailable',
      );
    });
  });
});

describe('download (spec §4)', () => {
  it('serves the gzipped CSV without authentication, with the requested columns in order', async () => {
    const harness = createReportingHarness({ now: NOW });
    const columns = [
      'invoice_item_created_at',
      'invoice_item_type',
      'invoice_item_amount',
      'invoice_item_currency',
      'invoice_item_charged_amount',
      'invoice_item_charge_fx_rate',
      'invoice_total_amount',
      'is_return',
      'invoice_number',
      'transaction_object_id',
    ];
    const run = await completedRun(harness, runInput({ columns, interval: { start: TODAY - 92 * DAY_SECONDS, end: TODAY } }));
    expect(run.columns).toEqual(columns);
    const url = run.result?.download?.url ?? '';
    const { response, text, records } = await downloadCsv(harness, url);
    expect(response.headers.get('Content-Type')).toBe('application/gzip');
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="invoice-${run.id}.csv.gz"`);

    const [header = [], ...rows] = records;
    expect(header).toEqual(columns);
    expect(rows.length).toBeGreaterThan(10);
    const column = (name: string) => columns.indexOf(name);
    for (const row of rows) {
      expect(row).toHaveLength(columns.length);
      expect(row[column('invoice_item_amount')]).toMatch(/^-?\d+\.\d{2}$/);
      expect(row[column('invoice_item_charged_amount')]).toMatch(/^-?\d+\.\d{2}$/);
      expect(row[column('invoice_total_amount')]).toMatch(/^-?\d+\.\d{2}$/);
      expect(row[column('invoice_item_charge_fx_rate')]).toMatch(/^\d+\.\d{6}$/);
      expect(row[column('is_return')]).toMatch(/^(true|false)$/);
      expect(row[column('invoice_item_created_at')]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      const created = Date.parse(row[column('invoice_item_created_at')] ?? '') / 1000;
      expect(created).toBeGreaterThanOrEqual(TODAY - 92 * DAY_SECONDS);
      expect(created).toBeLessThan(TODAY);
    }
    // Decimals are numbers in the file, never quoted strings.
    expect(text).not.toMatch(/"-?\d+(\.\d+)?"/);
    const refunds = rows.filter((row) => row[column('invoice_item_type')] === 'REFUND');
    expect(refunds.length).toBeGreaterThan(0);
    for (const refund of refunds) {
      expect(refund[column('invoice_item_amount')]?.startsWith('-')).toBe(true);
    }
    const charges = rows.filter((row) => row[column('invoice_item_type')] === 'LABEL');
    expect(charges.every((row) => !row[column('invoice_item_amount')]?.startsWith('-'))).toBe(true);
    expect(rows.some((row) => row[column('is_return')] === 'true')).toBe(true);

    // Foreign-currency rows: charged = amount × rate, rounded to cents.
    const foreign = rows.filter((row) => row[column('invoice_item_currency')] !== 'USD');
    expect(foreign.length).toBeGreaterThan(0);
    for (const row of foreign) {
      const exact = parseDecimal(row[column('invoice_item_amount')] ?? '', 2) * parseDecimal(row[column('invoice_item_charge_fx_rate')] ?? '', 6);
      expect(parseDecimal(row[column('invoice_item_charged_amount')] ?? '', 2)).toBe(divideRounded(exact, 1_000_000n));
    }
  });

  it('writes the default columns when the run names none, and the same file for the same seed', async () => {
    const first = createReportingHarness({ now: NOW });
    const second = createReportingHarness({ now: NOW });
    const runA = await completedRun(first);
    const runB = await completedRun(second);
    const fileA = await downloadCsv(first, runA.result?.download?.url ?? '');
    const fileB = await downloadCsv(second, runB.result?.download?.url ?? '');
    expect(fileA.records[0]).toEqual([...DEFAULT_INVOICE_COLUMNS]);
    expect(fileA.text).toBe(fileB.text);
  });

  it('keeps the URL until it expires, then answers 410 on it and hands out a fresh one', async () => {
    const harness = createReportingHarness({ now: NOW });
    const run = await completedRun(harness);
    const firstUrl = run.result?.download?.url ?? '';
    const firstExpires = run.result?.download?.expires ?? 0;

    await harness.advance(60_000);
    const again = await readRun(await getRun(harness, run.id));
    expect(again.result?.download).toEqual({ url: firstUrl, expires: firstExpires });

    await harness.advance(DOWNLOAD_URL_TTL_SECONDS * 1000);
    const expired = await harness.send({ path: firstUrl });
    expect(expired.status).toBe(410);

    const refreshed = await readRun(await getRun(harness, run.id));
    const freshUrl = refreshed.result?.download?.url ?? '';
    expect(freshUrl).not.toBe(firstUrl);
    expect(refreshed.result?.download?.expires).toBe(Math.floor(harness.now() / 1000) + DOWNLOAD_URL_TTL_SECONDS);
    expect((await harness.send({ path: freshUrl })).status).toBe(200);
  });

  it('hands out a download with status unavailable for a link-unavailable- key, refuses its URL, and a fresh one on the next GET', async () => {
    const harness = createReportingHarness({ now: NOW });
    const run = await completedRun(harness, runInput({ idempotency_key: 'link-unavailable-1' }));
    const unavailable = run.result?.download;
    expect(unavailable).toMatchObject({ status: 'unavailable', url: expect.stringMatching(/^http/) as unknown });
    const refused = await harness.send({ path: unavailable?.url ?? '' });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ detail: expect.stringMatching(/fresh link/) as unknown });

    // No time passes: the fresh link still differs from the refused one.
    const refreshed = await readRun(await getRun(harness, run.id));
    const fresh = refreshed.result?.download;
    expect(fresh?.status).toBeUndefined();
    expect(fresh?.url).not.toBe(unavailable?.url);
    expect((await harness.send({ path: fresh?.url ?? '' })).status).toBe(200);
    // The working link stays; only one link is ever unavailable, and the refused one stays refused.
    expect((await readRun(await getRun(harness, run.id))).result?.download).toEqual(fresh);
    expect((await harness.send({ path: unavailable?.url ?? '' })).status).toBe(503);
  });

  it('answers 403 for a tampered or unsigned URL', async () => {
    const harness = createReportingHarness({ now: NOW });
    const run = await completedRun(harness);
    const url = new URL(run.result?.download?.url ?? '');
    url.searchParams.set('signature', 'forged');
    expect((await harness.send({ path: url.href })).status).toBe(403);
    url.search = '';
    expect((await harness.send({ path: url.href })).status).toBe(403);
    const otherScope = new URL(run.result?.download?.url ?? '');
    otherScope.pathname = otherScope.pathname.replace('acct_sandbox_merchant', 'acct_sandbox_other');
    expect((await harness.send({ path: otherScope.href })).status).toBe(403);
  });

  it('reports live label and refund activity of closed weeks and leaves the open week out', async () => {
    const harness = createReportingHarness({ now: NOW });
    const events = harness.services.store.collection<Record<string, unknown> & { object_id: string }>(harness.scopes.merchant, INVOICE_EVENTS_COLLECTION);
    const lastWeek = Date.UTC(2026, 10, 10, 9, 15);
    events.insert({
      object_id: 'ine_label',
      kind: 'label',
      transaction_object_id: 'txn_live_one',
      amount: '12.40',
      currency: 'USD',
      created_at: lastWeek,
      is_return: true,
      description: 'Carrier Priority, 2 lb label',
    });
    events.insert({
      object_id: 'ine_refund',
      kind: 'refund',
      transaction_object_id: 'txn_live_one',
      amount: '12.40',
      currency: 'USD',
      created_at: lastWeek + 3_600_000,
      is_return: true,
      description: 'Refund of Carrier label',
    });
    events.insert({
      object_id: 'ine_open_week',
      kind: 'label',
      transaction_object_id: 'txn_this_week',
      amount: '9.99',
      currency: 'USD',
      created_at: Date.UTC(2026, 10, 16, 12),
      is_return: false,
      description: 'This week',
    });
    const columns = ['transaction_object_id', 'invoice_item_type', 'invoice_item_amount', 'is_return', 'invoice_item_description', 'invoice_status'];
    const run = await completedRun(harness, runInput({ columns, interval: { start: TODAY - 30 * DAY_SECONDS, end: TODAY } }));
    const { text, records } = await downloadCsv(harness, run.result?.download?.url ?? '');
    const live = records.filter((row) => row[0] === 'txn_live_one');
    expect(live).toEqual([
      ['txn_live_one', 'LABEL', '12.40', 'true', 'Carrier Priority, 2 lb label', 'PAID'],
      ['txn_live_one', 'REFUND', '-12.40', 'true', 'Refund of Carrier label', 'PAID'],
    ]);
    // The description holds a comma, so the writer quotes it; amounts stay bare.
    expect(text).toContain('txn_live_one,LABEL,12.40,true,"Carrier Priority, 2 lb label",PAID\r\n');
    expect(text).toContain('txn_live_one,REFUND,-12.40,true,Refund of Carrier label,PAID\r\n');
    expect(text).not.toContain('txn_this_week');
  });

  it('totals an invoice over all its items, the seeded ones and the live ones', async () => {
    const harness = createReportingHarness({ now: NOW });
    const events = harness.services.store.collection<Record<string, unknown> & { object_id: string }>(harness.scopes.merchant, INVOICE_EVENTS_COLLECTION);
    events.insert({
      object_id: 'ine_total',
      kind: 'label',
      transaction_object_id: 'txn_total',
      amount: '20.05',
      currency: 'USD',
      created_at: Date.UTC(2026, 10, 11),
      is_return: false,
      description: 'Label',
    });
    const columns = ['invoice_object_id', 'invoice_item_charged_amount', 'invoice_total_amount'];
    const run = await completedRun(harness, runInput({ columns, interval: { start: Date.UTC(2026, 10, 9) / 1000, end: Date.UTC(2026, 10, 16) / 1000 } }));
    const [, ...rows] = (await downloadCsv(harness, run.result?.download?.url ?? '')).records;
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row[0])).size).toBe(1);
    const sum = rows.reduce((total, row) => total + parseDecimal(row[1] ?? '', 2), 0n);
    expect(rows.every((row) => parseDecimal(row[2] ?? '', 2) === sum)).toBe(true);
  });
});

describe('scope isolation', () => {
  it('another account, or the other mode, gets run-not-found and its own idempotency keys', async () => {
    const harness = createReportingHarness({ now: NOW });
    const run = await completedRun(harness, runInput({ idempotency_key: 'shared-key' }));
    await expectProblem(await getRun(harness, run.id, harness.scopes.other), 404, 'run-not-found');
    await expectProblem(await getRun(harness, run.id, harness.scopes.merchantLive), 404, 'run-not-found');

    const otherResponse = await postRun(harness, runInput({ idempotency_key: 'shared-key', columns: ['invoice_number'] }), harness.scopes.other);
    expect(otherResponse.status).toBe(201);
    const otherRun = await readRun(otherResponse);
    expect(otherRun.id).not.toBe(run.id);
    await harness.advance(QUEUED_DURATION_MS + PROCESSING_DURATION_MS);

    // Each account reports its own invoices.
    const otherDone = await readRun(await getRun(harness, otherRun.id, harness.scopes.other));
    expect(otherDone.result?.download?.url).toContain('/files/reports/acct_sandbox_other%3Atest/');
    const mine = await downloadCsv(harness, run.result?.download?.url ?? '');
    const theirs = await downloadCsv(harness, otherDone.result?.download?.url ?? '');
    expect(mine.text).not.toBe(theirs.text);
  });
});

describe('with the typed client', () => {
  it('retries the 503 of an unavailable- key, then downloads without an Authorization header', async () => {
    const harness = createReportingHarness({ now: NOW });
    const seen: { path: string; authorization: string | null }[] = [];
    const api = createApiClient({
      baseUrl: HARNESS_ORIGIN,
      auth: { apiKey: 'svc_test_sandbox_merchant_4f1c2e8a9b7d6f50' },
      retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 2, random: () => 0 },
      fetch: async (input, init) => {
        const request = new Request(input, init);
        seen.push({ path: new URL(request.url).pathname, authorization: request.headers.get('Authorization') });
        return harness.fetch(request);
      },
    });
    const input: ReportRunInput = { report_type: 'invoice.v1', interval: { start: TODAY - 30 * DAY_SECONDS, end: TODAY }, idempotency_key: 'unavailable-client' };
    const { run, replayed } = await createReportRun(api, input);
    expect(replayed).toBe(false);
    expect(seen.filter((entry) => entry.path === '/v2/reporting/runs')).toHaveLength(2);

    await harness.advance(QUEUED_DURATION_MS + PROCESSING_DURATION_MS);
    const succeeded = await getReportRun(api, run.id);
    const { run: current, file } = await downloadReportRun(api, succeeded, { now: () => harness.now() });
    expect(current.status).toBe('SUCCEEDED');
    expect(file.headers.get('Content-Type')).toBe('application/gzip');
    const download = seen.find((entry) => entry.path.startsWith('/files/reports/'));
    expect(download?.authorization).toBeNull();
  });
});

describe('with the typed client: links', () => {
  function recordingClient(harness: ReportingHarness) {
    const seen: string[] = [];
    const api = createApiClient({
      baseUrl: HARNESS_ORIGIN,
      auth: { apiKey: 'svc_test_sandbox_merchant_4f1c2e8a9b7d6f50' },
      fetch: async (input, init) => {
        const request = new Request(input, init);
        seen.push(`${request.method} ${request.url}`);
        return harness.fetch(request);
      },
    });
    return { api, seen };
  }

  it('GETs the run once for a working link when its download is unavailable, and never tries the unavailable URL', async () => {
    const harness = createReportingHarness({ now: NOW });
    const { api, seen } = recordingClient(harness);
    const input: ReportRunInput = { report_type: 'invoice.v1', interval: { start: TODAY - 30 * DAY_SECONDS, end: TODAY }, idempotency_key: 'link-unavailable-client' };
    const { run } = await createReportRun(api, input);
    await harness.advance(QUEUED_DURATION_MS + PROCESSING_DURATION_MS);
    const succeeded = await getReportRun(api, run.id);
    expect(succeeded.result?.download?.status).toBe('unavailable');
    seen.splice(0);

    const { run: current, file } = await downloadReportRun(api, succeeded, { now: () => harness.now() });
    expect(file.status).toBe(200);
    expect(current.result?.download?.status).toBeUndefined();
    expect(seen).toEqual([`GET ${HARNESS_ORIGIN}/v2/reporting/runs/${run.id}`, `GET ${current.result?.download?.url ?? ''}`]);
  });

  it('tries a link the API has just handed out even when the device clock is an hour ahead', async () => {
    const harness = createReportingHarness({ now: NOW });
    const { api, seen } = recordingClient(harness);
    const { run } = await createReportRun(api, { report_type: 'invoice.v1', interval: { start: TODAY - 30 * DAY_SECONDS, end: TODAY } });
    await harness.advance(QUEUED_DURATION_MS + PROCESSING_DURATION_MS);
    const succeeded = await getReportRun(api, run.id);
    seen.splice(0);

    const { file } = await downloadReportRun(api, succeeded, { now: () => harness.now() + 3_600_000 });
    expect(file.status).toBe(200);
    // The cached link looks expired to the device: one GET on the run, then the file.
    expect(seen).toHaveLength(2);
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every level and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe('{"a":{"c":null,"d":[2,1]},"b":1}');
  });
});
