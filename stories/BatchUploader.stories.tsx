import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { BatchUploader } from '../src';
import { createApiClient } from '../src/api/client';
import type { AddressInput } from '../src/api/resources/addresses';
import { createBatch, purchaseBatch, type BatchShipmentInput } from '../src/api/resources/batches';
import { listCarrierAccounts } from '../src/api/resources/carrier-accounts';
import { TEST_API, testSandbox } from '../test/msw-sandbox';
import { BLOCK_DOCS } from './docs/BlockDocsPage';

// The sandbox answers inside the browser through MSW; its clock is manual, so a story that needs a
// batch past VALIDATING moves it on in `beforeEach`.

const SENDER: AddressInput = { name: 'Shipping Desk', street1: '215 Clayton St', city: 'San Francisco', state: 'CA', zip: '94117', country: 'US' };

const FILE = [
  'Order,Recipient,Address,City,State,ZIP,Country,Weight,Unit,Length,Width,Height,Dimension unit',
  '#1001,Grace Hopper,1 Navy Yard Ave,Brooklyn,NY,11205,US,2.5,lb,10,8,4,in',
  '#1002,Ada Lovelace,300 W 57th St,New York,NY,,US,1,lb,10,8,4,in',
  '#1003,田中 花子,"1-1 Chiyoda, Chiyoda-ku",Tokyo,Tokyo,100-0001,JP,heavy,lb,10,8,4,in',
].join('\r\n');

function sandboxApi() {
  return createApiClient({
    baseUrl: TEST_API,
    auth: { apiKey: testSandbox().keys.test },
    fetch: (input, init) => testSandbox().fetch(new Request(input, init)),
  });
}

const shipmentTo = (name: string, street1: string, metadata: string): BatchShipmentInput => ({
  shipment: {
    address_from: SENDER,
    address_to: { name, street1, city: 'Brooklyn', state: 'NY', zip: '11205', country: 'US' },
    parcels: [{ length: '10', width: '8', height: '4', distance_unit: 'in', weight: '2', mass_unit: 'lb' }],
  },
  metadata,
});

/** A batch created by "the merchant's backend", moved on to `status`. */
async function batchIn(status: 'VALIDATING' | 'VALID' | 'INVALID' | 'PURCHASED'): Promise<string> {
  const api = sandboxApi();
  const accounts = await listCarrierAccounts(api, { service_levels: true });
  const account = accounts.results.find((candidate) => candidate.carrier === 'parcelwise');
  const shipments = [shipmentTo('Grace Hopper', '1 Navy Yard Ave', 'Order #1001'), shipmentTo('Margaret Hamilton', '77 Massachusetts Ave', 'Order #1002')];
  if (status === 'INVALID') {
    shipments.push(shipmentTo('Nobody Home', '1 Nowhere Rd', 'Order #1003'));
  }
  const batch = await createBatch(api, { default_carrier_account: account?.object_id ?? '', default_servicelevel_token: 'parcelwise_ground', batch_shipments: shipments });
  if (status !== 'VALIDATING') {
    await testSandbox().advance(2_000);
  }
  if (status === 'PURCHASED') {
    await purchaseBatch(api, batch.object_id);
    await testSandbox().advance(3_000);
  }
  return batch.object_id;
}

const meta = {
  title: 'Components/BatchUploader',
  component: BatchUploader,
  // The block's docs page: its TSDoc, props, states (these stories) and theming parts.
  tags: ['autodocs'],
  args: { sender: SENDER, onBatchCreated: fn(), onStatusChange: fn(), onPurchased: fn(), onError: fn() },
  parameters: {
    docs: {
      ...BLOCK_DOCS,
      description: {
        component:
          'Buys thousands of labels from one spreadsheet: upload a CSV or TSV, map its columns, fix or drop rows in a virtualized preview, choose the defaults, follow the validation, remove invalid shipments, confirm once, download the merged label files. The sandbox answers inside the browser.',
      },
    },
  },
} satisfies Meta<typeof BatchUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first step: a labelled file picker, a drop zone and the template. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Choose a file')).toHaveAttribute('type', 'file');
    await expect(canvas.getByRole('link', { name: 'Download the template' })).toHaveAttribute('download', 'batch-template.csv');
  },
};

