import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay, http } from 'msw';
import { expect, fn, within } from 'storybook/test';
import { CarrierAccounts } from '../src';
import { createCarrierAccount } from '../src/api/resources/carrier-accounts';
import { TEST_API } from '../test/msw-sandbox';
import { sandboxApi } from './pickup-story-setup';
import { BLOCK_DOCS } from './docs/BlockDocsPage';

const meta = {
  title: 'Components/CarrierAccounts',
  component: CarrierAccounts,
  // The block's docs page: its TSDoc, props, states (these stories) and theming parts.
  tags: ['autodocs'],
  args: { onCarrierConnected: fn(), onCarrierUpdated: fn(), onError: fn() },
  parameters: {
    docs: {
      ...BLOCK_DOCS,
      description: {
        component:
          'The merchant’s carrier accounts: own or the service’s, test or live, on or off, connected or waiting for a sign-in, service levels on demand; “Connect a carrier” with own credentials, through the service, or an OAuth sign-in through the host’s route.',
      },
    },
  },
} satisfies Meta<typeof CarrierAccounts>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const root = ({ canvasElement }: PlayContext) => canvasElement.querySelector('[data-se-part="carrier-accounts"]')!;
// Dialogs are portalled into the block's theme root, inside the canvas.
const dialog = (context: PlayContext, name: string | RegExp) => context.canvas.findByRole('dialog', { name }, { timeout: 5_000 });
const openConnect = async (context: PlayContext) => {
  await context.userEvent.click(await context.canvas.findByRole('button', { name: 'Connect a carrier' }, { timeout: 5_000 }));
  return dialog(context, 'Connect a carrier');
};

/** The seeded accounts, all through the service. */
export const List: Story = {
  play: async (context) => {
    await expect(await context.canvas.findByRole('heading', { name: 'Parcelwise', level: 4 }, { timeout: 5_000 })).toBeVisible();
    await expect(root(context)).toHaveAttribute('data-state', 'list');
  },
};

/** The accounts are loading. */
export const Loading: Story = {
  async beforeEach({ msw }) {
    msw.use(http.get(`${TEST_API}/carrier_accounts`, async () => delay('infinite')));
  },
  play: async (context) => {
    await expect(root(context)).toHaveAttribute('data-state', 'loading');
  },
};

/** The accounts cannot be loaded: a retryable error. */
export const LoadError: Story = {
  async beforeEach({ msw }) {
    msw.use(http.get(`${TEST_API}/carrier_accounts`, () => HttpResponse.json({ detail: 'Simulated failure.' }, { status: 500 })));
  },
  play: async (context) => {
    await expect(await context.canvas.findByText('Your carrier accounts could not be loaded.', undefined, { timeout: 5_000 })).toBeVisible();
    await expect(root(context)).toHaveAttribute('data-state', 'error');
  },
};

/** The service levels of an account, opened on demand. */
export const ServiceLevels: Story = {
  play: async (context) => {
    const card = (await context.canvas.findByRole('heading', { name: 'Parcelwise', level: 4 }, { timeout: 5_000 })).closest('li')!;
    await context.userEvent.click(within(card as HTMLElement).getByText('Service levels'));
    await expect(within(card as HTMLElement).getByText(/^Ground/)).toBeVisible();
  },
};

/** The connect dialog's first step: the carrier and how to connect it. */
export const ConnectChoose: Story = {
  play: async (context) => {
    const open = await openConnect(context);
    await expect(within(open).getByRole('radio', { name: 'With my own account' })).toBeChecked();
    await expect(root(context)).toHaveAttribute('data-state', 'choosing');
  },
};

