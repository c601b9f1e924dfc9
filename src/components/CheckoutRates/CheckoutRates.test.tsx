import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { MUG, SHOPPER_ADDRESS, checkoutRoute, seedCheckoutGroups } from '../../../test/checkout-route';
import type { CheckoutOption, FetchCheckoutOptions } from '../../api/checkout-options';
import { CheckoutRates } from './CheckoutRates';

// No ShippingElementsProvider anywhere in this file: the block is on a shop's public checkout page.
describe('CheckoutRates', () => {
  it('shows the store’s options as a radio group, with prices and estimates, and how much more is free', async () => {
    await seedCheckoutGroups();
    const { container } = render(<CheckoutRates fetchOptions={checkoutRoute()} address={SHOPPER_ADDRESS} cart={[MUG]} />);
    const group = screen.getByRole('group', { name: 'Shipping' });
    expect(group).toHaveAttribute('data-state', 'loading');
    expect(within(group).getByRole('status')).toHaveTextContent('Getting shipping options…');
    expect(await axe(container)).toHaveNoViolations();

    const standard = await within(group).findByRole('radio', { name: /^Standard \$\d+\.\d{2}$/ });
    expect(group).toHaveAttribute('data-state', 'ready');
    expect(standard).toHaveAccessibleDescription(/^Tracked to your door · \d+ business days?$/);
    expect(within(group).getByRole('radio', { name: 'Express $19.00' })).not.toBeChecked();
    // The cart of $37.50 must exceed $50: free shipping is not offered, and the gap is said.
    expect(within(group).queryByRole('radio', { name: /Free shipping/ })).not.toBeInTheDocument();
    expect(within(group).getByText('$12.51 more for free shipping')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('is chosen with the keyboard as a radio group, and tells the host which option', async () => {
    await seedCheckoutGroups();
    const onSelect = vi.fn<(option: CheckoutOption) => void>();
    const user = userEvent.setup();
    render(<CheckoutRates fetchOptions={checkoutRoute()} address={SHOPPER_ADDRESS} cart={[MUG]} onSelect={onSelect} />);
    const standard = await screen.findByRole('radio', { name: /^Standard/ });
    await user.tab();
    expect(standard).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const express = screen.getByRole('radio', { name: 'Express $19.00' });
    expect(express).toBeChecked();
    expect(express).toHaveFocus();
    expect(onSelect).toHaveBeenLastCalledWith({ id: 'Express', name: 'Express', description: null, amount: '19.00', currency: 'USD', estimated_days: expect.any(Number) as number });
    // Tab leaves the group: one stop for the whole radio group.
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('asks again when the cart changes, aborting the request in flight it replaces, and offers free shipping above the threshold', async () => {
    await seedCheckoutGroups();
    const route = checkoutRoute();
    // The route, reached once the test lets the first request through: it is in flight until then.
    let letThrough = () => undefined as void;
    const gate = new Promise<void>((resolve) => (letThrough = resolve));
    const signals: AbortSignal[] = [];
    const held: FetchCheckoutOptions = async (input) => {
      signals.push(input.signal);
      await gate;
      return route(input);
    };
    const { rerender, container } = render(<CheckoutRates fetchOptions={held} address={SHOPPER_ADDRESS} cart={[MUG]} />);
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    // The shopper adds a second mug before the first answer came.
    rerender(<CheckoutRates fetchOptions={held} address={SHOPPER_ADDRESS} cart={[{ ...MUG, quantity: 2, total_price: '75.00' }]} />);
    expect(signals[0]?.aborted).toBe(true);
    letThrough();
    expect(await screen.findByRole('radio', { name: 'Free shipping Free' })).toBeInTheDocument();
    expect(signals).toHaveLength(2);
    expect(signals[1]?.aborted).toBe(false);
    expect(screen.queryByText(/more for free shipping/)).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    // The same cart as new objects asks nothing more.
    rerender(<CheckoutRates fetchOptions={held} address={{ ...SHOPPER_ADDRESS }} cart={[{ ...MUG, quantity: 2, total_price: '75.00' }]} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(signals).toHaveLength(2);
  });

  it('asks once for a postcode typed key by key, once it settled, not once per key', async () => {
    await seedCheckoutGroups();
    const route = checkoutRoute();
    const at = (zip: string) => <CheckoutRates fetchOptions={route} address={{ ...SHOPPER_ADDRESS, zip }} cart={[MUG]} />;
    // The block's own clock only, pinned: 100 ms between keys, then the 300 ms it waits.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { rerender } = render(at('1'));
      for (const zip of ['11', '112', '1120', '11205']) {
        void act(() => vi.advanceTimersByTime(100));
        rerender(at(zip));
      }
      void act(() => vi.advanceTimersByTime(300));
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByRole('radio', { name: /^Standard/ })).toBeInTheDocument();
    expect(route.asked.map((input) => input.address.zip)).toEqual(['11205']);
  });

  it('says so when the store has no option for the address', async () => {
    await seedCheckoutGroups({ groups: 'none' });
    const { container } = render(<CheckoutRates fetchOptions={checkoutRoute()} address={SHOPPER_ADDRESS} cart={[MUG]} />);
    expect(await screen.findByText('No shipping options are available for this address.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Shipping' })).toHaveAttribute('data-state', 'empty');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows a failure with a retry that asks again (the route refused: too many requests)', async () => {
    await seedCheckoutGroups();
    let now = Date.UTC(2026, 10, 23, 15, 0, 0);
    const route = checkoutRoute({ maxRequests: 1, windowMs: 60_000, now: () => now });
    const user = userEvent.setup();
    const { rerender, container } = render(<CheckoutRates fetchOptions={route} address={SHOPPER_ADDRESS} cart={[MUG]} />);
    await screen.findByRole('radio', { name: /^Standard/ });
    rerender(<CheckoutRates fetchOptions={route} address={SHOPPER_ADDRESS} cart={[MUG, MUG]} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Shipping options could not be loaded.');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    // A minute later the route takes requests again.
    now += 60_000;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'Free shipping Free' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks nothing until the address has a country and the cart a line', async () => {
    const route = checkoutRoute();
    const { container, rerender } = render(<CheckoutRates fetchOptions={route} address={{ ...SHOPPER_ADDRESS, country: '' }} cart={[MUG]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Enter your address to see shipping options.');
    rerender(<CheckoutRates fetchOptions={route} address={SHOPPER_ADDRESS} cart={[]} />);
    await act(() => Promise.resolve());
    expect(route.asked).toEqual([]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('speaks the shopper’s language and writes their money, with the host’s words over it', async () => {
    await seedCheckoutGroups();
    const { container } = render(<CheckoutRates fetchOptions={checkoutRoute()} address={SHOPPER_ADDRESS} cart={[MUG]} locale="fr-FR" messages={{ legend: 'Mode de livraison' }} />);
    const group = screen.getByRole('group', { name: 'Mode de livraison' });
    expect(group).toHaveAttribute('lang', 'fr');
    expect(await within(group).findByRole('radio', { name: 'Express 19,00\u00a0$US' })).toHaveAccessibleDescription(/^\d+ jours? ouvrés?$/);
    expect(within(group).getByText('Encore 12,51 $US pour la livraison gratuite')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('keeps a controlled value: the host decides what is checked', async () => {
    await seedCheckoutGroups();
    const onSelect = vi.fn<(option: CheckoutOption) => void>();
    const user = userEvent.setup();
    render(<CheckoutRates fetchOptions={checkoutRoute()} address={SHOPPER_ADDRESS} cart={[MUG]} value="Express" onSelect={onSelect} />);
    expect(await screen.findByRole('radio', { name: 'Express $19.00' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /^Standard/ }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'Standard' }));
    expect(screen.getByRole('radio', { name: 'Express $19.00' })).toBeChecked();
  });
});

// A shop's checkout page rendered on the server (CheckoutRates.ssr.test.tsx) and hydrated in the
// shopper's browser: the same markup, so React reports no mismatch, and the options come after.
describe('CheckoutRates hydrated over its server markup', () => {
  it('hydrates without a mismatch in another locale, then asks for the options and shows them', async () => {
    await seedCheckoutGroups();
    const errors = vi.spyOn(console, 'error');
    const ui = <CheckoutRates fetchOptions={checkoutRoute()} address={SHOPPER_ADDRESS} cart={[MUG]} locale="de-DE" />;
    const host = document.createElement('div');
    host.innerHTML = renderToString(ui);
    document.body.append(host);
    const root = await act(() => hydrateRoot(host, ui, { onRecoverableError: (error) => console.error(error) }));
    const group = within(host).getByRole('group', { name: 'Versand' });
    expect(await within(group).findByRole('radio', { name: 'Express 19,00\u00a0$' })).not.toBeChecked();
    expect(group).toHaveAttribute('data-state', 'ready');
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    host.remove();
  });
});
