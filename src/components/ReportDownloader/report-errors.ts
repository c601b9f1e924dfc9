import type { AnyShippingElementsError, ShippingElementsError } from '../../api/errors';
import type { ReportingProblemCode, ReportRunErrorCode } from '../../api/resources/reports';
import type { Messages } from '../../provider/messages';

type ProblemMessages = Messages['reportDownloader']['problems'];

/**
 * What the person can do about a refused request:
 * - `fixInput`: change the form and send again (the same request key: nothing was created);
 * - `retry`: send the same request again, after a wait (503) or a dropped connection;
 * - `reloadTypes`: the report type left the catalog;
 * - `conflict`: start a new request, or resend the first body to replay its run (spec §7 rule 2).
 */
export type RequestAction = 'fixInput' | 'retry' | 'reloadTypes' | 'conflict';

/** A refused request, in the block's words. */
export interface RequestProblem {
  message: keyof ProblemMessages;
  action: RequestAction;
  /** The form field the problem is about, so the message shows on it and focus goes there. */
  field?: 'start' | 'end' | 'columns' | undefined;
}

/** Every problem `type` code of spec §7 and what the block says and offers for it. */
export const PROBLEMS: Readonly<Record<ReportingProblemCode, RequestProblem>> = {
  'invalid-column': { message: 'invalidColumn', action: 'fixInput', field: 'columns' },
  'invalid-parameter': { message: 'invalidParameter', action: 'fixInput' },
  'validation-error': { message: 'validationError', action: 'fixInput', field: 'end' },
  'report-type-not-found': { message: 'reportTypeNotFound', action: 'reloadTypes' },
  'run-not-found': { message: 'runNotFound', action: 'fixInput' },
  'data-unavailable': { message: 'dataUnavailable', action: 'fixInput', field: 'start' },
  'idempotency-conflict': { message: 'idempotencyConflict', action: 'conflict' },
  'service-unavailable': { message: 'serviceUnavailable', action: 'retry' },
};

function isProblemCode(code: string | undefined): code is ReportingProblemCode {
  return code !== undefined && Object.hasOwn(PROBLEMS, code);
}

/**
 * Classifies an error of a reporting request. A problem document is matched on its `type` code
 * only (never on `title` or `detail`, whose wording may change); a 401 is reached only after the
 * client refreshed the token once and replayed, so the session itself has ended.
 */
export function requestProblem(kitError: ShippingElementsError): RequestProblem {
  const error = kitError as AnyShippingElementsError;
  switch (error.kind) {
    case 'api':
      if (isProblemCode(error.code)) {
        return PROBLEMS[error.code];
      }
      return error.status === 503 || error.status === 429 || error.status >= 500
        ? PROBLEMS['service-unavailable']
        : { message: 'unexpected', action: 'retry' };
    case 'auth':
      return { message: 'auth', action: 'retry' };
    case 'network':
      return { message: 'network', action: 'retry' };
    case 'unexpected-response':
    case 'invalid-request':
      return { message: 'unexpected', action: 'retry' };
    default:
      error satisfies never;
      return { message: 'unexpected', action: 'retry' };
  }
}

/** The form field that holds a path of the run request (`interval.end` → `end`), if one does. */
export function formPathOf(requestPath: string): 'reportType' | 'start' | 'end' | 'columns' | undefined {
  const [head, next] = requestPath.split('.');
  if (head === 'interval') {
    return next === 'end' ? 'end' : 'start';
  }
  return head === 'report_type' ? 'reportType' : head === 'columns' ? 'columns' : undefined;
}

/**
 * What a FAILED run's `error.code` asks of the person (spec §7 run failure codes): a failed run
 * is terminal, so every action creates a new run; an invalid request is changed first.
 */
export type RunFailureAction = 'editRequest' | 'newRun';

/** The catalogue key and action of each run failure code. */
export const RUN_FAILURES: Readonly<Record<ReportRunErrorCode, RunFailureAction>> = {
  invalid_run_request: 'editRequest',
  run_timeout: 'newRun',
  service_unavailable: 'newRun',
  run_processing_failed: 'newRun',
  run_failed: 'newRun',
};

/** The failure's catalogue key (`unknown` for a code the kit does not know yet) and its action. */
export function runFailure(code: string | undefined): { message: keyof Messages['reportDownloader']['failures']; action: RunFailureAction } {
  if (code !== undefined && Object.hasOwn(RUN_FAILURES, code)) {
    const known = code as ReportRunErrorCode;
    return { message: known, action: RUN_FAILURES[known] };
  }
  return { message: 'unknown', action: 'newRun' };
}
