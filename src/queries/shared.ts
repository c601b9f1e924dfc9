import { infiniteQueryOptions, type Query } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../api/client';
import type { ShippingElementsError } from '../api/errors';
import { LIMITS } from '../api/limits';
import type { Page } from '../api/resources/shared';
import { LIVE_POLL_INTERVAL_MS, isLive } from '../internal/live';

/**
 * Options every kit query sets itself, so a host QueryClient's defaults cannot change the kit's
 * behaviour: the API client already retries 503s and network failures with backoff.
 */
export const KIT_QUERY_DEFAULTS = { retry: false } as const;

/** The most items one page of a list may carry (spec §8): what the kit asks for when it reads many. */
export const MAX_PAGE_SIZE = LIMITS.maxResultsPerPage;

/** Polling that backs off: 1 s, 1.5 s, 2.25 s … up to 15 s, by how often the data has been refetched. */
export function backoffInterval(updates: number, baseMs = 1_000, maxMs = 15_000): number {
  return Math.min(maxMs, Math.round(baseMs * 1.5 ** Math.max(0, updates - 1)));
}

/**
 * A `refetchInterval` that polls while `isTerminal(data)` is false, backing off, and stops at a
 * terminal state. Polling pauses while the tab is hidden (React Query's default
 * `refetchIntervalInBackground: false`). Pass `live` (the API client) for objects that webhook
 * events cover: while the provider's event source is healthy they poll every
 * {@link LIVE_POLL_INTERVAL_MS} only, since an event refetches them when they change.
 */
export function pollUntil<TData>(isTerminal: (data: TData) => boolean, live?: object) {
  return (query: Query<TData, never, TData, readonly unknown[]> | { state: { data: TData | undefined; dataUpdateCount: number } }) => {
    const { data, dataUpdateCount } = query.state;
    if (data === undefined || isTerminal(data)) {
      return false as const;
    }
    return isLive(live) ? LIVE_POLL_INTERVAL_MS : backoffInterval(dataUpdateCount);
  };
}

/** The `getNextPageParam` of infinite lists: the API's own `next` URL. */
export function nextPageUrl(page: Page<unknown>): string | undefined {
  return page.next ?? undefined;
}

/** Fetches a page from a `next` URL (same origin only; the client enforces it). */
export function fetchPageUrl<TSchema extends z.core.$ZodType>(api: ApiClient, url: string, schema: TSchema, signal: AbortSignal): Promise<z.output<TSchema>> {
  return api.request({ method: 'GET', path: url, schema, signal });
}

/**
 * Options of an infinite list: the first page from the endpoint function (so its parameter checks
 * apply), later pages from the API's own `next` links.
 */
export function infiniteListOptions<TPage extends Page<unknown>>(options: {
  api: ApiClient;
  queryKey: readonly unknown[];
  first: (requestOptions: RequestOptions) => Promise<TPage>;
  pageSchema: z.core.$ZodType<TPage>;
}) {
  const { api, queryKey, first, pageSchema } = options;
  return infiniteQueryOptions<TPage, ShippingElementsError, { pages: TPage[] }, readonly unknown[], string | null>({
    ...KIT_QUERY_DEFAULTS,
    queryKey,
    queryFn: ({ signal, pageParam }) => (pageParam ? fetchPageUrl(api, pageParam, pageSchema, signal) : first({ signal })),
    initialPageParam: null,
    getNextPageParam: nextPageUrl,
  });
}
