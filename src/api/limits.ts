import { LIMITS } from '../lib/limits';
import { characterCount } from '../lib/text-length';
import { InvalidRequestError } from './errors';

export { LIMITS, characterCount };

const SECONDS_PER_DAY = 86_400;

/** Refuses `metadata` longer than 100 characters (batches, pickups). */
export function checkMetadata(metadata: string | null | undefined, field = 'metadata'): void {
  if (metadata !== undefined && metadata !== null && characterCount(metadata) > LIMITS.maxMetadataLength) {
    throw new InvalidRequestError(
      'metadata-too-long',
      `${field} is ${characterCount(metadata)} characters long; the API accepts at most ${LIMITS.maxMetadataLength}.`,
      field,
    );
  }
}

/** Refuses a report interval whose end is not after its start, or that spans more than 92 days. */
export function checkReportInterval(interval: { start: number; end: number }): void {
  if (!Number.isFinite(interval.start) || !Number.isFinite(interval.end) || interval.end <= interval.start) {
    throw new InvalidRequestError(
      'interval-not-increasing',
      'The report interval must end after it starts.',
      'interval.end',
    );
  }
  if (interval.end - interval.start > LIMITS.maxReportIntervalDays * SECONDS_PER_DAY) {
    throw new InvalidRequestError(
      'interval-too-long',
      `A report run covers at most ${LIMITS.maxReportIntervalDays} days.`,
      'interval',
    );
  }
}

/** True when an `idempotency_key` is 1 to 128 characters long (the report run schema's rule too). */
export function idempotencyKeyFits(key: string): boolean {
  const length = characterCount(key);
  return length >= LIMITS.idempotencyKeyLength.min && length <= LIMITS.idempotencyKeyLength.max;
}

/** Refuses an `idempotency_key` outside 1 to 128 characters. */
export function checkIdempotencyKey(key: string | null | undefined): void {
  if (key !== undefined && key !== null && !idempotencyKeyFits(key)) {
    const { min, max } = LIMITS.idempotencyKeyLength;
    throw new InvalidRequestError(
      'invalid-idempotency-key',
      `idempotency_key must be ${min} to ${max} characters long; got ${characterCount(key)}.`,
      'idempotency_key',
    );
  }
}

/** Refuses a column list that names a column more than once. */
export function checkUniqueColumns(columns: readonly string[] | null | undefined): void {
  const seen = new Set<string>();
  for (const column of columns ?? []) {
    if (seen.has(column)) {
      throw new InvalidRequestError('duplicate-column', `The column "${column}" is requested more than once.`, 'columns');
    }
    seen.add(column);
  }
}

/** Refuses `results` outside 1 to 100 and a `page` below 1. */
export function checkPageParams(params: { page?: number | undefined; results?: number | undefined }): void {
  const { page, results } = params;
  if (results !== undefined && (!Number.isInteger(results) || results < 1 || results > LIMITS.maxResultsPerPage)) {
    throw new InvalidRequestError(
      'invalid-page-size',
      `results must be a whole number from 1 to ${LIMITS.maxResultsPerPage}; got ${results}.`,
      'results',
    );
  }
  if (page !== undefined && (!Number.isInteger(page) || page < 1)) {
    throw new InvalidRequestError('invalid-page', `page must be a whole number from 1; got ${page}.`, 'page');
  }
}

/**
 * Encodes one path segment, refusing an id of only white space or dots: empty, it would address
 * the list instead; `.` and `..` are removed by URL resolution (`/orders/..` is `/`).
 */
export function pathSegment(id: string, field = 'id'): string {
  if (typeof id !== 'string' || /^[.\s]*$/.test(id)) {
    throw new InvalidRequestError('invalid-id', `${field} must be a non-empty string.`, field);
  }
  return encodeURIComponent(id);
}
