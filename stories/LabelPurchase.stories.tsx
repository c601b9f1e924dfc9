import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { createApiClient } from '../src/api/client';
import { listOrders } from '../src/api/resources/orders';
import { createShipment, type ShipmentInput } from '../src/api/resources/shipments';
import { LabelPurchase } from '../src';
import { labelHandlers } from '../test/msw/labels';
import { BOX, RECIPIENT, SENDER } from '../test/fixtures/addresses';
import { TEST_API, testSandbox } from '../test/msw-sandbox';
import { BLOCK_DOCS } from './docs/BlockDocsPage';

// The sandbox answers inside the browser through MSW, so orders and shipments are real API state.

/** A merchant backend's view of the sandbox: the API key, and the in-browser sandbox as network. */
function sandboxApi() {
  return createApiClient({
    baseUrl: TEST_API,
    auth: { apiKey: testSandbox().keys.test },
    fetch: (input, init) => testSandbox().fetch(new Request(input, init)),
  });
}

async function openOrderTo(name: string): Promise<string> {
  const page = await listOrders(sandboxApi(), { results: 100 });
  const order = page.results.find((candidate) => candidate.to_address?.name === name && candidate.order_status !== 'SHIPPED');
  if (!order) {
    throw new Error(`The sandbox has no open order to ${name}`);
  }
  return order.object_id;
}

async function quotedShipment(recipient: ShipmentInput['address_to'] = RECIPIENT): Promise<string> {
  const shipment = await createShipment(sandboxApi(), { address_from: SENDER, address_to: recipient, parcels: [BOX] });
  return shipment.object_id;
}

const meta = {
  title: 'Components/LabelPurchase',
  component: LabelPurchase,
  // The block's docs page: its TSDoc, props, states (these stories) and theming parts.
  tags: ['autodocs'],
  args: { onPurchase: fn(), onRefund: fn(), onError: fn() },
  parameters: {
    docs: {
      ...BLOCK_DOCS,
      description: {
        component:
          'Buys a shipping label from start to finish: addresses, packages, options, customs for international shipments, rates, a confirmation that states the price, the purchase (exactly one per confirmation), the label files and tracking, and the refund of an unused label. Start from an order, from a shipment, or empty. The sandbox answers inside the browser; the pending and failing purchase stories override it with the handlers of `test/msw/labels.ts`.',
      },
    },
  },
} satisfies Meta<typeof LabelPurchase>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

// ---------------------------------------------------------------------------------------------
// Play helpers
// ---------------------------------------------------------------------------------------------

async function expectStep({ canvas }: PlayContext, name: string) {
  const heading = await canvas.findByRole('heading', { level: 3, name }, { timeout: 5_000 });
  await waitFor(() => expect(heading).toHaveFocus());
  // Steps after the addresses load on use: the step is on screen once its "Loading…" has gone.
  await waitFor(() => expect(canvas.queryByText('Loading…')).toBeNull(), { timeout: 5_000 });
}

async function submitPrefilledAddresses(context: PlayContext) {
  await context.userEvent.click(await context.canvas.findByRole('button', { name: 'Continue' }));
  await expectStep(context, 'Package');
}

async function fillPackage({ canvas, userEvent }: PlayContext) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Length' }), '10');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Width' }), '8');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Height' }), '4');
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
}

/** Picks a rate and opens the confirmation (ui/Dialog, portalled into the block's root). */
async function confirmRate({ canvas, userEvent }: PlayContext, attribute?: string) {
  const radios = await canvas.findAllByRole<HTMLInputElement>('radio', undefined, { timeout: 5_000 });
  const chosen = attribute
    ? radios.find((radio) => radio.closest('[data-se-part="rate-option"]')?.getAttribute('data-attributes')?.split(' ').includes(attribute))
    : radios[0];
  await userEvent.click(chosen!);
  await userEvent.click(canvas.getByRole('button', { name: 'Review and buy' }));
  return screen.findByRole('dialog', { name: 'Buy this label?' });
}

