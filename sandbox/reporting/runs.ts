/**
 * Report runs (spec §2 "Report run", §3 run lifecycle, §4, §7): creation with its validation
 * order and idempotent replay, the background processing that moves a run from QUEUED through
 * PROCESSING to SUCCEEDED or FAILED, and the signed, unauthenticated download of its file.
 */
import * as z from 'zod';
import {
  type ReportRunErrorCode,
  ReportIntervalSchema,
  ReportRunErrorCodeSchema,
  ReportRunInputSchema,
  ReportRunSchema,
  type ReportRunStatus,
} from '../../src/api/resources/reports';
import { ownerOf } from '../accounts';
import type { RequestContext, SandboxServices } from '../core/context';
import { HttpError, detail, problem, respond, safeParseInEnglish } from '../core/http';
import { type PublicContext, verifySignedUrl } from '../core/signed-url';
import { type Scope, scopeKey } from '../core/store';
import { DEFAULT_INVOICE_COLUMNS, MAX_INTERVAL_SECONDS, dataAvailability, findReportType } from './catalog';
import { buildInvoiceReportFile } from './invoice-items';

/** Time a new run waits in QUEUED before processing starts. */
export const QUEUED_DURATION_MS = 1000;
/** Time a run spends in PROCESSING before it SUCCEEDS (or fails, for most magic failures). */
export const PROCESSING_DURATION_MS = 2000;
/** Time a `fail-run_timeout` run spends in PROCESSING before it gives up. */
export const TIMEOUT_PROCESSING_DURATION_MS = 30_000;
/** Lifetime of a signed download URL: 15 minutes. */
export const DOWNLOAD_URL_TTL_SECONDS = 900;

/** The only output format (spec §2). */
const OUTPUT_FORMAT = 'csv_gzip';

/** Prefix of an `idempotency_key` whose run fails; the error code follows it (`fail-run_timeout`). */
export const FAIL_KEY_PREFIX = 'fail-';
/** Prefix of an `idempotency_key` whose first POST answers 503 (to exercise client retries). */
export const UNAVAILABLE_KEY_PREFIX = 'unavailable-';
/**
 * Prefix of an `idempotency_key` whose SUCCEEDED run first hands out a download with
 * `status: 'unavailable'` (its URL answers 503); the next GET on the run gives a working one.
 */
export const LINK_UNAVAILABLE_KEY_PREFIX = 'link-unavailable-';

const RUNS_COLLECTION = 'report_runs';
const IDEMPOTENCY_COLLECTION = 'report_idempotency_keys';
const UNAVAILABLE_KEYS_COLLECTION = 'report_unavailable_keys';

/** Display text of each failure code, for the run's `error.message`. */
const FAILURE_MESSAGES: Record<ReportRunErrorCode, string> = {
  invalid_run_request: 'The run request was invalid.',
  run_timeout: 'The run exceeded its processing time.',
  service_unavailable: 'The reporting service was temporarily unavailable. Create a new run to retry.',
  run_processing_failed: 'The report data could not be processed.',
  run_failed: 'The run could not complete.',
};

/** The wire shape of a run (spec §2), as the sandbox stores and sends it. */
export type RunRecord = {
  id: string;
  report_type: string;
  interval: { start: number; end: number };
  columns: string[];
  output_format: typeof OUTPUT_FORMAT;
  idempotency_key?: string;
  status: ReportRunStatus;
  error?: { code: ReportRunErrorCode; message: string };
  result?: { download: Download };
  created_at: number;
  updated_at: number;
};

/** A run's `result.download`; `status` only when the file cannot be served at that URL. */
type Download = { url: string; expires: number; status?: 'unavailable' };

/** A run with what the sandbox keeps beside it. */
interface StoredRun {
  object_id: string;
  run: RunRecord;
  /** How the run ends, decided from its idempotency key at creation. */
  failure: ReportRunErrorCode | null;
  /** The gzipped CSV of a SUCCEEDED run. */
  file: Uint8Array | null;
  /** The signed URL handed out last; reused until it expires or while it is unavailable. */
  download: Download | null;
  /** Links still to hand out as `unavailable` (one for a `link-unavailable-` key). */
  unavailable_links?: number;
  /** The `expires`/`signature` of links handed out as unavailable: the file route refuses them. */
  refused_links?: string[];
}

/** An idempotency key in use, and the canonical body it was first sent with. */
interface IdempotencyEntry {
  object_id: string;
  run_id: string;
  canonical_body: string;
}

