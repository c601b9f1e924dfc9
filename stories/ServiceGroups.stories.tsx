import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay, http } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ServiceGroups } from '../src';
import { deleteServiceGroup, listServiceGroups } from '../src/api/resources/service-groups';
import { checkoutHandlers } from '../test/msw/checkout';
import { TEST_API } from '../test/msw-sandbox';
import { sandboxApi } from './pickup-story-setup';
import { BLOCK_DOCS } from './docs/BlockDocsPage';

const meta = {
  title: 'Components/ServiceGroups',
  component: ServiceGroups,
  // The block's docs page: its TSDoc, props, states (these stories) and theming parts.
  tags: ['autodocs'],
  args: { onSave: fn(), onDelete: fn(), onError: fn() },
  parameters: {
    docs: {
      ...BLOCK_DOCS,
      description: {
        component:
          'The merchant’s checkout settings: the service groups a store’s checkout offers (type, price rule, on or off), created and edited in a dialog, deleted after a confirmation; a preview of what a shopper sees from the same `POST /live-rates` answer; and the saved boxes, with the one checkout packs carts in.',
      },
    },
  },
} satisfies Meta<typeof ServiceGroups>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const root = ({ canvasElement }: PlayContext) => canvasElement.querySelector('[data-se-part="service-groups"]')!;
// Dialogs are portalled into the block's theme root, inside the canvas.
const dialog = (context: PlayContext, name: string | RegExp) => context.canvas.findByRole('dialog', { name }, { timeout: 5_000 });

/** The seeded groups, the preview and no saved box yet. */
export const List: Story = {
  play: async (context) => {
    await expect(await context.canvas.findByRole('heading', { name: 'Standard shipping', level: 4 }, { timeout: 5_000 })).toBeVisible();
    await expect(await context.canvas.findByRole('list', { name: 'Options at checkout' }, { timeout: 5_000 })).toBeVisible();
    await expect(root(context)).toHaveAttribute('data-state', 'list');
  },
};

/** The groups are loading. */
export const Loading: Story = {
  async beforeEach({ msw }) {
    msw.use(http.get(`${TEST_API}/service-groups`, async () => delay('infinite')));
  },
  play: async (context) => {
    await expect(root(context)).toHaveAttribute('data-state', 'loading');
  },
};

/** No group yet: checkout offers no shipping, and the preview says so. */
export const Empty: Story = {
  async beforeEach() {
    const api = sandboxApi();
    for (const group of await listServiceGroups(api)) {
      await deleteServiceGroup(api, group.object_id);
    }
  },
  play: async (context) => {
    await expect(await context.canvas.findByText(/No shipping options yet/, undefined, { timeout: 5_000 })).toBeVisible();
    await expect(await context.canvas.findByText(/No shipping option for this cart/, undefined, { timeout: 5_000 })).toBeVisible();
  },
};

/** The groups cannot be loaded: a retryable error. */
export const LoadError: Story = {
  async beforeEach({ msw }) {
    msw.use(checkoutHandlers.groupsFail(500));
  },
  play: async (context) => {
    await expect(await context.canvas.findByText('Couldn’t load your shipping options.', undefined, { timeout: 5_000 })).toBeVisible();
    await expect(root(context)).toHaveAttribute('data-state', 'error');
  },
};

/** The create dialog, sent empty: every field's problem on the field. */
export const CreateInvalid: Story = {
  play: async (context) => {
    await context.userEvent.click(await context.canvas.findByRole('button', { name: 'Add a shipping option' }, { timeout: 5_000 }));
    const open = await dialog(context, 'Add a shipping option');
    await context.userEvent.selectOptions(within(open).getByRole('combobox', { name: /^Type/ }), 'FREE_SHIPPING');
    await context.userEvent.click(within(open).getByRole('button', { name: 'Save' }));
    await expect(within(open).getByText('Choose at least one carrier service.')).toBeVisible();
  },
};

/** The API refused a service level (the carrier retired it meanwhile): marked on the levels. */
export const Refused: Story = {
  async beforeEach({ msw }) {
    msw.use(checkoutHandlers.levelRetired());
  },
  play: async (context) => {
    await context.userEvent.click(await context.canvas.findByRole('button', { name: 'Add a shipping option' }, { timeout: 5_000 }));
    const open = await dialog(context, 'Add a shipping option');
    await context.userEvent.type(within(open).getByRole('textbox', { name: /^Name/ }), 'Ground only');
    await context.userEvent.click(within(within(open).getByRole('group', { name: 'Parcelwise' })).getByRole('checkbox', { name: 'Ground' }));
    await context.userEvent.type(within(open).getByRole('textbox', { name: /^Flat rate/ }), '5');
    await context.userEvent.click(within(open).getByRole('button', { name: 'Save' }));
    await expect(await within(open).findByText('The shipping service did not accept this field. Check it and try again.', undefined, { timeout: 5_000 })).toBeVisible();
  },
};

