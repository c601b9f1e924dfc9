// The exports convention (STYLE §21): every runtime export of the public entries has a shape its
// name announces, so a host can tell a component from a hook, a key factory, an error class, a
// schema or a constant without reading its source. Checked on the imported modules, at run time.
import { describe, expect, it } from 'vitest';
import * as api from '../src/api/index.ts';
import * as kit from '../src/index.ts';

/**
 * Runtime exports of `shipping-elements` that are none of the four kinds, each with the reason it
 * is exported under its own name. Adding one is an API decision: say why here.
 */
const KIT_EXCEPTIONS: Readonly<Record<string, string>> = {
  APPEARANCE_VARIABLES: 'the styling contract as data: each appearance variable and the --se-* CSS variable it sets (STYLE §13.6)',
  mergeMessages: "a pure helper that builds the provider's `messages` from a catalogue and overrides; it is no hook, it reads no context",
  rootKey: 'the prefix of every kit query key, for hosts that share their QueryClient and clear or inspect the kit cache',
  isShippingElementsError: 'the type guard that recognises kit errors by brand, even from a second copy of the package (STYLE §13.4)',
  DEFAULT_ORDER_FILTERS:
    "the filters OrdersInbox starts from (orders that can ship): a host that controls `filters` resets to them, or keeps them in its URL as the empty state",
  shareTokenAcrossTabs:
    "builds the provider's `tokenSharing` for one identity; a function the host imports only when its tabs share tokens, so hosts that do not share leave the sharing code out of their bundle",
  CARRIER_CONNECTIONS:
    "the kit's carrier field specification as data (CarrierAccounts' forms, the sandbox's checks): a host reads it to add its own carrier in the same shape or to change one of the kit's through the block's `carriers`",
  completeCarrierSignin:
    "ends a carrier's OAuth sign-in on the host's callback page, which renders no block and no provider: a plain function called once when that page loads (issue 39)",
};

/**
 * Runtime exports of `shipping-elements/api` that break its naming rules, each with its reason.
 */
const API_EXCEPTIONS: Readonly<Record<string, string>> = {
  commonFields: 'a fragment of schema fields spread into custom schemas (`{ ...commonFields }`), not a value to read',
};

const FORWARD_REF = Symbol.for('react.forward_ref');

const PASCAL_CASE = /^[A-Z][a-zA-Z0-9]*$/;
const CAMEL_CASE = /^[a-z][a-zA-Z0-9]*$/;
const UPPER_CASE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;
const HOOK_NAME = /^use[A-Z][a-zA-Z0-9]*$/;
const KEYS_NAME = /^[a-z][a-zA-Z0-9]*Keys$/;

type Exports = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Record<PropertyKey, unknown> {
  return typeof value === 'object' && value !== null;
}

function isErrorClass(value: unknown): value is abstract new (...args: never[]) => Error {
  return typeof value === 'function' && (value.prototype as unknown) instanceof Error;
}

/** The kit's error base itself, or a class that extends it. */
function extendsBase(value: abstract new (...args: never[]) => Error, base: abstract new (...args: never[]) => Error): boolean {
  return value === base || value.prototype instanceof base;
}

function isZodSchema(value: unknown): boolean {
  return isRecord(value) && '_zod' in value;
}

/**
 * A component's own `displayName`, which React DevTools and React's warnings show. It must be
 * set explicitly: a host's minifier renames the functions that `forwardRef` and `memo` wrap.
 */
function componentDisplayName(value: unknown): string | undefined {
  if (typeof value !== 'function' && !isRecord(value)) {
    return undefined;
  }
  const { displayName } = value as { displayName?: unknown };
  return typeof displayName === 'string' ? displayName : undefined;
}

/** Runtime exports, sorted, so a failure names the export at fault. */
function exportNames(module: Exports): string[] {
  return Object.keys(module).sort();
}

