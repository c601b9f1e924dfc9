import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { OrdersInbox } from '../src';
import { createApiClient } from '../src/api/client';
import { createOrder } from '../src/api/resources/order-create';
import { createBatch, purchaseBatch } from '../src/api/resources/batches';
import { listCarrierAccounts } from '../src/api/resources/carrier-accounts';
import { TEST_API, testSandbox } from '../test/msw-sandbox';
import { BLOCK_DOCS } from './docs/BlockDocsPage';

const ORDERS_URL = `${TEST_API}/orders/`;

const meta = {
  title: 'Components/OrdersInbox',
  component: OrdersInbox,
  tags: ['autodocs'],
  args: { onFiltersChange: fn(), onLabelPurchased: fn(), onBatchPurchased: fn(), onError: fn() },
  parameters: {
    docs: {
      ...BLOCK_DOCS,
      description: {
        component:
          'The orders of the account, newest first: filters with a count per status (by default the orders that can ship), every order in one virtualized grid, a selection (one, a shift-click range, all on screen, all that match), an order’s detail, one order shipped through LabelPurchase in a dialog, and the selected orders shipped as one batch (the settings chosen once, then BatchUploader’s review, fix and purchase steps). Every story talks to the sandbox inside the browser through MSW.',
      },
    },
  },
} satisfies Meta<typeof OrdersInbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-se-part="orders-inbox"]');
const rows = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll<HTMLElement>('[role="row"][data-index]')];

/** The orders that can ship, with their counts. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(rows(canvasElement).length).toBeGreaterThan(0));
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'list');
  },
};

/** The first page is on its way. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(ORDERS_URL, async () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading');
  },
};

/** An account without a single order. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(ORDERS_URL, () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^No orders yet/)).toBeVisible();
  },
};

/** Filters that match no order: the way back to the orders that can ship. */
export const FilteredToNothing: Story = {
  args: { defaultFilters: { order_status: ['PAID'], q: 'nobody-has-this-name' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No orders match these filters.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show orders to ship' })).toBeVisible();
  },
};

/** The list could not load: the notice, its reference and a retry. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(ORDERS_URL, () => HttpResponse.json({ detail: 'Internal error' }, { status: 500, headers: { 'X-Request-Id': 'req_orders_500' } })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent("Couldn't load your orders.");
  },
};

/** A range chosen with shift-click, and one more row: the bulk action is the bar's one filled button. */
export const Selection: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await waitFor(() => expect(rows(canvasElement).length).toBeGreaterThan(4));
    const box = (index: number) => within(rows(canvasElement)[index]!).getByRole('checkbox');
    await userEvent.click(box(0));
    await userEvent.keyboard('{Shift>}');
    await userEvent.click(box(2));
    await userEvent.keyboard('{/Shift}');
    await userEvent.click(box(4));
    await expect(within(canvasElement).getByText('4 orders selected')).toBeVisible();
    // White on white has a contrast of 1:1, which axe reports as "incomplete", not as a violation:
    // the button keeps the theme's primary colours, whatever the bar's background.
    const ship = within(canvasElement).getByRole('button', { name: 'Ship 4 orders as a batch' });
    const theme = getComputedStyle(root(canvasElement)!);
    await expect(ship).toHaveStyle({ backgroundColor: theme.getPropertyValue('--se-color-primary'), color: theme.getPropertyValue('--se-color-primary-foreground') });
  },
};

/** The same selection in the dark theme: axe checks the bulk action's contrast on the dark bar. */
export const SelectionDark: Story = {
  ...Selection,
  globals: { theme: 'dark' },
};

/** An order with many line items, open in its detail. */
export const LongOrder: Story = {
  async beforeEach() {
    const api = createApiClient({ baseUrl: TEST_API, auth: { apiKey: testSandbox().keys.test }, retry: false });
    await createOrder(api, {
      placed_at: new Date(testSandbox().now()).toISOString(),
      order_number: '#LONG-1',
      order_status: 'PAID',
      to_address: { name: 'Grace Hopper', street1: '1 Market St', city: 'San Francisco', state: 'CA', zip: '94105', country: 'US' },
      line_items: Array.from({ length: 40 }, (_, index) => ({ title: `Notebook, design ${index + 1}`, sku: `NB-${index + 1}`, quantity: 1 + (index % 3), total_price: '12.00', currency: 'USD', weight: '0.6', weight_unit: 'lb' })),
      currency: 'USD',
      total_price: '480.00',
    });
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Details of order #LONG-1' }, { timeout: 10_000 }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Order #LONG-1' });
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(41));
  },
};

