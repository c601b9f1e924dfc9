import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { useOrders } from '../src';
// The block is not in the public barrel yet (src/index.ts belongs to the lead); switch this to
// '../src' together with that export.
import { AddressForm, type AddressFormProps } from '../src';
import { addressHandlers } from '../test/msw/addresses';
import { BLOCK_DOCS } from './docs/BlockDocsPage';

const meta = {
  title: 'Components/AddressForm',
  component: AddressForm,
  // The block's docs page: its TSDoc, props, states (these stories) and theming parts.
  tags: ['autodocs'],
  args: { onSubmit: fn(), onError: fn(), onValueChange: fn() },
  parameters: {
    docs: {
      ...BLOCK_DOCS,
      description: {
        component:
          'Collects a postal address in the layout of its country, validates it with the shipping API (the sandbox answers inside the browser), offers the standardised version when the API has one, and hands the saved Address to onSubmit.',
      },
    },
  },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** Fills in a US address the way a person would; `street1` in lower case asks for a suggestion, a ZIP of another state for a correction. */
async function fillUsAddress({ canvas, userEvent }: PlayContext, street1 = '215 Clayton St', zip = '94117', state = 'CA') {
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country' }), 'US');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'Ada Lovelace');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Address line 1' }), street1);
  await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), 'San Francisco');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'State' }), state);
  await userEvent.type(canvas.getByRole('textbox', { name: 'ZIP code' }), zip);
}

/** "San Francisco, NY 94105" submitted: the sandbox could not verify it and suggests it in CA (issue 36). */
async function findCorrectionDialog(context: PlayContext) {
  await fillUsAddress(context, '1 Market St', '94105', 'NY');
  await submit(context);
  return screen.findByRole('dialog', { name: 'Did you mean this address?' });
}

/** The suggestion dialog: ui/Dialog, portalled into the form (the block's root). */
async function findSuggestionDialog() {
  return screen.findByRole('dialog', { name: 'Confirm your address' });
}

async function submit({ canvas, userEvent }: PlayContext) {
  await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
}

const US_ADDRESS: AddressFormProps['defaultValue'] = {
  name: 'Grace Hopper',
  company: 'Navy Yard Labs',
  street1: '1 Navy Yard Ave',
  city: 'Brooklyn',
  state: 'NY',
  zip: '11205',
  country: 'US',
  phone: '+1 718 555 0100',
  email: 'grace@example.test',
};

export const Default: Story = {
  play: async (context) => {
    await fillUsAddress(context);
    await submit(context);
    await waitFor(() => expect(context.args.onSubmit).toHaveBeenCalledOnce());
    await expect(context.canvas.getByText('Address verified')).toBeVisible();
  },
};

export const Sender: Story = {
  args: { mode: 'sender' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Ship from' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toBeRequired();
  },
};

/** Reads the newest order through the exported hook, as a host would, and prefills from it. */
function FormForNewestOrder(props: AddressFormProps) {
  const orders = useOrders({ results: 1 });
  const orderId = orders.data?.results[0]?.object_id;
  return orderId ? <AddressForm {...props} orderId={orderId} /> : null;
}

export const PrefilledFromOrder: Story = {
  render: (args) => <FormForNewestOrder {...args} />,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Full name' })).not.toHaveValue(''));
    await expect(canvas.getByRole('textbox', { name: 'Address line 1' })).not.toHaveValue('');
  },
};

export const ValidationError: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country' }), 'GB');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'Alan Turing');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Address line 1' }), '78 High St');
    await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), 'Manchester');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Postcode' }), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    const postcode = canvas.getByRole('textbox', { name: 'Postcode' });
    await expect(await canvas.findByText('Enter a valid postal code, for example SW1A 1AA.')).toBeVisible();
    await expect(postcode).toHaveAttribute('aria-invalid', 'true');
    await expect(postcode).toHaveFocus();
  },
};

