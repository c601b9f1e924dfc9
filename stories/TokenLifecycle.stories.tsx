import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as React from 'react';
import { useOrders, useShippingElements, type TokenEvent } from '../src';
import { testSandbox } from '../test/msw-sandbox';
import { GuideBlock } from './guide-parts';

function describeEvent(event: TokenEvent): string {
  switch (event.type) {
    case 'token.refreshing':
      return `token.refreshing (${event.reason})`;
    case 'token.refresh_failed':
      return `token.refresh_failed (retry in ${event.retryInMs} ms)`;
    case 'token.refreshed':
    case 'token.expiring':
    case 'token.expired':
      return event.type;
    default:
      return event satisfies never;
  }
}

/** Shows the token events while orders load; a button makes the API refuse the current token. */
function TokenLifecycle() {
  const { tokenSource } = useShippingElements();
  const [log, setLog] = React.useState<string[]>([]);
  React.useEffect(() => tokenSource.subscribe((event) => setLog((lines) => [...lines, describeEvent(event)])), [tokenSource]);
  const orders = useOrders({ results: 3 });
  return (
    <GuideBlock title="Token lifecycle">
      <p>{orders.data ? `${orders.data.results.length} orders loaded` : 'Loading orders…'}</p>
      <button
        type="button"
        data-se-part="button"
        onClick={() => {
          // Past the 12-hour lifetime on the API's clock: the next request gets a 401, and the
          // provider refreshes once and replays it without the user noticing.
          void testSandbox()
            .advance(13 * 3_600_000)
            .then(() => orders.refetch());
        }}
      >
        Expire the token on the API
      </button>
      <ol aria-label="Token events">
        {log.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ol>
    </GuideBlock>
  );
}

const meta = {
  title: 'Guides/Token lifecycle',
  component: TokenLifecycle,
  parameters: {
    docs: {
      description: {
        component:
          'The provider fetches a token eagerly, refreshes it ahead of expiry, shares one refresh among all requests, and after a 401 refreshes once and replays the request once. Events never carry the token.',
      },
    },
  },
} satisfies Meta<typeof TokenLifecycle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RefreshAfterRejection: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('3 orders loaded')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Expire the token on the API' }));
    await expect(await canvas.findByText('token.refreshing (rejected)')).toBeVisible();
    const events = canvas.getByRole('list', { name: 'Token events' });
    await expect(events).toHaveTextContent(/token\.refreshing \(initial\).*token\.refreshed.*token\.refreshing \(rejected\)/);
  },
};