describe('shipping-elements runtime exports', () => {
  const exports = kit as Exports;
  const rootPrefix = kit.rootKey();

  it.each(exportNames(exports))('%s is a component, a hook, a key factory, an error class or a listed exception', (name) => {
    const value = exports[name];

    if (name in KIT_EXCEPTIONS) {
      expect(value, `${name} is listed as an exception`).toBeDefined();
      return;
    }
    if (HOOK_NAME.test(name)) {
      expect(value).toBeTypeOf('function');
      // A named function: React's warnings and stack traces show the hook by its name.
      expect((value as () => unknown).name).toBe(name);
      return;
    }
    if (KEYS_NAME.test(name)) {
      // The factory of one resource (queries/keys.ts): every level is a function returning a key
      // under the kit root, each level a prefix of the next, so invalidating `all()` reaches all.
      expect(isRecord(value), `${name} is an object of key builders`).toBe(true);
      const keys = value as Record<string, (argument?: unknown) => readonly unknown[]>;
      expect(Object.keys(keys).sort()).toEqual(['all', 'detail', 'details', 'list', 'lists']);
      for (const build of Object.values(keys)) {
        expect(build).toBeTypeOf('function');
      }
      expect(keys.all?.().slice(0, rootPrefix.length)).toEqual([...rootPrefix]);
      expect(keys.lists?.().slice(0, -1)).toEqual(keys.all?.());
      expect(keys.list?.({ page: 2 }).slice(0, -1)).toEqual(keys.lists?.());
      expect(keys.details?.().slice(0, -1)).toEqual(keys.all?.());
      expect(keys.detail?.('obj_1')).toEqual([...(keys.details?.() ?? []), 'obj_1']);
      return;
    }
    expect(name, `${name} is neither use*, *Keys nor a listed exception, so it must be PascalCase`).toMatch(PASCAL_CASE);
    if (isErrorClass(value)) {
      expect(name).toMatch(/Error$/);
      // One base class, so `isShippingElementsError` and `instanceof` recognise every kit error.
      expect(extendsBase(value, kit.ShippingElementsError), `${name} extends ShippingElementsError`).toBe(true);
      return;
    }
    // A component: a function or a forwardRef/memo object whose display name is its export name.
    // The blocks set no explicit `displayName`; React shows the named function they wrap
    // (`forwardRef(function RatePicker(…))`, STYLE §13.5), so that name must match the export.
    expect(componentDisplayName(value), `${name} sets its displayName`).toBe(name);
  });

  it('lists only exceptions that still exist and that no rule already covers', () => {
    for (const name of Object.keys(KIT_EXCEPTIONS)) {
      expect(exports, `${name} is listed as an exception but not exported`).toHaveProperty(name);
      expect(HOOK_NAME.test(name) || KEYS_NAME.test(name) || isErrorClass(exports[name]), `${name} needs no exception`).toBe(false);
    }
  });

  it('exports each kind the convention names', () => {
    const names = exportNames(exports);
    expect(names.filter((name) => HOOK_NAME.test(name)).length).toBeGreaterThan(0);
    expect(names.filter((name) => KEYS_NAME.test(name)).length).toBeGreaterThan(0);
    expect(names.filter((name) => isErrorClass(exports[name]))).toEqual(
      expect.arrayContaining(['ApiError', 'AuthError', 'NetworkError', 'ShippingElementsError', 'UnexpectedResponseError']),
    );
    expect(names.filter((name) => PASCAL_CASE.test(name) && !isErrorClass(exports[name]) && !(name in KIT_EXCEPTIONS))).toEqual(
      expect.arrayContaining(['AddressForm', 'LabelPurchase', 'RatePicker', 'ShippingElementsProvider']),
    );
  });

  it('has blocks that take a ref (forwardRef)', () => {
    for (const block of [kit.AddressForm, kit.LabelPurchase, kit.RatePicker]) {
      expect((block as unknown as { $$typeof: symbol }).$$typeof).toBe(FORWARD_REF);
    }
  });
});

describe('shipping-elements/api runtime exports', () => {
  const exports = api as Exports;

  it.each(exportNames(exports))('%s is named for its kind', (name) => {
    const value = exports[name];

    if (name in API_EXCEPTIONS) {
      expect(value, `${name} is listed as an exception`).toBeDefined();
      return;
    }
    if (isZodSchema(value)) {
      expect(name, 'a schema is PascalCase and ends in Schema').toMatch(/^[A-Z][a-zA-Z0-9]*Schema$/);
      return;
    }
    if (isErrorClass(value)) {
      expect(name, 'an error class is PascalCase and ends in Error').toMatch(/^[A-Z][a-zA-Z0-9]*Error$/);
      expect(extendsBase(value, api.ShippingElementsError), `${name} extends ShippingElementsError`).toBe(true);
      return;
    }
    if (typeof value === 'function') {
      // Endpoint functions, helpers and schema factories (`pageSchema`) alike.
      expect(name, 'a function is camelCase').toMatch(CAMEL_CASE);
      return;
    }
    expect(name, 'a constant is UPPER_CASE').toMatch(UPPER_CASE);
  });

  it('lists only exceptions that still exist and that no rule already covers', () => {
    for (const name of Object.keys(API_EXCEPTIONS)) {
      expect(exports, `${name} is listed as an exception but not exported`).toHaveProperty(name);
      const value = exports[name];
      const covered = isZodSchema(value) || isErrorClass(value) || typeof value === 'function' || UPPER_CASE.test(name);
      expect(covered, `${name} needs no exception`).toBe(false);
    }
  });

  it('shares its error classes with the main entry', () => {
    const shared = [
      'ShippingElementsError',
      'ApiError',
      'AuthError',
      'NetworkError',
      'UnexpectedResponseError',
      'InvalidRequestError',
      'isShippingElementsError',
    ];
    for (const name of shared) {
      expect(exports[name], name).toBe((kit as Exports)[name]);
    }
  });
});