/** A file that is not a batch is refused with a sentence that says what to do. */
export const Refused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(canvas.getByLabelText('Choose a file'), new File(['foo,bar\n1,2\n'], 'other.csv', { type: 'text/csv' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('None of the columns is one we know.');
  },
};

/** The rows of a file (read in a Web Worker), one fixed in place; the settings below. */
export const Preview: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.upload(canvas.getByLabelText('Choose a file'), new File([FILE], 'orders.csv', { type: 'text/csv' }));
    await canvas.findByText('3 rows: 1 ready, 2 to fix, 0 blank lines skipped', undefined, { timeout: 15_000 });
    const table = canvas.getByRole('table', { name: 'Rows of orders.csv' });
    // The rows mount a render after the rest of the preview, at the estimated height; the rows
    // to fix are taller, and once the browser has measured them no row overlaps the next.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    await waitFor(async () => {
      const boxes = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.getBoundingClientRect())
        .sort((a, b) => a.top - b.top);
      for (let index = 1; index < boxes.length; index += 1) {
        await expect(boxes[index]!.top).toBeGreaterThanOrEqual(boxes[index - 1]!.bottom - 0.5);
      }
    });
    await userEvent.type(await within(table).findByRole('textbox', { name: 'Line 3: Postal code' }), '10019{Enter}');
    await canvas.findByText('3 rows: 2 ready, 1 to fix, 0 blank lines skipped');
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

