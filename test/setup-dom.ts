// Setup of the `dom` (jsdom) test project: jest-dom and axe matchers, and a clean DOM after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import * as axeMatchers from 'vitest-axe/matchers';
import { resetTestSandbox } from './msw-sandbox';
import { server } from './msw-server';

expect.extend(axeMatchers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetTestSandbox();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
