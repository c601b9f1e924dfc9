import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../client';
import { InvalidRequestError } from '../errors';
import { checkIdempotencyKey, idempotencyKeyFits, checkReportInterval, checkUniqueColumns, pathSegment } from '../limits';
import {
  IntSchema,
  NonEmptyStringSchema,
  get,
  nonEmpty,
  nullish,
  nullishBoolean,
  nullishInt,
  nullishNumber,
  nullishString,
  nullishUrl,
  nullishStrings,
  openEnum,
  parseInput,
  patternString,
  rule,
} from './shared';

/** States of a report run (spec §3): SUCCEEDED and FAILED are terminal. */
export const ReportRunStatusSchema = z.enum(['QUEUED', 'PROCESSING', 'SUCCEEDED', 'FAILED']);
export type ReportRunStatus = z.infer<typeof ReportRunStatusSchema>;

/** Why a run failed (spec §7 "Run failure codes"). */
export const ReportRunErrorCodeSchema = z.enum([
  'invalid_run_request',
  'run_timeout',
  'service_unavailable',
  'run_processing_failed',
  'run_failed',
]);
export type ReportRunErrorCode = z.infer<typeof ReportRunErrorCodeSchema>;

/** Problem `type` segments of the reporting endpoints (spec §7). */
export const ReportingProblemCodeSchema = z.enum([
  'invalid-column',
  'invalid-parameter',
  'validation-error',
  'report-type-not-found',
  'run-not-found',
  'data-unavailable',
  'idempotency-conflict',
  'service-unavailable',
]);
export type ReportingProblemCode = z.infer<typeof ReportingProblemCodeSchema>;

/** An RFC 7807 problem document (`application/problem+json`). */
export const ProblemDocumentSchema = z.looseObject({
  type: z.string(),
  title: nullishString,
  status: nullishInt,
  detail: nullishString,
});
export type ProblemDocument = z.infer<typeof ProblemDocumentSchema>;

/** A report type key: `{name}.v{version}`, e.g. `invoice.v1`. */
export const ReportTypeKeySchema = patternString(/^[a-z][a-z0-9_]*\.v\d+$/, 'Expected a report type key such as invoice.v1');

/** A run's interval in Unix epoch seconds; `end` must be greater than `start`. */
export const ReportIntervalSchema = z.object({ start: IntSchema, end: IntSchema });
export type ReportInterval = z.infer<typeof ReportIntervalSchema>;

/** Output formats of a run (the spec shows `csv_gzip`, the default). */
export const ReportOutputFormatSchema = z.enum(['csv_gzip']);

/** The signed download of a SUCCEEDED run. Fetch it **without** an Authorization header. */
export const ReportDownloadSchema = z.looseObject({
  url: nullishUrl,
  /** UTC epoch seconds after which the URL no longer works; GET the run again for a fresh one. */
  expires: nullishNumber,
  /** `unavailable` when the file cannot be served right now. */
  status: nullishString,
});
export type ReportDownload = z.infer<typeof ReportDownloadSchema>;

/** A report run (spec §2 Report run). Its id field is `id`, as in the public API. */
export const ReportRunSchema = z.looseObject({
  id: NonEmptyStringSchema,
  report_type: z.string(),
  interval: nullish(ReportIntervalSchema),
  columns: nullishStrings,
  output_format: nullishString,
  idempotency_key: nullishString,
  status: openEnum(ReportRunStatusSchema),
  /** Present when FAILED. */
  error: nullish(z.looseObject({ code: openEnum(ReportRunErrorCodeSchema), message: nullishString })),
  /** Present when SUCCEEDED. */
  result: nullish(z.looseObject({ download: nullish(ReportDownloadSchema) })),
  created_at: nullishNumber,
  updated_at: nullishNumber,
});
export type ReportRun = z.infer<typeof ReportRunSchema>;

/** The body of `POST /v2/reporting/runs`. Unknown fields are refused by the API (422). */
export const ReportRunInputSchema = z.strictObject({
  report_type: ReportTypeKeySchema,
  interval: ReportIntervalSchema,
  /** Names from the report type's `available_columns`, each once; omitted for the defaults. */
  columns: z.optional(z.array(NonEmptyStringSchema).check(nonEmpty)),
  output_format: z.optional(ReportOutputFormatSchema),
  /** 1 to 128 characters; the same key and body replays the first run. */
  idempotency_key: z.optional(z.string().check(rule(idempotencyKeyFits, 'Expected 1 to 128 characters'))),
});
export type ReportRunInput = z.input<typeof ReportRunInputSchema>;

/** A column a report type offers. */
export const ReportColumnSchema = z.looseObject({
  name: z.string(),
  type: nullishString,
  description: nullishString,
  /** Included when a run omits `columns`. */
  is_default: nullishBoolean,
});
export type ReportColumn = z.infer<typeof ReportColumnSchema>;

