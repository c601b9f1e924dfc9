import { ownerOf } from '../accounts';
import type { RequestContext } from '../core/context';
import { detail, fieldErrors } from '../core/http';
import { scopeKey, type Collection, type Scope } from '../core/store';
import { decodePathSegment, type createRouter } from '../core/router';

/** The router every authenticated route module registers on. */
export type SandboxRouter = ReturnType<typeof createRouter<RequestContext>>;

/** A stored API object: the wire shape, keyed by `object_id`. */
export type StoredObject = { object_id: string } & Record<string, unknown>;

/** The object with this id in this scope, or 404 `{ "detail": "Not found." }`. */
export function findOr404<T extends { object_id: string }>(collection: Collection<T>, id: string): T {
  const item = collection.get(id);
  if (!item) {
    throw detail(404, 'Not found.');
  }
  return item;
}

/** The object a request field points at, or 400 with a field error naming that field. */
export function findOr400<T extends { object_id: string }>(collection: Collection<T>, id: string, field: string, what: string): T {
  const item = collection.get(id);
  if (!item) {
    throw fieldErrors({ [field]: [`${what} "${id}" does not exist.`] });
  }
  return item;
}

/** The collection of a resource in the request's scope. */
export function collectionOf(context: RequestContext, name: string): Collection<StoredObject> {
  return context.store.collection<StoredObject>(context.scope, name);
}

/** A scope key as it appears in a file URL path segment. */
export function scopeSegment(scope: Scope): string {
  return encodeURIComponent(scopeKey(scope));
}

/** Reads the scope back from a file URL path segment. */
export function scopeFromSegment(segment: string): Scope {
  const [accountId = '', mode = ''] = decodePathSegment(segment).split(':');
  if (!accountId || (mode !== 'test' && mode !== 'live')) {
    throw detail(404, 'Not found.');
  }
  return { accountId, test: mode === 'test', owner: ownerOf(accountId) };
}

/** Newest first, as list endpoints return objects. */
export function newestFirst<T extends Record<string, unknown>>(items: T[]): T[] {
  return [...items].reverse();
}

/** Lifetime of signed label, invoice and batch file URLs. */
export const FILE_URL_TTL_SECONDS = 24 * 3600;

/**
 * Re-signs a stored file URL when it expired, so a GET always hands out a working link
 * (the spec: label and QR links are signed, time-limited URLs).
 */
export async function freshUrl(context: RequestContext, url: unknown): Promise<string | null> {
  if (typeof url !== 'string' || url === '') {
    return null;
  }
  const parsed = new URL(url);
  const expires = Number(parsed.searchParams.get('expires') ?? '0');
  if (expires * 1000 > context.clock.now() + 60_000) {
    return url;
  }
  return context.signedUrl(parsed.pathname, FILE_URL_TTL_SECONDS);
}

/** A stored field as text: strings as they are, anything else as empty. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
