import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { TEST_API, testSandbox } from '../../../test/msw-sandbox';
import { server } from '../../../test/msw-server';
import { renderWithElements } from '../../../test/render';
import { createApiClient } from '../../api/client';
import type { ShippingElementsError } from '../../api/errors';
import type { AddressInput } from '../../api/resources/addresses';
import { createBatch, getBatch, purchaseBatch, type Batch, type BatchShipmentInput } from '../../api/resources/batches';
import { listOrders, type OrderStatus } from '../../api/resources/orders';
import { createOrder } from '../../api/resources/order-create';
import { getShipment } from '../../api/resources/shipments';
import { getAllBatchShipments } from '../../queries/batches';
import { listCarrierAccounts } from '../../api/resources/carrier-accounts';
import type { ShippingElementsEvent } from '../../provider/events';
import { BatchUploader } from './BatchUploader';
import { giveElementsASize } from '../../../test/jsdom-layout';

// ---------------------------------------------------------------------------------------------
// Helpers: the block talks to the in-process sandbox through MSW; the sandbox's clock is manual,
// so a test moves it on to let the background validation and purchase run.
// ---------------------------------------------------------------------------------------------

const SENDER: AddressInput = {
  name: 'Shipping Desk',
  street1: '215 Clayton St',
  city: 'San Francisco',
  state: 'CA',
  zip: '94117',
  country: 'US',
};

const HEADER = 'Order,Recipient,Address,City,State,ZIP,Country,Weight,Unit,Length,Width,Height,Dimension unit';
const FILE = [
  HEADER,
  '#1001,Grace Hopper,1 Navy Yard Ave,Brooklyn,NY,11205,US,2.5,lb,10,8,4,in',
  '#1002,Ada Lovelace,300 W 57th St,New York,NY,,US,1,lb,10,8,4,in',
  '#1003,Bad Weight,4800 Oak Grove Dr,Pasadena,CA,91109,US,heavy,lb,10,8,4,in',
  '#1004,Nobody Home,1 Nowhere Rd,Springfield,IL,62701,US,1,lb,10,8,4,in',
].join('\r\n');

function csvFile(content: string, name = 'orders.csv') {
  return new File([content], name, { type: 'text/csv' });
}

function merchantApi() {
  return createApiClient({ baseUrl: TEST_API, auth: { apiKey: testSandbox().keys.test }, retry: false });
}

async function parcelwise() {
  const page = await listCarrierAccounts(merchantApi(), { service_levels: true });
  const account = page.results.find((candidate) => candidate.carrier === 'parcelwise');
  if (!account) {
    throw new Error('The sandbox has no parcelwise account');
  }
  return account;
}

/** Counts the batch purchase requests that reach the network. */
function countPurchaseRequests() {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && /\/batches\/[^/]+\/purchase\/?$/.test(new URL(request.url).pathname)) {
      count += 1;
    }
  };
  server.events.on('request:start', listener);
  cleanups.push(() => server.events.removeListener('request:start', listener));
  return { count: () => count };
}
const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  localStorage.clear();
});

giveElementsASize({ height: 600 });

function batchIdOf(onBatchCreated: { mock: { calls: [Batch][] } }): string {
  const id = onBatchCreated.mock.calls[0]?.[0].object_id;
  if (!id) {
    throw new Error('No batch was created');
  }
  return id;
}

/** The expected total, worked out in the test from the API: each VALID shipment's rate at its service level. */
async function totalOf(batchId: string): Promise<string> {
  const api = merchantApi();
  const batch = await getBatch(api, batchId);
  let cents = 0;
  let currency = '';
  for (const item of await getAllBatchShipments(api, batchId, undefined)) {
    if (item.status !== 'VALID' || !item.shipment) {
      continue;
    }
    const shipment = await getShipment(api, item.shipment);
    const rate = shipment.rates?.find((candidate) => candidate.servicelevel?.token === (item.servicelevel_token || batch.default_servicelevel_token));
    cents += Math.round(Number(rate?.amount) * 100);
    currency = rate?.currency ?? '';
  }
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(cents / 100);
}

async function upload(user: ReturnType<typeof renderWithElements>['user'], content: string, name?: string) {
  await user.upload(screen.getByLabelText('Choose a file'), csvFile(content, name));
}

async function chooseDefaults(user: ReturnType<typeof renderWithElements>['user']) {
  const account = await parcelwise();
  const accountSelect = await screen.findByRole('combobox', { name: /default carrier account/i });
  await waitFor(() => expect(accountSelect).toBeEnabled());
  await user.selectOptions(accountSelect, account.object_id);
  await user.selectOptions(screen.getByRole('combobox', { name: /default service level/i }), 'parcelwise_ground');
}

// ---------------------------------------------------------------------------------------------

