import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useCarrierAccounts, useShippingElements } from '../src';
import { GuideBlock } from './guide-parts';

/** A headless consumer: the hooks a host uses to build its own UI. */
function CarrierAccountsList() {
  const { messages } = useShippingElements();
  const accounts = useCarrierAccounts({ service_levels: true });
  return (
    <GuideBlock title="Carrier accounts (useCarrierAccounts)">
      {accounts.isPending && <p role="status">{messages.common.loading}</p>}
      {accounts.isError && <p role="alert">{accounts.error.message}</p>}
      {accounts.data && (
        <ul>
          {accounts.data.results.map((account) => (
            <li key={account.object_id}>
              {account.carrier_name} — {(account.service_levels ?? []).map((level) => level.name).join(', ')}
            </li>
          ))}
        </ul>
      )}
    </GuideBlock>
  );
}

const meta = {
  title: 'Guides/Provider',
  component: CarrierAccountsList,
  parameters: {
    docs: {
      description: {
        component:
          'ShippingElementsProvider holds the short-lived token in memory, exposes the typed client to the hooks, and renders no DOM. Here the sandbox answers inside the browser through MSW.',
      },
    },
  },
} satisfies Meta<typeof CarrierAccountsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HeadlessHooks: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Parcelwise — Ground/)).toBeVisible();
    await expect(canvas.getByText(/Kestrel Express/)).toBeVisible();
  },
};
