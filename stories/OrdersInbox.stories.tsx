import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { OrdersInbox } from '../src';
import { createApiClient } from '../src/api/client';
import { createOrder } from '../src/api/resources/order-create';
import { TEST_API, testSandbox } from '../test/msw-sandbox';
import { BLOCK_DOCS } from './docs/BlockDocsPage';

const ORDERS_URL = `${TEST_API}/orders/`;

const meta = {
  title: 'Components/OrdersInbox',
  component: OrdersInbox,
  tags: ['autodocs'],
  args: { onFiltersChange: fn(), onLabelPurchased: fn(), onError: fn() },
  parameters: {
    docs: {
      ...BLOCK_DOCS,
      description: {
        component:
          'The orders of the account, newest first: filters with a count per status (by default the orders that can ship), every order in one virtualized grid, a selection (one, a shift-click range, all on screen, all that match), an order’s detail, and one order shipped through LabelPurchase in a dialog. Every story talks to the sandbox inside the browser through MSW.',
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

/** A range chosen with shift-click, and one more row. */
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
  },
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
