import { describe, expect, it } from 'vitest';
import { createStore, type Scope } from './store';

const SCOPE: Scope = { accountId: 'acct', test: true, owner: 'owner@example.com' };
const OTHER: Scope = { accountId: 'acct', test: false, owner: 'owner@example.com' };

describe('sandbox store bounds', () => {
  it('forgets the oldest disposable objects first, across collections, and keeps lasting ones', () => {
    const store = createStore({ maxObjectsPerScope: 5 });
    const addresses = store.collection(SCOPE, 'addresses');
    const rates = store.collection(SCOPE, 'rates');
    const transactions = store.collection(SCOPE, 'transactions');
    addresses.insert({ object_id: 'adr_1' });
    rates.insert({ object_id: 'rate_1' });
    transactions.insert({ object_id: 'txn_1' });
    addresses.insert({ object_id: 'adr_2' });
    rates.insert({ object_id: 'rate_2' });
    expect(store.stats().objects).toBe(5);

    addresses.insert({ object_id: 'adr_3' });
    expect(addresses.get('adr_1')).toBeUndefined();
    expect(store.stats().objects).toBe(5);
    transactions.insert({ object_id: 'txn_2' });
    expect(rates.get('rate_1')).toBeUndefined();
    expect(transactions.list().map((item) => item.object_id)).toEqual(['txn_1', 'txn_2']);
    expect(store.isFull(SCOPE)).toBe(false);
  });

  it('rewriting an object neither counts it twice nor moves it in the eviction order', () => {
    const store = createStore({ maxObjectsPerScope: 2 });
    const addresses = store.collection<{ object_id: string; name?: string }>(SCOPE, 'addresses');
    addresses.insert({ object_id: 'adr_1' });
    addresses.insert({ object_id: 'adr_2' });
    addresses.insert({ object_id: 'adr_1', name: 'again' });
    addresses.update('adr_1', { name: 'updated' });
    expect(store.stats().objects).toBe(2);
    addresses.insert({ object_id: 'adr_3' });
    expect(addresses.list().map((item) => item.object_id)).toEqual(['adr_2', 'adr_3']);
  });

  it('is full when only lasting objects are left, per scope; removing one makes room', () => {
    const store = createStore({ maxObjectsPerScope: 3 });
    const pickups = store.collection(SCOPE, 'pickups');
    store.collection(SCOPE, 'addresses').insert({ object_id: 'adr_1' });
    pickups.insert({ object_id: 'pck_1' });
    pickups.insert({ object_id: 'pck_2' });
    expect(store.isFull(SCOPE)).toBe(false);
    pickups.insert({ object_id: 'pck_3' });
    expect(store.collection(SCOPE, 'addresses').size()).toBe(0);
    expect(store.isFull(SCOPE)).toBe(true);
    expect(store.isFull(OTHER)).toBe(false);
    pickups.remove('pck_1');
    expect(store.isFull(SCOPE)).toBe(false);
  });

  it('reports what it holds, in objects and JSON characters', () => {
    const store = createStore();
    store.collection(SCOPE, 'addresses').insert({ object_id: 'adr_1' });
    store.collection(OTHER, 'addresses').insert({ object_id: 'adr_2' });
    expect(store.stats()).toEqual({ scopes: 2, objects: 2, approxBytes: 2 * JSON.stringify({ object_id: 'adr_1' }).length });
  });
});

describe('sandbox store byte budget', () => {
  it('evicts by size as well as by count, and tracks rewrites and removals', () => {
    const store = createStore({ maxBytesPerScope: 1_000 });
    const addresses = store.collection<{ object_id: string; name: string }>(SCOPE, 'addresses');
    for (let index = 0; index < 20; index += 1) {
      addresses.insert({ object_id: `adr_${index}`, name: 'x'.repeat(200) });
    }
    expect(store.stats().approxBytes).toBeLessThanOrEqual(1_000);
    expect(addresses.get('adr_19')).toBeDefined();
    expect(addresses.get('adr_0')).toBeUndefined();
    const before = store.stats().approxBytes;
    addresses.update('adr_19', { name: 'short' });
    expect(store.stats().approxBytes).toBeLessThan(before);
    for (const item of addresses.list()) {
      addresses.remove(item.object_id);
    }
    expect(store.stats()).toMatchObject({ objects: 0, approxBytes: 0 });
  });
});
