import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { TEST_API, testSandbox } from '../../../test/msw-sandbox';
import { server } from '../../../test/msw-server';
import { renderWithElements } from '../../../test/render';
import { createApiClient } from '../../api/client';
import { listOrders, type Order, type OrderFilters } from '../../api/resources/orders';
import { OrdersInbox } from './OrdersInbox';
import { giveElementsASize } from '../../../test/jsdom-layout';

giveElementsASize({ height: 2000 });

/** The truth the block is held to: the account's orders under these filters, read with its API key. */
async function ordersWhere(filters: OrderFilters): Promise<Order[]> {
  const api = createApiClient({ baseUrl: TEST_API, auth: { apiKey: testSandbox().keys.test }, retry: false });
  return (await listOrders(api, { ...filters, results: 100 })).results;
}

const root = () => document.querySelector('[data-se-part="order-inbox"], [data-se-part="orders-inbox"]');
const dataRows = () => within(screen.getByRole('grid')).getAllByRole('row').filter((row) => row.hasAttribute('data-index'));
const orderNumbers = () => dataRows().map((row) => within(row).getByRole('button', { name: /^Details of order/ }).textContent);

async function listShown(count: number) {
  await waitFor(() => expect(dataRows()).toHaveLength(count), { timeout: 5000 });
}

describe('OrdersInbox', () => {
  it('lists the orders that can ship, newest first, with a count per status', async () => {
    const expected = await ordersWhere({ order_status: ['PAID', 'PARTIALLY_FULFILLED'] });
    const { container } = renderWithElements(<OrdersInbox />);
    await listShown(expected.length);
    expect(orderNumbers()).toEqual(expected.map((order) => order.order_number));
    expect(root()?.getAttribute('data-state')).toBe('list');
    const paid = (await ordersWhere({ order_status: ['PAID'] })).length;
    expect(await screen.findByRole('checkbox', { name: `Paid (${paid})` })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Partially shipped/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Shipped/ })).not.toBeChecked();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('filters to paid orders and tells the host the filters', async () => {
    const onFiltersChange = vi.fn();
    const { user } = renderWithElements(<OrdersInbox onFiltersChange={onFiltersChange} />);
    const paid = await ordersWhere({ order_status: ['PAID'] });
    await user.click(await screen.findByRole('checkbox', { name: /^Partially shipped/ }));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onFiltersChange).toHaveBeenCalledWith({ order_status: ['PAID'] });
    await listShown(paid.length);
    expect(orderNumbers()).toEqual(paid.map((order) => order.order_number));
  });

  it('selects one row, a shift-click range, and all that match as a count', async () => {
    const expected = await ordersWhere({ order_status: ['PAID', 'PARTIALLY_FULFILLED'] });
    const { user } = renderWithElements(<OrdersInbox />);
    await listShown(expected.length);
    const box = (index: number) => within(dataRows()[index]!).getByRole('checkbox');
    await user.click(box(0));
    await user.keyboard('{Shift>}');
    await user.click(box(3));
    await user.keyboard('{/Shift}');
    expect(screen.getByText('4 orders selected')).toBeInTheDocument();
    expect(dataRows().filter((row) => row.getAttribute('aria-selected') === 'true')).toHaveLength(4);
    await user.click(box(1));
    expect(screen.getByText('3 orders selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Select all ${expected.length} orders that match` }));
    expect(screen.getByText(`${expected.length} orders selected`)).toBeInTheDocument();
    await user.click(box(2));
    expect(screen.getByText(`${expected.length - 1} orders selected`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByText('0 orders selected')).toBeInTheDocument();
  });

  it('moves through rows with the arrow keys, selects with Space and opens with Enter', async () => {
    const expected = await ordersWhere({ order_status: ['PAID', 'PARTIALLY_FULFILLED'] });
    const { user } = renderWithElements(<OrdersInbox />);
    await listShown(expected.length);
    dataRows()[0]!.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toBe(dataRows()[2]));
    await user.keyboard(' ');
    expect(dataRows()[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: `Order ${expected[2]!.order_number}` });
    expect(await within(dialog).findByRole('table', { name: 'Items' })).toBeInTheDocument();
    expect(within(dialog).getByText(expected[2]!.to_address!.name!)).toBeInTheDocument();
  });

  it('hands the order to the host’s onShip instead of its own dialog', async () => {
    const onShip = vi.fn();
    const expected = await ordersWhere({ order_status: ['PAID', 'PARTIALLY_FULFILLED'] });
    const { user } = renderWithElements(<OrdersInbox onShip={onShip} />);
    await listShown(expected.length);
    await user.click(screen.getByRole('button', { name: `Ship order ${expected[0]!.order_number}` }));
    expect(onShip).toHaveBeenCalledWith(expect.objectContaining({ object_id: expected[0]!.object_id }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens LabelPurchase for the order in a dialog by default', async () => {
    const expected = await ordersWhere({ order_status: ['PAID', 'PARTIALLY_FULFILLED'] });
    const { user } = renderWithElements(<OrdersInbox />);
    await listShown(expected.length);
    await user.click(screen.getByRole('button', { name: `Ship order ${expected[0]!.order_number}` }));
    const dialog = await screen.findByRole('dialog', { name: `Ship order ${expected[0]!.order_number}` });
    expect(await within(dialog).findByRole('heading', { level: 2, name: /label/i })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when the filters match nothing, and goes back to the orders that can ship', async () => {
    const { user } = renderWithElements(<OrdersInbox defaultFilters={{ order_status: ['PAID'], q: 'nobody-has-this-name' }} />);
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
    expect(root()?.getAttribute('data-state')).toBe('filtered-empty');
    await user.click(screen.getByRole('button', { name: 'Show orders to ship' }));
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0));
  });

  it('shows the error with a retry when the list fails, and reports it', async () => {
    const onError = vi.fn();
    server.use(http.get(`${TEST_API}/orders/`, () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    const { container } = renderWithElements(<OrdersInbox onError={onError} />);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent("Couldn't load your orders.");
    expect(alert).not.toHaveTextContent('boom');
    expect(onError).toHaveBeenCalled();
    expect(root()?.getAttribute('data-state')).toBe('error');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('speaks Spanish', async () => {
    renderWithElements(<OrdersInbox />, { provider: { locale: 'es' } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Pedidos' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Aplicar filtros' })).toBeInTheDocument();
  });
});