/** A row shipped abroad without customs is "to fix"; its declaration is filled in with LabelPurchase's customs step. */
export const CustomsToFill: Story = {
  play: async ({ canvas, userEvent }) => {
    const file = ['Order,Recipient,Address,City,ZIP,Country,Weight,Unit,Length,Width,Height,Dimension unit', '#2001,Alan Turing,78 High St,Manchester,M4 1EW,GB,1.5,lb,10,8,4,in'].join('\r\n');
    await userEvent.upload(canvas.getByLabelText('Choose a file'), new File([file], 'abroad.csv', { type: 'text/csv' }));
    await canvas.findByText(/^1 row: 0 ready, 1 to fix/, undefined, { timeout: 15_000 });
    await userEvent.click(await canvas.findByRole('button', { name: 'Fill in the customs declaration of line 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customs declaration, line 2' });
    await expect(within(dialog).getByRole('heading', { name: 'Customs declaration' })).toBeInTheDocument();
  },
};

/** The template's columns, customs included: a parcel abroad with two items, ready. */
export const CustomsInTheFile: Story = {
  play: async ({ canvas, userEvent }) => {
    const header = 'Order,Recipient,Address,City,ZIP,Country,Weight,Unit,Length,Width,Height,Dimension unit,Customs: signed by,Item 1: description,Item 1: quantity,Item 1: net weight,Item 1: value,Item 1: currency,Item 1: country of origin,Item 2: description,Item 2: quantity,Item 2: net weight,Item 2: value,Item 2: currency,Item 2: country of origin';
    const row = '#2002,Émilie du Châtelet,12 Rue de la Paix,Paris,75002,FR,2,lb,10,8,4,in,Dana Whitfield,Merino T-shirt,2,0.8,76.00,USD,PT,Ceramic Mug,1,1.1,18.50,USD,US';
    await userEvent.upload(canvas.getByLabelText('Choose a file'), new File([`${header}\r\n${row}`], 'abroad.csv', { type: 'text/csv' }));
    await canvas.findByText(/^1 row: 1 ready, 0 to fix/, undefined, { timeout: 15_000 });
  },
};

/** Just created: the shipments are being checked. */
export const Validating: Story = {
  args: { batchId: 'created in beforeEach' },
  async beforeEach({ args }) {
    args.batchId = await batchIn('VALIDATING');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Batch progress' })).toBeInTheDocument();
    await expect(canvas.getByText('Checking the shipments…')).toBeInTheDocument();
  },
};

/** A shipment the API cannot ship, with its message and a way to remove it. */
export const Invalid: Story = {
  args: { batchId: 'created in beforeEach' },
  async beforeEach({ args }) {
    args.batchId = await batchIn('INVALID');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Remove 1 invalid shipment' }, { timeout: 15_000 })).toBeEnabled();
    // The API's English sentence, in the catalogue's words.
    await expect(canvas.getByText('Recipient address could not be found. Check the street address and postal code.')).toBeInTheDocument();
  },
};

/**
 * Fixing an invalid shipment: a form with its fields (empty here: after a reload the block no
 * longer has the file), checked like a file's rows; it goes back into the batch.
 */
export const Fixing: Story = {
  args: { batchId: 'created in beforeEach' },
  async beforeEach({ args }) {
    args.batchId = await batchIn('INVALID');
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Fix shipment 3\b/ }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Fix shipment 3' });
    await expect(within(dialog).getByRole('textbox', { name: /^Reference/ })).toHaveValue('Order #1003');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to the batch again' }));
    await expect(await within(dialog).findByText('Recipient name is required.')).toBeInTheDocument();
    const fill: [RegExp, string][] = [
      [/^Recipient name/, 'Nobody Home'],
      [/^Street address/, '400 S Monroe St'],
      [/^City/, 'Springfield'],
      [/^State or province/, 'IL'],
      [/^Postal code/, '62701'],
      [/^Country code/, 'US'],
      [/^Weight(?! unit)/, '2'],
      [/^Length/, '10'],
      [/^Width/, '8'],
      [/^Height/, '4'],
    ];
    for (const [name, value] of fill) {
      await userEvent.type(within(dialog).getByRole('textbox', { name }), value);
    }
    // The units are chosen by name, never typed as the API's codes.
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /^Weight unit/ }), 'lb');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /^Dimension unit/ }), 'in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to the batch again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await testSandbox().advance(2_000);
    await expect(await canvas.findByRole('button', { name: 'Buy the labels' }, { timeout: 15_000 })).toBeInTheDocument();
  },
};

/** Every shipment ready; the purchase is confirmed in a dialog that states the count and the total. */
export const Confirming: Story = {
  args: { batchId: 'created in beforeEach' },
  async beforeEach({ args }) {
    args.batchId = await batchIn('VALID');
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Buy the labels' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy these labels?' });
    await waitFor(() => expect(dialog).toHaveAccessibleDescription(/^2 labels will be bought, in one batch, for a total of \$\d+\.\d\d\.$/));
    await expect(within(dialog).getByRole('button', { name: 'Buy 2 labels' })).toBeEnabled();
  },
};

/** Bought: the merged label files and each shipment's tracking number. */
export const Purchased: Story = {
  args: { batchId: 'created in beforeEach' },
  async beforeEach({ args }) {
    args.batchId = await batchIn('PURCHASED');
  },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'Labels, file 1 of 1' }, { timeout: 15_000 });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await waitFor(() => expect(canvas.getAllByText(/^Tracking number /)).toHaveLength(2));
  },
};

/** The batch could not be loaded: a retryable error. */
export const LoadError: Story = {
  args: { batchId: 'bat_missing' },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
    await waitFor(() => expect(args.onError).toHaveBeenCalled());
  },
};

/** The invalid batch in the dark theme. */
export const Dark: Story = {
  ...Invalid,
  globals: { theme: 'dark' },
};

/** The preview in French. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(canvas.getByLabelText('Choisir un fichier'), new File([FILE], 'commandes.csv', { type: 'text/csv' }));
    await expect(await canvas.findByRole('table', { name: 'Lignes de commandes.csv' }, { timeout: 15_000 })).toBeInTheDocument();
  },
};
