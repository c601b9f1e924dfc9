import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { TEST_API, testSandbox } from '../../../test/msw-sandbox';
import { renderWithElements } from '../../../test/render';
import { createApiClient } from '../../api/client';
import { createBatch, getBatch, purchaseBatch, type Batch } from '../../api/resources/batches';
import { listCarrierAccounts } from '../../api/resources/carrier-accounts';
import { createAddress } from '../../api/resources/addresses';
import { createOrder } from '../../api/resources/order-create';
import { getOrder, listOrders, type Order, type OrderFilters } from '../../api/resources/orders';
import { getShipment } from '../../api/resources/shipments';
import { getAllBatchShipments } from '../../queries/batches';
import { OrdersInbox } from './OrdersInbox';
import { giveElementsASize } from '../../../test/jsdom-layout';

giveElementsASize({ height: 2000 });

const merchantApi = () => createApiClient({ baseUrl: TEST_API, auth: { apiKey: testSandbox().keys.test }, retry: false });
const ordersWhere = async (filters: OrderFilters): Promise<Order[]> => (await listOrders(merchantApi(), { ...filters, results: 100 })).results;
const dataRows = () => within(screen.getByRole('grid')).getAllByRole('row').filter((row) => row.hasAttribute('data-index'));
const box = (order: Order) => screen.getByRole('checkbox', { name: `Select order ${order.order_number}` });
const root = () => document.querySelector('[data-se-part="orders-inbox"]');
const PARCEL = { length: '12', width: '9', height: '6' } as const;

type User = ReturnType<typeof renderWithElements>['user'];

async function accountOf(carrier: 'parcelwise' | 'kestrel' | 'bluebird') {
  const account = (await listCarrierAccounts(merchantApi(), { service_levels: true })).results.find((candidate) => candidate.carrier === carrier);
  if (!account) {
    throw new Error(`The sandbox has no ${carrier} account`);
  }
  return account;
}
const parcelwise = () => accountOf('parcelwise');