describe('BatchUploader', () => {
  it('buys the labels of a spreadsheet: fix a row, drop one, remove the invalid shipment, buy once', async () => {
    const onBatchCreated = vi.fn<(batch: Batch) => void>();
    const onPurchased = vi.fn<(batch: Batch) => void>();
    const events: ShippingElementsEvent[] = [];
    const purchases = countPurchaseRequests();
    const { user, container } = renderWithElements(<BatchUploader sender={SENDER} onBatchCreated={onBatchCreated} onPurchased={onPurchased} />, {
      provider: { onEvent: (event) => events.push(event) },
    });
    expect(container.querySelector('[data-se-part="batch-uploader"]')).toHaveAttribute('data-state', 'idle');

    await upload(user, FILE);
    expect(await screen.findByText('4 rows: 2 ready, 2 to fix, 0 blank lines skipped')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rows of orders.csv' });
    // The rows mount a turn after the rest of the preview.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    // No row has a warning: the status column takes a word's width, leaving the room to the fields.
    expect(within(table).getAllByRole('row')[1]!.style.gridTemplateColumns).toMatch(/^5rem 8rem /);

    // Fix the missing postal code of line 3 in place; drop line 4.
    const zip = within(table).getByRole('textbox', { name: 'Line 3: Postal code' });
    expect(zip).toHaveAccessibleDescription('Postal code is required.');
    await user.type(zip, '10019{Enter}');
    await user.click(within(table).getByRole('button', { name: 'Remove line 4' }));
    expect(await screen.findByText('3 rows: 3 ready, 0 to fix, 0 blank lines skipped')).toBeInTheDocument();

    await chooseDefaults(user);
    await user.click(screen.getByRole('button', { name: 'Create a batch of 3 shipments' }));
    await waitFor(() => expect(onBatchCreated).toHaveBeenCalledOnce());
    expect(onBatchCreated.mock.calls[0]?.[0]).toMatchObject({ status: 'VALIDATING' });
    // The review's code loads on first use: on a busy machine its chunk may arrive after the callback.
    expect(await screen.findByRole('progressbar', { name: 'Batch progress' })).toBeInTheDocument();

    // The sandbox validates in the background: the shipment to nowhere ends INVALID.
    await testSandbox().advance(2_000);
    expect(await screen.findByText('Some shipments cannot be shipped. Remove them to buy the others.')).toBeInTheDocument();
    // Only the shipments to fix are listed, and the API's English sentence is the catalogue's.
    const shipments = screen.getByRole('list', { name: 'Shipments to fix' });
    // The shipment keeps the name it had in the preview (its line), with its recipient and reference.
    expect(within(shipments).getAllByRole('button', { name: /^Fix line/ })).toHaveLength(1);
    expect(within(shipments).getByText('Line 5')).toBeInTheDocument();
    expect(within(shipments).getByText('To Nobody Home, Springfield, US · Reference #1004')).toBeInTheDocument();
    expect(within(shipments).getByText('Recipient address could not be found. Check the street address and postal code.')).toBeInTheDocument();
    expect(within(shipments).queryByText(/The recipient address could not be found/)).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: 'Remove 1 invalid shipment' }));
    expect(await screen.findByText('Every shipment is ready to buy.', { selector: 'p' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Buy the labels' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy these labels?' });
    // The total is the sum of each shipment's rate at its service level, added up from the API.
    const expectedTotal = await totalOf(batchIdOf(onBatchCreated));
    await waitFor(() => expect(dialog).toHaveAccessibleDescription(`2 labels will be bought, in one batch, for a total of ${expectedTotal}.`));
    // Two clicks in the same tick, before "pending" renders: only the block's guard stops the second.
    const buy = within(dialog).getByRole('button', { name: 'Buy 2 labels' });
    fireEvent.click(buy);
    fireEvent.click(buy);
    expect(await screen.findByText('Buying the labels…', { selector: 'p' })).toBeInTheDocument();

    await testSandbox().advance(3_000);
    // The hook polls with a backoff (1 s, 1.5 s, 2.25 s…), which by now has grown.
    expect(await screen.findByText('The labels are bought.', { selector: 'p' }, { timeout: 20_000 })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Labels, file 1 of 1' });
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link.getAttribute('href')).toMatch(/^https?:\/\//);
    // Each label's tracking number loads on its own: wait for both, not for the first.
    await waitFor(() => expect(screen.getAllByText(/^Tracking number /)).toHaveLength(2));

    expect(purchases.count()).toBe(1);
    expect(onPurchased).toHaveBeenCalledOnce();
    const statuses = events.flatMap((event) => (event.type === 'batch.status_changed' ? [event.batch.status] : []));
    expect(statuses).toEqual(['VALIDATING', 'INVALID', 'VALID', 'PURCHASING', 'PURCHASED']);
    expect(events.filter((event) => event.type === 'batch.purchased')).toHaveLength(1);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('fixes an invalid shipment in a form and adds it to the batch again', async () => {
    const onBatchCreated = vi.fn<(batch: Batch) => void>();
    const { user, container } = renderWithElements(<BatchUploader sender={SENDER} onBatchCreated={onBatchCreated} />);
    await upload(user, [HEADER, FILE.split('\r\n')[1], FILE.split('\r\n')[4]].join('\n'));
    expect(await screen.findByText('2 rows: 2 ready, 0 to fix, 0 blank lines skipped')).toBeInTheDocument();
    await chooseDefaults(user);
    await user.click(screen.getByRole('button', { name: 'Create a batch of 2 shipments' }));
    await waitFor(() => expect(onBatchCreated).toHaveBeenCalledOnce());
    await testSandbox().advance(2_000);
    expect(await screen.findByText('Some shipments cannot be shipped. Remove them to buy the others.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Fix line 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fix line 3' });
    // Prefilled with what was sent, and checked as a file's rows are.
    const street = within(dialog).getByRole('textbox', { name: /^Street address/ });
    expect(street).toHaveValue('1 Nowhere Rd');
    expect(within(dialog).getByText('Recipient address could not be found. Check the street address and postal code.')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /^Postal code/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to the batch again' }));
    expect(await within(dialog).findByText('Postal code is required.')).toBeInTheDocument();
    expect(await axe(dialog)).toHaveNoViolations();

    await user.type(within(dialog).getByRole('textbox', { name: /^Postal code/ }), '62701');
    await user.clear(street);
    await user.type(street, '400 S Monroe St');
    await user.click(within(dialog).getByRole('button', { name: 'Add to the batch again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await testSandbox().advance(2_000);
    expect(await screen.findByText('Every shipment is ready to buy.', { selector: 'p' })).toBeInTheDocument();
    const batch = await getBatch(merchantApi(), batchIdOf(onBatchCreated));
    expect(batch.batch_shipments?.results.map((item) => [item.metadata, item.status])).toEqual([
      ['#1001', 'VALID'],
      ['#1004', 'VALID'],
    ]);
    expect(container.querySelector('[data-se-part="batch-uploader"]')).toHaveAttribute('data-state', 'valid');
  });

  it('follows every page of a batch of more than 100 shipments', async () => {
    const account = await parcelwise();
    const recipient = { street1: '1 Navy Yard Ave', city: 'Brooklyn', state: 'NY', zip: '11205', country: 'US' };
    const parcel = { length: '10', width: '8', height: '4', distance_unit: 'in', weight: '1', mass_unit: 'lb' } as const;
    const shipments: BatchShipmentInput[] = Array.from({ length: 150 }, (_, index) => ({
      metadata: `R-${index + 1}`,
      shipment: { address_from: SENDER, address_to: { ...recipient, name: `Recipient ${index + 1}`, ...(index === 129 ? { street1: '1 Nowhere Rd' } : {}) }, parcels: [parcel] },
    }));
    const batch = await createBatch(merchantApi(), { default_carrier_account: account.object_id, default_servicelevel_token: 'parcelwise_ground', batch_shipments: shipments });
    await testSandbox().advance(3_000);
    const expectedTotal = await totalOf(batch.object_id);
    // The block reads the shipments' rates for the total a page of 100 at a time, never one by one.
    const shipmentReads = { byId: 0, listed: 0 };
    const countReads = ({ request }: { request: Request }) => {
      const path = new URL(request.url).pathname;
      if (request.method === 'GET' && /^\/shipments\/[^/]+\/?$/.test(path)) {
        shipmentReads.byId += 1;
      } else if (request.method === 'GET' && /^\/shipments\/?$/.test(path)) {
        shipmentReads.listed += 1;
      }
    };
    server.events.on('request:start', countReads);
    cleanups.push(() => server.events.removeListener('request:start', countReads));

    const { user } = renderWithElements(<BatchUploader sender={SENDER} batchId={batch.object_id} />);
    // The invalid shipment is on the second page: the block finds it.
    const toFix = await screen.findByRole('list', { name: 'Shipments to fix' });
    expect(within(toFix).getByText('R-130')).toBeInTheDocument();
    expect(screen.getByText('149 ready, 1 invalid')).toBeInTheDocument();
    await user.click(within(toFix).getByRole('button', { name: /^Remove shipment 130\b/ }));
    expect(await screen.findByText('Every shipment is ready to buy.', { selector: 'p' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Buy the labels' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy these labels?' });
    await waitFor(() => expect(dialog).toHaveAccessibleDescription(`149 labels will be bought, in one batch, for a total of ${expectedTotal}.`));
    expect(shipmentReads).toEqual({ byId: 0, listed: 2 });
    await user.click(within(dialog).getByRole('button', { name: 'Buy 149 labels' }));
    expect(await screen.findByText('Buying the labels…', { selector: 'p' })).toBeInTheDocument();
    await testSandbox().advance(5_000);
    expect(await screen.findByText('The labels are bought.', { selector: 'p' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('149 bought, 0 failed, of 149')).toBeInTheDocument();
    // Every page of results is in the list (virtualized: the items say how many there are).
    const results = await screen.findByRole('list', { name: 'Result of each shipment' });
    await waitFor(() => expect(within(results).getByText('R-1').closest('li')).toHaveAttribute('aria-setsize', '149'));
    expect(screen.getAllByRole('link', { name: /^Labels, file \d of 2$/ })).toHaveLength(2);
  });

  it('refuses files it cannot use, saying what to do', async () => {
    const { user } = renderWithElements(<BatchUploader sender={SENDER} />);
    await upload(user, '', 'empty.csv');
    expect(await screen.findByRole('alert')).toHaveTextContent('This file has no rows.');
    await upload(user, 'foo,bar\n1,2\n');
    expect(await screen.findByRole('alert')).toHaveTextContent('None of the columns is one we know.');
    await upload(user, '\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR', 'label.png');
    expect(await screen.findByRole('alert')).toHaveTextContent('This is not a text file.');
  });

  it('downloads the rows to fix as a CSV, each with what to fix', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    vi.stubGlobal('URL', Object.assign(class extends URL {}, URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:test/${blobs.size}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: () => undefined,
    }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.get(this.href)! });
    });
    try {
      const { user } = renderWithElements(<BatchUploader sender={SENDER} />);
      await upload(user, FILE);
      await user.click(await screen.findByRole('button', { name: 'Download the rows to fix (CSV)' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]!.name).toBe('orders-to-fix.csv');
      const lines = (await saved[0]!.blob.text()).replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe(`Line,${HEADER},Errors`);
      expect(lines.slice(1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual(['3,#1002', '4,#1003']);
      expect(lines).toHaveLength(3);
      expect(lines[1]).toMatch(/postal code/i);
      expect(lines[2]).toMatch(/weight/i);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      click.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('keeps fixed cells and dropped rows when a column is mapped afterwards', async () => {
    const { user } = renderWithElements(<BatchUploader sender={SENDER} />);
    // "Code" is not a header the block recognises: the postal code is unmapped, every row to fix.
    await upload(user, FILE.replace(',ZIP,', ',Code,'));
    expect(await screen.findByText('4 rows: 0 ready, 4 to fix, 0 blank lines skipped')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rows of orders.csv' });
    await user.type(await within(table).findByRole('textbox', { name: 'Line 4: Weight' }), '{Control>}a{/Control}3{Enter}');
    await user.click(within(table).getByRole('button', { name: 'Remove line 2' }));
    expect(await screen.findByText('3 rows: 0 ready, 3 to fix, 0 blank lines skipped')).toBeInTheDocument();

    const postalCode = screen.getByRole('combobox', { name: /postal code/i });
    await user.selectOptions(postalCode, 'Code');
    // Line 3 has no postal code; line 4 keeps its fixed weight; line 2 stays dropped.
    expect(await screen.findByText('3 rows: 2 ready, 1 to fix, 0 blank lines skipped')).toBeInTheDocument();
    // Mapping the last missing field leaves the panel open, the select where it was and focused.
    expect(postalCode).toBeVisible();
    expect(postalCode).toHaveFocus();
    expect(postalCode).toHaveDisplayValue('Code');
    expect(within(table).queryByRole('button', { name: 'Remove line 2' })).not.toBeInTheDocument();
    expect(within(table).getByRole('textbox', { name: 'Line 3: Postal code' })).toBeInTheDocument();
  });

  it('says so when a column change cannot be applied because the file cannot be read again', async () => {
    const { user } = renderWithElements(<BatchUploader sender={SENDER} />);
    const file = csvFile(FILE.replace(',ZIP,', ',Code,'));
    await user.upload(screen.getByLabelText('Choose a file'), file);
    expect(await screen.findByText('4 rows: 0 ready, 4 to fix, 0 blank lines skipped')).toBeInTheDocument();
    // The file was moved or changed on disk after it was chosen.
    vi.spyOn(file, 'text').mockRejectedValue(new DOMException('The file changed', 'NotReadableError'));

    const postalCode = screen.getByRole('combobox', { name: /postal code/i });
    await user.selectOptions(postalCode, 'Code');
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be read again, so the column was not changed. Choose the file again.');
    // Nothing changed behind the message: the rows and their counts are as they were.
    expect(screen.getByText('4 rows: 0 ready, 4 to fix, 0 blank lines skipped')).toBeInTheDocument();
    expect(postalCode).not.toHaveDisplayValue('Code');
  });

  it('remembers the column mapping for the next file', async () => {
    const { user } = renderWithElements(<BatchUploader sender={SENDER} />);
    await upload(user, 'Ref,Recipient\nA-1,Ada\n');
    await screen.findByText(/1 row:/);
    const reference = screen.getByRole('combobox', { name: 'Reference' });
    expect(reference).toHaveDisplayValue('Ref');
    await user.selectOptions(screen.getByRole('combobox', { name: /recipient name/i }), '');
    await user.selectOptions(reference, 'Recipient');
    await waitFor(() => expect(JSON.parse(localStorage.getItem('shipping-elements:batch-uploader:mapping') ?? '{}')).toEqual({ metadata: 'Recipient' }));
  });

  it('uses a mapping remembered in another tab since the block mounted', async () => {
    const key = 'shipping-elements:batch-uploader:mapping';
    const { user } = renderWithElements(<BatchUploader sender={SENDER} />);
    // The block reads the remembered mapping (none yet) while the page is idle after it mounts.
    await new Promise((resolve) => setTimeout(resolve, 300));
    localStorage.setItem(key, JSON.stringify({ metadata: 'Recipient' }));
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: localStorage.getItem(key) }));
    await upload(user, 'Ref,Recipient\nA-1,Ada\n');
    await screen.findByText(/1 row:/);
    expect(screen.getByRole('combobox', { name: 'Reference' })).toHaveDisplayValue('Recipient');
  });

  it('changes the service of every invalid shipment at once, and they come back valid', async () => {
    const onBatchCreated = vi.fn<(batch: Batch) => void>();
    const bluebird = (await listCarrierAccounts(merchantApi(), { service_levels: true })).results.find((candidate) => candidate.carrier === 'bluebird')!;
    const { user, container } = renderWithElements(<BatchUploader sender={SENDER} onBatchCreated={onBatchCreated} />);
    // Two rows ask Bluebird for a service of another carrier: the API refuses them.
    await upload(
      user,
      [
        `${HEADER},Carrier account,Service level`,
        '#2001,Grace Hopper,1 Navy Yard Ave,Brooklyn,NY,11205,US,2.5,lb,10,8,4,in,,',
        `#2002,Ada Lovelace,300 W 57th St,New York,NY,10019,US,1,lb,10,8,4,in,${bluebird.object_id},kestrel_priority`,
        `#2003,Alan Kay,4800 Oak Grove Dr,Pasadena,CA,91109,US,1,lb,10,8,4,in,${bluebird.object_id},kestrel_priority`,
      ].join('\n'),
    );
    expect(await screen.findByText('3 rows: 3 ready, 0 to fix, 0 blank lines skipped')).toBeInTheDocument();
    await chooseDefaults(user);
    await user.click(screen.getByRole('button', { name: 'Create a batch of 3 shipments' }));
    expect(await screen.findByRole('progressbar', { name: 'Batch progress' })).toBeInTheDocument();
    await testSandbox().advance(2_000);
    expect(await screen.findByText('Some shipments cannot be shipped. Remove them to buy the others.', undefined)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change the service of all 2 invalid shipments' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the service of 2 invalid shipments' });
    const account = within(dialog).getByRole('combobox', { name: /^Carrier account/ });
    await waitFor(() => expect(account).toBeEnabled());
    await user.selectOptions(account, bluebird.object_id);
    // Both go to the United States: the services offered are those at home.
    const service = within(dialog).getByRole('combobox', { name: /^Service level/ });
    expect(within(service).queryByRole('option', { name: 'International Standard' })).not.toBeInTheDocument();
    await user.selectOptions(service, 'Standard Parcel');
    expect(await axe(dialog)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Change the service' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await testSandbox().advance(2_000);
    expect(await screen.findByText('Every shipment is ready to buy.', { selector: 'p' })).toBeInTheDocument();
    const items = await getAllBatchShipments(merchantApi(), batchIdOf(onBatchCreated), undefined);
    expect(items.map((item) => [item.status, item.servicelevel_token ?? ''])).toEqual([
      ['VALID', ''],
      ['VALID', 'bluebird_standard'],
      ['VALID', 'bluebird_standard'],
    ]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('resumes a batch from its id after a reload', async () => {
    const account = await parcelwise();
    const batch = await createBatch(merchantApi(), {
      default_carrier_account: account.object_id,
      default_servicelevel_token: 'parcelwise_ground',
      batch_shipments: [{ shipment: { address_from: SENDER, address_to: { name: 'Grace Hopper', street1: '1 Navy Yard Ave', city: 'Brooklyn', state: 'NY', zip: '11205', country: 'US' }, parcels: [{ length: '10', width: '8', height: '4', distance_unit: 'in', weight: '1', mass_unit: 'lb' }] } }],
    });
    await testSandbox().advance(2_000);
    const { container } = renderWithElements(<BatchUploader sender={SENDER} batchId={batch.object_id} />);
    expect(await screen.findByRole('button', { name: 'Buy the labels' })).toBeInTheDocument();
    expect(container.querySelector('[data-se-part="batch-uploader"]')).toHaveAttribute('data-state', 'valid');
  });

  it('fixes a shipment abroad the API refused for want of customs: its fields, then LabelPurchase’s customs step', async () => {
    const page = await listCarrierAccounts(merchantApi(), { service_levels: true });
    const bluebird = page.results.find((candidate) => candidate.carrier === 'bluebird')!;
    const abroad = { name: 'Alan Turing', street1: '78 High St', city: 'Manchester', zip: 'M4 1EW', country: 'GB' };
    const parcel = { length: '10', width: '8', height: '4', distance_unit: 'in', weight: '1', mass_unit: 'lb' } as const;
    const batch = await createBatch(merchantApi(), {
      default_carrier_account: bluebird.object_id,
      default_servicelevel_token: 'bluebird_international',
      // Sent with a service that ships at home only: the shipment abroad is refused.
      batch_shipments: [{ shipment: { address_from: SENDER, address_to: abroad, parcels: [parcel] }, carrier_account: bluebird.object_id, servicelevel_token: 'bluebird_first_class' }],
    });
    await testSandbox().advance(2_000);
    // After a reload: the block no longer has the file, so the dialog asks for the details again.
    const { user } = renderWithElements(<BatchUploader sender={SENDER} batchId={batch.object_id} />);
    const list = await screen.findByRole('list', { name: 'Shipments to fix' });
    expect(within(list).getByText('This international shipment needs a customs declaration before a label can be bought.')).toBeInTheDocument();
    // Each button's name says which shipment once, not "Fix shipment 1 (Shipment 1)".
    await user.click(within(list).getByRole('button', { name: 'Fix shipment 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fix shipment 1' });
    const fill: Array<[RegExp, string]> = [
      [/^Recipient name/, abroad.name], [/^Street address/, abroad.street1], [/^City/, abroad.city], [/^Postal code/, abroad.zip], [/^Country code/, abroad.country],
      [/^Weight(?! unit)/, '1'], [/^Length/, '10'], [/^Width/, '8'], [/^Height/, '4'],
    ];
    for (const [name, value] of fill) {
      await user.type(within(dialog).getByRole('textbox', { name }), value);
    }
    // Units, carrier account and service are chosen by name, not typed as the API's values; the
    // order's id is not asked for.
    expect(within(dialog).queryByRole('textbox', { name: /^(Weight unit|Dimension unit|Carrier account|Service level|Order ID)/i })).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Weight unit/ }), 'Pounds');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Dimension unit/ }), 'Inches');
    const account = within(dialog).getByRole('combobox', { name: /^Carrier account/ });
    await waitFor(() => expect(account).toBeEnabled());
    expect(account).toHaveDisplayValue(new RegExp(`^Bluebird Post`));
    // Abroad, the account's services are those that ship abroad: First Class is gone.
    const service = within(dialog).getByRole('combobox', { name: /^Service level/ });
    await waitFor(() => expect(within(service).getAllByRole('option').map((option) => option.textContent)).toEqual(['The batch’s default', 'International Standard']));
    await user.selectOptions(service, 'International Standard');
    await user.click(within(dialog).getByRole('button', { name: 'Add to the batch again' }));
    // Abroad: the same dialog goes on to the customs step of a single label.
    expect(await within(dialog).findByRole('heading', { name: 'Customs declaration' })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Item description/ }), 'Merino T-shirt');
    await user.type(within(dialog).getByRole('textbox', { name: /^Net weight/ }), '0.8');
    await user.type(within(dialog).getByRole('textbox', { name: /^Value(?! currency)/ }), '76.00');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Country of origin/ }), 'PT');
    await user.type(within(dialog).getByRole('textbox', { name: /^Signed by/ }), 'Dana Whitfield');
    await user.click(within(dialog).getByRole('checkbox'));
    expect(await axe(dialog)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await testSandbox().advance(2_000);
    expect(await screen.findByText('Every shipment is ready to buy.', { selector: 'p' })).toBeInTheDocument();
    const [item] = await getAllBatchShipments(merchantApi(), batch.object_id, undefined);
    expect(item!.servicelevel_token).toBe('bluebird_international');
    const shipment = await getShipment(merchantApi(), item!.shipment as string);
    expect(shipment.customs_declaration).toBeTruthy();
  });

  it('flags the rows of orders that already have a label, so a batch does not buy them again unnoticed', async () => {
    const account = await parcelwise();
    const [shipped, open] = (await listOrders(merchantApi(), { results: 2 })).results;
    const batch = await createBatch(merchantApi(), {
      default_carrier_account: account.object_id,
      default_servicelevel_token: 'parcelwise_ground',
      batch_shipments: [{ shipment: { address_from: SENDER, address_to: { name: 'Grace Hopper', street1: '1 Navy Yard Ave', city: 'Brooklyn', state: 'NY', zip: '11205', country: 'US' }, parcels: [{ length: '10', width: '8', height: '4', distance_unit: 'in', weight: '1', mass_unit: 'lb' }] }, metadata: `order:${shipped!.object_id}` }],
    });
    await testSandbox().advance(2_000);
    await purchaseBatch(merchantApi(), batch.object_id);
    await testSandbox().advance(5_000);
    const { user } = renderWithElements(<BatchUploader sender={SENDER} />);
    const rows = [shipped!, open!].map((order) => `${order.order_number},${order.object_id},Grace Hopper,1 Navy Yard Ave,Brooklyn,NY,11205,US,1,lb,10,8,4,in`);
    await upload(user, ['Order,Order ID,Recipient,Address,City,State,ZIP,Country,Weight,Unit,Length,Width,Height,Dimension unit', ...rows].join('\n'));
    const warning = await screen.findByText(`Order ${shipped!.order_number} already has a label: buying this one ships it again. Remove the line unless that is what you want.`, undefined);
    expect(warning).toBeInTheDocument();
    // The status column holding the warning is at least 18rem wide (it was 8rem: six lines of text).
    expect(warning.closest<HTMLElement>('[role="row"]')!.style.gridTemplateColumns).toMatch(/^5rem minmax\(18rem, 2fr\) /);
    expect(screen.queryByText(new RegExp(`Order ${open!.order_number} already`))).not.toBeInTheDocument();
  });

  it('warns on the rows of refunded, unpaid, cancelled and unknown orders, as the inbox holds them back (issue 36), and not on a paid one', async () => {
    const statuses: OrderStatus[] = ['REFUNDED', 'AWAITPAY', 'CANCELLED', 'UNKNOWN', 'PAID'];
    const orders = await Promise.all(
      statuses.map((order_status, index) =>
        createOrder(merchantApi(), { placed_at: '2026-11-20T10:00:00Z', order_number: `#CSV-${index}`, order_status, to_address: { name: 'Grace Hopper', street1: '1 Navy Yard Ave', city: 'Brooklyn', state: 'NY', zip: '11205', country: 'US' } }),
      ),
    );
    const { user } = renderWithElements(<BatchUploader sender={SENDER} />);
    const rows = orders.map((order) => `${order.order_number},${order.object_id},Grace Hopper,1 Navy Yard Ave,Brooklyn,NY,11205,US,1,lb,10,8,4,in`);
    await upload(user, ['Order,Order ID,Recipient,Address,City,State,ZIP,Country,Weight,Unit,Length,Width,Height,Dimension unit', ...rows].join('\n'));

    const table = await screen.findByRole('table');
    // The row of an order, by its reference cell.
    const rowOf = (reference: string) => within(table).getByRole('cell', { name: reference }).closest<HTMLElement>('[role="row"]')!;
    expect(await within(table).findByText('Order #CSV-0 was refunded to the customer. Remove the line unless you mean to ship it.', undefined)).toBeInTheDocument();
    expect(within(rowOf('#CSV-0')).getByText(/was refunded/)).toBeInTheDocument();
    expect(within(rowOf('#CSV-1')).getByText('Order #CSV-1 is not paid yet. Remove the line unless you mean to ship it.')).toBeInTheDocument();
    expect(within(rowOf('#CSV-2')).getByText('Order #CSV-2 was cancelled. Remove the line unless you mean to ship it.')).toBeInTheDocument();
    expect(within(rowOf('#CSV-3')).getByText('The state of order #CSV-3 is not known. Check it, and remove the line unless you mean to ship it.')).toBeInTheDocument();
    expect(within(rowOf('#CSV-4')).getByRole('cell', { name: 'Ready' })).toBeInTheDocument();
    expect(within(rowOf('#CSV-4')).queryByText(/Remove the line/)).not.toBeInTheDocument();
  });

  it('offers the rows abroad only services that ship abroad and those at home only the others, and sends each its own (issue 36)', async () => {
    const bluebird = (await listCarrierAccounts(merchantApi(), { service_levels: true })).results.find((account) => account.carrier === 'bluebird')!;
    const onBatchCreated = vi.fn<(batch: Batch) => void>();
    const { user } = renderWithElements(<BatchUploader sender={SENDER} onBatchCreated={onBatchCreated} />);
    const customs = 'Contents type,Non-delivery option,Incoterm,EEL/PFC,customs_signer,item1_description,item1_quantity,item1_net_weight,item1_mass_unit,item1_value_amount,item1_value_currency,item1_origin_country';
    await upload(
      user,
      [
        `${HEADER},${customs}`,
        '#2001,Grace Hopper,1 Navy Yard Ave,Brooklyn,NY,11205,US,1,lb,10,8,4,in,,,,,,,,,,,,',
        '#2002,Alan Turing,78 High St,Manchester,,M4 1EW,GB,1,lb,10,8,4,in,MERCHANDISE,RETURN,DDU,NOEEI_30_37_a,Grace Hopper,Merino T-shirt,1,0.8,lb,76.00,USD,PT',
      ].join('\n'),
    );

    const homeAccount = await screen.findByRole('combobox', { name: /^Default carrier account$/ });
    await waitFor(() => expect(homeAccount).toBeEnabled());
    await user.selectOptions(homeAccount, bluebird.object_id);
    const homeService = screen.getByRole('combobox', { name: /^Default service level$/ });
    expect(within(homeService).queryByRole('option', { name: 'International Standard' })).not.toBeInTheDocument();
    await user.selectOptions(homeService, 'First Class');

    await user.click(screen.getByRole('button', { name: 'Create a batch of 2 shipments' }));
    // The rows abroad need their own service: asked for, not sent without.
    expect(await screen.findByText('Choose a carrier account for the rows abroad.')).toBeInTheDocument();
    expect(onBatchCreated).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Default carrier account for rows abroad$/ }), bluebird.object_id);
    const abroadService = screen.getByRole('combobox', { name: /^Default service level for rows abroad$/ });
    expect(within(abroadService).queryByRole('option', { name: 'First Class' })).not.toBeInTheDocument();
    expect(within(abroadService).queryByRole('option', { name: 'Standard Parcel' })).not.toBeInTheDocument();
    await user.selectOptions(abroadService, 'International Standard');
    await user.click(screen.getByRole('button', { name: 'Create a batch of 2 shipments' }));

    await waitFor(() => expect(onBatchCreated).toHaveBeenCalledTimes(1));
    const batch = onBatchCreated.mock.calls[0]![0];
    expect(batch).toMatchObject({ default_carrier_account: bluebird.object_id, default_servicelevel_token: 'bluebird_first_class' });
    await testSandbox().advance(2_000);
    const items = await getAllBatchShipments(merchantApi(), batch.object_id, undefined);
    expect(items.map((item) => item.servicelevel_token ?? null)).toContain('bluebird_international');
  });

  it('asks no default for the rows abroad when each carries its own service columns, as the demo’s sample file does (issue 36)', async () => {
    const bluebird = (await listCarrierAccounts(merchantApi(), { service_levels: true })).results.find((account) => account.carrier === 'bluebird')!;
    const onBatchCreated = vi.fn<(batch: Batch) => void>();
    const { user } = renderWithElements(<BatchUploader sender={SENDER} onBatchCreated={onBatchCreated} />);
    const customs = 'Carrier account,Service level,Contents type,Non-delivery option,Incoterm,EEL/PFC,customs_signer,item1_description,item1_quantity,item1_net_weight,item1_mass_unit,item1_value_amount,item1_value_currency,item1_origin_country';
    await upload(
      user,
      [
        `${HEADER},${customs}`,
        '#2001,Grace Hopper,1 Navy Yard Ave,Brooklyn,NY,11205,US,1,lb,10,8,4,in,,,,,,,,,,,,,,',
        `#2002,Alan Turing,78 High St,Manchester,,M4 1EW,GB,1,lb,10,8,4,in,${bluebird.object_id},bluebird_international,MERCHANDISE,RETURN,DDU,NOEEI_30_37_a,Grace Hopper,Merino T-shirt,1,0.8,lb,76.00,USD,PT`,
      ].join('\n'),
    );
    const account = await screen.findByRole('combobox', { name: /^Default carrier account$/ });
    await waitFor(() => expect(account).toBeEnabled());
    expect(screen.queryByRole('combobox', { name: /for rows abroad$/ })).not.toBeInTheDocument();
    await user.selectOptions(account, bluebird.object_id);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Default service level$/ }), 'Standard Parcel');
    await user.click(screen.getByRole('button', { name: 'Create a batch of 2 shipments' }));
    await waitFor(() => expect(onBatchCreated).toHaveBeenCalledTimes(1));
  });

  it('offers a file whose every row goes abroad one default, of services that ship abroad (issue 36)', async () => {
    const bluebird = (await listCarrierAccounts(merchantApi(), { service_levels: true })).results.find((account) => account.carrier === 'bluebird')!;
    const { user } = renderWithElements(<BatchUploader sender={SENDER} />);
    const customs = 'Contents type,Non-delivery option,Incoterm,EEL/PFC,customs_signer,item1_description,item1_quantity,item1_net_weight,item1_mass_unit,item1_value_amount,item1_value_currency,item1_origin_country';
    await upload(user, [`${HEADER},${customs}`, '#2002,Alan Turing,78 High St,Manchester,,M4 1EW,GB,1,lb,10,8,4,in,MERCHANDISE,RETURN,DDU,NOEEI_30_37_a,Grace Hopper,Merino T-shirt,1,0.8,lb,76.00,USD,PT'].join('\n'));
    const account = await screen.findByRole('combobox', { name: /^Default carrier account for rows abroad$/ });
    await waitFor(() => expect(account).toBeEnabled());
    expect(screen.queryByRole('combobox', { name: /^Default carrier account$/ })).not.toBeInTheDocument();
    await user.selectOptions(account, bluebird.object_id);
    const service = screen.getByRole('combobox', { name: /^Default service level for rows abroad$/ });
    expect(within(service).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose…', 'International Standard']);
  });

  it('shows a retryable error when the batch cannot be loaded, and reports it', async () => {
    const onError = vi.fn<(error: ShippingElementsError) => void>();
    renderWithElements(<BatchUploader sender={SENDER} batchId="bat_missing" onError={onError} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'api', status: 404 }));
  });
});
