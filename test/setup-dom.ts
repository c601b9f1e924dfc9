// Setup of the `dom` (jsdom) test project: jest-dom and axe matchers, and a clean DOM after each
// test. It runs before every file.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import * as axeMatchers from 'vitest-axe/matchers';
import { resetTestSandbox } from './msw-sandbox';
import { server } from './msw-server';

expect.extend(axeMatchers);

// findBy*/waitFor wait 1 s by default; a token mint and a request through MSW to the sandbox take
// longer than that while every project shares two cores in CI (the e2e files run beside them). A
// test that waits for something that never comes still fails, after 20 s (twice what a busy host
// needed).
configure({ asyncUtilTimeout: 20_000 });

// The dom project runs its files in one jsdom (`isolate: false` in vite.config.ts): each file
// starts from empty storages (remembered column mappings, shared tokens), an empty page, and the
// object-URL functions as the first file found them (tests assign stand-ins onto `URL` itself);
// the globals a file stubs are put back after it.
const PRISTINE = Symbol.for('shipping-elements.test.pristine-url');
const OBJECT_URL_FUNCTIONS = ['createObjectURL', 'revokeObjectURL'] as const;
const pristine = ((globalThis as Record<symbol, unknown>)[PRISTINE] ??= Object.fromEntries(
  OBJECT_URL_FUNCTIONS.map((name) => [name, Object.getOwnPropertyDescriptor(URL, name)]),
)) as Record<(typeof OBJECT_URL_FUNCTIONS)[number], PropertyDescriptor | undefined>;

beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.body.replaceChildren();
  for (const name of OBJECT_URL_FUNCTIONS) {
    const descriptor = pristine[name];
    if (descriptor) {
      Object.defineProperty(URL, name, descriptor);
    } else {
      Reflect.deleteProperty(URL, name);
    }
  }
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  resetTestSandbox();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});