/** Editing a group: its fields as the API has them. */
export const Editing: Story = {
  play: async (context) => {
    await context.userEvent.click(await context.canvas.findByRole('button', { name: 'Edit Standard shipping' }, { timeout: 5_000 }));
    const open = await dialog(context, 'Edit Standard shipping');
    await expect(within(open).getByRole('textbox', { name: /^Rate adjustment/ })).toHaveValue('10');
  },
};

/** The delete confirmation. */
export const ConfirmDelete: Story = {
  play: async (context) => {
    await context.userEvent.click(await context.canvas.findByRole('button', { name: 'Delete Express' }, { timeout: 5_000 }));
    await expect(await dialog(context, 'Delete Express?')).toBeVisible();
    await expect(root(context)).toHaveAttribute('data-state', 'confirmingRemove');
  },
};

/** A group switched off: no longer in the preview. */
export const SwitchedOff: Story = {
  play: async (context) => {
    const toggle = await context.canvas.findByRole('switch', { name: 'Offer Express at checkout' }, { timeout: 5_000 });
    await context.userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked(), { timeout: 5_000 });
  },
};

/** A saved box that checkout uses by default. */
export const DefaultBox: Story = {
  play: async (context) => {
    const form = await context.canvas.findByRole('form', { name: 'Save a box' }, { timeout: 5_000 });
    await context.userEvent.type(within(form).getByRole('textbox', { name: /^Box name/ }), 'Shoebox');
    for (const dimension of ['Length', 'Width', 'Height']) {
      await context.userEvent.type(within(form).getByRole('textbox', { name: new RegExp(`^${dimension}`) }), '12');
    }
    await context.userEvent.click(within(form).getByRole('button', { name: 'Save the box' }));
    const radio = await context.canvas.findByRole('radio', { name: /^Shoebox/ }, { timeout: 5_000 });
    await context.userEvent.click(radio);
    await waitFor(() => expect(radio).toBeChecked(), { timeout: 5_000 });
  },
};

/** The API's answer when a write or the preview fails on its side (an outage), for the stories below. */
const outage = () => HttpResponse.json({ detail: 'Simulated failure: the service answered 500.' }, { status: 500, headers: { 'X-Request-Id': 'req_checkout_failure' } });

/** The preview cannot be loaded: its own error with a retry, the groups still there. */
export const PreviewFailed: Story = {
  async beforeEach({ msw }) {
    msw.use(http.post(`${TEST_API}/live-rates`, outage));
  },
  play: async (context) => {
    const preview = context.canvasElement.querySelector<HTMLElement>('[data-se-part="service-groups-preview"]')!;
    await waitFor(() => expect(preview).toHaveAttribute('data-state', 'error'), { timeout: 5_000 });
    await expect(within(preview).getByRole('alert')).toBeVisible();
    await expect(within(preview).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(await context.canvas.findByRole('heading', { name: 'Standard shipping', level: 4 })).toBeVisible();
  },
};

/** Switching a group off fails: the notice says so and the switch stays on. */
export const SwitchFailed: Story = {
  async beforeEach({ msw }) {
    msw.use(http.put(`${TEST_API}/service-groups`, outage));
  },
  play: async (context) => {
    const toggle = await context.canvas.findByRole('switch', { name: 'Offer Express at checkout' }, { timeout: 5_000 });
    await context.userEvent.click(toggle);
    await expect(await context.canvas.findByRole('alert', undefined, { timeout: 5_000 })).toBeVisible();
    await expect(toggle).toBeChecked();
  },
};

/** Deleting a group fails: the confirmation stays open with the error, to try again or cancel. */
export const RemoveFailed: Story = {
  async beforeEach({ msw }) {
    msw.use(http.delete(`${TEST_API}/service-groups/:id`, outage));
  },
  play: async (context) => {
    await context.userEvent.click(await context.canvas.findByRole('button', { name: 'Delete Express' }, { timeout: 5_000 }));
    const open = await dialog(context, 'Delete Express?');
    await context.userEvent.click(within(open).getByRole('button', { name: 'Delete the option' }));
    await expect(await within(open).findByRole('alert', undefined, { timeout: 5_000 })).toBeVisible();
    await expect(root(context)).toHaveAttribute('data-state', 'confirmingRemove');
  },
};