/** An own account's form sent empty: every field's problem on the field; the secret is a password field. */
export const OwnCredentialsInvalid: Story = {
  play: async (context) => {
    const open = await openConnect(context);
    await context.userEvent.selectOptions(within(open).getByRole('combobox', { name: /^Carrier/ }), 'slowpost');
    await context.userEvent.click(within(open).getByRole('button', { name: 'Continue' }));
    const form = await dialog(context, 'Your Slowpost Freight account');
    await context.userEvent.click(within(form).getByRole('button', { name: 'Connect' }));
    await expect(within(form).getAllByText('Fill in this field.')).toHaveLength(3);
    await expect(within(form).getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
  },
};

/** Through the service: the carrier's consent fields, the terms required. */
export const ThroughTheService: Story = {
  play: async (context) => {
    const open = await openConnect(context);
    await context.userEvent.click(within(open).getByRole('radio', { name: 'Through the shipping service' }));
    await context.userEvent.click(within(open).getByRole('button', { name: 'Continue' }));
    const form = await dialog(context, 'Parcelwise through the shipping service');
    await context.userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    await expect(within(form).getByText('Accept the carrier’s terms to continue.')).toBeVisible();
  },
};

/** An own Kestrel Express account created but not signed in yet: waiting, with a reconnect. */
export const WaitingForSignin: Story = {
  args: { signin: { route: '/api/carrier-signin', callbackUrl: '/carrier-signin/done' } },
  async beforeEach() {
    await createCarrierAccount(sandboxApi(), { carrier: 'kestrel', account_id: 'K12345678', metadata: 'Express desk' });
  },
  play: async (context) => {
    await expect(await context.canvas.findByRole('button', { name: 'Reconnect Express desk' }, { timeout: 5_000 })).toBeVisible();
    await expect(context.canvas.getByText('Waiting for sign-in')).toBeVisible();
  },
};

/** The nickname dialog. */
export const EditNickname: Story = {
  play: async (context) => {
    await context.userEvent.click(await context.canvas.findByRole('button', { name: 'Edit nickname of Parcelwise' }, { timeout: 5_000 }));
    await expect(await dialog(context, 'Nickname of Parcelwise')).toBeVisible();
    await expect(root(context)).toHaveAttribute('data-state', 'renaming');
  },
};

/** An own Slowpost Freight account whose password the carrier refused: "Reconnect" opens its credentials form, the user name as answered, no secret prefilled. */
export const ReconnectCredentials: Story = {
  async beforeEach() {
    await createCarrierAccount(sandboxApi(), { carrier: 'slowpost', account_id: '12345678', metadata: 'Dock', parameters: { username: 'nia', password: 'REFUSED-old-password' } });
  },
  play: async (context) => {
    await context.userEvent.click(await context.canvas.findByRole('button', { name: 'Reconnect Dock' }, { timeout: 5_000 }));
    const form = await dialog(context, 'Credentials of Dock');
    await expect(within(form).getByLabelText(/^Password/)).toHaveValue('');
    await expect(root(context)).toHaveAttribute('data-state', 'updating');
  },
};

/** New credentials of an own account on their way (`PUT`): the form waits, its button says so. */
export const SavingCredentials: Story = {
  async beforeEach({ msw }) {
    await createCarrierAccount(sandboxApi(), { carrier: 'slowpost', account_id: '12345678', metadata: 'Dock', parameters: { username: 'nia', password: 'first-password' } });
    msw.use(http.put(`${TEST_API}/carrier_accounts/:id`, async () => delay('infinite')));
  },
  play: async (context) => {
    await context.userEvent.click(await context.canvas.findByRole('button', { name: 'Update the credentials of Dock' }, { timeout: 5_000 }));
    const form = await dialog(context, 'Credentials of Dock');
    await context.userEvent.type(within(form).getByLabelText(/^Password/), 'second-password');
    await context.userEvent.click(within(form).getByRole('button', { name: 'Save credentials' }));
    await expect(await within(form).findByRole('button', { name: 'Saving…' })).toBeVisible();
    await expect(root(context)).toHaveAttribute('data-state', 'savingCredentials');
  },
};
