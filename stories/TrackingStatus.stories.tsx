import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { TrackingStatus } from '../src';
import { createShipment } from '../src/api/resources/shipments';
import { createTransaction } from '../src/api/resources/transactions';
import { BOX, RECIPIENT, SENDER } from '../test/fixtures/addresses';
import { TEST_API } from '../test/msw-sandbox';
import { BLOCK_DOCS } from './docs/BlockDocsPage';
import { sandboxApi } from './pickup-story-setup';

// The public API's test numbers (carrier `shippo`) answer one tracking status each; a label bought
// in the in-browser sandbox lives its own life on the sandbox's clock.

const meta = {
  title: 'Components/TrackingStatus',
  component: TrackingStatus,
  tags: ['autodocs'],
  args: { carrier: 'shippo', trackingNumber: 'SHIPPO_TRANSIT' },
  parameters: {
    docs: {
      ...BLOCK_DOCS,
      description: {
        component:
          'Where one shipment is: its status in words, the expected delivery, the history with places and times, and the carrier’s page for a label. Refreshes while the shipment moves, stops when it is final. Every story talks to the sandbox inside the browser through MSW.',
      },
    },
  },
} satisfies Meta<typeof TrackingStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

const word = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-se-part="tracking-status-word"]');

const statusStory = (trackingNumber: string, words: string): Story => ({
  args: { carrier: 'shippo', trackingNumber },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Shipment history' });
    await expect(word(canvasElement)).toHaveTextContent(words);
  },
});

export const PreTransit = statusStory('SHIPPO_PRE_TRANSIT', 'Awaiting pickup');
export const InTransit = statusStory('SHIPPO_TRANSIT', 'In transit');
export const Delivered = statusStory('SHIPPO_DELIVERED', 'Delivered');
export const Returned = statusStory('SHIPPO_RETURNED', 'Returned to sender');
export const Failure = statusStory('SHIPPO_FAILURE', 'Delivery problem');
/** A number the carrier knows nothing of yet: no history, the status says so. */
export const UnknownStatus: Story = {
  args: { carrier: 'shippo', trackingNumber: 'SHIPPO_UNKNOWN' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(word(canvasElement)).toHaveTextContent('No tracking information'));
  },
};

/**
 * A label bought through the API: its number and its carrier's page. Bought in `beforeEach`, after
 * the preview's own `beforeEach` gave the story a fresh sandbox: a loader runs before that reset,
 * so a label bought there was gone by the time the block asked for it (404, "not found").
 */
export const Label: Story = {
  args: { transactionId: 'bought in beforeEach', carrier: undefined, trackingNumber: undefined },
  async beforeEach({ args }) {
    const api = sandboxApi();
    const shipment = await createShipment(api, { address_from: SENDER, address_to: RECIPIENT, parcels: [BOX] });
    const label = await createTransaction(api, { rate: shipment.rates![0]!.object_id });
    args.transactionId = label.object_id;
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: /Track on the carrier’s site/ })).toBeVisible();
    await expect(word(canvasElement)).toHaveTextContent('Awaiting pickup');
  },
};

export const Compact: Story = {
  args: { variant: 'compact', carrier: 'shippo', trackingNumber: 'SHIPPO_TRANSIT' },
  play: async ({ canvasElement, canvas }) => {
    await canvas.findByText('In transit');
    await expect(canvasElement.querySelector('[data-variant="compact"]')).toHaveAttribute('data-state', 'tracking');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(`${TEST_API}/tracks/*`, async () => delay('infinite')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading tracking…')).toBeInTheDocument();
  },
};

export const UnknownNumber: Story = {
  args: { carrier: 'usps', trackingNumber: '9400000000000000000000' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No carrier has news of tracking number 9400000000000000000000 yet.');
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(`${TEST_API}/tracks/*`, () => HttpResponse.json({ detail: 'Unavailable.' }, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent("Couldn't load the tracking of this shipment.");
  },
};
