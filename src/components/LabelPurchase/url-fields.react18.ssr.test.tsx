// Runs in the `node` project, under React 18, which the package supports (peer `^18.2.0 || ^19`):
// React 18 renders a `javascript:` or `data:` href as it is (React 19 blocks only `javascript:`),
// so what keeps a hostile URL from the API out of the blocks is the schema (issue 23).
//
// The project's React is 19. React 18 comes from two aliased devDependencies, `react-18`
// (npm:react@18) and `react-dom-18` (npm:react-dom@18): every `react` import of this file and of
// the kit's modules it renders is mocked with `react-18`, and react-dom 18's server renderer is
// loaded with its own `require('react')` pointed at `react-18`, so one React 18 renders it all.
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, json } from '../../../test/fake-fetch';
import { createApiClient } from '../../api/client';
import { getTransaction, type Transaction } from '../../api/resources/transactions';
import type { ShippingElementsProvider as Provider } from '../../provider/ShippingElementsProvider';
import type { LabelResult as Result } from './LabelResult';

// The aliases have no types of their own (the project's @types/react describes React 19).
const { load } = vi.hoisted(() => ({
  load: async (specifier: string) => (await import(/* @vite-ignore */ specifier)) as Record<string, unknown>,
}));
vi.mock('react', () => load('react-18'));
vi.mock('react/jsx-runtime', () => load('react-18/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => load('react-18/jsx-dev-runtime'));

type Resolve = (request: string, parent: { filename?: string } | undefined, ...rest: unknown[]) => string;

/** react-dom 18's server renderer, bound to the `react-18` copy rather than the project's React 19. */
function reactDom18Server(): { renderToString(element: unknown): string } {
  const loader = Module as unknown as { _resolveFilename: Resolve };
  const original = loader._resolveFilename;
  const reactDom18 = `${path.sep}node_modules${path.sep}react-dom-18${path.sep}`;
  loader._resolveFilename = function (request, parent, ...rest) {
    const fromReactDom18 = parent?.filename?.includes(reactDom18) === true;
    const target = fromReactDom18 && /^react(\/|$)/.test(request) ? request.replace(/^react/, 'react-18') : request;
    return original.call(this, target, parent, ...rest);
  };
  try {
    return createRequire(import.meta.url)('react-dom-18/server') as { renderToString(element: unknown): string };
  } finally {
    loader._resolveFilename = original;
  }
}

const { renderToString } = reactDom18Server();

// The node project shares one module graph between files (`isolate: false`): the kit's modules an
// earlier file loaded hold React 19. Loaded afresh here, after the mocks, they import React 18.
let ShippingElementsProvider: typeof Provider;
let LabelResult: typeof Result;
beforeAll(async () => {
  vi.resetModules();
  ({ ShippingElementsProvider } = await import('../../provider/ShippingElementsProvider'));
  ({ LabelResult } = await import('./LabelResult'));
});
// And the next file loads them afresh again, with its own React 19.
afterAll(() => {
  vi.resetModules();
});
const TRACKING = 'https://track.example.com/1Z999';

/** A label as the API answers it, read through the kit's client and schema. */
async function labelWith(url: string): Promise<Transaction> {
  const body = {
    object_id: 'txn_1',
    status: 'SUCCESS',
    tracking_number: '1Z999',
    tracking_url_provider: TRACKING,
    // ZPL: the label has no print button, only links (printing needs a browser).
    label_file_type: 'ZPLII',
    label_url: url,
    commercial_invoice_url: url,
    qr_code_url: url,
  };
  const api = createApiClient({ baseUrl: 'https://api.example.test', auth: { apiKey: 'k' }, fetch: createFakeFetch(() => json(body)).fetch });
  return getTransaction(api, 'txn_1');
}

function render(transaction: Transaction): string {
  return renderToString(
    <ShippingElementsProvider baseUrl="https://api.example.test" fetchToken={async () => 'never'}>
      <LabelResult transaction={transaction} rate={null} />
    </ShippingElementsProvider>,
  );
}

describe('URLs from the API under React 18', () => {
  it('is React 18, which renders a javascript: href as it is', async () => {
    const React18 = await import('react');
    expect(React18.version).toMatch(/^18\./);
    const warnings = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(renderToString(<a href="javascript:alert(1)">x</a>)).toBe('<a href="javascript:alert(1)">x</a>');
    expect(String(warnings.mock.calls[0]?.[0])).toMatch(/A future version of React will block javascript: URLs/);
  });

  it.each(['javascript:alert(document.cookie)', 'data:text/html,<script>alert(document.cookie)</script>'])(
    'renders no link or image for %s in a label',
    async (url) => {
      const html = render(await labelWith(url));
      // The label renders, with its https tracking link, and nothing of the hostile URL.
      expect(html).toContain('1Z999');
      expect(html).toContain(`href="${TRACKING}"`);
      expect(html.match(/<a /g)).toHaveLength(1);
      expect(html).not.toContain('<img');
      expect(html).not.toContain(url.slice(0, url.indexOf(':') + 1));
    },
  );
});
