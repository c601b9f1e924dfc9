import * as z from 'zod/mini';
import type { ApiClient, RequestOptions, RequestSafety } from '../client';
import { InvalidRequestError } from '../errors';
import { checkPageParams } from '../limits';
import { isAllowedUrl } from '../urls';

/*
 * Building blocks shared by every resource schema.
 *
 * Policy (DESIGN §3, STYLE §13.3): response schemas are `z.looseObject`, so fields the API adds
 * later pass through untouched; optional response fields accept `null`, which the API sends for
 * absent values; enums in responses are "open" (a known value, or any other string) so that a
 * value added by the API never breaks rendering. Request schemas are strict about what the spec
 * states and say nothing about what it does not.
 *
 * Bundle size (measured on the `shipping-elements/api` entry): zod schemas are immutable, so one
 * instance of a common field schema (a nullish string, an optional boolean) serves every field of
 * that kind. The kit's rules are plain check functions (`rule`, `nonEmpty`, `addIssue`), and
 * integers, open enums, free-form objects and page unwrapping use kinds the schemas need anyway,
 * so that `refine`, `superRefine`, `regex`, `minLength`, `maxLength`, `z.int`, `z.record`,
 * `z.partial` and pipes into transforms do not each add their share of zod's core to the bundle.
 */

/**
 * Adds a custom issue (at `path`, relative to the checked value) to a parse. `continue: true`
 * lets the other checks run too, so a form sees every problem at once, as with `refine`.
 */
export function addIssue(payload: z.core.ParsePayload, message: string, path: PropertyKey[] = []): void {
  payload.issues.push({ code: 'custom', input: payload.value, path, message, continue: true });
}

/**
 * A check that reports `message` when `ok` is false: a `refine` without zod's refine machinery.
 * zod/mini's `.check()` takes such a function as it is.
 */
export function rule<T>(ok: (value: T) => boolean, message: string): z.core.CheckFn<T> {
  return (payload) => {
    if (!ok(payload.value)) {
      addIssue(payload, message);
    }
  };
}

/**
 * A list or a string of at least one element. It reports the very issue zod's `minLength(1)`
 * reports (so zod's locales word it the same), without the code of the general length check.
 */
export const nonEmpty: z.core.CheckFn<string | readonly unknown[]> = (payload) => {
  const input = payload.value;
  if (input.length === 0) {
    payload.issues.push({
      code: 'too_small',
      origin: Array.isArray(input) ? 'array' : 'string',
      minimum: 1,
      inclusive: true,
      input,
      continue: true,
    });
  }
};

/** A string matching `pattern`, with a message that says what was expected. */
export function patternString(pattern: RegExp, message: string) {
  return z.string().check(rule((value) => pattern.test(value), message));
}

/** An `object_id`. */
export const ObjectIdSchema = z.string().check(nonEmpty);

/** A string of at least one character (request fields the API requires to be non-empty). */
export const NonEmptyStringSchema = ObjectIdSchema;

/** An ISO 8601 timestamp (`<date-time>` in the spec). */
export const DateTimeSchema = z.string().check(rule((value) => !Number.isNaN(Date.parse(value)), 'Expected an ISO 8601 date-time'));

/** A decimal number written as a string ("12.50"), as money and weights are on the wire. */
export const DecimalStringSchema = patternString(/^-?\d+(\.\d+)?$/, 'Expected a decimal number written as a string');

/** An ISO 4217 currency code. */
export const CurrencyCodeSchema = patternString(/^[A-Z]{3}$/, 'Expected a three-letter ISO 4217 currency code');

/** A two-letter ISO 3166 country code. */
export const CountryCodeSchema = patternString(/^[A-Za-z]{2}$/, 'Expected a two-letter country code');

/** A string of digits only. */
export const DigitsSchema = patternString(/^\d+$/, 'Expected a string of digits');

/** An integer (a JSON number without a fraction, within the safe range). */
export const IntSchema = z.number().check(rule(Number.isSafeInteger, 'Expected an integer'));

/** An integer greater than zero (a quantity). */
export const PositiveIntSchema = z
  .number()
  .check(rule((value) => Number.isSafeInteger(value) && value > 0, 'Expected a whole number greater than zero'));

/** Optional in a response: absent or `null`. */
export const nullish = <TSchema extends z.core.SomeType>(schema: TSchema) => z.nullish(schema);

/** Response field: a string, absent or `null`. */
export const nullishString = nullish(z.string());
/** Response field: a boolean, absent or `null`. */
export const nullishBoolean = nullish(z.boolean());
/** Response field: a number, absent or `null`. */
export const nullishNumber = nullish(z.number());
/** Response field: an integer, absent or `null`. */
export const nullishInt = nullish(IntSchema);
/** Response field: an ISO 8601 timestamp, absent or `null`. */
export const nullishDateTime = nullish(DateTimeSchema);
/** Response field: a list of strings (ids, URLs), absent or `null`. */
export const nullishStrings = nullish(z.array(z.string()));

/**
 * Response field: a URL the blocks render as a link or image, or fetch (signed files, tracking
 * pages, logos), absent or `null`. A URL that breaks the rule of {@link isAllowedUrl} (not
 * `https:`, nor `http:` on loopback or the client's own origin: `javascript:`, `data:`, relative)
 * becomes `null`, as if the API had sent none: the object still parses and renders, without that
 * link. The empty string, the API's own "no file yet" (`label_url` of a failed label), stays as it
 * is. Done by a check that rewrites the value, as `arrayOrPage` unwraps a page.
 */
export const nullishUrl = nullish(
  z.string().check((payload) => {
    if (payload.value !== '' && !isAllowedUrl(payload.value)) {
      payload.value = null as unknown as string;
    }
  }),
);