/** The window of data a report type can cover: pending, or ready between two epoch seconds. */
export const DataAvailabilitySchema = z.looseObject({
  status: openEnum(z.enum(['pending', 'ready'])),
  start: nullishNumber,
  end: nullishNumber,
  updated: nullishNumber,
});
export type DataAvailability = z.infer<typeof DataAvailabilitySchema>;

/** A report type of the catalog (`invoice.v1`). */
export const ReportTypeSchema = z.looseObject({
  /** The key to create runs with, `{name}.v{version}`. */
  report_type: z.string(),
  name: nullishString,
  description: nullishString,
  available_columns: z.array(ReportColumnSchema),
  data_availability: DataAvailabilitySchema,
});
export type ReportType = z.infer<typeof ReportTypeSchema>;

/** The catalog of active report types (`{ items: [...] }`, as the public API sends it). */
export const ReportCatalogSchema = z.looseObject({ items: z.array(ReportTypeSchema) });
export type ReportCatalog = z.infer<typeof ReportCatalogSchema>;

/** The outcome of {@link createReportRun}: `replayed` is true when the API answered 200. */
export interface CreateReportRunResult {
  run: ReportRun;
  /** True when an identical request with the same `idempotency_key` returned the existing run. */
  replayed: boolean;
}

/**
 * Creates a report run. The spec's limits are checked first: interval end after start and at most
 * 92 days, `idempotency_key` of 1 to 128 characters, no duplicate columns.
 *
 * @remarks
 * Safe to retry on `503` and network failures when it carries an `idempotency_key`.
 */
export async function createReportRun(
  api: ApiClient,
  input: ReportRunInput,
  options?: RequestOptions,
): Promise<CreateReportRunResult> {
  checkReportInterval(input.interval);
  checkIdempotencyKey(input.idempotency_key);
  checkUniqueColumns(input.columns);
  const response = await api.send({
    method: 'POST',
    path: '/v2/reporting/runs',
    body: parseInput(ReportRunInputSchema, input),
    schema: ReportRunSchema,
    safety: input.idempotency_key ? 'safe' : 'create',
    ...options,
  });
  return { run: response.data, replayed: response.status === 200 };
}

/** Retrieves a run; a SUCCEEDED run whose URL expired comes back with a fresh one. */
export async function getReportRun(api: ApiClient, runId: string, options?: RequestOptions): Promise<ReportRun> {
  return get(api, `/v2/reporting/runs/${pathSegment(runId, 'runId')}`, ReportRunSchema, options);
}

/** Lists the active report types. */
export async function listReportTypes(api: ApiClient, options?: RequestOptions): Promise<ReportCatalog> {
  return get(api, '/v2/reporting/reports', ReportCatalogSchema, options);
}

/** Retrieves one report type with its `available_columns` and `data_availability`. */
export async function getReportType(api: ApiClient, reportType: string, options?: RequestOptions): Promise<ReportType> {
  return get(api, `/v2/reporting/reports/${pathSegment(reportType, 'reportType')}`, ReportTypeSchema, options);
}

/** True when a SUCCEEDED run's download can be fetched now (present, not expired, not unavailable). */
export function isReportDownloadUsable(run: ReportRun, now: number = Date.now()): boolean {
  const download = run.result?.download;
  return Boolean(
    download?.url && download.status !== 'unavailable' && (typeof download.expires !== 'number' || download.expires * 1000 > now),
  );
}

/**
 * Downloads the file of a SUCCEEDED run (`csv_gzip` bytes, as stored). When the signed URL
 * expired or is unavailable, the run is fetched again for a fresh URL first. The file itself is
 * fetched without any Authorization header.
 *
 * A link the API has just handed out is tried whatever the device's clock says: a clock running
 * ahead of the API's would otherwise make every fresh link look expired and the file could never
 * be fetched. If the link really expired, the storage answers 410.
 */
export async function downloadReportRun(
  api: ApiClient,
  run: ReportRun,
  options: RequestOptions & { now?: () => number } = {},
): Promise<{ run: ReportRun; file: Response }> {
  const now = options.now ?? (() => Date.now());
  if (run.status !== 'SUCCEEDED') {
    throw new InvalidRequestError('invalid-input', `The run is ${run.status}; only a SUCCEEDED run has a file.`, 'status');
  }
  let current = run;
  if (!isReportDownloadUsable(current, now())) {
    current = await getReportRun(api, run.id, options);
  }
  const download = current.result?.download;
  const url = download?.url;
  if (!url || download.status === 'unavailable') {
    throw new InvalidRequestError('invalid-url', 'The report file is not available for download right now.', 'result.download');
  }
  return { run: current, file: await api.download(url, { signal: options.signal }) };
}
