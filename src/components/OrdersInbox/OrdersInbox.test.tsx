import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { TEST_API, testSandbox } from '../../../test/msw-sandbox';
import { server } from '../../../test/msw-server';
import { renderWithElements } from '../../../test/render';
import { createApiClient } from '../../api/client';
import { listOrders, type Order, type OrderFilters } from '../../api/resources/orders';
import { createShipment } from '../../api/resources/shipments';
import { createTransaction } from '../../api/resources/transactions';
import { BOX, RECIPIENT, SENDER } from '../../../test/fixtures/addresses';
import type { ShippingElementsError } from '../../api/errors';
import type { ShippingElementsEvent } from '../../provider/events';
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
  await waitFor(() => expect(dataRows()).toHaveLength(count));
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
    // The form stays: "Apply" keeps the focus, and the boxes show what was applied.
    expect(screen.getByRole('button', { name: 'Apply filters' })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: /^Partially shipped/ })).not.toBeChecked();
  });

  it('shows the filters the host sets (its URL), in the form and the list', async () => {
    const partly = await ordersWhere({ order_status: ['PARTIALLY_FULFILLED'] });
    const { rerender } = renderWithElements(<OrdersInbox filters={{ order_status: ['PAID'] }} onFiltersChange={() => undefined} />);
    expect(await screen.findByRole('checkbox', { name: /^Paid/ })).toBeChecked();
    rerender(<OrdersInbox filters={{ order_status: ['PARTIALLY_FULFILLED'] }} onFiltersChange={() => undefined} />);
    await listShown(partly.length);
    expect(screen.getByRole('checkbox', { name: /^Partially shipped/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Paid/ })).not.toBeChecked();
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
    const alert = await screen.findByRole('alert', {});
    expect(alert).toHaveTextContent("Couldn't load your orders.");
    expect(alert).not.toHaveTextContent('boom');
    expect(onError).toHaveBeenCalled();
    expect(root()?.getAttribute('data-state')).toBe('error');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('offers Ship only for orders that can ship, in the rows and the detail', async () => {
    const done = await ordersWhere({ order_status: ['AWAITPAY', 'SHIPPED', 'CANCELLED', 'REFUNDED'] });
    const { user } = renderWithElements(<OrdersInbox defaultFilters={{ order_status: ['AWAITPAY', 'SHIPPED', 'CANCELLED', 'REFUNDED', 'PAID'] }} />);
    const paid = await ordersWhere({ order_status: ['PAID'] });
    await listShown(done.length + paid.length);
    const shipButtons = screen.getAllByRole('button', { name: /^Ship order / }).map((button) => button.getAttribute('aria-label'));
    expect(new Set(shipButtons)).toEqual(new Set(paid.map((order) => `Ship order ${order.order_number}`)));
    await user.click(screen.getByRole('button', { name: `Details of order ${done[0]!.order_number}` }));
    const dialog = await screen.findByRole('dialog', { name: `Order ${done[0]!.order_number}` });
    await within(dialog).findByRole('table', { name: 'Items' });
    expect(within(dialog).queryByRole('button', { name: 'Ship' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: `Details of order ${paid[0]!.order_number}` }));
    const paidDialog = await screen.findByRole('dialog', { name: `Order ${paid[0]!.order_number}` });
    expect(await within(paidDialog).findByRole('button', { name: 'Ship' })).toBeInTheDocument();
  });

  it('shows an order’s label as its tracking number, linked to the label, in the row and the detail (issue 36)', async () => {
    const api = createApiClient({ baseUrl: TEST_API, auth: { apiKey: testSandbox().keys.test }, retry: false });
    const [order] = (await ordersWhere({ order_status: ['PAID'] })).filter((candidate) => candidate.to_address?.country === 'US');
    const shipment = await createShipment(api, { address_from: SENDER, address_to: RECIPIENT, parcels: [BOX] });
    const label = await createTransaction(api, { rate: shipment.rates![0]!.object_id, metadata: `order:${order!.object_id}` });
    const { user } = renderWithElements(<OrdersInbox defaultFilters={{ order_status: ['SHIPPED'] }} />);
    const open = await screen.findByRole('button', { name: `Details of order ${order!.order_number}` });
    const row = open.closest<HTMLElement>('[role="row"]')!;
    const link = await within(row).findByRole('link', { name: `Label ${label.tracking_number} (opens in a new tab)` });
    expect(link).toHaveAttribute('href', label.label_url);
    expect(within(row).queryByText('Has a label')).not.toBeInTheDocument();
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: `Order ${order!.order_number}` });
    expect(await within(dialog).findByRole('link', { name: `Label ${label.tracking_number} (opens in a new tab)` })).toHaveAttribute('href', label.label_url);
  });

  it('writes a US address as the US does in the detail: city, state, ZIP', async () => {
    const [order] = (await ordersWhere({ order_status: ['PAID', 'PARTIALLY_FULFILLED'] })).filter((candidate) => candidate.to_address?.country === 'US' && candidate.to_address.state);
    const to = order!.to_address!;
    const { user } = renderWithElements(<OrdersInbox />);
    await user.click(await screen.findByRole('button', { name: `Details of order ${order!.order_number}` }));
    const dialog = await screen.findByRole('dialog', { name: `Order ${order!.order_number}` });
    const shipTo = (await within(dialog).findByRole('heading', { name: 'Ship to' })).nextElementSibling as HTMLElement;
    expect(within(shipTo).getByText(`${to.city} ${to.state} ${to.zip}`)).toBeInTheDocument();
    expect(within(shipTo).getByText('United States')).toBeInTheDocument();
  });

  it('starts the ship dialog from the host’s default sender', async () => {
    const [order] = await ordersWhere({ order_status: ['PAID'] });
    const warehouse = { name: 'Northwind Warehouse', company: 'Northwind Outfitters', street1: '215 Clayton St', city: 'San Francisco', state: 'CA', zip: '94117', country: 'US', phone: '+1 415 555 0100', email: 'shipping@northwind.example' };
    const { user } = renderWithElements(<OrdersInbox defaultSender={warehouse} />);
    await user.click(await screen.findByRole('button', { name: `Ship order ${order!.order_number}` }));
    const dialog = await screen.findByRole('dialog', { name: `Ship order ${order!.order_number}` });
    const sender = (await within(dialog).findByRole('heading', { name: 'Ship from' })).parentElement!;
    expect(within(sender).getByText(/Northwind Warehouse/)).toHaveTextContent('Northwind WarehouseNorthwind Outfitters215 Clayton StSan Francisco CA 94117');
    // The sender is not a form to fill in: only the recipient's fields are there.
    expect(within(sender).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(sender).getByRole('button', { name: /sender/i })).toBeInTheDocument();
  });

  it('reports a failed list to the provider’s onEvent and onError, once per error', async () => {
    const onError = vi.fn<(error: ShippingElementsError) => void>();
    const events: ShippingElementsEvent[] = [];
    server.use(http.get(`${TEST_API}/orders/`, () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    renderWithElements(<OrdersInbox onError={onError} />, { provider: { onEvent: (event) => events.push(event) } });
    await screen.findByRole('alert', {});
    await waitFor(() => expect(events.filter((event) => event.type === 'error')).toHaveLength(onError.mock.calls.length));
    const errors = events.flatMap((event) => (event.type === 'error' ? [event] : []));
    // The list's page and the counts (the same failing endpoint) each fail once.
    expect(errors.length).toBeGreaterThanOrEqual(2);
    expect(errors.every((event) => event.source === 'OrdersInbox')).toBe(true);
    expect(new Set(errors.map((event) => event.error)).size).toBe(errors.length);
    expect(onError.mock.calls.map(([error]) => error)).toEqual(errors.map((event) => event.error));
  });

  it('speaks German as the catalogue does, with «Sie», when the list is empty and when it fails', async () => {
    const noDu = /\b(du|dein\w*|dir|dich)\b/i;
    server.use(http.get(`${TEST_API}/orders/`, () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })));
    const empty = renderWithElements(<OrdersInbox />, { provider: { locale: 'de' } });
    expect(await screen.findByText('Noch keine Bestellungen. Bestellungen aus Ihren Verkaufskanälen und die, die Sie anlegen, erscheinen hier.', undefined)).toBeInTheDocument();
    expect(empty.container.textContent).not.toMatch(noDu);
    empty.unmount();
    server.use(http.get(`${TEST_API}/orders/`, () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    const failed = renderWithElements(<OrdersInbox />, { provider: { locale: 'de' } });
    expect(await screen.findByRole('alert', {})).toHaveTextContent('Ihre Bestellungen konnten nicht geladen werden.');
    expect(failed.container.textContent).not.toMatch(noDu);
  });

  it('says in French that the button selects the orders shown, and it does (issue 36)', async () => {
    const { user } = renderWithElements(<OrdersInbox />, { provider: { locale: 'fr' } });
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(1));
    await user.click(dataRows()[0]!.querySelector('input[type="checkbox"]')!);
    await user.click(await screen.findByRole('button', { name: 'Sélectionner les commandes affichées' }));
    await waitFor(() => expect(dataRows().every((row) => row.getAttribute('aria-selected') === 'true')).toBe(true));
  });

  it('speaks Spanish', async () => {
    renderWithElements(<OrdersInbox />, { provider: { locale: 'es' } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Pedidos' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Aplicar filtros' })).toBeInTheDocument();
  });
});
