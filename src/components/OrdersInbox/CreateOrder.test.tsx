import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { TEST_API, testSandbox } from '../../../test/msw-sandbox';
import { server } from '../../../test/msw-server';
import { renderWithElements } from '../../../test/render';
import { createApiClient } from '../../api/client';
import { listOrders, type Order } from '../../api/resources/orders';
import type { ShippingElementsEvent } from '../../provider/events';
import { OrdersInbox } from './OrdersInbox';
import { giveElementsASize } from '../../../test/jsdom-layout';

giveElementsASize({ height: 2000 });

/** The orders stored under this number, read with the account's API key. */
async function storedOrders(orderNumber: string): Promise<Order[]> {
  const api = createApiClient({ baseUrl: TEST_API, auth: { apiKey: testSandbox().keys.test }, retry: false });
  return (await listOrders(api, { q: orderNumber, results: 100 })).results.filter((order) => order.order_number === orderNumber);
}

async function openForm(user: UserEvent, name = 'Create an order') {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

/** Fills a US recipient, the order number and the first line; `item` fills more lines. */
async function fillOrder(user: UserEvent, dialog: HTMLElement, orderNumber: string, unitPrice = '12.50') {
  const recipient = within(dialog).getByRole('group', { name: 'Recipient' });
  await user.type(within(recipient).getByLabelText(/^Full name/), 'Ada Lovelace');
  await user.type(within(recipient).getByLabelText(/^Address line 1/), '1 Market St');
  await user.type(within(recipient).getByLabelText(/^City/), 'San Francisco');
  await user.selectOptions(within(recipient).getByLabelText(/^State/), 'CA');
  await user.type(within(recipient).getByLabelText(/^ZIP code/), '94105');
  await user.type(within(dialog).getByLabelText(/^Order number/), orderNumber);
  await fillItem(user, dialog, 1, { title: 'Blue mug', quantity: '2', price: unitPrice, weight: '0.5' });
}

async function fillItem(user: UserEvent, dialog: HTMLElement, index: number, item: { title: string; quantity: string; price: string; weight: string }) {
  const group = within(dialog).getByRole('group', { name: `Item ${index}` });
  await user.type(within(group).getByLabelText(/^Description/), item.title);
  await user.clear(within(group).getByLabelText(/^Quantity/));
  await user.type(within(group).getByLabelText(/^Quantity/), item.quantity);
  await user.type(within(group).getByLabelText(/^Price per item/), item.price);
  await user.type(within(group).getByLabelText(/^Weight per item/), item.weight);
}

describe('OrdersInbox: create an order by hand', () => {
  it('creates an order with two items, shows it in the list and tells the host', async () => {
    const onOrderCreated = vi.fn();
    const onEvent = vi.fn();
    const { user } = renderWithElements(<OrdersInbox onOrderCreated={onOrderCreated} />, { provider: { onEvent } });
    const dialog = await openForm(user);
    expect(dialog).toHaveAccessibleName('New order');
    expect(await axe(dialog)).toHaveNoViolations();

    await fillOrder(user, dialog, '#5001');
    await user.click(within(dialog).getByRole('button', { name: 'Add an item' }));
    await fillItem(user, dialog, 2, { title: 'Tea towel', quantity: '1', price: '8', weight: '0.2' });
    await user.type(within(dialog).getByLabelText(/^Notes/), 'Phone order');
    await user.click(within(dialog).getByRole('button', { name: 'Create order' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Order #5001 created.')).toHaveAttribute('role', 'status');
    // Focus is back on the action that opened the form.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create an order' })).toHaveFocus());
    expect(await screen.findByRole('button', { name: 'Details of order #5001' })).toBeInTheDocument();

    const [stored] = await storedOrders('#5001');
    expect(stored?.to_address).toMatchObject({ name: 'Ada Lovelace', street1: '1 Market St', city: 'San Francisco', state: 'CA', zip: '94105', country: 'US' });
    expect(stored?.line_items?.map((line) => [line.title, line.quantity, line.total_price, line.currency, line.weight, line.weight_unit])).toEqual([
      ['Blue mug', 2, '25', 'USD', '1', 'lb'],
      ['Tea towel', 1, '8', 'USD', '0.2', 'lb'],
    ]);
    expect(stored).toMatchObject({ total_price: '33.00', currency: 'USD', notes: 'Phone order', shop_app: 'Svc', order_status: 'PAID' });
    expect(onOrderCreated).toHaveBeenCalledTimes(1);
    expect(onOrderCreated).toHaveBeenCalledWith(expect.objectContaining({ object_id: stored?.object_id }));
    const events = onEvent.mock.calls.map(([event]) => event as ShippingElementsEvent).filter((event) => event.type === 'order.created');
    expect(events.map((event) => event.order.object_id)).toEqual([stored?.object_id]);
  });

  it('says what is missing in the person’s language and focuses the first field', async () => {
    const { user } = renderWithElements(<OrdersInbox />, { provider: { locale: 'fr' } });
    const dialog = await openForm(user, 'Créer une commande');
    await user.click(within(dialog).getByRole('button', { name: 'Créer la commande' }));

    const name = within(dialog).getByLabelText(/^Nom complet/);
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('Le champ «\u00a0Nom complet\u00a0» est obligatoire.');
    expect(within(dialog).getByLabelText(/^Numéro de commande/)).toHaveAccessibleDescription(/Le champ «\u00a0Numéro de commande\u00a0» est obligatoire\.$/);
    const item = within(dialog).getByRole('group', { name: 'Article 1' });
    expect(within(item).getByLabelText(/^Désignation/)).toHaveAccessibleDescription('Le champ «\u00a0Désignation\u00a0» est obligatoire.');
    await user.type(within(item).getByLabelText(/^Prix unitaire/), 'douze');
    expect(within(item).getByLabelText(/^Prix unitaire/)).toHaveAccessibleDescription('Le champ «\u00a0Prix unitaire\u00a0» doit être un montant, par exemple 12,50.');
    expect(await axe(dialog)).toHaveNoViolations();
  });

  it("shows the host's words for the recipient's fields, the address fields' namespace", async () => {
    const { user } = renderWithElements(<OrdersInbox />, { provider: { messages: { addressFields: { fields: { name: 'Customer' }, placeholders: { state: 'Pick a state' } } } } });
    const dialog = await openForm(user);
    const recipient = within(dialog).getByRole('group', { name: 'Recipient' });
    expect(within(recipient).getByRole('textbox', { name: 'Customer' })).toBeInTheDocument();
    expect(within(within(recipient).getByRole('combobox', { name: 'State' })).getByRole('option', { name: 'Pick a state' })).toBeInTheDocument();
  });

  it('marks the field the API refused and focuses it', async () => {
    const onError = vi.fn();
    const { user } = renderWithElements(<OrdersInbox onError={onError} />);
    const dialog = await openForm(user);
    // The sandbox takes at most 9 digits before the point; the form asks only for an amount.
    await fillOrder(user, dialog, '#5002', '2000000000');
    await user.click(within(dialog).getByRole('button', { name: 'Create order' }));

    const price = within(within(dialog).getByRole('group', { name: 'Item 1' })).getByLabelText(/^Price per item/);
    await waitFor(() => expect(price).toHaveFocus());
    expect(price).toHaveAccessibleDescription('Check Price per item: the shipping service did not accept it.');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'api', status: 400 }));
    expect(await storedOrders('#5002')).toEqual([]);

    await user.clear(price);
    await user.type(price, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Create order' }));
    expect(await screen.findByText('Order #5002 created.')).toBeInTheDocument();
    expect(await storedOrders('#5002')).toHaveLength(1);
  });

  it('creates one order when the button is double-clicked', async () => {
    const onOrderCreated = vi.fn();
    const { user } = renderWithElements(<OrdersInbox onOrderCreated={onOrderCreated} />);
    const dialog = await openForm(user);
    await fillOrder(user, dialog, '#5003');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Create order' }));
    expect(await screen.findByText('Order #5003 created.')).toBeInTheDocument();
    expect(await storedOrders('#5003')).toHaveLength(1);
    expect(onOrderCreated).toHaveBeenCalledTimes(1);
  });

  it('shows a failure with a retry that sends the order again', async () => {
    let refused = false;
    server.use(
      http.post(`${TEST_API}/orders/`, () => {
        if (refused) {
          return undefined;
        }
        refused = true;
        return HttpResponse.json({ detail: 'database on fire' }, { status: 500 });
      }),
    );
    const { user } = renderWithElements(<OrdersInbox />);
    const dialog = await openForm(user);
    await fillOrder(user, dialog, '#5004');
    await user.click(within(dialog).getByRole('button', { name: 'Create order' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't create the order.");
    expect(alert).not.toHaveTextContent('database on fire');
    expect(await axe(dialog)).toHaveNoViolations();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Order #5004 created.')).toBeInTheDocument();
    expect(await storedOrders('#5004')).toHaveLength(1);
  });
});
