import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { TEST_API, mintTestToken, testSandbox } from '../../../test/msw-sandbox';
import { renderWithElements } from '../../../test/render';
import { addManagedAccount } from '../../api/resources/accounts';
import { createApiClient } from '../../api/client';
import type { CarrierAccount } from '../../api/resources/carrier-accounts';
import { CARRIER_CONNECTIONS } from '../../lib/carrier-fields';
import type { ShippingElementsEvent } from '../../provider/events';
import { CarrierAccounts } from './CarrierAccounts';

const root = (container: HTMLElement) => container.querySelector('[data-se-part="carrier-accounts"]')!;
const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

/** A new managed account (a store with no carrier yet) and a provider token of it, as a platform's backend makes them. */
async function newStore(): Promise<{ fetchToken: () => ReturnType<typeof mintTestToken> }> {
  const platform = createApiClient({ baseUrl: TEST_API, auth: { apiKey: testSandbox().keys.test }, retry: false });
  const store = await addManagedAccount(platform, { email: 'owner@store.test', first_name: 'Ada', last_name: 'Lovelace', company_name: 'Ada Goods' });
  return { fetchToken: () => mintTestToken(store.object_id) };
}

describe('CarrierAccounts', () => {
  it('lists the accounts with what matters at a glance, their service levels on demand', async () => {
    const { container, user } = renderWithElements(<CarrierAccounts />);
    const heading = await screen.findByRole('heading', { name: 'Parcelwise', level: 4 });
    const card = heading.closest('li')!;
    expect(within(card).getByText('Through the shipping service')).toBeInTheDocument();
    expect(within(card).getByText('Connected')).toBeInTheDocument();
    expect(within(card).getByRole('switch', { name: 'Use Parcelwise for labels and rates' })).toBeChecked();
    expect(within(card).getByText(/^Ground/)).not.toBeVisible();
    await user.click(within(card).getByText('Service levels'));
    expect(within(card).getByText(/^Ground/)).toBeVisible();
    expect(root(container)).toHaveAttribute('data-state', 'list');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows a store with no carrier as empty', async () => {
    const { fetchToken } = await newStore();
    renderWithElements(<CarrierAccounts />, { provider: { fetchToken } });
    expect(await screen.findByText('No carrier connected yet: connect one to buy labels.')).toBeInTheDocument();
  });

  it('connects an own account with its credentials, masked as typed and kept nowhere', async () => {
    const queryClient = new QueryClient();
    const onCarrierConnected = vi.fn<(account: CarrierAccount) => void>();
    const onEvent = vi.fn<(event: ShippingElementsEvent) => void>();
    const { container, user } = renderWithElements(<CarrierAccounts onCarrierConnected={onCarrierConnected} />, { provider: { queryClient, onEvent } });
    await user.click(await screen.findByRole('button', { name: 'Connect a carrier' }));
    let dialog = await screen.findByRole('dialog', { name: 'Connect a carrier' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Carrier/ }), 'slowpost');
    await user.click(within(dialog).getByRole('radio', { name: 'With my own account' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    dialog = await screen.findByRole('dialog', { name: 'Your Slowpost Freight account' });
    // Refused before anything is sent: every required field, the first focused.
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(within(dialog).getByRole('textbox', { name: /^Account number/ })).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: /^Account number/ })).toHaveAccessibleDescription(/Fill in this field\./);
    expect(await axe(container)).toHaveNoViolations();

    await user.type(within(dialog).getByRole('textbox', { name: /^Account number/ }), '12345678');
    await user.type(within(dialog).getByRole('textbox', { name: /^Nickname/ }), 'Warehouse');
    await user.type(within(dialog).getByRole('textbox', { name: /^User name/ }), 'ada');
    const password = within(dialog).getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.type(password, 'hunter2-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await dialogClosed();

    expect(await screen.findByRole('status')).toHaveTextContent('Warehouse is connected.');
    const card = (await screen.findByText(/Warehouse/, { selector: '[data-se-part="carrier-account-nickname"]' })).closest('li')!;
    expect(within(card).getByText('Your own account')).toBeInTheDocument();
    expect(within(card).getByText('****5678')).toBeInTheDocument();
    expect(onCarrierConnected).toHaveBeenCalledTimes(1);
    expect(onCarrierConnected.mock.calls[0]![0]).toMatchObject({ carrier: 'slowpost', metadata: 'Warehouse', account_id: '****5678' });
    expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'carrier_account.connected' }));
    // The secret reached the API once and is nowhere in the kit's caches.
    const cached = JSON.stringify([queryClient.getQueryCache().getAll().map((query) => query.state), queryClient.getMutationCache().getAll().map((mutation) => mutation.state)]);
    expect(cached).not.toContain('hunter2-secret');
    expect(cached).not.toContain('12345678');
    expect(container.innerHTML).not.toContain('hunter2-secret');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('marks the fields the API refused, in the person’s language', async () => {
    // A host's rules for Parcelwise, looser than the API's: the API refuses the key itself.
    const loose = CARRIER_CONNECTIONS.find((connection) => connection.carrier === 'parcelwise')!;
    const carriers = [{ ...loose, parameters: [{ name: 'api_key', kind: 'secret', required: true }] } as const];
    const { container, user } = renderWithElements(<CarrierAccounts carriers={carriers} />, { provider: { locale: 'fr-FR' } });
    await user.click(await screen.findByRole('button', { name: 'Connecter un transporteur' }));
    let dialog = await screen.findByRole('dialog', { name: 'Connecter un transporteur' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    dialog = await screen.findByRole('dialog', { name: 'Votre compte Parcelwise' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Numéro de compte/ }), '1234567');
    await user.type(within(dialog).getByLabelText(/^Clé d’API/), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Connecter' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Clé d’API/)).toHaveFocus());
    expect(within(dialog).getByLabelText(/^Clé d’API/)).toHaveAccessibleDescription('Le transporteur n’a pas accepté ce champ. Vérifiez-le et réessayez.');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('registers through the service with the carrier’s consent, then follows it until active', async () => {
    const { fetchToken } = await newStore();
    const onCarrierConnected = vi.fn<(account: CarrierAccount) => void>();
    const { container, user } = renderWithElements(<CarrierAccounts onCarrierConnected={onCarrierConnected} />, { provider: { fetchToken } });
    await user.click(await screen.findByRole('button', { name: 'Connect a carrier' }));
    let dialog = await screen.findByRole('dialog', { name: 'Connect a carrier' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Carrier/ }), 'bluebird');
    await user.click(within(dialog).getByRole('radio', { name: 'Through the shipping service' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    dialog = await screen.findByRole('dialog', { name: 'Bluebird Post through the shipping service' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Company/ }), 'Ada Goods');
    await user.type(within(dialog).getByRole('textbox', { name: /^Full name/ }), 'Ada Lovelace');
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'ada@store.test');
    await user.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '+1 415 555 0100');
    // The terms are required.
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    const terms = within(dialog).getByRole('checkbox', { name: /^I accept the terms of service of Bluebird Post/ });
    expect(terms).toHaveFocus();
    expect(terms).toHaveAccessibleDescription('Accept the carrier’s terms to continue.');
    await user.click(terms);
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));

    dialog = await screen.findByRole('dialog', { name: 'Waiting for Bluebird Post' });
    expect(root(container)).toHaveAttribute('data-state', 'pending');
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Check again' }));
    expect(onCarrierConnected).not.toHaveBeenCalled();

    // The carrier accepts a minute later on the sandbox's clock.
    await act(() => testSandbox().advance(60_000));
    await user.click(within(dialog).getByRole('button', { name: 'Check again' }));
    await dialogClosed();
    expect(await screen.findByRole('status')).toHaveTextContent('Bluebird Post is ready: the carrier accepted the registration.');
    expect(onCarrierConnected).toHaveBeenCalledWith(expect.objectContaining({ carrier: 'bluebird', active: true, is_shippo_account: true }));
    expect(await screen.findByRole('switch', { name: 'Use Bluebird Post for labels and rates' })).toBeChecked();
  });

  it('switches an account off and on, and edits its nickname', async () => {
    const onCarrierUpdated = vi.fn<(account: CarrierAccount) => void>();
    const { user } = renderWithElements(<CarrierAccounts onCarrierUpdated={onCarrierUpdated} />);
    const toggle = await screen.findByRole('switch', { name: 'Use Kestrel Express for labels and rates' });
    await user.click(toggle);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Use Kestrel Express for labels and rates' })).not.toBeChecked());
    expect(screen.getByRole('status')).toHaveTextContent('Kestrel Express is off: no label or rate comes from it.');
    await user.click(screen.getByRole('switch', { name: 'Use Kestrel Express for labels and rates' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Use Kestrel Express for labels and rates' })).toBeChecked());

    await user.click(screen.getByRole('button', { name: 'Edit nickname of Kestrel Express' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nickname of Kestrel Express' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Nickname/ }), 'Express desk');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dialogClosed();
    expect(await screen.findByRole('heading', { name: /^Kestrel Express\W+Express desk$/, level: 4 })).toBeInTheDocument();
    expect(onCarrierUpdated.mock.calls.map(([account]) => [account.active, account.metadata])).toEqual([
      [false, ''],
      [true, ''],
      [true, 'Express desk'],
    ]);
  });
});
