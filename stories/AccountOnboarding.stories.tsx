import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay, http } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AccountOnboarding, AccountStatusBanner } from '../src';
import { createApiClient } from '../src/api/client';
import { addManagedAccount } from '../src/api/resources/accounts';
import { createAddress } from '../src/api/resources/addresses';
import { createCarrierAccount, registerCarrierAccount } from '../src/api/resources/carrier-accounts';
import { setDefaultParcelTemplate } from '../src/api/resources/live-rates';
import { createUserParcelTemplate } from '../src/api/resources/user-parcel-templates';
import { TEST_API, mintTestToken, testSandbox } from '../test/msw-sandbox';
import { BLOCK_DOCS } from './docs/BlockDocsPage';

// Each story acts for a new managed account (a platform's new store), made in its beforeEach.
let storeId = '';
const WAREHOUSE = { name: 'Nia Okafor', street1: '215 Clayton St', city: 'San Francisco', state: 'CA', zip: '94117', country: 'US', phone: '+1 415 555 0100', email: 'ship@new-store.example' };
const sandboxFetch = (input: RequestInfo | URL, init?: RequestInit) => testSandbox().fetch(new Request(input, init));

/** A new store, set up as far as `upTo` says, as its platform's backend would. */
async function newStore(upTo: { address?: boolean; carrier?: boolean; box?: boolean; pending?: boolean; oauth?: boolean } = {}) {
  const platform = createApiClient({ baseUrl: TEST_API, auth: { apiKey: testSandbox().keys.test }, fetch: sandboxFetch });
  const store = await addManagedAccount(platform, { email: 'owner@new-store.example', first_name: 'Nia', last_name: 'Okafor', company_name: 'New Store' });
  storeId = store.object_id;
  const api = createApiClient({ baseUrl: TEST_API, auth: { apiKey: testSandbox().keys.test }, accountId: storeId, fetch: sandboxFetch });
  if (upTo.address) {
    await createAddress(api, WAREHOUSE);
  }
  if (upTo.carrier) {
    await createCarrierAccount(api, { carrier: 'parcelwise', account_id: '12345678', parameters: { api_key: 'pw-secret-key-0001' } });
  }
  if (upTo.pending) {
    await registerCarrierAccount(api, { carrier: 'parcelwise', parameters: { parcelwise_terms: true, company: 'New Store', full_name: 'Nia Okafor', email: 'signup@new-store.example', phone: '+1 415 555 0100' } });
  }
  if (upTo.oauth) {
    await createCarrierAccount(api, { carrier: 'kestrel', account_id: 'KX0042778', parameters: {} });
  }
  if (upTo.box) {
    const box = await createUserParcelTemplate(api, { name: 'Small box', length: '10', width: '8', height: '4', distance_unit: 'in' });
    await setDefaultParcelTemplate(api, box.object_id);
  }
}

const meta = {
  title: 'Components/AccountOnboarding',
  component: AccountOnboarding,
  tags: ['autodocs'],
  args: { accountId: 'new-store', onStepChange: fn(), onExit: fn(), onAccountReady: fn(), onError: fn() },
  parameters: {
    provider: { fetchToken: () => mintTestToken(storeId) },
    docs: {
      ...BLOCK_DOCS,
      description: {
        component:
          'A new store from nothing to its first label: where it ships from (AddressForm), its carriers (the host’s connect flow), its defaults (label file type, a default package), then a review. It reads where the account stands on mount and starts on the first step it misses.',
      },
    },
  },
} satisfies Meta<typeof AccountOnboarding>;

export default meta;
type Story = StoryObj<typeof meta>;

const step = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-se-part="account-onboarding"]')!;

/** A new store: where it ships from comes first. */
export const ShipFrom: Story = {
  beforeEach: () => newStore(),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Where you ship from' }, { timeout: 5_000 })).toBeVisible();
    await expect(step(canvasElement)).toHaveAttribute('data-state', 'shipFrom');
  },
};

/** The address is in: the carriers, none connected yet (the host's connect flow goes in `renderConnect`). */
export const Carriers: Story = {
  beforeEach: () => newStore({ address: true }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No carrier connected yet.', {}, { timeout: 5_000 })).toBeVisible();
  },
};

/** A carrier whose terms are pending and one to reconnect: neither can buy yet. */
export const CarriersNotReady: Story = {
  beforeEach: () => newStore({ address: true, pending: true, oauth: true }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Waiting for the carrier’s terms/, {}, { timeout: 5_000 })).toBeVisible();
    await expect(canvas.getByText(/Needs reconnecting/)).toBeVisible();
  },
};

/** The defaults: a label file type and a default package. */
export const Defaults: Story = {
  beforeEach: () => newStore({ address: true, carrier: true }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Your defaults' }, { timeout: 5_000 })).toBeVisible();
  },
};

/** The defaults step refuses a package without its name and sizes. */
export const DefaultsInvalid: Story = {
  beforeEach: () => newStore({ address: true, carrier: true }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }, { timeout: 5_000 }));
    await expect(await canvas.findByText('Enter a name for the package.')).toBeVisible();
  },
};

/** Everything is set: the review, and Finish. */
export const Review: Story = {
  beforeEach: () => newStore({ address: true, carrier: true, box: true }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your account is set up: it can buy labels.', {}, { timeout: 5_000 })).toBeVisible();
  },
};

/** Finished: the API said the account can buy, and `onAccountReady` was called. */
export const Finished: Story = {
  beforeEach: () => newStore({ address: true, carrier: true, box: true }),
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Finish' }, { timeout: 5_000 }));
    await waitFor(() => expect(step(canvasElement)).toHaveAttribute('data-state', 'finished'));
    await expect(args.onAccountReady).toHaveBeenCalledTimes(1);
  },
};

/** Reading where the account stands. */
export const Loading: Story = {
  async beforeEach({ msw }) {
    await newStore();
    msw.use(http.get(`${TEST_API}/carrier_accounts`, async () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await expect(step(canvasElement)).toHaveAttribute('data-state', 'loading');
  },
};

/** Where the account stands could not be read: the error, with a retry. */
export const LoadError: Story = {
  async beforeEach({ msw }) {
    await newStore();
    msw.use(http.get(`${TEST_API}/carrier_accounts`, () => HttpResponse.json({ detail: 'Unavailable.' }, { status: 503 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** The "action required" notice a host shows on any page: a new store's. */
export const BannerNewStore: Story = {
  beforeEach: () => newStore(),
  render: () => <AccountStatusBanner />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Action required' }, { timeout: 5_000 })).toBeVisible();
  },
};

/** The notice names a carrier whose terms are pending and one to reconnect. */
export const BannerCarriers: Story = {
  beforeEach: () => newStore({ address: true, pending: true, oauth: true }),
  render: () => <AccountStatusBanner />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Reconnect your Kestrel Express account/, {}, { timeout: 5_000 })).toBeVisible();
  },
};