/** Ship one order with the host's warehouse as `defaultSender`: the dialog starts from it, nothing to type. */
export const ShipOneFromWarehouse: Story = {
  args: {
    defaultSender: { name: 'Northwind Warehouse', company: 'Northwind Outfitters', street1: '215 Clayton St', city: 'San Francisco', state: 'CA', zip: '94117', country: 'US', phone: '+1 415 555 0100', email: 'shipping@northwind.example' },
  },
  play: async ({ canvas, userEvent }) => {
    const [ship] = await canvas.findAllByRole('button', { name: /^Ship order / }, { timeout: 10_000 });
    await userEvent.click(ship!);
    const dialog = await within(document.body).findByRole('dialog', { name: /^Ship order / });
    const sender = (await within(dialog).findByRole('heading', { name: 'Ship from' }, { timeout: 10_000 })).parentElement!;
    await expect(within(sender).getByText(/Northwind Warehouse/)).toBeVisible();
  },
};

// --- Create an order by hand ------------------------------------------------------------------

type StoryUser = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const page = () => within(document.body);

async function openCreateForm(canvasElement: HTMLElement, userEvent: StoryUser) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Create an order' }, { timeout: 10_000 }));
  return page().findByRole('dialog', { name: 'New order' });
}

/** A US recipient, an order number and one line, for the stories that submit. */
async function fillCreateForm(dialog: HTMLElement, userEvent: StoryUser, orderNumber: string, unitPrice = '12.50') {
  const form = within(dialog);
  await userEvent.type(form.getByLabelText(/^Full name/), 'Ada Lovelace');
  await userEvent.type(form.getByLabelText(/^Address line 1/), '1 Market St');
  await userEvent.type(form.getByLabelText(/^City/), 'San Francisco');
  await userEvent.selectOptions(form.getByLabelText(/^State/), 'CA');
  await userEvent.type(form.getByLabelText(/^ZIP code/), '94105');
  await userEvent.type(form.getByLabelText(/^Order number/), orderNumber);
  await userEvent.type(form.getByLabelText(/^Description/), 'Blue mug');
  await userEvent.type(form.getByLabelText(/^Price per item/), unitPrice);
  await userEvent.type(form.getByLabelText(/^Weight per item/), '0.5');
}

/** The create-order form, empty: the locale's country, one line, placed now. */
export const CreateOrderForm: Story = {
  args: { onOrderCreated: fn() },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openCreateForm(canvasElement, userEvent);
    // Only the backdrop fades in: the dialog and what holds it are opaque from the first frame, so
    // its text has full contrast and can be read (and checked) at once.
    for (let element: HTMLElement | null = dialog; element; element = element.parentElement) {
      await expect(getComputedStyle(element).opacity).toBe('1');
    }
    await expect(within(dialog).getByRole('group', { name: 'Item 1' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Create order' })).toBeEnabled();
  },
};

/** Submitted empty: each missing field says so, and the first takes focus. */
export const CreateOrderInvalid: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openCreateForm(canvasElement, userEvent);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create order' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Full name/)).toHaveFocus());
    await expect(within(dialog).getByText('Description is required.')).toBeVisible();
  },
};

/** Two lines: another one added after the first. */
export const CreateOrderTwoItems: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openCreateForm(canvasElement, userEvent);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add an item' }));
    await expect(within(dialog).getByRole('group', { name: 'Item 2' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Remove item 2' })).toBeVisible();
  },
};

/** The create request is on its way: the submit button is busy and the dialog stays. */
export const CreateOrderSubmitting: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(ORDERS_URL, async () => delay('infinite')));
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openCreateForm(canvasElement, userEvent);
    await fillCreateForm(dialog, userEvent, '#S-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create order' }));
    await expect(await within(dialog).findByRole('button', { name: 'Creating…' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The API refused a field (the sandbox takes at most 9 digits before the point): it is marked and focused. */
export const CreateOrderFieldRefused: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openCreateForm(canvasElement, userEvent);
    await fillCreateForm(dialog, userEvent, '#S-2', '2000000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create order' }));
    await expect(await within(dialog).findByText('Check Price per item: the shipping service did not accept it.')).toBeVisible();
  },
};

