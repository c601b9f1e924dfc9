// The documented limits of the API (spec §8), in one place for every layer: the API client checks
// them before a request is sent, the sandbox refuses what exceeds them, and the blocks' forms explain
// them on their fields. `src/api` exports this object as `LIMITS`.

/** The documented limits of the API (spec §8), checked on the client before a request is sent. */
export const LIMITS = {
  /** Most results a list endpoint returns per page. */
  maxResultsPerPage: 100,
  /** Longest `metadata` of batches and pickups, in characters. */
  maxMetadataLength: 100,
  /** Longest interval of one report run, in days. */
  maxReportIntervalDays: 92,
  /** Shortest and longest `idempotency_key` of a report run. */
  idempotencyKeyLength: { min: 1, max: 128 },
  /** Labels per merged batch label file. */
  labelsPerMergedFile: 100,
  /** Rates older than this many days are not returned by `GET /rates/{id}`. */
  rateRetrievalMaxAgeDays: 390,
  /** Lifetime of an embedded JWT, in hours. */
  jwtLifetimeHours: 12,
} as const;
