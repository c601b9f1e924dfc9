import * as z from 'zod';
import { InvalidRequestError } from '../errors';

/*
 * Building blocks shared by every resource schema.
 *
 * Policy (DESIGN §3, STYLE §13.3): response schemas are `z.looseObject`, so fields the API adds
 * later pass through untouched; optional response fields accept `null`, which the API sends for
 * absent values; enums in responses are "open" (a known value, or any other string) so that a
 * value added by the API never breaks rendering. Request schemas are strict about what the spec
 * states and say nothing about what it does not.
 */

/** An `object_id`. */
export const ObjectIdSchema = z.string().min(1);

/** An ISO 8601 timestamp (`<date-time>` in the spec). */
export const DateTimeSchema = z.string().refine((value) => !Number.isNaN(Date.parse(value)), {
  message: 'Expected an ISO 8601 date-time',
});

/** A decimal number written as a string ("12.50"), as money and weights are on the wire. */
export const DecimalStringSchema = z.string().regex(/^-?\d+(\.\d+)?$/, 'Expected a decimal number written as a string');

/** An ISO 4217 currency code. */
export const CurrencyCodeSchema = z.string().regex(/^[A-Z]{3}$/, 'Expected a three-letter ISO 4217 currency code');

/** A two-letter ISO 3166 country code. */
export const CountryCodeSchema = z.string().regex(/^[A-Za-z]{2}$/, 'Expected a two-letter country code');

/** Optional in a response: absent or `null`. */
export const nullish = <TSchema extends z.ZodType>(schema: TSchema) => schema.nullish();

/**
 * A response enum that accepts values the kit does not know yet.
 * The type keeps the known values for autocompletion: `'SUCCESS' | 'ERROR' | (string & {})`.
 */
export function openEnum<TSchema extends z.ZodEnum>(schema: TSchema) {
  return z.union([schema, z.string()]) as unknown as z.ZodType<z.output<TSchema> | (string & {}), string>;
}

/** A carrier-side message on rates, shipments and transactions (spec §7). */
export const MessageSchema = z.looseObject({
  source: nullish(z.string()),
  code: nullish(z.string()),
  text: nullish(z.string()),
});
export type Message = z.infer<typeof MessageSchema>;

/** Fields most objects carry (spec §1 rule 8). */
export const commonFields = {
  object_id: ObjectIdSchema,
  object_created: nullish(DateTimeSchema),
  object_updated: nullish(DateTimeSchema),
  object_owner: nullish(z.string()),
  test: nullish(z.boolean()),
};

/** The page object every list endpoint returns (spec §1 rule 7). */
export function pageSchema<TItem extends z.ZodType>(item: TItem) {
  return z.looseObject({
    next: nullish(z.string()),
    previous: nullish(z.string()),
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
export function arrayOrPage<TItem extends z.ZodType>(item: TItem) {
  return z.union([z.array(item), pageSchema(item).transform((page) => page.results)]);
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
export function parseInput<TSchema extends z.ZodType>(schema: TSchema, input: unknown): z.output<TSchema> {
  const result = schema.safeParse(input);
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