const runsOf = (services: Pick<SandboxServices, 'store'>, scope: Scope) => services.store.collection<StoredRun>(scope, RUNS_COLLECTION);

const toSeconds = (epochMs: number) => Math.floor(epochMs / 1000);

/**
 * The request body schema: the client's (strict, so unknown fields are refused), with two
 * changes. `report_type` is any string, because the spec answers a key outside the catalog with
 * 404 `report-type-not-found`, not with a validation error. And `interval` is strict too: the
 * client's schema strips unknown keys there, but the API refuses unknown fields anywhere.
 */
const RunInputSchema = z.strictObject({
  ...ReportRunInputSchema.shape,
  report_type: z.string().min(1),
  interval: z.strictObject(ReportIntervalSchema.shape),
});
type RunInput = z.output<typeof RunInputSchema>;

/** JSON with object keys sorted at every level: equal bodies give equal text whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    return `[${value.map((entry) => canonicalJson(entry)).join(',')}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The failure code a magic `fail-<code>` idempotency key asks for, or null for a normal run. */
export function magicFailure(idempotencyKey: string | undefined): ReportRunErrorCode | null {
  if (!idempotencyKey?.startsWith(FAIL_KEY_PREFIX)) {
    return null;
  }
  const rest = idempotencyKey.slice(FAIL_KEY_PREFIX.length);
  return ReportRunErrorCodeSchema.options.find((code) => rest.startsWith(code)) ?? null;
}

function validationError(message: string): HttpError {
  return problem(422, 'validation-error', 'Validation error', message);
}

/** Reads and validates the body: every 422 of spec §7 (and wrong types) comes from here. */
async function readRunInput(context: RequestContext): Promise<RunInput> {
  let body: unknown;
  try {
    body = await context.body();
  } catch (error) {
    // readBody answers malformed JSON the non-reporting way (400 field errors); the reporting
    // endpoints speak problem documents. Oversized bodies keep their 413.
    if (error instanceof HttpError && error.response.status === 400) {
      throw validationError('The request body is not valid JSON.');
    }
    throw error;
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw validationError('The request body must be a JSON object.');
  }
  const parsed = safeParseInEnglish(RunInputSchema, body);
  if (!parsed.success) {
    throw validationError(
      parsed.error.issues
        .map((issue) => {
          const path = issue.path.join('.');
          return path ? `${path}: ${issue.message}` : issue.message;
        })
        .join('; '),
    );
  }
  if (parsed.data.interval.end <= parsed.data.interval.start) {
    throw validationError('interval.end must be greater than interval.start.');
  }
  return parsed.data;
}

/** Checks the request against the catalog and the limits, in the order of spec §7. */
function checkAgainstCatalog(input: RunInput, nowMs: number): string[] {
  const reportType = findReportType(input.report_type, nowMs);
  if (!reportType) {
    throw problem(404, 'report-type-not-found', 'Report type not found', `The report type "${input.report_type}" is not in the active catalog.`);
  }
  const available = new Set(reportType.available_columns.map((column) => column.name));
  const columns = input.columns ?? [...DEFAULT_INVOICE_COLUMNS];
  const unknown = columns.filter((column) => !available.has(column));
  if (unknown.length > 0) {
    throw problem(
      400,
      'invalid-column',
      'Invalid column',
      `Not in the available columns of ${reportType.report_type}: ${unknown.map((column) => `"${column}"`).join(', ')}.`,
    );
  }
  const duplicates = columns.filter((column, index) => columns.indexOf(column) !== index);
  if (duplicates.length > 0) {
    throw problem(400, 'invalid-parameter', 'Invalid parameter', `Columns requested more than once: ${[...new Set(duplicates)].join(', ')}.`);
  }
  if (input.interval.end - input.interval.start > MAX_INTERVAL_SECONDS) {
    throw problem(400, 'invalid-parameter', 'Invalid parameter', 'A run covers at most 92 days.');
  }
  const window = dataAvailability(nowMs);
  if (input.interval.start < window.start || input.interval.end > window.end) {
    throw problem(
      404,
      'data-unavailable',
      'Data unavailable',
      `Data is available from ${window.start} to ${window.end} (epoch seconds); the interval is outside that window.`,
    );
  }
  return columns;
}

/**
 * `POST /v2/reporting/runs`: validates the body, replays an idempotent request (200) or refuses
 * a reused key with a different body (409), else creates a QUEUED run (201) and schedules it.
 */