async function buy(context: PlayContext) {
  const dialog = await confirmRate(context);
  await context.userEvent.click(within(dialog).getByRole('button', { name: 'Buy label' }));
  await expectStep(context, 'Your label is ready');
}

// ---------------------------------------------------------------------------------------------
// Stories
// ---------------------------------------------------------------------------------------------

/** No order, no sender: the person enters the sender first, then the recipient. */
export const EmptyStart: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'Ship from' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Progress' })).toHaveTextContent('AddressesPackageShipping serviceLabel');
  },
};

/** A domestic order: the recipient and the weight are prefilled; the person measures the box. */
export const FromOrder: Story = {
  args: { defaultSender: SENDER },
  async beforeEach({ args }) {
    args.orderId = await openOrderTo('Grace Hopper');
  },
  play: async (context) => {
    await expect(await context.canvas.findByRole('textbox', { name: 'Full name' })).toHaveValue('Grace Hopper');
    await submitPrefilledAddresses(context);
    await expect(context.canvas.getByRole('textbox', { name: 'Weight' })).not.toHaveValue('');
    await fillPackage(context);
    await expectStep(context, 'Shipping service');
    await expect(await context.canvas.findAllByRole('radio')).not.toHaveLength(0);
  },
};

/** The options the host offers: signature, insurance, Saturday delivery, return, references, QR code. */
export const Options: Story = {
  args: { defaultSender: SENDER, options: ['signature', 'insurance', 'saturdayDelivery', 'returnLabel', 'references', 'qrCode'] },
  async beforeEach({ args }) {
    args.orderId = await openOrderTo('Grace Hopper');
  },
  play: async (context) => {
    await submitPrefilledAddresses(context);
    await fillPackage(context);
    await expectStep(context, 'Options');
    await context.userEvent.click(context.canvas.getByRole('checkbox', { name: 'Insure this shipment' }));
    await expect(context.canvas.getByRole('textbox', { name: 'Insured value' })).toBeVisible();
  },
};

/** An order to the United Kingdom: the customs items come from its line items. */
export const International: Story = {
  args: { defaultSender: SENDER },
  async beforeEach({ args }) {
    args.orderId = await openOrderTo('Alan Turing');
  },
  play: async (context) => {
    await submitPrefilledAddresses(context);
    await fillPackage(context);
    await expectStep(context, 'Customs');
    const [firstItem] = context.canvas.getAllByRole('group', { name: /^Item \d+$/ });
    await expect(within(firstItem!).getByRole('textbox', { name: 'Item description' })).not.toHaveValue('');
    // Continuing without a signer shows what is missing, before any rate is requested.
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Continue' }));
    await expect(await context.canvas.findByText('Signed by is required.')).toBeVisible();
  },
};

/** A shipment your backend created: straight to its rates. */
export const Rates: Story = {
  args: { shipmentId: 'created in beforeEach' },
  async beforeEach({ args }) {
    args.shipmentId = await quotedShipment();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('radio', undefined, { timeout: 5_000 })).toHaveLength(5);
    await expect(canvas.getByText('Step 1 of 2')).toBeVisible();
  },
};

/** The confirmation: service, carrier and price, and the label format (PDF A6 preselected here). */
export const ConfirmDialog: Story = {
  args: { shipmentId: 'created in beforeEach', labelFileType: 'PDF_A6' },
  async beforeEach({ args }) {
    args.shipmentId = await quotedShipment();
  },
  play: async (context) => {
    const dialog = await confirmRate(context);
    await expect(dialog).toHaveAccessibleDescription(/ by .+ for \$\d+\.\d{2}$/);
    await expect(within(dialog).getByRole('combobox', { name: 'Label format' })).toHaveValue('PDF_A6');
  },
};

/**
 * Escape closes the confirmation and focus goes back to "Review and buy". While it is open, the
 * dialog is modal (the page hidden from assistive technology) with the block's dark theme, and the
 * page does not scroll.
 */
