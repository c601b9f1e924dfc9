import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import * as React from 'react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { labelHandlers } from '../../../test/msw/labels';
import { rateHandlers } from '../../../test/msw/rates';
import { TEST_API, testSandbox } from '../../../test/msw-sandbox';
import { server } from '../../../test/msw-server';
import { BOX, RECIPIENT, SENDER } from '../../../test/fixtures/addresses';
import { renderWithElements } from '../../../test/render';
import { createApiClient } from '../../api/client';
import type { ShippingElementsError } from '../../api/errors';
import { listAddresses } from '../../api/resources/addresses';
import { getOrder, listOrders, type Order } from '../../api/resources/orders';
import { createShipment, listShipments, type ShipmentInput } from '../../api/resources/shipments';
import type { Refund } from '../../api/resources/refunds';
import type { Transaction } from '../../api/resources/transactions';
import type { ShippingElementsEvent } from '../../provider/events';
import { LabelPurchase } from './LabelPurchase';

// ---------------------------------------------------------------------------------------------
// Helpers. Orders, shipments and stored addresses come from the sandbox through the API client,
// as a merchant backend would read them; the block talks to the same sandbox through MSW.
// ---------------------------------------------------------------------------------------------


function merchantApi() {
  return createApiClient({ baseUrl: TEST_API, auth: { apiKey: testSandbox().keys.test }, retry: false });
}

async function orderTo(name: string): Promise<Order> {
  const page = await listOrders(merchantApi(), { results: 100 });
  const order = page.results.find((candidate) => candidate.to_address?.name === name && candidate.order_status !== 'SHIPPED');
  if (!order) {
    throw new Error(`The sandbox has no open order to ${name}`);
  }
  return order;
}

async function shipmentTo(recipient: ShipmentInput['address_to'] = RECIPIENT) {
  return createShipment(merchantApi(), { address_from: SENDER, address_to: recipient, parcels: [BOX] });
}

/** Counts the purchase requests that reach the network, whichever handler answers them. */
function countPurchaseRequests(): { count: () => number } {
  let purchases = 0;
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.replace(/\/$/, '') === '/transactions') {
      purchases += 1;
    }
  };
  server.events.on('request:start', listener);
  listeners.push(() => server.events.removeListener('request:start', listener));
  return { count: () => purchases };
}
const listeners: (() => void)[] = [];
afterEach(() => {
  listeners.splice(0).forEach((remove) => remove());
});

function root(): HTMLElement {
  // `hidden`: while a modal dialog is open, the rest of the page is inert for assistive technology.
  return screen.getByRole('region', { name: /buy a shipping label/i, hidden: true });
}

function stepHeading(): HTMLElement {
  return screen.getByRole('heading', { level: 3 });
}

async function waitForStep(name: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: 3, name });
  await waitFor(() => expect(heading).toHaveFocus());
  // Steps after the addresses load on use (fetched when the block mounts): the heading is the
  // block's, and the step is on screen once its "Loading…" has gone, as a person would see it.
  await waitFor(() => expect(within(root()).queryByText('Loading…')).not.toBeInTheDocument());
  return heading;
}

/** The recipient form is prefilled from the order: submitting it validates and saves it. */
async function submitAddresses(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
  await waitForStep('Package');
}

async function fillDimensions(user: UserEvent, [length, width, height]: [string, string, string] = ['10', '8', '4']) {
  await user.type(screen.getByRole('textbox', { name: 'Length' }), length);
  await user.type(screen.getByRole('textbox', { name: 'Width' }), width);
  await user.type(screen.getByRole('textbox', { name: 'Height' }), height);
}

async function submitStep(user: UserEvent, next: string) {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitForStep(next);
}

async function radios(): Promise<HTMLInputElement[]> {
  return screen.findAllByRole<HTMLInputElement>('radio');
}

function radioWithAttribute(attribute: string): HTMLInputElement | undefined {
  return screen
    .getAllByRole<HTMLInputElement>('radio')
    .find((radio) => radio.closest('[data-se-part="rate-option"]')?.getAttribute('data-attributes')?.split(' ').includes(attribute));
}

async function openConfirmation(user: UserEvent): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: 'Review and buy' }));
  const dialog = await screen.findByRole('dialog', { name: 'Buy this label?' });
  return dialog;
}

async function buyFirstRate(user: UserEvent) {
  const [first] = await radios();
  await user.click(first!);
  const dialog = await openConfirmation(user);
  await user.click(within(dialog).getByRole('button', { name: 'Buy label' }));
  await waitForStep('Your label is ready');
}

function linkNamed(name: string): HTMLAnchorElement {
  return screen.getByRole<HTMLAnchorElement>('link', { name: `${name} (opens in a new tab)` });
}

/** Downloads a signed file URL the way a browser would: without any Authorization header. */
async function download(url: string): Promise<{ status: number; text: string }> {
  const response = await testSandbox().fetch(new Request(url));
  return { status: response.status, text: await response.text() };
}

// ---------------------------------------------------------------------------------------------