export async function createRun(context: RequestContext): Promise<Response> {
  const input = await readRunInput(context);
  const nowMs = context.clock.now();
  const columns = checkAgainstCatalog(input, nowMs);
  const key = input.idempotency_key;

  if (key?.startsWith(UNAVAILABLE_KEY_PREFIX)) {
    // Only the first POST with the key fails, so a client that retries with backoff succeeds.
    const seen = context.store.collection<{ object_id: string }>(context.scope, UNAVAILABLE_KEYS_COLLECTION);
    if (!seen.get(key)) {
      seen.insert({ object_id: key });
      throw problem(503, 'service-unavailable', 'Service unavailable', 'The service is temporarily unavailable. Retry with backoff.', {
        'Retry-After': '1',
      });
    }
  }

  const canonicalBody = canonicalJson(input);
  const keys = context.store.collection<IdempotencyEntry>(context.scope, IDEMPOTENCY_COLLECTION);
  if (key !== undefined) {
    const existing = keys.get(key);
    if (existing) {
      const stored = runsOf(context, context.scope).get(existing.run_id);
      if (existing.canonical_body !== canonicalBody || !stored) {
        throw problem(
          409,
          'idempotency-conflict',
          'Idempotency conflict',
          'This idempotency_key was used with a different request body. Use a new key, or resend the original body to replay its run.',
        );
      }
      return respond(ReportRunSchema, await presentRun(context, stored), 200);
    }
  }

  const id = context.id('run');
  const run: RunRecord = {
    id,
    report_type: input.report_type,
    interval: { start: input.interval.start, end: input.interval.end },
    columns,
    output_format: OUTPUT_FORMAT,
    ...(key === undefined ? {} : { idempotency_key: key }),
    status: 'QUEUED',
    created_at: toSeconds(nowMs),
    updated_at: toSeconds(nowMs),
  };
  runsOf(context, context.scope).insert({
    object_id: id,
    run,
    failure: magicFailure(key),
    file: null,
    download: null,
    unavailable_links: key?.startsWith(LINK_UNAVAILABLE_KEY_PREFIX) ? 1 : 0,
  });
  if (key !== undefined) {
    keys.insert({ object_id: key, run_id: id, canonical_body: canonicalBody });
  }
  const startAt = nowMs + context.duration(QUEUED_DURATION_MS);
  const scope = context.scope;
  context.scheduler.at(startAt, () => startProcessing(context, scope, id, startAt));
  return respond(ReportRunSchema, run, 201);
}

/** QUEUED → PROCESSING, then schedules the end of processing. */
function startProcessing(services: SandboxServices, scope: Scope, runId: string, atMs: number): void {
  const runs = runsOf(services, scope);
  const stored = runs.get(runId);
  if (stored?.run.status !== 'QUEUED') {
    return;
  }
  runs.update(runId, { run: { ...stored.run, status: 'PROCESSING', updated_at: toSeconds(atMs) } });
  const finishAt =
    atMs + services.duration(stored.failure === 'run_timeout' ? TIMEOUT_PROCESSING_DURATION_MS : PROCESSING_DURATION_MS);
  services.scheduler.at(finishAt, () => finishProcessing(services, scope, runId, finishAt));
}

/** PROCESSING → SUCCEEDED with the file built, or FAILED with the magic key's error code. */
async function finishProcessing(services: SandboxServices, scope: Scope, runId: string, atMs: number): Promise<void> {
  const runs = runsOf(services, scope);
  const stored = runs.get(runId);
  if (stored?.run.status !== 'PROCESSING') {
    return;
  }
  const fail = (code: ReportRunErrorCode) => {
    runs.update(runId, {
      run: { ...stored.run, status: 'FAILED', error: { code, message: FAILURE_MESSAGES[code] }, updated_at: toSeconds(atMs) },
    });
  };
  if (stored.failure) {
    fail(stored.failure);
    return;
  }
  let file: Uint8Array;
  try {
    // The report is built as of the moment processing ends (not whenever the clock was moved
    // past it), so the same requests give the same file however far a test advances time.
    file = await buildInvoiceReportFile(services, { scope, interval: stored.run.interval, columns: stored.run.columns, nowMs: atMs });
  } catch (error) {
    // A bug in the report builder: fail the run the way the service would, and say why loudly.
    console.error('[sandbox] building a report failed:', error);
    fail('run_processing_failed');
    return;
  }
  runs.update(runId, { run: { ...stored.run, status: 'SUCCEEDED', updated_at: toSeconds(atMs) }, file });
}