export const ConfirmDialogEscape: Story = {
  args: { shipmentId: 'created in beforeEach' },
  globals: { theme: 'dark' },
  async beforeEach({ args }) {
    args.shipmentId = await quotedShipment();
  },
  play: async (context) => {
    const dialog = await confirmRate(context);
    await expect(context.canvas.queryByRole('button', { name: 'Review and buy' })).toBeNull();
    await expect(within(dialog).getByRole('combobox', { name: 'Label format' })).toHaveFocus();
    // Portalled into the block's root: the dialog inherits the block's variables and lang.
    await expect(dialog.closest('[data-se-root]')).toHaveAttribute('data-se-theme', 'dark');
    await expect(getComputedStyle(dialog).getPropertyValue('--se-color-background').trim()).toBe('#15181e');
    await expect(getComputedStyle(dialog).backgroundColor).toBe('rgb(21, 24, 30)');
    // The backdrop fades in (150 ms) to the dark theme's.
    await waitFor(() => expect(getComputedStyle(dialog.parentElement!).backgroundColor).toBe('rgba(0, 0, 0, 0.65)'));
    await expect(getComputedStyle(document.body).overflow).toBe('hidden');
    await context.userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(context.canvas.getByRole('button', { name: 'Review and buy' })).toHaveFocus();
    await expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
  },
};

/** The purchase request never answers here: the buy button stays busy, and nothing is sent twice. */
export const Purchasing: Story = {
  args: { shipmentId: 'created in beforeEach' },
  async beforeEach({ args, msw }) {
    msw.use(labelHandlers.purchasePending());
    args.shipmentId = await quotedShipment();
  },
  play: async (context) => {
    const dialog = await confirmRate(context);
    await context.userEvent.click(within(dialog).getByRole('button', { name: 'Buy label' }));
    await expect(await within(dialog).findByRole('button', { name: 'Buying label…' })).toHaveAttribute('aria-busy', 'true');
    // Escape and a click outside the dialog ask to close; the block refuses while the purchase is
    // in flight.
    await context.userEvent.keyboard('{Escape}');
    await context.userEvent.click(dialog.parentElement!);
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(within(dialog).getByRole('button', { name: 'Buying label…' })).toBeVisible();
  },
};

