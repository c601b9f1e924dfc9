// The Node MSW server of DOM tests: every request to the test API goes to the sandbox.
import { setupServer } from 'msw/node';
import { sandboxHandler } from './msw-sandbox';

export const server = setupServer(sandboxHandler);