/** The file path of a run's download, signed by {@link RequestContext.signedUrl}. */
export function reportFilePath(scope: Scope, runId: string): string {
  return `/files/reports/${encodeURIComponent(scopeKey(scope))}/${encodeURIComponent(runId)}.csv.gz`;
}

/** The part of a signed URL that tells one link of a file from another. */
const linkOf = (url: URL) => `${url.searchParams.get('expires') ?? ''}:${url.searchParams.get('signature') ?? ''}`;

/**
 * The run as the API sends it. A SUCCEEDED run carries `result.download`; its signed URL is kept
 * while it works and replaced by a fresh one once it expired or was `unavailable` (spec §4).
 */
async function presentRun(context: RequestContext, stored: StoredRun): Promise<RunRecord> {
  if (stored.run.status !== 'SUCCEEDED') {
    return stored.run;
  }
  let download = stored.download;
  if (!download || download.status === 'unavailable' || download.expires * 1000 <= context.clock.now()) {
    const unavailableLinks = stored.unavailable_links ?? 0;
    // An unavailable link lives a second less, so the working link handed out next (even within
    // the same second) never has its expiry and signature.
    const ttl = unavailableLinks > 0 ? DOWNLOAD_URL_TTL_SECONDS - 1 : DOWNLOAD_URL_TTL_SECONDS;
    const url = new URL(await context.signedUrl(reportFilePath(context.scope, stored.run.id), ttl));
    // The expiry is read back from the URL so the two can never disagree.
    const expires = Number(url.searchParams.get('expires'));
    if (unavailableLinks > 0) {
      download = { url: url.href, expires, status: 'unavailable' };
      runsOf(context, context.scope).update(stored.object_id, {
        download,
        unavailable_links: unavailableLinks - 1,
        refused_links: [...(stored.refused_links ?? []), linkOf(url)],
      });
    } else {
      download = { url: url.href, expires };
      runsOf(context, context.scope).update(stored.object_id, { download });
    }
  }
  return { ...stored.run, result: { download: { ...download } } };
}

/** `GET /v2/reporting/runs/:runId`: the run in its current state; 200 also for FAILED runs. */
export async function retrieveRun(context: RequestContext, runId: string): Promise<Response> {
  const stored = runsOf(context, context.scope).get(runId);
  if (!stored) {
    throw problem(404, 'run-not-found', 'Run not found', `No report run "${runId}" exists for this account.`);
  }
  return respond(ReportRunSchema, await presentRun(context, stored), 200);
}

/** Reverses {@link scopeKey} (`accountId:test|live`) for a file URL; null when malformed. */
export function parseScopeKey(key: string): Scope | null {
  const separator = key.lastIndexOf(':');
  const mode = key.slice(separator + 1);
  const accountId = key.slice(0, Math.max(0, separator));
  if (separator <= 0 || (mode !== 'test' && mode !== 'live')) {
    return null;
  }
  return { accountId, test: mode === 'test', owner: ownerOf(accountId) };
}

/**
 * `GET /files/reports/:scope/:file`: the gzipped CSV of a SUCCEEDED run. The signature is the
 * only credential (spec §4: fetched without Authorization): 403 when it is wrong, 410 once the
 * URL expired.
 */
export async function serveReportFile(context: PublicContext, params: Record<string, string>): Promise<Response> {
  await verifySignedUrl(context, context.url);
  const scope = parseScopeKey(params.scope ?? '');
  const runId = /^(.+)\.csv\.gz$/.exec(params.file ?? '')?.[1];
  const stored = scope && runId ? runsOf(context, scope).get(runId) : undefined;
  if (!stored?.file || stored.run.status !== 'SUCCEEDED') {
    throw detail(404, 'Not found.');
  }
  if (stored.refused_links?.includes(linkOf(context.url))) {
    // A link handed out as `unavailable`: the run hands out a working one on the next GET.
    throw detail(503, 'The file cannot be served at this link. Retrieve the run for a fresh link.');
  }
  const reportName = stored.run.report_type.split('.')[0] ?? 'report';
  return new Response(new Uint8Array(stored.file), {
    status: 200,
    headers: {
      'Content-Type': 'application/gzip',
      'Content-Disposition': `attachment; filename="${reportName}-${stored.run.id}.csv.gz"`,
      'Content-Length': String(stored.file.byteLength),
      // The URL is a bearer credential: keep the file out of shared caches.
      'Cache-Control': 'private, no-store',
    },
  });
}