/** The create request failed with no field to blame: the notice, its reference and a retry. */
export const CreateOrderFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(ORDERS_URL, () => HttpResponse.json({ detail: 'Internal error' }, { status: 500, headers: { 'X-Request-Id': 'req_order_create_500' } })));
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openCreateForm(canvasElement, userEvent);
    await fillCreateForm(dialog, userEvent, '#S-3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create order' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent("Couldn't create the order.");
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Created: the dialog closed, the list shows the order, and the inbox says so. */
export const CreateOrderCreated: Story = {
  args: { onOrderCreated: fn() },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await openCreateForm(canvasElement, userEvent);
    await fillCreateForm(dialog, userEvent, '#S-4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create order' }));
    await expect(await within(canvasElement).findByText('Order #S-4 created.')).toBeVisible();
    await expect(await within(canvasElement).findByRole('button', { name: 'Details of order #S-4' }, { timeout: 10_000 })).toBeVisible();
    await expect(args.onOrderCreated).toHaveBeenCalledTimes(1);
  },
};

// ---------------------------------------------------------------------------------------------
// Ship selected: the selected orders as one batch. The sandbox's clock is manual: the stories move
// it on so the batch validates and its labels are bought.
// ---------------------------------------------------------------------------------------------

type Play = NonNullable<Story['play']>;
type PlayContext = Parameters<Play>[0];

async function carrierAccount(carrier: string) {
  const api = createApiClient({ baseUrl: TEST_API, auth: { apiKey: testSandbox().keys.test }, retry: false });
  return (await listCarrierAccounts(api, { service_levels: true })).results.find((account) => account.carrier === carrier)?.object_id ?? '';
}

/** Selects the orders with these numbers and opens "Ship selected". */
async function shipSelected({ canvas, canvasElement, userEvent }: PlayContext, numbers: readonly string[]) {
  await waitFor(() => expect(rows(canvasElement).length).toBeGreaterThan(0), { timeout: 10_000 });
  for (const number of numbers) {
    await userEvent.click(await canvas.findByRole('checkbox', { name: `Select order ${number}` }));
  }
  await userEvent.click(canvas.getByRole('button', { name: `Ship ${numbers.length} orders as a batch` }));
}

/** Fills in the settings step: the package, the service, and for orders abroad their own service and the signer. */
async function fillSettings({ canvas, userEvent }: PlayContext, abroad: boolean) {
  const account = await canvas.findByRole('combobox', { name: /^Carrier account(?! for)/ }, { timeout: 10_000 });
  await waitFor(() => expect(account).toBeEnabled());
  for (const [name, value] of [['Length', '12'], ['Width', '9'], ['Height', '6']] as const) {
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(`^${name}`) }), value);
  }
  await userEvent.selectOptions(account, await carrierAccount('parcelwise'));
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Service level(?! for)/ }), 'parcelwise_ground');
  if (abroad) {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Carrier account for orders abroad/ }), await carrierAccount('kestrel'));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Service level for orders abroad/ }), 'kestrel_international_express');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Customs declarations signed by/ }), 'Grace Hopper');
  }
}

