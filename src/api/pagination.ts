import type * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from './client';
import type { Page } from './resources/shared';

/**
 * Follows `next` links from a first page, yielding every page in order.
 *
 * @remarks
 * The first page is fetched by the endpoint function you pass (so its parameter checks apply);
 * later pages are fetched from the API's own `next` URLs, only on the API's origin.
 *
 * @example
 * for await (const page of iteratePages(api, (options) => listOrders(api, { results: 100 }, options), OrderPageSchema)) {
 *   render(page.results);
 * }
 */
export async function* iteratePages<TItem, TSchema extends z.core.$ZodType<Page<TItem>>>(
  api: ApiClient,
  first: (options: RequestOptions) => Promise<Page<TItem>>,
  pageSchema: TSchema,
  options: RequestOptions & { maxPages?: number } = {},
): AsyncGenerator<Page<TItem>, void, undefined> {
  const maxPages = options.maxPages ?? Number.POSITIVE_INFINITY;
  let page = await first(options);
  let count = 1;
  yield page;
  const seen = new Set<string>();
  while (page.next && count < maxPages) {
    // A server that links a page to itself would otherwise loop forever.
    if (seen.has(page.next)) {
      return;
    }
    seen.add(page.next);
    page = await api.request({ method: 'GET', path: page.next, schema: pageSchema, signal: options.signal, headers: options.headers });
    count += 1;
    yield page;
  }
}

/** Follows `next` links and yields every item of every page. */
export async function* iterateItems<TItem, TSchema extends z.core.$ZodType<Page<TItem>>>(
  api: ApiClient,
  first: (options: RequestOptions) => Promise<Page<TItem>>,
  pageSchema: TSchema,
  options: RequestOptions & { maxPages?: number } = {},
): AsyncGenerator<TItem, void, undefined> {
  for await (const page of iteratePages(api, first, pageSchema, options)) {
    yield* page.results;
  }
}
