import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, screen, within } from 'storybook/test';
import { LabelHistory } from '../src';
import { createShipment } from '../src/api/resources/shipments';
import { createTransaction } from '../src/api/resources/transactions';
import { BOX, RECIPIENT, SENDER } from '../test/fixtures/addresses';
import { TEST_API } from '../test/msw-sandbox';
import { BLOCK_DOCS } from './docs/BlockDocsPage';
import { sandboxApi } from './pickup-story-setup';

// Labels are bought in the in-browser sandbox as a merchant's backend would, before each story.

async function buyLabels(count: number) {
  const api = sandboxApi();
  for (let index = 0; index < count; index += 1) {
    const shipment = await createShipment(api, { address_from: SENDER, address_to: RECIPIENT, parcels: [BOX] });
    await createTransaction(api, { rate: shipment.rates![0]!.object_id, metadata: `order:#10${40 + index}` });
  }
}

const meta = {
  title: 'Components/LabelHistory',
  component: LabelHistory,
  tags: ['autodocs'],
  args: { onRefund: fn(), onError: fn() },
  async beforeEach() {
    await buyLabels(3);
  },
  parameters: {
    docs: {
      ...BLOCK_DOCS,
      description: {
        component:
          'The labels bought, over every page (virtualized): filters by label and tracking status, days and words; track, download, reprint and void each label, or the selected ones together. Every story talks to the sandbox inside the browser through MSW.',
      },
    },
  },
} satisfies Meta<typeof LabelHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-se-part="label-history"]');

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('table');
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'list');
  },
};

export const WithOrders: Story = {
  args: { describe: (label) => ({ order: label.metadata?.replace('order:', ''), recipient: RECIPIENT.name }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('columnheader', { name: 'Recipient' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(`${TEST_API}/transactions/`, async () => delay('infinite')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading labels…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(`${TEST_API}/transactions/`, () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No labels bought yet.')).toBeVisible();
  },
};

export const NoMatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('table');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Tracking status' }), 'Delivered');
    await expect(await canvas.findByText('No label matches these filters.')).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(`${TEST_API}/transactions/`, () => HttpResponse.json({ detail: 'Unavailable.' }, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent("Couldn't load your labels.");
  },
};

export const Tracking: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('table');
    const [track] = await canvas.findAllByRole('button', { name: /^Track / });
    await userEvent.click(track!);
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'tracking');
  },
};

export const Reprinting: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('table');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all shown labels' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Reprint selected' }));
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'reprinting');
  },
};

/** Opens "Reprint selected" on every label shown and asks for them as one PDF. */
async function mergeAll(canvas: { findByRole: typeof screen.findByRole; getByRole: typeof screen.getByRole }, userEvent: { click: (element: Element) => Promise<void> }) {
  await canvas.findByRole('table');
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all shown labels' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Reprint selected' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reprint the selected labels' });
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Print all as one PDF' }));
  return dialog;
}

/** The label files do not answer yet: the merge shows its progress. */
export const Merging: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(`${TEST_API}/files/labels/*`, async () => delay('infinite')));
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await mergeAll(canvas, userEvent);
    await expect(await within(dialog).findByRole('progressbar', { name: 'Merging the labels' })).toBeVisible();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Downloading label 1 of 3…');
  },
};

/**
 * The three labels merged into one PDF, printed from the label frame and offered as a download.
 * The frame's print() is counted, not run: headless Chromium has no print dialog.
 */
export const Merged: Story = {
  beforeEach() {
    const original = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow')!;
    Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
      configurable: true,
      get(this: HTMLIFrameElement) {
        return this.dataset.sePart === 'label-print-frame' ? { focus: () => undefined, print: () => undefined } : (original.get?.call(this) as Window | null);
      },
    });
    return () => Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', original);
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await mergeAll(canvas, userEvent);
    await expect(await within(dialog).findByText('One PDF of 3 pages is ready. The print dialog opens.', {}, { timeout: 15_000 })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Download the merged PDF' })).toHaveAttribute('download', 'labels.pdf');
  },
};

/** The storage fails: every label is named, nothing is printed, and the merge can be tried again. */
export const MergeError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(`${TEST_API}/files/labels/*`, () => HttpResponse.json({ detail: 'Unavailable.' }, { status: 503 })));
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await mergeAll(canvas, userEvent);
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent('3 labels couldn’t join the merged PDF, so nothing was printed:');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Voiding: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('table');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all shown labels' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Void selected' }));
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'voiding');
  },
};