describe('LabelPurchase', () => {
  describe('from an order', () => {
    it('buys a domestic label: recipient and weight prefilled, the PDF downloads and the order is shipped', async () => {
      const order = await orderTo('Grace Hopper');
      const onPurchase = vi.fn<(transaction: Transaction) => void>();
      const onEvent = vi.fn<(event: ShippingElementsEvent) => void>();
      const { user } = renderWithElements(<LabelPurchase orderId={order.object_id} defaultSender={SENDER} onPurchase={onPurchase} />, {
        provider: { onEvent },
      });

      expect(await screen.findByRole('textbox', { name: 'Full name' })).toHaveValue('Grace Hopper');
      expect(within(root()).getByText(/Sandbox Outfitters/)).toBeInTheDocument();
      await submitAddresses(user);
      expect(screen.getByRole('textbox', { name: 'Weight' })).toHaveValue(order.weight);
      await fillDimensions(user);
      await submitStep(user, 'Shipping service');
      await buyFirstRate(user);

      expect(root()).toHaveAttribute('data-state', 'purchased');
      const [transaction] = onPurchase.mock.calls[0]!;
      expect(onPurchase).toHaveBeenCalledOnce();
      expect(transaction).toMatchObject({ status: 'SUCCESS', metadata: `order:${order.object_id}`, label_file_type: 'PDF_4x6' });
      expect(onEvent).toHaveBeenCalledWith({ type: 'label.purchased', transaction });
      expect(screen.getByText(transaction.tracking_number!)).toBeInTheDocument();

      const tracking = linkNamed('Track shipment');
      expect(tracking).toHaveAttribute('href', transaction.tracking_url_provider);
      expect(tracking).toHaveAttribute('target', '_blank');
      expect(tracking).toHaveAttribute('rel', 'noopener noreferrer');
      const label = await download(linkNamed('Download label').href);
      expect(label.status).toBe(200);
      expect(label.text.startsWith('%PDF-')).toBe(true);
      // Printing is its own action (PrintLabelButton), not a second link to the same file.
      expect(screen.getByRole('button', { name: 'Print label' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Print label/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /commercial invoice/i })).not.toBeInTheDocument();
      expect(screen.getByText(/^Estimated delivery: /)).toBeInTheDocument();

      // metadata "order:<id>" links the label to the order, which the API marks SHIPPED.
      const shipped = await getOrder(merchantApi(), order.object_id);
      expect(shipped.order_status).toBe('SHIPPED');
      expect(shipped.transactions).toContain(transaction.object_id);
    });

    it('sums up the default sender as its country writes it (postcode before the city in Germany)', async () => {
      const order = await orderTo('Grace Hopper');
      const berlin = { name: 'Lager Mitte', street1: 'Friedrichstraße 100', city: 'Berlin', zip: '10117', country: 'DE', phone: '+49 30 555 0100', email: 'lager@example.com' };
      renderWithElements(<LabelPurchase orderId={order.object_id} defaultSender={berlin} />);
      const sender = (await screen.findByRole('heading', { name: 'Ship from' })).parentElement!;
      expect(within(sender).getByText(/Lager Mitte/)).toHaveTextContent('Lager MitteFriedrichstraße 10010117 BerlinGermany');
    });

    it('buys an international label: customs items come from the line items and a commercial invoice is offered', async () => {
      const order = await orderTo('Alan Turing');
      const { user } = renderWithElements(<LabelPurchase orderId={order.object_id} defaultSender={SENDER} />);

      expect(await screen.findByRole('textbox', { name: 'Full name' })).toHaveValue('Alan Turing');
      expect(within(screen.getByRole('list', { name: 'Progress' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Addresses',
        'Package',
        'Customs',
        'Shipping service',
        'Label',
      ]);
      await submitAddresses(user);
      await fillDimensions(user);
      await submitStep(user, 'Customs');

      const lineItems = order.line_items ?? [];
      const items = screen.getAllByRole('group', { name: /^Item \d+$/ });
      expect(items).toHaveLength(lineItems.length);
      const [firstLine] = lineItems;
      const firstItem = within(items[0]!);
      expect(firstItem.getByRole('textbox', { name: 'Item description' })).toHaveValue(firstLine!.title);
      expect(firstItem.getByRole('textbox', { name: 'Quantity' })).toHaveValue(String(firstLine!.quantity));
      expect(firstItem.getByRole('textbox', { name: 'Value' })).toHaveValue(firstLine!.total_price);
      expect(firstItem.getByRole('textbox', { name: 'SKU' })).toHaveValue(firstLine!.sku);
      expect(firstItem.getByRole('combobox', { name: 'Country of origin' })).toHaveValue(firstLine!.manufacture_country);

      await user.type(screen.getByRole('textbox', { name: 'Signed by' }), 'Ada Lovelace');
      await user.click(screen.getByRole('checkbox', { name: /I certify/ }));
      await submitStep(user, 'Shipping service');
      await buyFirstRate(user);

      const invoice = linkNamed('Download commercial invoice');
      const file = await download(invoice.href);
      expect(file.text.startsWith('%PDF-')).toBe(true);
      const label = await download(linkNamed('Download label').href);
      expect(label.text.startsWith('%PDF-')).toBe(true);

      // The declaration went inline with the shipment, items and all.
      const [shipment] = (await listShipments(merchantApi(), { results: 1 })).results;
      expect(shipment?.customs_declaration).toMatchObject({ certify: true, certify_signer: 'Ada Lovelace', contents_type: 'MERCHANDISE' });
    });

    it('buys a ZPL label to Germany: a download with a note, never a broken print preview', async () => {
      const order = await orderTo('Konrad Zuse');
      const { user } = renderWithElements(<LabelPurchase orderId={order.object_id} defaultSender={SENDER} labelFileType="ZPLII" />);

      await submitAddresses(user);
      await fillDimensions(user, ['30', '20', '10']);
      await submitStep(user, 'Customs');
      await user.type(screen.getByRole('textbox', { name: 'Signed by' }), 'Ada Lovelace');
      await user.click(screen.getByRole('checkbox', { name: /I certify/ }));
      await submitStep(user, 'Shipping service');
      const [first] = await radios();
      await user.click(first!);
      const dialog = await openConfirmation(user);
      expect(within(dialog).getByRole('combobox', { name: 'Label format' })).toHaveValue('ZPLII');
      await user.click(within(dialog).getByRole('button', { name: 'Buy label' }));
      await waitForStep('Your label is ready');

      expect(screen.queryByRole('link', { name: /print label/i })).not.toBeInTheDocument();
      expect(screen.getByText('ZPL files print on thermal printers; download it to print.')).toBeInTheDocument();
      const label = await download(linkNamed('Download label').href);
      expect(label.text.startsWith('^XA')).toBe(true);
    });

    it('starts over for another label of the same order, with the recipient prefilled again', async () => {
      const order = await orderTo('Grace Hopper');
      const { user } = renderWithElements(<LabelPurchase orderId={order.object_id} defaultSender={SENDER} />);
      await submitAddresses(user);
      await fillDimensions(user);
      await submitStep(user, 'Shipping service');
      await buyFirstRate(user);

      await user.click(screen.getByRole('button', { name: 'Buy another label' }));
      await waitForStep('Addresses');
      expect(await screen.findByRole('textbox', { name: 'Full name' })).toHaveValue('Grace Hopper');
      expect(root()).toHaveAttribute('data-state', 'addresses');
    });
  });

  describe('errors', () => {
    it('shows a retryable error when the order cannot be loaded, and prefills once it loads', async () => {
      server.use(labelHandlers.orderFails(500));
      const order = await orderTo('Grace Hopper');
      const onError = vi.fn<(error: ShippingElementsError) => void>();
      const { user } = renderWithElements(<LabelPurchase orderId={order.object_id} defaultSender={SENDER} onError={onError} />);

      const alert = await screen.findByRole('alert');
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'api', status: 500 }));
      // The recipient can still be typed by hand meanwhile.
      expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
      server.resetHandlers();
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Grace Hopper'));
    });

    it('shows a retryable error when the shipment cannot be created, and rates once it can', async () => {
      const order = await orderTo('Grace Hopper');
      const onError = vi.fn<(error: ShippingElementsError) => void>();
      const { user } = renderWithElements(<LabelPurchase orderId={order.object_id} defaultSender={SENDER} onError={onError} />);
      await submitAddresses(user);
      await fillDimensions(user);
      server.use(...rateHandlers.fails(502));
      await submitStep(user, 'Shipping service');

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(/couldn.t complete this request/);
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'api', status: 502 }));
      server.resetHandlers();
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await radios()).not.toHaveLength(0);
    });

    it('links a label bought from a shipment to the order it names', async () => {
      const order = await orderTo('Grace Hopper');
      const shipment = await shipmentTo();
      const onPurchase = vi.fn<(transaction: Transaction) => void>();
      const { user } = renderWithElements(<LabelPurchase shipmentId={shipment.object_id} orderId={order.object_id} onPurchase={onPurchase} />);
      await buyFirstRate(user);

      expect(onPurchase).toHaveBeenCalledWith(expect.objectContaining({ metadata: `order:${order.object_id}` }));
      expect((await getOrder(merchantApi(), order.object_id)).order_status).toBe('SHIPPED');
      expect(screen.queryByRole('button', { name: 'Buy another label' })).not.toBeInTheDocument();
    });
  });

  describe('validation', () => {
    it('refuses a package without a weight or with a dimension that is not a number', async () => {
      const order = await orderTo('Grace Hopper');
      const { user } = renderWithElements(<LabelPurchase orderId={order.object_id} defaultSender={SENDER} />);
      await submitAddresses(user);

      const weight = screen.getByRole('textbox', { name: 'Weight' });
      await user.clear(weight);
      await fillDimensions(user, ['ten', '8', '4']);
      await user.click(screen.getByRole('button', { name: 'Continue' }));

      expect(await screen.findByText('Weight is required.')).toBeInTheDocument();
      // The first invalid field takes focus.
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Length' })).toHaveFocus());
      expect(weight).toHaveAttribute('aria-invalid', 'true');
      expect(weight).toHaveAccessibleDescription('Weight is required.');
      expect(screen.getByRole('textbox', { name: 'Length' })).toHaveAccessibleDescription('Length must be a number greater than 0, such as 2.5.');
      expect(stepHeading()).toHaveTextContent('Package');
      // A decimal comma, as typed in much of Europe, is a number.
      await user.type(weight, '2,5');
      await user.clear(screen.getByRole('textbox', { name: 'Length' }));
      await user.type(screen.getByRole('textbox', { name: 'Length' }), '10');
      await submitStep(user, 'Shipping service');
    });

    it('asks for a signer and the certification before any rate is requested', async () => {
      const order = await orderTo('Alan Turing');
      const shipments = vi.fn();
      server.events.on('request:start', ({ request }) => {
        if (request.method === 'POST' && request.url.includes('/shipments')) {
          shipments();
        }
      });
      listeners.push(() => server.events.removeAllListeners('request:start'));
      const { user } = renderWithElements(<LabelPurchase orderId={order.object_id} defaultSender={SENDER} />);
      await submitAddresses(user);
      await fillDimensions(user);
      await submitStep(user, 'Customs');

      await user.click(screen.getByRole('button', { name: 'Continue' }));
      const signer = screen.getByRole('textbox', { name: 'Signed by' });
      expect(await screen.findByText('Signed by is required.')).toBeInTheDocument();
      expect(signer).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('checkbox', { name: /I certify/ })).toHaveAccessibleDescription('Certify the declaration to continue.');
      expect(stepHeading()).toHaveTextContent('Customs');
      expect(shipments).not.toHaveBeenCalled();
    });

    it('asks for an explanation when the contents are of type Other', async () => {
      const order = await orderTo('Alan Turing');
      const { user } = renderWithElements(<LabelPurchase orderId={order.object_id} defaultSender={SENDER} />);
      await submitAddresses(user);
      await fillDimensions(user);
      await submitStep(user, 'Customs');

      expect(screen.queryByRole('textbox', { name: 'Describe the contents' })).not.toBeInTheDocument();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Contents type' }), 'OTHER');
      await user.type(screen.getByRole('textbox', { name: 'Signed by' }), 'Ada Lovelace');
      await user.click(screen.getByRole('checkbox', { name: /I certify/ }));
      await user.click(screen.getByRole('button', { name: 'Continue' }));

      const explanation = await screen.findByRole('textbox', { name: 'Describe the contents' });
      await waitFor(() => expect(explanation).toHaveAccessibleDescription('Describe the contents when the contents type is Other.'));
      await user.type(explanation, 'Spare bicycle parts');
      await submitStep(user, 'Shipping service');
    });

    it('marks a weight of "abc" on the weight field, and a cleared weight stays empty', async () => {
      const order = await orderTo('Grace Hopper');
      const { user } = renderWithElements(<LabelPurchase orderId={order.object_id} defaultSender={SENDER} />);
      await submitAddresses(user);
      await fillDimensions(user);

      const weight = screen.getByRole('textbox', { name: 'Weight' });
      await user.clear(weight);
      expect(weight).toHaveValue('');
      await user.type(weight, 'abc');
      await user.click(screen.getByRole('button', { name: 'Continue' }));

      await waitFor(() => expect(weight).toHaveAccessibleDescription('Weight must be a number greater than 0, such as 2.5.'));
      expect(weight).toHaveAttribute('aria-invalid', 'true');
      expect(weight).toHaveFocus();
      expect(screen.queryByText(/highlighted fields/)).not.toBeInTheDocument();
      await user.clear(weight);
      expect(weight).toHaveValue('');
      expect(stepHeading()).toHaveTextContent('Package');
    });

    it('shows a field the API refuses on its own step, names it, and clears it when it changes', async () => {
      server.use(
        http.post(`${TEST_API}/shipments`, () =>
          HttpResponse.json({ 'parcels.0.weight': ['Expected a decimal number written as a string'] }, { status: 400 }),
        ),
      );
      const order = await orderTo('Grace Hopper');
      const onError = vi.fn();
      const { user } = renderWithElements(<LabelPurchase orderId={order.object_id} defaultSender={SENDER} onError={onError} />);
      await submitAddresses(user);
      await fillDimensions(user);
      await user.click(screen.getByRole('button', { name: 'Continue' }));

      const sentence = 'Check Weight: the shipping service did not accept it.';
      await screen.findByText(sentence, undefined);
      const weight = screen.getByRole('textbox', { name: 'Weight' });
      expect(weight).toHaveAccessibleDescription(sentence);
      expect(weight).toHaveAttribute('aria-invalid', 'true');
      await waitFor(() => expect(weight).toHaveFocus());
      expect(stepHeading()).toHaveTextContent('Package');
      // The API's own wording goes to the host, never to the person.
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'api', status: 400 }));
      expect(screen.queryByText(/Expected a decimal number/)).not.toBeInTheDocument();
      expect(screen.queryByText(/highlighted fields/)).not.toBeInTheDocument();

      await user.type(weight, '5');
      expect(weight).not.toHaveAttribute('aria-invalid');
      expect(screen.queryByText(sentence)).not.toBeInTheDocument();
    });
  });

  describe('purchase', () => {
    it('shows the carrier message when a label ends in ERROR, and buys another rate with everything kept', async () => {
      const shipment = await shipmentTo({ ...RECIPIENT, name: 'Label Error Tester' });
      const onPurchase = vi.fn<(transaction: Transaction) => void>();
      const { user } = renderWithElements(<LabelPurchase shipmentId={shipment.object_id} onPurchase={onPurchase} />);

      await radios();
      const cheapest = radioWithAttribute('CHEAPEST');
      await user.click(cheapest!);
      let dialog = await openConfirmation(user);
      await user.click(within(dialog).getByRole('button', { name: 'Buy label' }));

      await waitForStep('The carrier could not create this label');
      expect(root()).toHaveAttribute('data-state', 'error');
      expect(screen.getByText(/could not create this label right now\. Choose another rate\./)).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('The carrier could not create this label');
      expect(onPurchase).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: 'Choose another rate' }));
      await waitForStep('Shipping service');
      const other = (await radios()).find((radio) => radio.value !== cheapest!.value);
      await user.click(other!);
      dialog = await openConfirmation(user);
      await user.click(within(dialog).getByRole('button', { name: 'Buy label' }));
      await waitForStep('Your label is ready');
      const [bought] = onPurchase.mock.calls[0]!;
      expect(bought).toMatchObject({ status: 'SUCCESS', rate: { object_id: other!.value } });
    });

    it('buys exactly one label when Buy is double-clicked, in Strict Mode too', async () => {
      const shipment = await shipmentTo();
      const purchases = countPurchaseRequests();
      const onPurchase = vi.fn<(transaction: Transaction) => void>();
      const { user } = renderWithElements(
        <React.StrictMode>
          <LabelPurchase shipmentId={shipment.object_id} onPurchase={onPurchase} />
        </React.StrictMode>,
      );

      const [first] = await radios();
      await user.click(first!);
      const dialog = await openConfirmation(user);
      const buy = within(dialog).getByRole('button', { name: 'Buy label' });
      await user.dblClick(buy);
      await waitForStep('Your label is ready');

      expect(purchases.count()).toBe(1);
      expect(onPurchase).toHaveBeenCalledOnce();
    });

    it('buys one label when two clicks land in the same tick, before the busy state renders', async () => {
      const shipment = await shipmentTo();
      const purchases = countPurchaseRequests();
      const { user } = renderWithElements(<LabelPurchase shipmentId={shipment.object_id} />);

      const [first] = await radios();
      await user.click(first!);
      const dialog = await openConfirmation(user);
      const buy = within(dialog).getByRole('button', { name: 'Buy label' });
      // React Query publishes "pending" on a later task, so the button cannot block the second
      // click: only the block's own guard stands between it and a second label.
      fireEvent.click(buy);
      fireEvent.click(buy);
      fireEvent.keyDown(buy, { key: 'Enter' });
      await waitForStep('Your label is ready');
      expect(purchases.count()).toBe(1);
    });

    it('keeps the buy button busy while the purchase is in flight, and sends nothing more when pressed again', async () => {
      server.use(labelHandlers.purchasePending());
      const shipment = await shipmentTo();
      const purchases = countPurchaseRequests();
      const { user } = renderWithElements(<LabelPurchase shipmentId={shipment.object_id} />);

      const [first] = await radios();
      await user.click(first!);
      const dialog = await openConfirmation(user);
      await user.click(within(dialog).getByRole('button', { name: 'Buy label' }));

      const busy = await within(dialog).findByRole('button', { name: 'Buying label…' });
      expect(busy).toHaveAttribute('aria-busy', 'true');
      expect(root()).toHaveAttribute('data-state', 'purchasing');
      // The block's live region is hidden behind the modal dialog, so the dialog has its own.
      expect(within(dialog).getByRole('status')).toHaveTextContent('Buying label…');
      await user.click(busy);
      await user.keyboard('{Enter}');
      await user.keyboard('{Escape}');
      expect(screen.getByRole('dialog', { name: 'Buy this label?' })).toBeInTheDocument();
      expect(purchases.count()).toBe(1);
    });

    it('reports a failed purchase request, never retries it, and asks for a new confirmation', async () => {
      server.use(labelHandlers.purchaseFails(503));
      const shipment = await shipmentTo();
      const purchases = countPurchaseRequests();
      const onError = vi.fn<(error: ShippingElementsError) => void>();
      const onEvent = vi.fn<(event: ShippingElementsEvent) => void>();
      const { user } = renderWithElements(<LabelPurchase shipmentId={shipment.object_id} onError={onError} />, { provider: { onEvent } });

      const [first] = await radios();
      await user.click(first!);
      let dialog = await openConfirmation(user);
      await user.click(within(dialog).getByRole('button', { name: 'Buy label' }));

      expect(await within(dialog).findByRole('alert')).toHaveTextContent('temporarily unavailable');
      expect(within(dialog).getByText(/Check your labels before you try again/)).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Buy label' })).not.toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
      expect(root()).toHaveAttribute('data-state', 'error');
      expect(purchases.count()).toBe(1);
      expect(onError).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ kind: 'api', status: 503 }));
      const [error] = onError.mock.calls[0]!;
      expect(onEvent).toHaveBeenCalledWith({ type: 'error', error, source: 'LabelPurchase' });

      // Buying again is a new, deliberate confirmation.
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      server.resetHandlers();
      dialog = await openConfirmation(user);
      await user.click(within(dialog).getByRole('button', { name: 'Buy label' }));
      await waitForStep('Your label is ready');
      expect(purchases.count()).toBe(2);
    });

    it('buys a second label after "Buy another label", in the same visit (issue 36: every flow twice)', async () => {
      const order = await orderTo('Grace Hopper');
      const purchases = countPurchaseRequests();
      const onPurchase = vi.fn<(transaction: Transaction) => void>();
      const { user } = renderWithElements(<LabelPurchase orderId={order.object_id} defaultSender={SENDER} onPurchase={onPurchase} />);
      for (const round of [1, 2]) {
        await submitAddresses(user);
        await fillDimensions(user);
        await submitStep(user, 'Shipping service');
        await buyFirstRate(user);
        await waitFor(() => expect(onPurchase).toHaveBeenCalledTimes(round));
        expect(purchases.count()).toBe(round);
        if (round === 1) {
          await user.click(screen.getByRole('button', { name: 'Buy another label' }));
          await waitForStep('Addresses');
        }
      }
      const [[first], [second]] = onPurchase.mock.calls as [[Transaction], [Transaction]];
      expect(second.object_id).not.toBe(first.object_id);
    });

    it('polls a queued label until the carrier has created it', async () => {
      server.use(labelHandlers.purchaseQueued());
      const shipment = await shipmentTo();
      const onPurchase = vi.fn<(transaction: Transaction) => void>();
      const { user } = renderWithElements(<LabelPurchase shipmentId={shipment.object_id} onPurchase={onPurchase} />);

      const [first] = await radios();
      await user.click(first!);
      const dialog = await openConfirmation(user);
      await user.click(within(dialog).getByRole('button', { name: 'Buy label' }));

      expect(await screen.findByText('The carrier is creating your label…', { selector: 'p' })).toBeInTheDocument();
      expect(root()).toHaveAttribute('data-state', 'purchasing');
      expect(onPurchase).not.toHaveBeenCalled();

      await testSandbox().advance(1_500);
      expect(await screen.findByRole('heading', { name: 'Your label is ready' })).toBeInTheDocument();
      expect(root()).toHaveAttribute('data-state', 'purchased');
      expect(onPurchase).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ status: 'SUCCESS' }));
    });
  });

  describe('refund', () => {
    it('voids a label after a confirmation and follows the refund to SUCCESS', async () => {
      const shipment = await shipmentTo();
      const onRefund = vi.fn<(refund: Refund) => void>();
      const onEvent = vi.fn<(event: ShippingElementsEvent) => void>();
      const { user } = renderWithElements(<LabelPurchase shipmentId={shipment.object_id} onRefund={onRefund} />, { provider: { onEvent } });
      await buyFirstRate(user);

      await user.click(screen.getByRole('button', { name: 'Void label' }));
      const dialog = await screen.findByRole('dialog', { name: 'Void this label?' });
      expect(dialog).toHaveAccessibleDescription(/can't be used for shipping\. The carrier decides on the refund of \$\d+\.\d{2}/);
      await user.click(within(dialog).getByRole('button', { name: 'Void label' }));

      const status = await screen.findByText('Your refund request is queued.', { selector: 'p' });
      await waitFor(() => expect(status).toHaveFocus());
      expect(screen.queryByRole('button', { name: 'Void label' })).not.toBeInTheDocument();
      expect(onRefund).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ status: 'QUEUED' }));
      const [refund] = onRefund.mock.calls[0]!;
      expect(onEvent).toHaveBeenCalledWith({ type: 'label.refunded', refund });
      expect(await screen.findByText('Label status: Refund pending')).toBeInTheDocument();

      // The sandbox settles refunds at 5 s on its own clock; the block polls with backoff.
      await testSandbox().advance(5_000);
      expect(await screen.findByText('The label was voided and refunded.', { selector: 'p' })).toBeInTheDocument();
      expect(await screen.findByText('Label status: Refunded', undefined)).toBeInTheDocument();
    });

    it('says a voided label is voided, then refunded, without reloading, and offers none of its files', async () => {
      const shipment = await shipmentTo();
      const { user } = renderWithElements(<LabelPurchase shipmentId={shipment.object_id} />);
      await buyFirstRate(user);
      expect(linkNamed('Track shipment')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Void label' }));
      const dialog = await screen.findByRole('dialog', { name: 'Void this label?' });
      await user.click(within(dialog).getByRole('button', { name: 'Void label' }));
      expect(await screen.findByRole('heading', { level: 3, name: 'This label is voided' })).toBeInTheDocument();
      expect(root()).toHaveAttribute('data-state', 'voided');
      expect(screen.getByText("A voided label can't be used for shipping.")).toBeInTheDocument();
      for (const name of [/Track shipment/, /Download label/, /Print label/]) {
        expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
        expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
      }

      // Once the refund settles, the label follows at once, not on its own slower poll.
      await testSandbox().advance(5_000);
      await screen.findByText('The label was voided and refunded.', { selector: 'p' });
      expect(await screen.findByText('Label status: Refunded', undefined, { timeout: 500 })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 3, name: 'This label was voided and refunded' })).toBeInTheDocument();
      expect(root()).toHaveAttribute('data-state', 'refunded');
      expect(screen.queryByRole('link', { name: /Track shipment|Download label/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Print label|Void label/ })).not.toBeInTheDocument();
    });

    it('shows a refund the carrier turns down (a label already used)', async () => {
      const shipment = await shipmentTo({ ...RECIPIENT, name: 'Used Label Tester' });
      const { user } = renderWithElements(<LabelPurchase shipmentId={shipment.object_id} />);
      await buyFirstRate(user);

      await user.click(screen.getByRole('button', { name: 'Void label' }));
      const dialog = await screen.findByRole('dialog', { name: 'Void this label?' });
      await user.click(within(dialog).getByRole('button', { name: 'Void label' }));
      await screen.findByText('Your refund request is queued.', { selector: 'p' });

      await testSandbox().advance(5_000);
      expect(await screen.findByText('The carrier turned down the refund request.', { selector: 'p' })).toBeInTheDocument();
      expect(await screen.findByText('Label status: Refund rejected', undefined)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Void label' })).not.toBeInTheDocument();
    });

    it('shows a failed refund request in the dialog and keeps the label valid', async () => {
      server.use(labelHandlers.refundFails(500));
      const shipment = await shipmentTo();
      const onError = vi.fn();
      const { user } = renderWithElements(<LabelPurchase shipmentId={shipment.object_id} onError={onError} />);
      await buyFirstRate(user);

      await user.click(screen.getByRole('button', { name: 'Void label' }));
      const dialog = await screen.findByRole('dialog', { name: 'Void this label?' });
      await user.click(within(dialog).getByRole('button', { name: 'Void label' }));

      expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
      expect(within(dialog).getByText("We couldn't request a refund for this label.")).toBeInTheDocument();
      // The void button that had focus is gone: focus stays in the dialog, on Close.
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'api', status: 500 }));
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.getByText('Label status: Label created')).toBeInTheDocument();

      // The second refund, a new confirmation of the same panel, is sent and accepted.
      server.resetHandlers();
      await user.click(screen.getByRole('button', { name: 'Void label' }));
      const again = await screen.findByRole('dialog', { name: 'Void this label?' });
      await user.click(within(again).getByRole('button', { name: 'Void label' }));
      expect(await screen.findByText('Your refund request is queued.', { selector: 'p' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('printing', () => {
    const objectUrls = { create: vi.fn(() => 'blob:label-file'), revoke: vi.fn() };
    beforeEach(() => {
      objectUrls.create.mockClear();
      vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: objectUrls.create, revokeObjectURL: objectUrls.revoke }));
    });
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('prints the label from a hidden frame of the page, with a link to open it when no dialog shows', async () => {
      const shipment = await shipmentTo();
      const downloads = vi.fn<(url: string) => void>();
      server.events.on('request:start', ({ request }) => {
        if (request.method === 'GET' && new URL(request.url).pathname.includes('/files/')) {
          downloads(request.url);
        }
      });
      listeners.push(() => server.events.removeAllListeners('request:start'));
      const { user } = renderWithElements(<LabelPurchase shipmentId={shipment.object_id} />);
      await buyFirstRate(user);
      const labelUrl = linkNamed('Download label').href;

      await user.click(screen.getByRole('button', { name: 'Print label' }));
      const frame = await waitFor(() => {
        const found = root().querySelector<HTMLIFrameElement>('iframe[data-se-part="label-print-frame"]');
        expect(found).not.toBeNull();
        return found!;
      });
      expect(downloads).toHaveBeenCalledWith(labelUrl);
      expect(objectUrls.create).toHaveBeenCalledOnce();
      expect(frame).toHaveAttribute('src', 'blob:label-file');
      // Out of the Tab order with what it holds (the PDF viewer's controls), not only itself.
      expect(frame).toHaveAttribute('inert');
      const print = vi.fn();
      Object.defineProperty(frame.contentWindow!, 'print', { value: print, configurable: true });
      fireEvent.load(frame);
      expect(print).toHaveBeenCalledOnce();

      const fallback = linkNamed('Open label');
      expect(fallback).toHaveAttribute('href', labelUrl);
      expect(fallback).toHaveAttribute('rel', 'noopener noreferrer');
      // The Blob is rebuilt with the type its bytes show, whatever the storage said.
      expect(objectUrls.create.mock.calls[0]).toEqual([expect.objectContaining({ type: 'application/pdf' })]);
    });

    // A compromised or misconfigured storage, CDN or carrier host: the script would run in the
    // merchant's origin if the page showed the answer as a document.
    const PAGE = '<!doctype html><html><body><script>parent.document.title = "ran"</script><p>Label</p></body></html>';

    it.each(['text/html', 'application/pdf', 'image/png'])(
      'refuses an HTML page served as %s: nothing enters the page, a sentence and a download link instead',
      async (contentType) => {
        server.use(labelHandlers.labelFileServes(PAGE, contentType));
        const shipment = await shipmentTo();
        const { user } = renderWithElements(<LabelPurchase shipmentId={shipment.object_id} />);
        await buyFirstRate(user);
        const labelUrl = linkNamed('Download label').href;

        await user.click(screen.getByRole('button', { name: 'Print label' }));
        const alert = await within(root()).findByRole('alert');
        expect(alert).toHaveTextContent("This label file isn't a PDF or an image, so it can't be printed from this page.");
        expect(within(alert).getByRole('link', { name: 'Download label (opens in a new tab)' })).toHaveAttribute('href', labelUrl);
        expect(root().querySelector('iframe')).toBeNull();
        expect(objectUrls.create).not.toHaveBeenCalled();
        expect(screen.queryByRole('link', { name: /Open label/ })).not.toBeInTheDocument();
        expect(await axe(root())).toHaveNoViolations();
      },
    );

    it('prints a PNG label from a sandboxed frame, typed by its bytes', async () => {
      const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
      server.use(labelHandlers.labelFileServes(png, 'application/octet-stream'));
      const shipment = await shipmentTo();
      const { user } = renderWithElements(<LabelPurchase shipmentId={shipment.object_id} />);
      await buyFirstRate(user);

      await user.click(screen.getByRole('button', { name: 'Print label' }));
      const frame = await waitFor(() => {
        const found = root().querySelector<HTMLIFrameElement>('iframe[data-se-part="label-print-frame"]');
        expect(found).not.toBeNull();
        return found!;
      });
      expect(objectUrls.create.mock.calls[0]).toEqual([expect.objectContaining({ type: 'image/png' })]);
      // No script, form, popup or navigation; the page may call its print() and open the dialog.
      expect(frame).toHaveAttribute('sandbox', 'allow-same-origin allow-modals');
    });

    it('shows a retryable error when the label file cannot be loaded', async () => {
      server.use(labelHandlers.labelFileFails(500, { once: true }));
      const shipment = await shipmentTo();
      const { user } = renderWithElements(<LabelPurchase shipmentId={shipment.object_id} />);
      await buyFirstRate(user);

      await user.click(screen.getByRole('button', { name: 'Print label' }));
      const alert = await within(root()).findByRole('alert');
      expect(alert).toHaveTextContent("We couldn't load the label to print it.");
      expect(root().querySelector('iframe')).toBeNull();
      expect(await axe(root())).toHaveNoViolations();

      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(root().querySelector('iframe[data-se-part="label-print-frame"]')).not.toBeNull());
      expect(within(root()).queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  describe('URLs from the API', () => {
    it.each([
      ['javascript:', 'javascript:alert(document.cookie)'],
      ['data:', 'data:text/html,<script>alert(document.cookie)</script>'],
      ['relative', '/account/delete'],
      ['plain-HTTP', 'http://files.example.com/label.pdf'],
    ])('renders no link, image or print for %s URLs', async (_kind, url) => {
      server.use(
        labelHandlers.purchaseWithUrls({ label_url: url, tracking_url_provider: url, commercial_invoice_url: url, qr_code_url: url }),
      );
      const onPurchase = vi.fn<(transaction: Transaction) => void>();
      const shipment = await shipmentTo();
      const { user } = renderWithElements(<LabelPurchase shipmentId={shipment.object_id} onPurchase={onPurchase} />);
      await buyFirstRate(user);

      expect(screen.getByText('Label status: Label created')).toBeInTheDocument();
      expect(within(root()).queryAllByRole('link')).toEqual([]);
      expect(within(root()).queryByRole('img')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Print label' })).not.toBeInTheDocument();
      expect(root().innerHTML).not.toContain(url.slice(0, 10));
      // The host gets the parsed transaction without the URLs either.
      expect(onPurchase.mock.calls[0]![0]).toMatchObject({ label_url: null, tracking_url_provider: null, qr_code_url: null, commercial_invoice_url: null });
    });
  });

  describe('keyboard, focus and announcements', () => {
    it('buys a domestic label with the keyboard alone', async () => {
      const order = await orderTo('Grace Hopper');
      const onPurchase = vi.fn<(transaction: Transaction) => void>();
      const { user } = renderWithElements(<LabelPurchase orderId={order.object_id} defaultSender={SENDER} onPurchase={onPurchase} />);
      const name = await screen.findByRole('textbox', { name: 'Full name' });

      const tabTo = async (target: () => Element | null | undefined, limit = 40) => {
        for (let step = 0; step < limit && document.activeElement !== target(); step += 1) {
          await user.tab();
        }
        expect(document.activeElement).toBe(target());
      };

      // Addresses: Enter in a text field submits the prefilled recipient form.
      await tabTo(() => name);
      await user.keyboard('{Enter}');
      await waitForStep('Package');

      // Package: Tab from the heading to the dimensions, type, Enter submits.
      await tabTo(() => screen.getByRole('textbox', { name: 'Length' }));
      await user.keyboard('10');
      await user.tab();
      await user.keyboard('8');
      await user.tab();
      await user.keyboard('4');
      await user.keyboard('{Enter}');
      await waitForStep('Shipping service');

      // Rates: Tab into the radio group, Space picks, then on to "Review and buy".
      await radios();
      await tabTo(() => screen.getAllByRole('radio')[0]);
      await user.keyboard(' ');
      expect(screen.getAllByRole('radio')[0]).toBeChecked();
      await tabTo(() => screen.getByRole('button', { name: 'Review and buy' }));
      await user.keyboard('{Enter}');

      // The dialog takes focus; Tab reaches "Buy label", Enter buys.
      const dialog = await screen.findByRole('dialog', { name: 'Buy this label?' });
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      await tabTo(() => within(dialog).getByRole('button', { name: 'Buy label' }), 5);
      await user.keyboard('{Enter}');
      await waitForStep('Your label is ready');
      expect(onPurchase).toHaveBeenCalledOnce();
    });

    it('announces each step in a polite live region and says where the person is', async () => {
      const order = await orderTo('Grace Hopper');
      const { user } = renderWithElements(<LabelPurchase orderId={order.object_id} defaultSender={SENDER} options={['signature']} />);
      // The block's own live region sits directly in its root; the forms have status regions of their own.
      const announcer = () => within(root()).getAllByRole('status').find((element) => element.parentElement === root());

      await screen.findByRole('textbox', { name: 'Full name' });
      expect(announcer()).toHaveTextContent('Step 1 of 5: Addresses');
      expect(announcer()).toHaveAttribute('role', 'status');
      expect(root()).toHaveAttribute('data-state', 'addresses');
      await submitAddresses(user);
      expect(announcer()).toHaveTextContent('Step 2 of 5: Package');
      expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
      expect(within(screen.getByRole('list', { name: 'Progress' })).getByText('Package')).toHaveAttribute('aria-current', 'step');
      expect(root()).toHaveAttribute('data-state', 'parcel');
      await fillDimensions(user);
      await submitStep(user, 'Options');
      expect(announcer()).toHaveTextContent('Step 3 of 5: Options');
      expect(root()).toHaveAttribute('data-state', 'options');
    });

    it('keeps what was typed when the person goes back', async () => {
      const order = await orderTo('Alan Turing');
      const { user } = renderWithElements(<LabelPurchase orderId={order.object_id} defaultSender={SENDER} options={['references']} />);

      const name = await screen.findByRole('textbox', { name: 'Full name' });
      await user.clear(name);
      await user.type(name, 'Alan M. Turing');
      await submitAddresses(user);
      await fillDimensions(user, ['12', '9', '3']);
      await submitStep(user, 'Options');
      await user.type(screen.getByRole('textbox', { name: 'Reference 1' }), 'PO-1912');
      await submitStep(user, 'Customs');
      await user.type(screen.getByRole('textbox', { name: 'Signed by' }), 'Ada');

      // Back, back, back: every step shows what was typed, valid or not.
      await user.click(screen.getByRole('button', { name: 'Back' }));
      await waitForStep('Options');
      expect(screen.getByRole('textbox', { name: 'Reference 1' })).toHaveValue('PO-1912');
      await user.click(screen.getByRole('button', { name: 'Back' }));
      await waitForStep('Package');
      expect(screen.getByRole('textbox', { name: 'Length' })).toHaveValue('12');
      expect(screen.getByRole('textbox', { name: 'Height' })).toHaveValue('3');
      await user.click(screen.getByRole('button', { name: 'Back' }));
      await waitForStep('Addresses');
      expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Alan M. Turing');

      // And forward again.
      await submitAddresses(user);
      await submitStep(user, 'Options');
      await submitStep(user, 'Customs');
      expect(screen.getByRole('textbox', { name: 'Signed by' })).toHaveValue('Ada');

      // Back from the rates and on again without a change: the same shipment, not a new quote.
      const created = vi.fn();
      server.events.on('response:mocked', ({ request }) => {
        if (request.method === 'POST' && new URL(request.url).pathname.startsWith('/shipments')) {
          created();
        }
      });
      listeners.push(() => server.events.removeAllListeners('response:mocked'));
      await user.click(screen.getByRole('checkbox', { name: /I certify/ }));
      await submitStep(user, 'Shipping service');
      const [first] = await radios();
      await user.click(first!);
      await user.click(screen.getByRole('button', { name: 'Back' }));
      await waitForStep('Customs');
      await submitStep(user, 'Shipping service');
      expect(await radios()).not.toHaveLength(0);
      expect(screen.getAllByRole('radio')[0]).toBeChecked();
      expect(created).toHaveBeenCalledOnce();
    });
  });

  describe('configuration', () => {
    it('offers only the enabled options and quotes the shipment with them', async () => {
      const order = await orderTo('Grace Hopper');
      const { user } = renderWithElements(<LabelPurchase orderId={order.object_id} defaultSender={SENDER} options={['insurance', 'signature']} />);
      await submitAddresses(user);
      await fillDimensions(user);
      await submitStep(user, 'Options');

      expect(screen.queryByRole('checkbox', { name: 'Saturday delivery' })).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Reference 1' })).not.toBeInTheDocument();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Signature on delivery' }), 'ADULT');
      await user.click(screen.getByRole('checkbox', { name: 'Insure this shipment' }));
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText('Insured value is required.')).toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: 'Insured value' }), '200');
      await user.type(screen.getByRole('textbox', { name: 'Description of contents' }), 'Books');
      await submitStep(user, 'Shipping service');

      const [first] = await radios();
      expect(first).toHaveAccessibleDescription(/Includes \$[\d.]+ insurance/);
      const [shipment] = (await listShipments(merchantApi(), { results: 1 })).results;
      expect(shipment?.extra).toMatchObject({ signature_confirmation: 'ADULT', insurance: { amount: '200', currency: 'USD', content: 'Books' } });
      expect(shipment?.extra).not.toHaveProperty('saturday_delivery');
    });

    it('asks for a QR code when offered, and shows it with the label', async () => {
      const order = await orderTo('Grace Hopper');
      const { user } = renderWithElements(<LabelPurchase orderId={order.object_id} defaultSender={SENDER} options={['qrCode']} />);
      await submitAddresses(user);
      await fillDimensions(user);
      await submitStep(user, 'Options');
      await user.click(screen.getByRole('checkbox', { name: /QR code/ }));
      await submitStep(user, 'Shipping service');
      await buyFirstRate(user);

      const qrCode = linkNamed('QR code');
      expect(screen.getByRole('img', { name: 'QR code' })).toHaveAttribute('src', qrCode.href);
      expect(screen.getByText(/Show this QR code at a drop-off location/)).toBeInTheDocument();
      expect((await download(qrCode.href)).status).toBe(200);
    });

    it('ships several packages, one from a parcel template', async () => {
      const order = await orderTo('Grace Hopper');
      const { user } = renderWithElements(<LabelPurchase orderId={order.object_id} defaultSender={SENDER} />);
      await submitAddresses(user);

      const template = await screen.findByRole('option', { name: /^Medium Box/ });
      await user.selectOptions(screen.getByRole('combobox', { name: 'Package type' }), template);
      expect(screen.queryByRole('textbox', { name: 'Length' })).not.toBeInTheDocument();
      expect(screen.getByText(/The dimensions of this package type are used\. 11\.25 × 8\.75 × 6 in/)).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Add another package' }));
      const second = within(screen.getByRole('group', { name: 'Package 2' }));
      await user.type(second.getByRole('textbox', { name: 'Length' }), '6');
      await user.type(second.getByRole('textbox', { name: 'Width' }), '6');
      await user.type(second.getByRole('textbox', { name: 'Height' }), '6');
      await user.type(second.getByRole('textbox', { name: 'Weight' }), '1.5');
      await user.click(screen.getByRole('button', { name: 'Add another package' }));
      await user.click(screen.getByRole('button', { name: 'Remove package 3' }));
      expect(screen.queryByRole('group', { name: 'Package 3' })).not.toBeInTheDocument();
      await submitStep(user, 'Shipping service');
      await radios();

      const [shipment] = (await listShipments(merchantApi(), { results: 1 })).results;
      expect(shipment?.parcels).toEqual([
        expect.objectContaining({ template: 'Parcelwise_MediumBox', length: '11.25', weight: order.weight }),
        expect.objectContaining({ template: null, length: '6', weight: '1.5' }),
      ]);
    });

    it('shows a stored sender by id, and lets the person change it', async () => {
      const stored = (await listAddresses(merchantApi(), { results: 100 })).results.find((address) => address.metadata === 'Default sender');
      const order = await orderTo('Grace Hopper');
      const { user } = renderWithElements(<LabelPurchase orderId={order.object_id} defaultSender={stored!.object_id} />);

      const sender = await screen.findByRole('region', { name: 'Ship from' });
      expect(await within(sender).findByText(/215 Clayton St/)).toBeInTheDocument();
      await user.click(within(sender).getByRole('button', { name: 'Change sender address' }));
      expect(await screen.findByRole('group', { name: 'Ship from' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Shipping Desk');
      expect(screen.queryByRole('group', { name: 'Ship to' })).not.toBeInTheDocument();
    });

    it('starts empty with the sender form, then the recipient form', async () => {
      renderWithElements(<LabelPurchase />);
      expect(await screen.findByRole('group', { name: 'Ship from' })).toBeInTheDocument();
      expect(screen.queryByRole('group', { name: 'Ship to' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
      expect(within(screen.getByRole('list', { name: 'Progress' })).getAllByRole('listitem')).toHaveLength(4);
    });

    it('forwards its ref to the root section and keeps the styling contract over host props', async () => {
      const ref = React.createRef<HTMLElement>();
      renderWithElements(<LabelPurchase ref={ref} className="host" data-se-part="host-part" id="purchase" defaultSender={SENDER} />);
      await screen.findByRole('group', { name: 'Ship to' });
      expect(ref.current).toBe(root());
      expect(ref.current).toHaveClass('host');
      expect(ref.current).toHaveAttribute('id', 'purchase');
      expect(ref.current).toHaveAttribute('data-se-part', 'label-purchase');
      expect(ref.current).toHaveAttribute('data-se-root');
    });
  });

  describe('accessibility', () => {
    const check = async () => expect(await axe(document.body)).toHaveNoViolations();
    // Each test walks a whole flow with several axe runs: 15 s alone on a loaded two-core machine,
    // so the limits below are hang guards with room, not speed checks.

    it('has no axe violations in the address, package and options steps, with errors shown', async () => {
      const order = await orderTo('Grace Hopper');
      const { user } = renderWithElements(<LabelPurchase orderId={order.object_id} defaultSender={SENDER} options={[...ALL_OPTIONS]} />);

      await screen.findByRole('textbox', { name: 'Full name' });
      await check();
      await submitAddresses(user);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await screen.findByText('Length is required.');
      await check();
      await fillDimensions(user);
      await submitStep(user, 'Options');
      await user.click(screen.getByRole('checkbox', { name: 'Insure this shipment' }));
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await screen.findByText('Insured value is required.');
      await check();
    });

    it('has no axe violations in the customs step, with errors shown', async () => {
      const order = await orderTo('Konrad Zuse');
      const { user } = renderWithElements(<LabelPurchase orderId={order.object_id} defaultSender={SENDER} />);
      await submitAddresses(user);
      await fillDimensions(user);
      await submitStep(user, 'Customs');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Contents type' }), 'OTHER');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await screen.findByText('Signed by is required.');
      await check();
    });

    it('has no axe violations in the rates, the confirmation, the result and the refund', async () => {
      const shipment = await shipmentTo();
      const { user } = renderWithElements(<LabelPurchase shipmentId={shipment.object_id} />);
      await radios();
      await user.click(screen.getByRole('button', { name: 'Review and buy' }));
      await screen.findByText('Choose a shipping service to continue.');
      await check();
      await user.click(screen.getAllByRole('radio')[0]!);
      const dialog = await openConfirmation(user);
      await check();
      await user.click(within(dialog).getByRole('button', { name: 'Buy label' }));
      await waitForStep('Your label is ready');
      await check();
      await user.click(screen.getByRole('button', { name: 'Void label' }));
      const refundDialog = await screen.findByRole('dialog', { name: 'Void this label?' });
      await check();
      await user.click(within(refundDialog).getByRole('button', { name: 'Void label' }));
      await screen.findByText('Your refund request is queued.', { selector: 'p' });
      await check();
    });

    it('says a carrier\'s known error in the reader\'s language, never its English sentence', async () => {
      const shipment = await shipmentTo({ ...RECIPIENT, name: 'Label Error Tester' });
      const { user } = renderWithElements(<LabelPurchase shipmentId={shipment.object_id} />, { provider: { locale: 'fr' } });
      await radios();
      await user.click(radioWithAttribute('CHEAPEST')!);
      await user.click(screen.getByRole('button', { name: 'Vérifier et acheter' }));
      const dialog = await screen.findByRole('dialog', { name: 'Acheter cette étiquette\u00a0?' });
      await user.click(within(dialog).getByRole('button', { name: 'Acheter l’étiquette' }));
      const sentence = await screen.findByText(/ n’a pas pu créer cette étiquette pour le moment\. Choisissez un autre tarif\.$/, undefined);
      expect(sentence.closest('[data-se-part="label-purchase-error-messages"]')).not.toBeNull();
      expect(screen.queryByText(/could not create this label/)).toBeNull();
      expect(screen.getByRole('button', { name: 'Choisir un autre tarif' })).toBeEnabled();
    });

    it('has no axe violations when a purchase ends in ERROR', async () => {
      const shipment = await shipmentTo({ ...RECIPIENT, name: 'Label Error Tester' });
      const { user } = renderWithElements(<LabelPurchase shipmentId={shipment.object_id} />);
      await radios();
      await user.click(radioWithAttribute('CHEAPEST')!);
      const dialog = await openConfirmation(user);
      await user.click(within(dialog).getByRole('button', { name: 'Buy label' }));
      await waitForStep('The carrier could not create this label');
      await check();
    });
  });
});

const ALL_OPTIONS = ['signature', 'insurance', 'saturdayDelivery', 'returnLabel', 'references', 'qrCode'] as const;
