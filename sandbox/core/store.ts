/**
 * In-memory state of the sandbox, partitioned by account and mode: one account never sees another's
 * objects, and test objects never mix with live ones.
 */

/** Who a request acts for. */
export interface Scope {
  /** Account id (the managed account's, when acting for one). */
  accountId: string;
  /** Test mode: objects carry `test: true`. */
  test: boolean;
  /** `object_owner` of the objects this scope creates. */
  owner: string;
}

export const scopeKey = (scope: Scope) => `${scope.accountId}:${scope.test ? 'test' : 'live'}`;

/** One resource's objects in one scope, in creation order. */
export interface Collection<T extends { object_id: string }> {
  insert(item: T): T;
  get(id: string): T | undefined;
  update(id: string, patch: Partial<T>): T | undefined;
  remove(id: string): boolean;
  list(): T[];
  size(): number;
}

/**
 * Collections whose objects the API treats as disposable inputs (spec §1: addresses, parcels and
 * customs items are created freely and referenced by id; rates expire). When a scope holds its
 * most objects, the oldest of these are forgotten first, so a long-running sandbox stays bounded.
 */
export const DISPOSABLE_COLLECTIONS: readonly string[] = ['rates', 'addresses', 'parcels', 'customs_items', 'customs_declarations', 'shipments'];

/** Options of {@link createStore}. */
export interface StoreOptions {
  /**
   * Most objects one scope keeps. Past it, the oldest disposable objects are evicted; when none are
   * left, {@link Store.isFull} says so and the sandbox refuses new objects with a 429.
   * @default 100000 (a batch of 10,000 shipments stores about 80,000 objects with its rates)
   */
  maxObjectsPerScope?: number;
  /**
   * Most JSON characters one scope keeps (the objects' `JSON.stringify` length): the memory budget.
   * Past it, eviction and refusal work as for `maxObjectsPerScope`.
   * @default 96 MiB (a batch of 10,000 shipments stores about 65 MB)
   */
  maxBytesPerScope?: number;
}

/** Objects and rough size (JSON characters) the store holds: the soak's memory figure. */
export interface StoreStats {
  /** Accounts and modes seen (`acct:test`, `acct:live`). */
  scopes: number;
  /** Objects held, in every scope. */
  objects: number;
  /** Sum of `JSON.stringify(object).length` over every stored object. */
  approxBytes: number;
}

/** A scope's collections, with the insertion order across them for oldest-first eviction. */
interface ScopeState {
  collections: Map<string, Collection<{ object_id: string }>>;
  count: number;
  /** Sum of the JSON length of the scope's objects. */
  bytes: number;
  sequence: number;
}

const sizeOf = (item: unknown) => JSON.stringify(item).length;

function createCollection<T extends { object_id: string }>(state: ScopeState, evict: () => void): Collection<T> {
  const items = new Map<string, T>();
  // Insertion sequence of each object, across the scope's collections (Map order is insertion order).
  const sequences = new Map<string, number>();
  const sizes = new Map<string, number>();
  const resize = (id: string, item: T | undefined) => {
    const size = item === undefined ? 0 : sizeOf(item);
    state.bytes += size - (sizes.get(id) ?? 0);
    if (item === undefined) {
      sizes.delete(id);
    } else {
      sizes.set(id, size);
    }
  };
  const collection: Collection<T> & { oldest(): number | undefined } = {
    insert(item) {
      if (!items.has(item.object_id)) {
        state.count += 1;
        sequences.set(item.object_id, (state.sequence += 1));
      }
      items.set(item.object_id, item);
      resize(item.object_id, item);
      evict();
      return item;
    },
    get: (id) => items.get(id),
    update(id, patch) {
      const current = items.get(id);
      if (!current) {
        return undefined;
      }
      const next = { ...current, ...patch };
      items.set(id, next);
      resize(id, next);
      evict();
      return next;
    },
    remove(id) {
      if (!items.delete(id)) {
        return false;
      }
      sequences.delete(id);
      resize(id, undefined);
      state.count -= 1;
      return true;
    },
    list: () => [...items.values()],
    size: () => items.size,
    oldest: () => sequences.values().next().value,
  };
  return collection;
}

/** All collections, created on first use per scope. */
export interface Store {
  collection<T extends { object_id: string }>(scope: Scope, name: string): Collection<T>;
  /** True the first time a scope is seen (to seed it). */
  claim(scope: Scope): boolean;
  /** True when the scope holds its most objects and none of them is disposable. */
  isFull(scope: Scope): boolean;
  /** What the store holds now. */
  stats(): StoreStats;
  clear(): void;
}

export function createStore(options: StoreOptions = {}): Store {
  const maxObjects = options.maxObjectsPerScope ?? 100_000;
  const maxBytes = options.maxBytesPerScope ?? 96 * 1024 * 1024;
  const over = (state: ScopeState) => state.count > maxObjects || state.bytes > maxBytes;
  const scopes = new Map<string, ScopeState>();
  const seeded = new Set<string>();

  const evictFrom = (state: ScopeState) => () => {
    while (over(state)) {
      let victim: { collection: Collection<{ object_id: string }> & { oldest(): number | undefined }; sequence: number } | undefined;
      for (const name of DISPOSABLE_COLLECTIONS) {
        const collection = state.collections.get(name) as (Collection<{ object_id: string }> & { oldest(): number | undefined }) | undefined;
        const sequence = collection?.oldest();
        if (collection && sequence !== undefined && (!victim || sequence < victim.sequence)) {
          victim = { collection, sequence };
        }
      }
      const oldest = victim?.collection.list()[0];
      if (!victim || !oldest) {
        return;
      }
      victim.collection.remove(oldest.object_id);
    }
  };

  const stateOf = (scope: Scope) => {
    const key = scopeKey(scope);
    let state = scopes.get(key);
    if (!state) {
      state = { collections: new Map(), count: 0, bytes: 0, sequence: 0 };
      scopes.set(key, state);
    }
    return state;
  };

  return {
    collection<T extends { object_id: string }>(scope: Scope, name: string): Collection<T> {
      const state = stateOf(scope);
      let collection = state.collections.get(name);
      if (!collection) {
        collection = createCollection(state, evictFrom(state));
        state.collections.set(name, collection);
      }
      return collection as unknown as Collection<T>;
    },
    claim(scope) {
      const key = scopeKey(scope);
      if (seeded.has(key)) {
        return false;
      }
      seeded.add(key);
      return true;
    },
    isFull(scope) {
      const state = scopes.get(scopeKey(scope));
      return state !== undefined && (state.count >= maxObjects || state.bytes >= maxBytes) && DISPOSABLE_COLLECTIONS.every((name) => (state.collections.get(name)?.size() ?? 0) === 0);
    },
    stats() {
      let objects = 0;
      let approxBytes = 0;
      for (const state of scopes.values()) {
        objects += state.count;
        approxBytes += state.bytes;
      }
      return { scopes: scopes.size, objects, approxBytes };
    },
    clear() {
      scopes.clear();
      seeded.clear();
    },
  };
}
