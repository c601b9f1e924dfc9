import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { TEST_API, mintTestToken, testSandbox } from '../../../test/msw-sandbox';
import { renderWithElements } from '../../../test/render';
import { addManagedAccount } from '../../api/resources/accounts';
import { createApiClient } from '../../api/client';
import { createCarrierAccount, type CarrierAccount } from '../../api/resources/carrier-accounts';
import { CARRIER_CONNECTIONS } from '../../lib/carrier-fields';
import type { ShippingElementsEvent } from '../../provider/events';
import { CarrierAccounts } from './CarrierAccounts';

const root = (container: HTMLElement) => container.querySelector('[data-se-part="carrier-accounts"]')!;
const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

/** A new managed account (a store with no carrier yet), a provider token of it and a client acting for it, as a platform's backend makes them. */
async function newStore() {
  const platform = createApiClient({ baseUrl: TEST_API, auth: { apiKey: testSandbox().keys.test }, retry: false });
  const store = await addManagedAccount(platform, { email: 'owner@store.test', first_name: 'Ada', last_name: 'Lovelace', company_name: 'Ada Goods' });
  const api = createApiClient({ baseUrl: TEST_API, auth: { apiKey: testSandbox().keys.test }, accountId: store.object_id, retry: false });
  return { fetchToken: () => mintTestToken(store.object_id), api };
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

  it('reconnects an own account whose credentials the carrier refused: the same form, no secret prefilled, the API’s refused field on the field, then PUT', async () => {
    const { fetchToken, api } = await newStore();
    // The sandbox's test value: the carrier takes the account, then refuses its password.
    await createCarrierAccount(api, { carrier: 'slowpost', account_id: '12345678', metadata: 'Dock', parameters: { username: 'nia', password: 'REFUSED-old-password' } });
    // A host's rules for Slowpost Freight, looser than the API's: the API refuses a long user name itself.
    const slowpost = CARRIER_CONNECTIONS.find((connection) => connection.carrier === 'slowpost')!;
    const carriers = [{ ...slowpost, parameters: [{ name: 'username', kind: 'text', required: true }, slowpost.parameters[1]!] } as const];
    const queryClient = new QueryClient();
    const onCarrierUpdated = vi.fn<(account: CarrierAccount) => void>();
    const { container, user } = renderWithElements(<CarrierAccounts carriers={carriers} onCarrierUpdated={onCarrierUpdated} />, { provider: { fetchToken, queryClient } });
    const card = (await screen.findByRole('heading', { name: /^Slowpost Freight\W+Dock$/, level: 4 })).closest('li')!;
    expect(within(card).getByText('Needs reconnecting')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Reconnect Dock' }));

    const dialog = await screen.findByRole('dialog', { name: 'Credentials of Dock' });
    expect(root(container)).toHaveAttribute('data-state', 'updating');
    expect(within(dialog).getByText('Slowpost Freight no longer accepts this account’s credentials: enter them again to reconnect it.')).toBeInTheDocument();
    // The account number is not asked again; the user name is as the API answers it; the password is never prefilled.
    expect(within(dialog).queryByRole('textbox', { name: /^Account number/ })).not.toBeInTheDocument();
    const username = within(dialog).getByRole('textbox', { name: /^User name/ });
    expect(username).toHaveValue('nia');
    const password = within(dialog).getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveValue('');
    expect(await axe(container)).toHaveNoViolations();

    await user.click(within(dialog).getByRole('button', { name: 'Save credentials' }));
    expect(password).toHaveFocus();
    expect(password).toHaveAccessibleDescription(/Fill in this field\./);
    await user.type(username, 'a'.repeat(60));
    await user.type(password, 'new-password-2');
    await user.click(within(dialog).getByRole('button', { name: 'Save credentials' }));
    await waitFor(() => expect(username).toHaveFocus());
    expect(username).toHaveAccessibleDescription('The carrier did not accept this field. Check it and try again.');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.clear(username);
    await user.type(username, 'nia.okafor');
    await user.clear(password);
    await user.type(password, 'new-password-2');
    await user.click(within(dialog).getByRole('button', { name: 'Save credentials' }));
    await dialogClosed();
    expect(await screen.findByRole('status')).toHaveTextContent('New credentials saved for Dock.');
    await waitFor(() => expect(within(card).getByText('Connected')).toBeInTheDocument());
    // Connected now: the same form stays at hand as "Update credentials".
    expect(within(card).getByRole('button', { name: 'Update the credentials of Dock' })).toHaveTextContent('Update credentials');
    expect(screen.getAllByRole('button', { name: /^Update the credentials of/ })).toHaveLength(1);
    expect(onCarrierUpdated).toHaveBeenCalledTimes(1);
    expect(onCarrierUpdated.mock.calls[0]![0]).toMatchObject({ parameters: { username: 'nia.okafor' }, object_info: { authentication: { status: 'connected' } } });
    const cached = JSON.stringify([queryClient.getQueryCache().getAll().map((query) => query.state), queryClient.getMutationCache().getAll().map((mutation) => mutation.state)]);
    expect(cached).not.toContain('new-password-2');
    expect(await axe(container)).toHaveNoViolations();
  });
});
