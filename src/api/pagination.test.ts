import { describe, expect, it } from 'vitest';
import { createFakeFetch, json } from '../../test/fake-fetch';
import { createApiClient } from './client';
import { InvalidRequestError } from './errors';
import { iterateItems, iteratePages } from './pagination';
import { listCarrierAccounts } from './resources/carrier-accounts';
import { listCustomsItems } from './resources/customs';
import { OrderPageSchema, listOrders } from './resources/orders';
import { getBatch } from './resources/batches';

const BASE = 'https://api.example.test';

function order(id: number) {
  return { object_id: `ord_${id}`, order_number: `#${id}` };
}

describe('pagination', () => {
  it.each([101, 0, -1, 2.5])('refuses results=%s before any request', async (results) => {
    const fake = createFakeFetch(() => json({ results: [] }));
    const api = createApiClient({ baseUrl: BASE, auth: { apiKey: 'k' }, fetch: fake.fetch });
    const error = await listOrders(api, { results }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect(error).toMatchObject({ kind: 'invalid-request', code: 'invalid-page-size', field: 'results' });
    await expect(listCarrierAccounts(api, { results })).rejects.toBeInstanceOf(InvalidRequestError);
    await expect(listCustomsItems(api, { results })).rejects.toBeInstanceOf(InvalidRequestError);
    await expect(getBatch(api, 'bat_1', { results })).rejects.toBeInstanceOf(InvalidRequestError);
    expect(fake.requests).toHaveLength(0);
  });

  it('accepts results=100 and page 1', async () => {
    const fake = createFakeFetch(() => json({ next: null, previous: null, results: [] }));
    const api = createApiClient({ baseUrl: BASE, auth: { apiKey: 'k' }, fetch: fake.fetch });
    await listOrders(api, { results: 100, page: 1 });
    expect(new URL(fake.requests[0]!.url).search).toBe('?results=100&page=1');
  });

  it('refuses page 0', async () => {
    const api = createApiClient({ baseUrl: BASE, auth: { apiKey: 'k' }, fetch: createFakeFetch(() => json({})).fetch });
    await expect(listOrders(api, { page: 0 })).rejects.toMatchObject({ code: 'invalid-page' });
  });

  it('follows next across pages until it is null', async () => {
    const fake = createFakeFetch((request) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      return json({
        next: page < 3 ? `${BASE}/orders/?page=${page + 1}&results=2` : null,
        previous: page > 1 ? `${BASE}/orders/?page=${page - 1}&results=2` : null,
        results: page < 3 ? [order(page * 2 - 1), order(page * 2)] : [order(5)],
      });
    });
    const api = createApiClient({ baseUrl: BASE, auth: { apiKey: 'k' }, fetch: fake.fetch });
    const pages = [];
    for await (const page of iteratePages(api, (options) => listOrders(api, { results: 2 }, options), OrderPageSchema)) {
      pages.push(page.results.map((item) => item.object_id));
    }
    expect(pages).toEqual([['ord_1', 'ord_2'], ['ord_3', 'ord_4'], ['ord_5']]);
    expect(fake.requests.every((request) => request.headers.get('Authorization') === 'ServiceToken k')).toBe(true);

    const ids = [];
    for await (const item of iterateItems(api, (options) => listOrders(api, { results: 2 }, options), OrderPageSchema)) {
      ids.push(item.object_id);
    }
    expect(ids).toEqual(['ord_1', 'ord_2', 'ord_3', 'ord_4', 'ord_5']);
  });

  it('stops at maxPages and on a page that links to itself', async () => {
    const fake = createFakeFetch(() => json({ next: `${BASE}/orders/?page=1`, previous: null, results: [order(1)] }));
    const api = createApiClient({ baseUrl: BASE, auth: { apiKey: 'k' }, fetch: fake.fetch });
    let count = 0;
    for await (const page of iteratePages(api, (options) => listOrders(api, {}, options), OrderPageSchema)) {
      count += page.results.length;
    }
    expect(count).toBe(2);
    const limited = [];
    for await (const page of iteratePages(api, (options) => listOrders(api, {}, options), OrderPageSchema, { maxPages: 1 })) {
      limited.push(page);
    }
    expect(limited).toHaveLength(1);
  });

  it('refuses a next link on another origin', async () => {
    const fake = createFakeFetch(() => json({ next: 'https://elsewhere.example/orders/?page=2', previous: null, results: [] }));
    const api = createApiClient({ baseUrl: BASE, auth: { apiKey: 'k' }, fetch: fake.fetch });
    const iterator = iteratePages(api, (options) => listOrders(api, {}, options), OrderPageSchema);
    await iterator.next();
    await expect(iterator.next()).rejects.toMatchObject({ code: 'invalid-url' });
    expect(fake.requests).toHaveLength(1);
  });
});