/** Response field: a list of URLs (documents, merged label files); disallowed ones are left out. */
// Marked pure, the helper's call and the `.check()` in it (a bundler cannot tell either is), so
// the bundles of blocks that read no manifest leave it out.
export const nullishUrls = /* @__PURE__ */ nullish(
  /* @__PURE__ */ z.array(z.string()).check((payload) => {
    payload.value = payload.value.filter((url) => isAllowedUrl(url));
  }),
);

/** Request field: a string that may be left out. */
export const optionalString = z.optional(z.string());
/** Request field: a boolean that may be left out. */
export const optionalBoolean = z.optional(z.boolean());
/** Request field: a decimal string that may be left out. */
export const optionalDecimal = z.optional(DecimalStringSchema);

/** Any JSON object; its fields pass through as they are. */
export const AnyObjectSchema = z.looseObject({});

/** A string (an id, a message) or an object, where the API sends either. */
export const StringOrObjectSchema = z.union([z.string(), AnyObjectSchema]);

// An open enum needs no union at run time: every string passes, and the known values live in the
// type only, for autocompletion. One string schema serves every open enum.
const openEnumString = z.string();

/**
 * A response enum that accepts values the kit does not know yet.
 * The type keeps the known values for autocompletion: `'SUCCESS' | 'ERROR' | (string & {})`.
 */
export function openEnum<TSchema extends z.core.$ZodEnum>(_known: TSchema) {
  return openEnumString as unknown as z.ZodMiniType<z.output<TSchema> | (string & {}), string>;
}

/** A carrier-side message on rates, shipments and transactions (spec §7). */
export const MessageSchema = z.looseObject({
  source: nullishString,
  code: nullishString,
  text: nullishString,
});
export type Message = z.infer<typeof MessageSchema>;

/** Fields most objects carry (spec §1 rule 8). */
export const commonFields = {
  object_id: ObjectIdSchema,
  object_created: nullishDateTime,
  object_updated: nullishDateTime,
  object_owner: nullishString,
  test: nullishBoolean,
};

/** The page object every list endpoint returns (spec §1 rule 7). */
export function pageSchema<TItem extends z.core.SomeType>(item: TItem) {
  return z.looseObject({
    next: nullishString,
    previous: nullishString,
    results: z.array(item),
  });
}

/** A page of `TItem`, as returned by list endpoints. */
export interface Page<TItem> {
  next?: string | null | undefined;
  previous?: string | null | undefined;
  results: TItem[];
}

/**
 * A list the spec documents as a bare array. A page object is accepted too and unwrapped, since
 * the public API serves some of these lists paginated.
 */
export function arrayOrPage<TItem extends z.core.SomeType>(item: TItem) {
  const page = pageSchema(item);
  // A page is unwrapped in place by a check (checks run once the union matched), as zod's own
  // `overwrite` does, which costs the bundle less than a pipe into a transform. The cast states
  // the output that check produces.
  const unwrap: z.core.CheckFn<z.output<TItem>[] | z.output<typeof page>> = (payload) => {
    if (!Array.isArray(payload.value)) {
      payload.value = payload.value.results;
    }
  };
  return z.union([z.array(item), page]).check(unwrap) as unknown as z.ZodMiniType<
    z.output<TItem>[],
    z.input<TItem>[] | z.input<typeof page>
  >;
}

/** `page` and `results` of a list call (spec §8: `results` at most 100). */
export interface PageParams {
  /** 1-based page number. */
  page?: number | undefined;
  /** Results per page, 1 to 100. The default depends on the endpoint. */
  results?: number | undefined;
}

/**
 * Checks a request body against its schema before anything is sent.
 * Throws {@link InvalidRequestError} (`invalid-input`) with every issue, never a bare ZodError.
 */
export function parseInput<TSchema extends z.core.$ZodType>(schema: TSchema, input: unknown): z.output<TSchema> {
  const result = z.safeParse(schema, input);
  if (result.success) {
    return result.data;
  }
  const first = result.error.issues[0];
  const field = first && first.path.length > 0 ? first.path.join('.') : undefined;
  throw new InvalidRequestError(
    'invalid-input',
    `The request is invalid${field ? ` at ${field}` : ''}: ${first?.message ?? 'unknown problem'}.`,
    field,
    result.error.issues,
  );
}

/*
 * The three request shapes every endpoint function is made of. The endpoint functions stay
 * `async`, so that a refused id, page or body (thrown here) reaches the caller as a rejection.
 */

/** `GET` of one object (or of a list that takes no page parameters). */
export function get<TSchema extends z.core.$ZodType>(
  api: ApiClient,
  path: string,
  schema: TSchema,
  options?: RequestOptions,
): Promise<z.output<TSchema>> {
  return api.request({ method: 'GET', path, schema, ...options });
}

/** `GET` of a page: the page parameters are checked (spec §8), then sent with the filters as the query. */
export function list<TSchema extends z.core.$ZodType>(
  api: ApiClient,
  path: string,
  params: PageParams,
  schema: TSchema,
  options?: RequestOptions,
): Promise<z.output<TSchema>> {
  checkPageParams(params);
  return api.request({ method: 'GET', path, query: { ...params }, schema, ...options });
}

/** `POST` of a body that {@link parseInput} already checked. */
export function post<TSchema extends z.core.$ZodType>(
  api: ApiClient,
  path: string,
  body: unknown,
  schema: TSchema,
  options?: RequestOptions,
  safety?: RequestSafety,
): Promise<z.output<TSchema>> {
  return api.request({ method: 'POST', path, body, schema, safety, ...options });
}
