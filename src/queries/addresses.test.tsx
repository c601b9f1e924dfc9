import { act, renderHook } from '@testing-library/react';
import type * as React from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RECIPIENT, SENDER } from '../../test/fixtures/addresses';
import { addressHandlers } from '../../test/msw/addresses';
import { TEST_API, mintTestToken } from '../../test/msw-sandbox';
import { server } from '../../test/msw-server';
import type { Address } from '../api/resources/addresses';
import { ShippingElementsProvider } from '../provider/ShippingElementsProvider';
import { addressContentKey, useCreateAddress, useResolveAddressId } from './addresses';

const wrapper = ({ children }: { children: React.ReactNode }) => (
  <ShippingElementsProvider baseUrl={TEST_API} fetchToken={() => mintTestToken()}>
    {children}
  </ShippingElementsProvider>
);

/** The `POST /addresses/` requests the sandbox receives during a test. */
let creates: unknown[] = [];
const countCreates = ({ request }: { request: Request }) => {
  if (request.method === 'POST' && new URL(request.url).pathname === '/addresses/') {
    creates.push(request.url);
  }
};
beforeEach(() => {
  creates = [];
  server.events.on('request:start', countCreates);
});
afterEach(() => {
  server.events.removeListener('request:start', countCreates);
});

function renderCreate() {
  return renderHook(() => ({ create: useCreateAddress(), resolveId: useResolveAddressId() }), { wrapper });
}

async function create(hook: ReturnType<typeof renderCreate>, input: Parameters<ReturnType<typeof useCreateAddress>['mutateAsync']>[0]): Promise<Address> {
  let address: Address | undefined;
  await act(async () => {
    address = await hook.result.current.create.mutateAsync(input);
  });
  if (!address) {
    throw new Error('No address');
  }
  return address;
}

describe('address reuse (addresses are disposable: one object per content and session)', () => {
  it('creates an address once and reuses it for unchanged input', async () => {
    const hook = renderCreate();
    const first = await create(hook, RECIPIENT);
    const again = await create(hook, { ...RECIPIENT });
    expect(again.object_id).toBe(first.object_id);
    expect(creates).toHaveLength(1);

    const other = await create(hook, { ...RECIPIENT, street2: 'Apt 4' });
    expect(other.object_id).not.toBe(first.object_id);
    expect(creates).toHaveLength(2);
  });

  it('shares one request between two creates of the same content at once', async () => {
    const hook = renderCreate();
    let ids: string[] = [];
    await act(async () => {
      const { resolveId } = hook.result.current;
      ids = await Promise.all([resolveId(SENDER), resolveId({ ...SENDER }), resolveId('adr_given')]);
    });
    expect(ids[0]).toMatch(/^adr_/);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).toBe('adr_given');
    expect(creates).toHaveLength(1);
  });

  it('keeps validated and unvalidated objects apart, and reuses a verified address for its standardised content', async () => {
    const hook = renderCreate();
    const asEntered = await create(hook, { ...RECIPIENT, street1: '1 navy yard avenue' });
    const validated = await create(hook, { ...RECIPIENT, street1: '1 navy yard avenue', validate: true });
    expect(validated.object_id).not.toBe(asEntered.object_id);
    expect(validated).toMatchObject({ street1: '1 Navy Yard Ave', validation_results: { is_valid: true } });
    expect(creates).toHaveLength(2);

    // The same validation again, and the standardised text (validated or not), are that object.
    expect((await create(hook, { ...RECIPIENT, street1: '1 navy yard avenue', validate: true })).object_id).toBe(validated.object_id);
    expect((await create(hook, { ...RECIPIENT, validate: true })).object_id).toBe(validated.object_id);
    expect((await create(hook, RECIPIENT)).object_id).toBe(validated.object_id);
    expect(creates).toHaveLength(2);
  });

  it('reuses an address the API could not verify as it is, still unverified', async () => {
    const hook = renderCreate();
    const invalid = await create(hook, { ...RECIPIENT, zip: '00000', validate: true });
    expect(invalid.validation_results?.is_valid).toBe(false);
    const again = await create(hook, { ...RECIPIENT, zip: '00000', validate: true });
    expect(again).toEqual(invalid);
    expect(creates).toHaveLength(1);
  });

  it('forgets a failed create, so a retry sends it again', async () => {
    server.use(addressHandlers.createFails(500, { once: true }));
    const hook = renderCreate();
    await act(async () => {
      await expect(hook.result.current.create.mutateAsync(RECIPIENT)).rejects.toMatchObject({ kind: 'api', status: 500 });
    });
    const address = await create(hook, RECIPIENT);
    expect(address.object_id).toMatch(/^adr_/);
    expect(creates).toHaveLength(2);
  });

  it('does not share addresses between providers (sessions)', async () => {
    const one = renderCreate();
    const two = renderCreate();
    const first = await create(one, RECIPIENT);
    const second = await create(two, RECIPIENT);
    expect(second.object_id).not.toBe(first.object_id);
    expect(creates).toHaveLength(2);
  });

  it('keys content by its non-empty fields, the country in any case', () => {
    expect(addressContentKey({ ...RECIPIENT, street2: '', country: 'us' }, false)).toBe(addressContentKey(RECIPIENT, false));
    expect(addressContentKey(RECIPIENT, true)).not.toBe(addressContentKey(RECIPIENT, false));
    expect(addressContentKey({ ...RECIPIENT, is_residential: true }, false)).not.toBe(addressContentKey(RECIPIENT, false));
  });
});
