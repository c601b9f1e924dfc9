import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ManifestCloseout } from '../src';
import { createManifest } from '../src/api/resources/manifests';
import { pickupHandlers } from '../test/msw/pickups';
import { buyLabels, sandboxApi, syncSandboxClock } from './pickup-story-setup';
import { BLOCK_DOCS } from './docs/BlockDocsPage';

const meta = {
  title: 'Components/ManifestCloseout',
  component: ManifestCloseout,
  // The block's docs page: its TSDoc, props, states (these stories) and theming parts.
  tags: ['autodocs'],
  args: { onCreate: fn(), onError: fn() },
  async beforeEach() {
    await syncSandboxClock();
  },
  parameters: {
    docs: {
      ...BLOCK_DOCS,
      description: {
        component:
          'Closes out a day: the manifest (scan form) of one carrier account’s labels of a shipment date, the labels it will include shown first, its status and documents (plain links to signed URLs), and the past manifests five at a time. Every `errors` entry is shown.',
      },
    },
  },
} satisfies Meta<typeof ManifestCloseout>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const root = ({ canvasElement }: PlayContext) => canvasElement.querySelector('[data-se-part="manifest-closeout"]')!;

/** Two labels of today wait for the manifest. */
export const Editing: Story = {
  async beforeEach() {
    await buyLabels('parcelwise', 2);
  },
  play: async (context) => {
    await expect(await context.canvas.findByText('2 labels will be included', undefined, { timeout: 5_000 })).toBeVisible();
    await expect(root(context)).toHaveAttribute('data-state', 'editing');
  },
};

/** Created: status, the document link, and the manifest in the history. */
export const Created: Story = {
  async beforeEach() {
    await buyLabels('parcelwise', 2);
  },
  play: async (context) => {
    await context.canvas.findByText('2 labels will be included', undefined, { timeout: 5_000 });
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Create the manifest' }));
    await expect(await context.canvas.findByRole('heading', { name: 'Manifest created' }, { timeout: 5_000 })).toHaveFocus();
    const link = context.canvas.getByRole('link', { name: /^Manifest document 1/ });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(context.args.onCreate).toHaveBeenCalledOnce();
  },
};

let closeOutFirst: (() => Promise<unknown>) | undefined;

/** The API made the manifest with errors: every one is shown, in words. */
export const Refused: Story = {
  async beforeEach() {
    const { labels, accountId, senderId } = await buyLabels('parcelwise', 1);
    closeOutFirst = () => createManifest(sandboxApi(), { carrier_account: accountId, shipment_date: new Date().toISOString(), address_from: senderId, transactions: [labels[0]!.object_id] });
  },
  play: async (context) => {
    await context.canvas.findByText('1 label will be included', undefined, { timeout: 5_000 });
    // The block lists the label; the merchant's backend then closes it out first.
    await closeOutFirst?.();
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Create the manifest' }));
    await expect(await context.canvas.findByRole('heading', { name: 'The manifest could not be created' }, { timeout: 5_000 })).toBeVisible();
    await expect(context.canvas.getByRole('alert')).toHaveTextContent('Some labels are already on another manifest.');
  },
};

/** The create request failed (HTTP 500). */
export const RequestFailed: Story = {
  async beforeEach({ msw }) {
    msw.use(pickupHandlers.manifestFails(500));
    await buyLabels('parcelwise', 1);
  },
  play: async (context) => {
    await context.canvas.findByText('1 label will be included', undefined, { timeout: 5_000 });
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Create the manifest' }));
    await expect(await context.canvas.findByRole('alert')).toBeVisible();
    await expect(root(context)).toHaveAttribute('data-state', 'failed');
  },
};

/** Six past manifests: five on the first page, one on the second. */
export const History: Story = {
  async beforeEach() {
    const { accountId, senderId } = await buyLabels('bluebird', 0);
    for (let index = 0; index < 6; index += 1) {
      await createManifest(sandboxApi(), { carrier_account: accountId, shipment_date: new Date().toISOString(), address_from: senderId });
    }
  },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'Past manifests' }, { timeout: 5_000 });
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText('Page 2')).toBeVisible();
  },
};

/** Past manifests cannot be loaded: a retryable error. */
export const LoadError: Story = {
  async beforeEach({ msw }) {
    msw.use(pickupHandlers.manifestListFails(500));
  },
  play: async (context) => {
    await expect(await context.canvas.findByRole('alert', undefined, { timeout: 5_000 })).toBeVisible();
    await expect(root(context)).toHaveAttribute('data-state', 'error');
  },
};
