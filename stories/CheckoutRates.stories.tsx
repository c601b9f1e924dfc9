import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { CheckoutRates, type FetchCheckoutOptions } from '../src/checkout';
import { MUG, SHOPPER_ADDRESS, checkoutRoute, seedCheckoutGroups } from '../test/checkout-route';
import { BLOCK_DOCS } from './docs/BlockDocsPage';

// The shopper's side of rates at checkout (issue 40). No provider is needed (the preview's is
// ignored): each story's `fetchOptions` hands the address and cart to a real
// `createCheckoutRatesHandler` route, which asks the in-browser sandbox for the store's options.

/** The store's route: the options the sandbox's service groups give. */
const storeRoute: FetchCheckoutOptions = checkoutRoute();

const meta = {
  title: 'Components/CheckoutRates',
  component: CheckoutRates,
  tags: ['autodocs'],
  args: { fetchOptions: storeRoute, address: SHOPPER_ADDRESS, cart: [MUG] },
  argTypes: { fetchOptions: { control: false } },
  async beforeEach() {
    await seedCheckoutGroups();
  },
  render: (args, { globals }) => (
    <CheckoutRates {...args} locale={typeof globals.locale === 'string' ? globals.locale : 'en'} theme={globals.theme === 'dark' ? 'dark' : 'light'} />
  ),
  parameters: {
    docs: {
      ...BLOCK_DOCS,
      description: {
        component:
          'The shipping options of a shop’s checkout as the shopper sees them: the merchant’s options as a radio group with prices and estimates, and how much more the cart needs for free shipping. No provider, no token: `fetchOptions` reaches the merchant’s own route (`createCheckoutRatesHandler`). Import it from `shipping-elements/checkout`.',
      },
    },
  },
} satisfies Meta<typeof CheckoutRates>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A cart of $37.50: Standard and Express, and $12.51 more for free shipping. */
export const Ready: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('radio', { name: /^Standard/ });
    await expect(canvasElement.querySelector('[data-se-part="checkout-rates"]')).toHaveAttribute('data-state', 'ready');
    await expect(canvasElement.querySelector('[data-se-part="checkout-rates-free-shipping"]')).not.toBeNull();
  },
};

/** A cart of $75.00: free shipping is one of the options. */
export const FreeShipping: Story = {
  args: { cart: [{ ...MUG, quantity: 2, total_price: '75.00' }] },
  play: async ({ canvas }) => {
    await canvas.findAllByRole('radio');
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
  },
};

/** The shopper chose Express with the keyboard. */
export const Chosen: Story = {
  play: async ({ canvas }) => {
    const standard = await canvas.findByRole('radio', { name: /^Standard/ });
    await userEvent.click(standard);
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getAllByRole('radio')[1]).toBeChecked();
  },
};

/** The route has not answered yet. */
export const Loading: Story = {
  args: { fetchOptions: () => new Promise(() => undefined) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-se-part="checkout-rates"]')).toHaveAttribute('data-state', 'loading');
  },
};

/** The store has no option for this address. */
export const Empty: Story = {
  async beforeEach() {
    await seedCheckoutGroups({ groups: 'none' });
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-se-part="checkout-rates"]')).toHaveAttribute('data-state', 'empty'));
  },
};

/** The route refused (here: too many requests from this shopper); the shopper can try again. */
export const Failed: Story = {
  args: { fetchOptions: checkoutRoute({ maxRequests: 0 }) },
  play: async ({ canvas }) => {
    await canvas.findByRole('alert');
    await expect(canvas.getByRole('button')).toBeVisible();
  },
};

/** No country yet: nothing is asked. */
export const Incomplete: Story = {
  args: { address: { ...SHOPPER_ADDRESS, country: '' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-se-part="checkout-rates"]')).toHaveAttribute('data-state', 'incomplete');
  },
};
