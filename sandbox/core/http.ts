import * as z from 'zod';
import { quantityProblems } from './quantities';

/** Largest JSON body the sandbox reads (bytes); larger bodies get 413. */
export const MAX_BODY_BYTES = 1_048_576;

const JSON_HEADERS = { 'Content-Type': 'application/json' } as const;

/** A response the handlers throw to stop early (bad input, not found, refused). */
export class HttpError extends Error {
  constructor(readonly response: Response) {
    super(`HTTP ${response.status}`);
  }
}

// The API words its field errors in English. The client's schemas are zod/mini, which loads no
// locale, so the sandbox asks for zod's English messages on every parse instead of relying on
// classic zod having registered them as the global default.
let englishMessages: z.core.$ZodErrorMap | undefined;

/** Parses with a schema of either zod build; built-in issues get zod's English messages. */
export function safeParseInEnglish<TSchema extends z.core.$ZodType>(schema: TSchema, value: unknown) {
  englishMessages ??= z.locales.en().localeError;
  return z.safeParse(schema, value, { error: englishMessages });
}

/** A JSON response. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

/**
 * A JSON response whose body is first checked against the client's schema: the sandbox and the
 * client share one definition of the wire format, and a sandbox bug fails loudly here. The check
 * is at run time, so stored objects (typed loosely) need no casts.
 */
export function respond(schema: z.core.$ZodType, body: unknown, status = 200): Response {
  const result = safeParseInEnglish(schema, body);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`The sandbox produced a response that breaks its own schema: ${issues}`);
  }
  return json(body, status);
}

/** `{ "detail": "…" }`, the body of 401, 403 and 404 outside reporting. */
export function detail(status: number, message: string, headers: Record<string, string> = {}): HttpError {
  return new HttpError(json({ detail: message }, status, headers));
}

/** `{ "field": ["message"] }`, the body of a 400 outside reporting. */
export function fieldErrors(errors: Record<string, string[]>, status = 400): HttpError {
  return new HttpError(json(errors, status));
}

/** The base URI of the sandbox's problem types; the stable code is the last path segment. */
export const PROBLEM_BASE = 'https://docs.shipping-elements.dev/problems/reporting/';

/** An RFC 7807 problem document (reporting endpoints). */
export function problem(status: number, code: string, title: string, detailText: string, headers: Record<string, string> = {}): HttpError {
  return new HttpError(
    new Response(JSON.stringify({ type: `${PROBLEM_BASE}${code}`, title, status, detail: detailText }), {
      status,
      headers: { 'Content-Type': 'application/problem+json', ...headers },
    }),
  );
}

/** Deepest nesting of objects and arrays a request body may have (a shipment with customs is ~6). */
export const MAX_BODY_DEPTH = 24;

/** Longest string value a request body may carry (names, streets, metadata, notes all fit). */
export const MAX_STRING_LENGTH = 2000;

/**
 * Refuses a parsed body that no API object needs: nesting deeper than {@link MAX_BODY_DEPTH} (it
 * was stored, then broke every later list of the account) or a string longer than
 * {@link MAX_STRING_LENGTH} (one such field made pages of tens of megabytes).
 */
function checkBodyShape(value: unknown, path: readonly (string | number)[] = []): void {
  const field = path.length > 0 ? path.join('.') : '__all__';
  if (typeof value === 'string') {
    if (value.length > MAX_STRING_LENGTH) {
      throw fieldErrors({ [field]: [`Ensure this field has no more than ${MAX_STRING_LENGTH} characters.`] });
    }
    return;
  }
  if (value === null || typeof value !== 'object') {
    return;
  }
  if (path.length >= MAX_BODY_DEPTH) {
    throw fieldErrors({ [field]: [`The request nests objects more than ${MAX_BODY_DEPTH} levels deep.`] });
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => checkBodyShape(item, [...path, index]));
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    checkBodyShape(item, [...path, key]);
  }
}

/**
 * Reads a JSON (or form-encoded) request body, refusing oversize and malformed bodies. Routes that
 * take larger bodies by design (batches of up to 10,000 shipments) pass their own `maxBytes`.
 */
export async function readBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const declared = Number(request.headers.get('Content-Length') ?? '0');
  if (declared > maxBytes) {
    throw detail(413, `The request body is larger than ${maxBytes} bytes.`);
  }
  let buffer: ArrayBuffer;
  try {
    buffer = await request.arrayBuffer();
  } catch {
    // The client went away mid-upload, or the HTTP server stopped reading past its own limit (the
    // Node adapter then answers 413 itself): the client's side, not a sandbox bug to log.
    throw detail(400, 'The request body could not be read.');
  }
  if (buffer.byteLength > maxBytes) {
    throw detail(413, `The request body is larger than ${maxBytes} bytes.`);
  }
  const text = new TextDecoder().decode(buffer);
  if (text.trim() === '') {
    return undefined;
  }
  const contentType = request.headers.get('Content-Type') ?? '';
  let body: unknown;
  if (contentType.includes('application/x-www-form-urlencoded')) {
    body = Object.fromEntries(new URLSearchParams(text));
  } else {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      throw fieldErrors({ __all__: ['The request body is not valid JSON.'] });
    }
  }
  checkBodyShape(body);
  return body;
}

/** Turns zod issues into the API's `{ "field.path": ["message"] }` shape. */
export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '__all__';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * Parses a request body with a schema, answering 400 with field errors when it does not fit.
 * With `quantities`, weights, sizes, money and counts are checked too (see ./quantities.ts).
 */
export function parseBody<TSchema extends z.core.$ZodType>(schema: TSchema, body: unknown, options: { quantities?: boolean } = {}): z.output<TSchema> {
  if (body === undefined) {
    throw fieldErrors({ __all__: ['A JSON request body is required.'] });
  }
  if (options.quantities) {
    const problems = quantityProblems(body);
    if (Object.keys(problems).length > 0) {
      throw fieldErrors(problems);
    }
  }
  const result = safeParseInEnglish(schema, body);
  if (!result.success) {
    throw fieldErrors(issuesToFieldErrors(result.error.issues));
  }
  return result.data;
}