/** The settings step, filled in: the package, the account and service, and the customs signer when asked. */
async function fillSettings(user: User) {
  const account = await parcelwise();
  const accountSelect = await screen.findByRole('combobox', { name: /^Carrier account(?! for)/ });
  await waitFor(() => expect(accountSelect).toBeEnabled());
  for (const [name, value] of Object.entries(PARCEL)) {
    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${name}`, 'i') }), value);
  }
  await user.selectOptions(accountSelect, account.object_id);
  await user.selectOptions(screen.getByRole('combobox', { name: /^Service level(?! for)/ }), 'parcelwise_ground');
}

/** Buys the batch once it is valid, and waits for its labels. */
async function buyLabels(user: User, count: number) {
  await testSandbox().advance(2_000);
  expect(await screen.findByText('Every shipment is ready to buy.', { selector: 'p' }, { timeout: 20_000 })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Buy the labels' }));
  const dialog = await screen.findByRole('dialog', { name: 'Buy these labels?' });
  const buy = within(dialog).getByRole('button', { name: count === 1 ? 'Buy 1 label' : `Buy ${count} labels` });
  await waitFor(() => expect(buy).not.toHaveAttribute('aria-busy', 'true'), { timeout: 20_000 });
  // Two clicks in the same tick: the guard sends one purchase.
  fireEvent.click(buy);
  fireEvent.click(buy);
  // The purchase reached the sandbox: its clock may move on.
  expect(await screen.findByText('Buying the labels…', { selector: 'p' })).toBeInTheDocument();
  await testSandbox().advance(3_000);
  expect(await screen.findByText(count === 1 ? '1 order shipped: its label is below and in the list.' : `${count} orders shipped: their labels are below and in the list.`, undefined, { timeout: 20_000 })).toBeInTheDocument();
}

describe('OrdersInbox: ship selected orders as one batch', () => {
  it('ships a range of orders with one abroad as a batch: customs from its items, all bought, the orders shipped', async () => {
    const onBatchPurchased = vi.fn<(batch: Batch) => void>();
    const [first, second, abroad] = await ordersWhere({ order_status: ['PAID', 'PARTIALLY_FULFILLED'] });
    expect(abroad?.to_address?.country).toBe('GB');
    const { user, container } = renderWithElements(<OrdersInbox onBatchPurchased={onBatchPurchased} />);
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(3));
    await user.click(box(first!));
    await user.keyboard('{Shift>}');
    await user.click(box(abroad!));
    await user.keyboard('{/Shift}');
    await user.click(screen.getByRole('button', { name: 'Ship 3 orders as a batch' }));

    expect(await screen.findByText('3 orders go into this batch.', undefined)).toBeInTheDocument();
    expect(root()).toHaveAttribute('data-state', 'ship-many');
    await fillSettings(user);
    expect(screen.getByText('1 of them ships abroad: its items are declared to customs.')).toBeInTheDocument();
    // The preview rates one order of the selection, shipped at home.
    expect(await screen.findByText(`Rates for order ${first!.order_number}, one of the selection. Choosing a rate picks its carrier account and service level.`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create a batch of 3 orders' }));
    // The order abroad needs a service of its own (most carriers price that lane apart) and a signer.
    expect(await screen.findByText('Enter the name of the person who signs the customs declarations.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Carrier account for orders abroad/ })).toHaveAccessibleDescription('Choose a carrier account.');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Carrier account for orders abroad/ }), (await accountOf('kestrel')).object_id);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Service level for orders abroad/ }), 'kestrel_international_express');
    await user.type(screen.getByRole('textbox', { name: /^Customs declarations signed by/ }), 'Grace Hopper');
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Create a batch of 3 orders' }));
    expect(await screen.findByRole('progressbar', { name: 'Batch progress' })).toBeInTheDocument();

    await buyLabels(user, 3);
    expect(onBatchPurchased).toHaveBeenCalledOnce();
    const batch = onBatchPurchased.mock.calls[0]![0];
    expect(screen.getByRole('link', { name: 'Labels, file 1 of 1' })).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await waitFor(() => expect(screen.getAllByText(/^Tracking number /)).toHaveLength(3));
    expect(await axe(container)).toHaveNoViolations();

    // The API linked each label to its order and marked it shipped; the order abroad went with its items declared.
    for (const order of [first!, second!, abroad!]) {
      const now = await getOrder(merchantApi(), order.object_id);
      expect([now.order_status, now.transactions?.length]).toEqual(['SHIPPED', 1]);
    }
    const shipments = await getAllBatchShipments(merchantApi(), batch.object_id, undefined);
    expect(shipments.map((item) => item.servicelevel_token || batch.default_servicelevel_token)).toEqual(['parcelwise_ground', 'parcelwise_ground', 'kestrel_international_express']);
    const customs = (await getShipment(merchantApi(), shipments[2]!.shipment!)).customs_declaration;
    expect(customs).toBeTruthy();
    expect((await getShipment(merchantApi(), shipments[0]!.shipment!)).customs_declaration ?? null).toBeNull();

    // Back in the list, the shipped orders have left the orders to ship.
    await user.click(screen.getByRole('button', { name: 'Back to orders' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: `Select order ${first!.order_number}` })).not.toBeInTheDocument());
    expect(screen.getByText('0 orders selected')).toBeInTheDocument();
  });

  it('buys a second batch after "Back to orders": the review starts fresh for each batch', async () => {
    const [first, second, third, fourth] = (await ordersWhere({ order_status: ['PAID'] })).filter((order) => order.to_address?.country === 'US');
    const onBatchPurchased = vi.fn<(batch: Batch) => void>();
    const { user } = renderWithElements(<OrdersInbox defaultFilters={{ order_status: ['PAID'] }} onBatchPurchased={onBatchPurchased} />);
    for (const [one, other] of [
      [first!, second!],
      [third!, fourth!],
    ] as const) {
      await user.click(await screen.findByRole('checkbox', { name: `Select order ${one.order_number}` }));
      await user.click(box(other));
      await user.click(screen.getByRole('button', { name: 'Ship 2 orders as a batch' }));
      await fillSettings(user);
      await user.click(screen.getByRole('button', { name: 'Create a batch of 2 orders' }));
      expect(await screen.findByRole('progressbar', { name: 'Batch progress' })).toBeInTheDocument();
      await buyLabels(user, 2);
      await user.click(screen.getByRole('button', { name: 'Back to orders' }));
      await waitFor(() => expect(screen.queryByRole('checkbox', { name: `Select order ${one.order_number}` })).not.toBeInTheDocument());
    }
    // Two purchases, one per batch; every order of both is shipped.
    expect(onBatchPurchased).toHaveBeenCalledTimes(2);
    for (const order of [first!, second!, third!, fourth!]) {
      expect((await getOrder(merchantApi(), order.object_id)).order_status).toBe('SHIPPED');
    }
  }, 120_000);

  it('ships orders that all go abroad: no service at home asked for, only services that ship abroad offered', async () => {
    const abroad = (await ordersWhere({ order_status: ['PAID', 'PARTIALLY_FULFILLED'] })).find((order) => order.to_address?.country === 'GB')!;
    const onBatchPurchased = vi.fn<(batch: Batch) => void>();
    const { user, container } = renderWithElements(<OrdersInbox defaultFilters={{ order_status: ['PAID', 'PARTIALLY_FULFILLED'] }} onBatchPurchased={onBatchPurchased} />);
    await user.click(await screen.findByRole('checkbox', { name: `Select order ${abroad.order_number}` }));
    await user.click(screen.getByRole('button', { name: 'Ship 1 order as a batch' }));
    const abroadAccount = await screen.findByRole('combobox', { name: /^Carrier account for orders abroad/ });
    await waitFor(() => expect(abroadAccount).toBeEnabled());
    // Every order goes abroad: the service at home is neither shown nor required.
    expect(screen.queryByRole('combobox', { name: /^Carrier account(?! for)/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Service level(?! for)/ })).not.toBeInTheDocument();
    // Parcelwise ships at home only: it is no choice abroad.
    expect(within(abroadAccount).queryByRole('option', { name: /^Parcelwise/ })).not.toBeInTheDocument();
    await user.selectOptions(abroadAccount, (await accountOf('bluebird')).object_id);
    const abroadService = screen.getByRole('combobox', { name: /^Service level for orders abroad/ });
    expect(within(abroadService).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose…', 'International Standard']);
    for (const [name, value] of Object.entries(PARCEL)) {
      await user.type(screen.getByRole('textbox', { name: new RegExp(`^${name}`, 'i') }), value);
    }
    await user.selectOptions(abroadService, 'bluebird_international');
    await user.type(screen.getByRole('textbox', { name: /^Customs declarations signed by/ }), 'Grace Hopper');
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Create a batch of 1 order' }));
    expect(await screen.findByRole('progressbar', { name: 'Batch progress' })).toBeInTheDocument();
    await buyLabels(user, 1);
    const batch = onBatchPurchased.mock.calls[0]![0];
    expect([batch.default_carrier_account, batch.default_servicelevel_token]).toEqual([(await accountOf('bluebird')).object_id, 'bluebird_international']);
  });

  it('flags a selected order that already has a label and leaves it out unless included', async () => {
    const [labelled, open] = await ordersWhere({ order_status: ['PAID'] });
    const account = await parcelwise();
    const sent = await createBatch(merchantApi(), {
      default_carrier_account: account.object_id,
      default_servicelevel_token: 'parcelwise_ground',
      batch_shipments: [{ metadata: `order:${labelled!.object_id}`, shipment: { address_from: { name: 'Shipping Desk', street1: '215 Clayton St', city: 'San Francisco', state: 'CA', zip: '94117', country: 'US' }, address_to: { name: 'Grace Hopper', street1: '1 Navy Yard Ave', city: 'Brooklyn', state: 'NY', zip: '11205', country: 'US' }, parcels: [{ length: '10', width: '8', height: '4', distance_unit: 'in', weight: '1', mass_unit: 'lb' }] } }],
    });
    await testSandbox().advance(2_000);
    await purchaseBatch(merchantApi(), sent.object_id);
    await testSandbox().advance(5_000);

    const onBatchPurchased = vi.fn<(batch: Batch) => void>();
    const { user, container } = renderWithElements(<OrdersInbox defaultFilters={{ order_status: ['PAID', 'SHIPPED'] }} onBatchPurchased={onBatchPurchased} />);
    await user.click(await screen.findByRole('checkbox', { name: `Select order ${labelled!.order_number}` }));
    await user.click(box(open!));
    await user.click(screen.getByRole('button', { name: 'Ship 2 orders as a batch' }));

    const flagged = await screen.findByRole('region', { name: 'Orders that already have a label' });
    const include = within(flagged).getByRole('checkbox', { name: `Include order ${labelled!.order_number} anyway` });
    expect(include).not.toBeChecked();
    expect(screen.getByText('1 order goes into this batch.')).toBeInTheDocument();
    await user.click(include);
    expect(screen.getByText('2 orders go into this batch.')).toBeInTheDocument();
    await user.click(include);
    expect(await axe(container)).toHaveNoViolations();

    await fillSettings(user);
    await user.click(screen.getByRole('button', { name: 'Create a batch of 1 order' }));
    // The batch exists in the sandbox (its progress shows) before the sandbox's clock moves: moved
    // earlier, the clock passes before the validation is scheduled, and it never runs.
    expect(await screen.findByRole('progressbar', { name: 'Batch progress' })).toBeInTheDocument();
    await testSandbox().advance(2_000);
    expect(await screen.findByText('Every shipment is ready to buy.', { selector: 'p' }, { timeout: 20_000 })).toBeInTheDocument();
    const shipments = screen.getByRole('list', { name: 'Shipments of the batch' });
    expect(within(shipments).getAllByRole('listitem')).toHaveLength(1);
    expect(within(shipments).getByText(new RegExp(`Reference ${open!.order_number}`))).toBeInTheDocument();
  });

  it('holds back refunded and unpaid orders with a sentence per group, and takes one in when included', async () => {
    const unlabelled = (order: Order) => (order.transactions?.length ?? 0) === 0;
    const refunded = (await ordersWhere({ order_status: ['REFUNDED'] })).find(unlabelled)!;
    const unpaid = (await ordersWhere({ order_status: ['AWAITPAY'] })).find(unlabelled)!;
    const [paid] = await ordersWhere({ order_status: ['PAID'] });
    const { user, container } = renderWithElements(<OrdersInbox defaultFilters={{ order_status: ['PAID', 'REFUNDED', 'AWAITPAY'] }} />);
    for (const order of [refunded, unpaid, paid!]) {
      await user.click(await screen.findByRole('checkbox', { name: `Select order ${order.order_number}` }));
    }
    await user.click(screen.getByRole('button', { name: 'Ship 3 orders as a batch' }));
    const refundedGroup = await screen.findByRole('region', { name: 'Refunded orders' });
    expect(within(refundedGroup).getByText('The customer was paid back: they are left out unless you include them.')).toBeInTheDocument();
    const unpaidGroup = screen.getByRole('region', { name: 'Orders awaiting payment' });
    expect(within(unpaidGroup).getByText('They are not paid yet: they are left out unless you include them.')).toBeInTheDocument();
    expect(screen.getByText('1 order goes into this batch.')).toBeInTheDocument();
    await user.click(within(unpaidGroup).getByRole('checkbox', { name: `Include order ${unpaid.order_number} anyway` }));
    expect(screen.getByText('2 orders go into this batch.')).toBeInTheDocument();
    expect(within(refundedGroup).getByRole('checkbox', { name: `Include order ${refunded.order_number} anyway` })).not.toBeChecked();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('fixes an order the batch refused and buys it with the others', async () => {
    const nowhere = await createOrder(merchantApi(), {
      placed_at: new Date(Date.UTC(2026, 10, 23, 14, 0, 0)).toISOString(),
      order_number: '#9001',
      order_status: 'PAID',
      to_address: { name: 'Nobody Home', street1: '1 Nowhere Rd', city: 'Springfield', state: 'IL', zip: '62701', country: 'US' },
      weight: '2',
      weight_unit: 'lb',
    });
    const [, next] = await ordersWhere({ order_status: ['PAID'] });
    const onBatchPurchased = vi.fn<(batch: Batch) => void>();
    const { user, container } = renderWithElements(<OrdersInbox defaultFilters={{ order_status: ['PAID'] }} onBatchPurchased={onBatchPurchased} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select order #9001' }));
    await user.click(box(next!));
    await user.click(screen.getByRole('button', { name: 'Ship 2 orders as a batch' }));
    await fillSettings(user);
    await user.click(screen.getByRole('button', { name: 'Create a batch of 2 orders' }));
    // The batch exists in the sandbox (its progress shows) before the sandbox's clock moves: moved
    // earlier, the clock passes before the validation is scheduled, and it never runs.
    expect(await screen.findByRole('progressbar', { name: 'Batch progress' })).toBeInTheDocument();
    await testSandbox().advance(2_000);

    expect(await screen.findByText('Some shipments cannot be shipped. Remove them to buy the others.', undefined, { timeout: 20_000 })).toBeInTheDocument();
    const toFix = screen.getByRole('list', { name: 'Shipments to fix' });
    expect(within(toFix).getByText('To Nobody Home, Springfield, US · Reference #9001')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(toFix).getByRole('button', { name: /^Fix shipment 1\b/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Fix shipment 1' });
    const street = within(dialog).getByRole('textbox', { name: /^Street address/ });
    expect(street).toHaveValue('1 Nowhere Rd');
    await user.clear(street);
    await user.type(street, '400 S Monroe St');
    await user.click(within(dialog).getByRole('button', { name: 'Add to the batch again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await buyLabels(user, 2);
    // The fixed shipment kept its link to the order: both orders are shipped.
    expect((await getOrder(merchantApi(), nowhere.object_id)).order_status).toBe('SHIPPED');
    expect((await getOrder(merchantApi(), next!.object_id)).order_status).toBe('SHIPPED');
    expect((await getBatch(merchantApi(), onBatchPurchased.mock.calls[0]![0].object_id)).status).toBe('PURCHASED');
  });

  it('preselects the host’s default sender as the batch’s ship-from: the stored address at its place', async () => {
    const eastDock = { name: 'East Dock', street1: '10 Water St', city: 'New York', state: 'NY', zip: '10004', country: 'US', phone: '+1 212 555 0100', email: 'dock@northwind.example' };
    // Stored once, then copied with another name, as forms do: the older one stands for the place.
    const stored = await createAddress(merchantApi(), eastDock);
    await createAddress(merchantApi(), { ...eastDock, name: 'Dock copy' });
    const [first, second] = await ordersWhere({ order_status: ['PAID'] });
    const { user } = renderWithElements(<OrdersInbox defaultFilters={{ order_status: ['PAID'] }} defaultSender={{ ...eastDock, street1: '10 WATER ST.' }} />);
    await user.click(await screen.findByRole('checkbox', { name: `Select order ${first!.order_number}` }));
    await user.click(box(second!));
    await user.click(screen.getByRole('button', { name: 'Ship 2 orders as a batch' }));
    const shipFrom = await screen.findByRole('combobox', { name: /^Ship from/ });
    expect(shipFrom).toHaveValue(stored.object_id);
    expect(shipFrom).toHaveDisplayValue('East Dock, 10 Water St, New York, US');
  });
});