export const InvalidAddress: Story = {
  play: async (context) => {
    await fillUsAddress(context, '215 Clayton St', '00000');
    await submit(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent('The address could not be found.');
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Suggestion: Story = {
  play: async (context) => {
    await fillUsAddress(context, '1 main street');
    await submit(context);
    const dialog = await findSuggestionDialog();
    await expect(within(dialog).getByRole('group', { name: 'We suggest' })).toHaveTextContent('1 Main St');
    await context.userEvent.click(within(dialog).getByRole('button', { name: 'Use suggested address' }));
    await waitFor(() => expect(context.args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ street1: '1 Main St' })));
  },
};

/** The suggestion step left open, so its layout, theme and accessibility can be reviewed. */
export const SuggestionDialog: Story = {
  play: async (context) => {
    await fillUsAddress(context, '1 main street');
    await submit(context);
    const dialog = await findSuggestionDialog();
    await expect(within(dialog).getByRole('button', { name: 'Use suggested address' })).toHaveFocus();
  },
};

/** Escape leaves the suggestion: back to the form, values kept, focus on its submit button. */
export const SuggestionDismissed: Story = {
  play: async (context) => {
    await fillUsAddress(context, '1 main street');
    await submit(context);
    const dialog = await findSuggestionDialog();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // The dialog is portalled into the form, the block's theme root.
    await expect(dialog.closest('[data-se-root]')).toBe(context.canvasElement.querySelector('form'));
    await context.userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(context.canvas.getByRole('button', { name: 'Save address' })).toHaveFocus();
    await expect(context.canvas.getByRole('textbox', { name: 'Address line 1' })).toHaveValue('1 main street');
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A ZIP code of another state: "Did you mean this address?" left open, the state the suggestion changes marked. */
export const CorrectionDialog: Story = {
  play: async (context) => {
    const dialog = await findCorrectionDialog(context);
    await expect(within(dialog).getByRole('group', { name: 'Suggested address' })).toHaveTextContent('CA (changed)');
    await expect(within(dialog).getByRole('button', { name: 'Yes, use this address' })).toHaveFocus();
  },
};

/** The suggestion taken: validated in turn, verified and saved, the fields showing it. */
export const CorrectionTaken: Story = {
  play: async (context) => {
    const dialog = await findCorrectionDialog(context);
    await context.userEvent.click(within(dialog).getByRole('button', { name: 'Yes, use this address' }));
    await expect(await context.canvas.findByText('Address verified')).toBeInTheDocument();
    await expect(context.canvas.getByRole('combobox', { name: 'State' })).toHaveValue('CA');
    await expect(context.args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ state: 'CA', zip: '94105' }));
  },
};

/** The person keeps what they entered: not saved, the form says why it is not verified. */
export const CorrectionKept: Story = {
  play: async (context) => {
    const dialog = await findCorrectionDialog(context);
    await context.userEvent.click(within(dialog).getByRole('button', { name: 'No, keep what I entered' }));
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent('This ZIP or postal code belongs to another state or province.');
    await expect(context.canvas.getByRole('combobox', { name: 'State' })).toHaveValue('NY');
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(addressHandlers.createFails(500));
  },
  play: async (context) => {
    await fillUsAddress(context);
    await submit(context);
    const alert = await context.canvas.findByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(context.args.onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'api', status: 500 }));
  },
};

export const ServerFieldErrors: Story = {
  beforeEach({ msw }) {
    msw.use(addressHandlers.createFieldErrors());
  },
  play: async (context) => {
    await fillUsAddress(context);
    await submit(context);
    await waitFor(() => expect(context.canvas.getByRole('textbox', { name: 'ZIP code' })).toHaveAccessibleDescription(/Check ZIP code: the shipping service did not accept it\./));
  },
};

export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(addressHandlers.createPending());
  },
  play: async (context) => {
    await fillUsAddress(context);
    await submit(context);
    await expect(await context.canvas.findByRole('button', { name: 'Checking address…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Controlled: Story = {
  render: function ControlledForm(args) {
    const [value, setValue] = React.useState<NonNullable<AddressFormProps['value']>>({ country: 'CA', name: 'Frances Allen' });
    return (
      <AddressForm
        {...args}
        value={value}
        onValueChange={(next) => {
          args.onValueChange?.(next);
          setValue(next);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), 'Toronto');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ city: 'Toronto', country: 'CA' }));
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: US_ADDRESS } };

export const ReadOnly: Story = { args: { readOnly: true, defaultValue: US_ADDRESS } };

/** Dark theme, with field errors showing so their contrast is checked too. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { mode: 'sender', defaultValue: { ...US_ADDRESS, phone: '', email: 'grace@' } },
  play: async (context) => {
    await submit(context);
    await expect(await context.canvas.findByText('Phone is required.')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Livrer à' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Pays' })).toHaveValue('FR');
  },
};

export const JapanLayout: Story = {
  args: { defaultValue: { country: 'JP', name: '田中 花子', zip: '100-0001', state: 'Tokyo', city: '千代田区', street1: '1-1 Chiyoda' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Prefecture' })).toHaveValue('Tokyo');
  },
};
