// OrdersInbox's flows load on first use (ui/load-on-use.tsx). When the connection drops before
// one is fetched, the block says so where the flow would be, and the list stays: before, the
// failed import reached no error boundary and took the whole block down. A file of its own: a
// flow's code, once loaded, is the page's for the rest of the file, so each test reads fresh
// modules (the block's and the provider's, so both share one context).
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { giveElementsASize } from '../../../test/jsdom-layout';

giveElementsASize({ height: 2000 });

afterEach(() => {
  vi.doUnmock('./ShipDialog');
  vi.resetModules();
});

async function freshInbox() {
  const { OrdersInbox } = await import('./OrdersInbox');
  const { renderWithElements } = await import('../../../test/render');
  return renderWithElements(<OrdersInbox />);
}

describe('OrdersInbox’s flows, loaded on first use', () => {
  it('says so in place of the ship dialog when its code cannot load, keeps the list, and goes back to it on "Close"', async () => {
    vi.resetModules();
    vi.doMock('./ShipDialog', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { user, container } = await freshInbox();
    const [ship] = await screen.findAllByRole('button', { name: /^Ship order / });
    await user.click(ship!);

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('You seem to be offline. Check your internet connection and try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    expect(screen.getByRole('grid')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.querySelector('[data-se-part="orders-inbox"]')).toHaveAttribute('data-state', 'list');
    expect(ship).toHaveFocus();
  });

  it('opens the ship dialog on "Try again" once the connection is back', async () => {
    vi.resetModules();
    vi.doMock('./ShipDialog', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { user } = await freshInbox();
    const [ship] = await screen.findAllByRole('button', { name: /^Ship order / });
    const name = ship!.getAttribute('aria-label')!;
    await user.click(ship!);
    await screen.findByRole('alert');

    vi.doUnmock('./ShipDialog');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
