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

function createCollection<T extends { object_id: string }>(): Collection<T> {
  const items = new Map<string, T>();
  return {
    insert(item) {
      items.set(item.object_id, item);
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
      return next;
    },
    remove: (id) => items.delete(id),
    list: () => [...items.values()],
    size: () => items.size,
  };
}

/** All collections, created on first use per scope. */
export interface Store {
  collection<T extends { object_id: string }>(scope: Scope, name: string): Collection<T>;
  /** True the first time a scope is seen (to seed it). */
  claim(scope: Scope): boolean;
  clear(): void;
}

export function createStore(): Store {
  const scopes = new Map<string, Map<string, Collection<{ object_id: string }>>>();
  const seeded = new Set<string>();
  return {
    collection<T extends { object_id: string }>(scope: Scope, name: string): Collection<T> {
      const key = scopeKey(scope);
      let collections = scopes.get(key);
      if (!collections) {
        collections = new Map();
        scopes.set(key, collections);
      }
      let collection = collections.get(name);
      if (!collection) {
        collection = createCollection();
        collections.set(name, collection);
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
    clear() {
      scopes.clear();
      seeded.clear();
    },
  };
}
