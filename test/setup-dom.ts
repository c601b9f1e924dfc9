// Setup of the `dom` (jsdom) test project: jest-dom and axe matchers, and a clean DOM after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import * as axeMatchers from 'vitest-axe/matchers';
import { resetTestSandbox } from './msw-sandbox';
import { server } from './msw-server';

expect.extend(axeMatchers);

// findBy*/waitFor wait 1 s by default; a token mint and a request through MSW to the sandbox take
// longer than that while every project shares two cores in CI (the e2e files run beside them). A
// test that waits for something that never comes still fails, after 10 s.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetTestSandbox();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