/** The label is bought: tracking, download, print (a button that opens the print dialog) and the way to void it. */
export const Purchased: Story = {
  args: { shipmentId: 'created in beforeEach' },
  async beforeEach({ args }) {
    args.shipmentId = await quotedShipment();
  },
  play: async (context) => {
    await buy(context);
    await expect(context.args.onPurchase).toHaveBeenCalledWith(expect.objectContaining({ status: 'SUCCESS' }));
    await expect(context.canvas.getByRole('link', { name: 'Track shipment (opens in a new tab)' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(context.canvas.getByRole('button', { name: 'Print label' })).toBeVisible();
  },
};

/**
 * The label URL answers an HTML page (served here as `application/pdf`, as a compromised or
 * misconfigured storage could): "Print label" puts nothing into the page and says why, with a
 * download link instead.
 */
export const PrintRefused: Story = {
  args: { shipmentId: 'created in beforeEach' },
  async beforeEach({ args, msw }) {
    msw.use(labelHandlers.labelFileServes('<!doctype html><script>document.title = "ran"</script>', 'application/pdf'));
    args.shipmentId = await quotedShipment();
  },
  play: async (context) => {
    await buy(context);
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Print label' }));
    const alert = await context.canvas.findByRole('alert');
    await expect(alert).toHaveTextContent("This label file isn't a PDF or an image, so it can't be printed from this page.");
    await expect(within(alert).getByRole('link', { name: 'Download label (opens in a new tab)' })).toBeVisible();
    await expect(context.canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** The label file cannot be loaded: an error with "Try again". */
export const PrintFailed: Story = {
  args: { shipmentId: 'created in beforeEach' },
  async beforeEach({ args, msw }) {
    msw.use(labelHandlers.labelFileFails(503));
    args.shipmentId = await quotedShipment();
  },
  play: async (context) => {
    await buy(context);
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Print label' }));
    const alert = await context.canvas.findByRole('alert');
    await expect(alert).toHaveTextContent("We couldn't load the label to print it.");
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A recipient named "Label Error" (a sandbox magic value): the cheapest rate ends in ERROR. */
export const PurchaseError: Story = {
  args: { shipmentId: 'created in beforeEach' },
  async beforeEach({ args }) {
    args.shipmentId = await quotedShipment({ ...RECIPIENT, name: 'Label Error Tester' });
  },
  play: async (context) => {
    const dialog = await confirmRate(context, 'CHEAPEST');
    await context.userEvent.click(within(dialog).getByRole('button', { name: 'Buy label' }));
    await expectStep(context, 'The carrier could not create this label');
    await expect(context.canvas.getByText(/could not create this label right now/)).toBeVisible();
    await expect(context.canvas.getByRole('button', { name: 'Choose another rate' })).toBeVisible();
  },
};

/** Voiding the label: a confirmation, then the refund's progress (the sandbox takes 5 s to settle). */
export const Refund: Story = {
  args: { shipmentId: 'created in beforeEach' },
  async beforeEach({ args }) {
    args.shipmentId = await quotedShipment();
  },
  play: async (context) => {
    await buy(context);
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Void label' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void this label?' });
    await context.userEvent.click(within(dialog).getByRole('button', { name: 'Void label' }));
    await expect(await context.canvas.findByText('Your refund request is queued.', { selector: 'p' })).toBeVisible();
    await expect(context.args.onRefund).toHaveBeenCalledWith(expect.objectContaining({ status: 'QUEUED' }));
    // A voided label says so and offers none of its files.
    await expect(await context.canvas.findByRole('heading', { level: 3, name: 'This label is voided' })).toBeVisible();
    await expect(context.canvas.queryByRole('link', { name: /Track shipment|Download label/ })).toBeNull();
    await expect(context.canvas.queryByRole('button', { name: 'Print label' })).toBeNull();
  },
};

/** The refund settled: the heading and the label's status say so without a reload. */
export const Refunded: Story = {
  args: { shipmentId: 'created in beforeEach' },
  async beforeEach({ args }) {
    args.shipmentId = await quotedShipment();
  },
  play: async (context) => {
    await buy(context);
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Void label' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void this label?' });
    await context.userEvent.click(within(dialog).getByRole('button', { name: 'Void label' }));
    await context.canvas.findByText('Your refund request is queued.', { selector: 'p' });
    await testSandbox().advance(5_000);
    await expect(await context.canvas.findByText('Label status: Refunded', undefined, { timeout: 8_000 })).toBeVisible();
    await expect(context.canvas.getByRole('heading', { level: 3, name: 'This label was voided and refunded' })).toBeVisible();
  },
};

export const Dark: Story = {
  args: { shipmentId: 'created in beforeEach' },
  globals: { theme: 'dark' },
  async beforeEach({ args }) {
    args.shipmentId = await quotedShipment();
  },
  play: async (context) => {
    await buy(context);
    await expect(context.canvas.getByRole('region', { name: 'Buy a shipping label' })).toHaveAttribute('data-se-theme', 'dark');
  },
};

export const German: Story = {
  args: { shipmentId: 'created in beforeEach' },
  globals: { locale: 'de' },
  async beforeEach({ args }) {
    args.shipmentId = await quotedShipment();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Versandetikett kaufen' })).toBeVisible();
    await expect(await canvas.findByRole('group', { name: 'Versandoptionen' }, { timeout: 5_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Prüfen und kaufen' })).toBeVisible();
    await expect(canvas.getByText('Schritt 1 von 2')).toBeVisible();
  },
};