/** Ship selected, first step: three orders (one to Great Britain, its items declared to customs), the settings chosen once and a sample order's rates. */
export const ShipManySettings: Story = {
  play: async (context) => {
    await shipSelected(context, ['#1001', '#1002', '#1003']);
    await fillSettings(context, true);
    const { canvas, canvasElement } = context;
    await expect(canvas.getByText('1 of them ships abroad: its items are declared to customs.')).toBeVisible();
    await expect((await canvas.findAllByRole('radio', {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'ship-many');
  },
};

/** Ship selected with an order that already has a label: flagged, and left out unless included. */
export const ShipManyWithLabelledOrder: Story = {
  args: { defaultFilters: { order_status: ['PAID', 'SHIPPED'] } },
  async beforeEach() {
    const api = createApiClient({ baseUrl: TEST_API, auth: { apiKey: testSandbox().keys.test }, retry: false });
    const order = await createOrder(api, {
      placed_at: new Date(testSandbox().now()).toISOString(),
      order_number: '#SHIPPED-1',
      order_status: 'PAID',
      to_address: { name: 'Grace Hopper', street1: '1 Navy Yard Ave', city: 'Brooklyn', state: 'NY', zip: '11205', country: 'US' },
      weight: '2',
      weight_unit: 'lb',
    });
    const batch = await createBatch(api, {
      default_carrier_account: await carrierAccount('parcelwise'),
      default_servicelevel_token: 'parcelwise_ground',
      batch_shipments: [{ metadata: `order:${order.object_id}`, shipment: { address_from: { name: 'Shipping Desk', street1: '215 Clayton St', city: 'San Francisco', state: 'CA', zip: '94117', country: 'US' }, address_to: { name: 'Grace Hopper', street1: '1 Navy Yard Ave', city: 'Brooklyn', state: 'NY', zip: '11205', country: 'US' }, parcels: [{ length: '10', width: '8', height: '4', distance_unit: 'in', weight: '2', mass_unit: 'lb' }] } }],
    });
    await testSandbox().advance(2_000);
    await purchaseBatch(api, batch.object_id);
    await testSandbox().advance(3_000);
  },
  play: async (context) => {
    await shipSelected(context, ['#SHIPPED-1', '#1001']);
    await expect(await context.canvas.findByRole('checkbox', { name: 'Include order #SHIPPED-1 anyway' }, { timeout: 10_000 })).not.toBeChecked();
    await expect(context.canvas.getByText('1 order goes into this batch.')).toBeVisible();
  },
};

/** Ship selected, the batch's review: an order whose address the carrier could not find, to fix or remove. */
export const ShipManyToFix: Story = {
  async beforeEach() {
    const api = createApiClient({ baseUrl: TEST_API, auth: { apiKey: testSandbox().keys.test }, retry: false });
    await createOrder(api, {
      placed_at: new Date(testSandbox().now()).toISOString(),
      order_number: '#NOWHERE-1',
      order_status: 'PAID',
      to_address: { name: 'Nobody Home', street1: '1 Nowhere Rd', city: 'Springfield', state: 'IL', zip: '62701', country: 'US' },
      weight: '2',
      weight_unit: 'lb',
    });
  },
  play: async (context) => {
    await shipSelected(context, ['#NOWHERE-1', '#1001']);
    await fillSettings(context, false);
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Create a batch of 2 orders' }));
    await context.canvas.findByRole('progressbar', { name: 'Batch progress' }, { timeout: 10_000 });
    await testSandbox().advance(2_000);
    const toFix = await context.canvas.findByRole('list', { name: 'Shipments to fix' }, { timeout: 15_000 });
    await expect(within(toFix).getByText('To Nobody Home, Springfield, US · Reference #NOWHERE-1')).toBeVisible();
  },
};

/** Ship selected, the result: every label bought, the orders shipped. */
export const ShipManyPurchased: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await shipSelected(context, ['#1001', '#1002']);
    await fillSettings(context, false);
    await userEvent.click(canvas.getByRole('button', { name: 'Create a batch of 2 orders' }));
    await canvas.findByRole('progressbar', { name: 'Batch progress' }, { timeout: 10_000 });
    await testSandbox().advance(2_000);
    await userEvent.click(await canvas.findByRole('button', { name: 'Buy the labels' }, { timeout: 15_000 }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Buy these labels?' });
    const buy = within(dialog).getByRole('button', { name: 'Buy 2 labels' });
    await waitFor(() => expect(buy).not.toHaveAttribute('aria-busy', 'true'), { timeout: 10_000 });
    await userEvent.click(buy);
    await canvas.findByText('Buying the labels…', { selector: 'p' });
    await testSandbox().advance(3_000);
    await expect(await canvas.findByText('2 orders shipped: their labels are below and in the list.', undefined, { timeout: 30_000 })).toBeVisible();
    await expect(context.args.onBatchPurchased).toHaveBeenCalledOnce();
  },
};

/** Whether any word of `element`'s text is broken across two lines (each word measured on its own). */
function brokenWords(element: HTMLElement): string[] {
  const broken: string[] = [];
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (const match of text.matchAll(/\S+/g)) {
      const range = element.ownerDocument.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
      if (lines.size > 1) {
        broken.push(match[0]);
      }
    }
  }
  return broken;
}

/** The column headings in Spanish: each word whole on its line ("Artículos" broke as "Artículo/s"). */
export const SpanishHeadings: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(rows(canvasElement).length).toBeGreaterThan(0));
    const headings = [...canvasElement.querySelectorAll<HTMLElement>('[role="columnheader"]')].filter((heading) => heading.offsetWidth > 1);
    await expect(headings.flatMap(brokenWords)).toEqual([]);
  },
};
