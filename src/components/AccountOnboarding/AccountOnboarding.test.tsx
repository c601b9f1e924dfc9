import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { TEST_API, mintTestToken, testSandbox } from '../../../test/msw-sandbox';
import { renderWithElements } from '../../../test/render';
import { createApiClient } from '../../api/client';
import { addManagedAccount } from '../../api/resources/accounts';
import { createAddress } from '../../api/resources/addresses';
import { createCarrierAccount, updateCarrierAccount } from '../../api/resources/carrier-accounts';
import { setDefaultParcelTemplate } from '../../api/resources/live-rates';
import { createUserParcelTemplate } from '../../api/resources/user-parcel-templates';
import { useConnectCarrierAccount } from '../../queries/carrier-accounts';
import type { AccountOnboardingConnectContext } from './CarriersStep';
import { AccountOnboarding } from './AccountOnboarding';

const WAREHOUSE = { name: 'Nia Okafor', street1: '215 Clayton St', city: 'San Francisco', state: 'CA', zip: '94117', country: 'US', phone: '+1 415 555 0100', email: 'ship@new-store.example' };

async function newStore() {
  const platform = createApiClient({ baseUrl: TEST_API, auth: { apiKey: testSandbox().keys.test }, retry: false });
  const store = await addManagedAccount(platform, { email: 'owner@new-store.example', first_name: 'Nia', last_name: 'Okafor', company_name: 'New Store' });
  const api = createApiClient({ baseUrl: TEST_API, auth: { apiKey: testSandbox().keys.test }, accountId: store.object_id, retry: false });
  return { accountId: store.object_id, api };
}

/** The host's connect flow in these tests: one button that connects a Parcelwise account through the API. */
function ConnectParcelwise({ onConnected }: AccountOnboardingConnectContext) {
  const connect = useConnectCarrierAccount();
  return (
    <button type="button" onClick={() => void connect.connect({ carrier: 'parcelwise', account_id: '12345678', parameters: { api_key: 'pw-secret-key-0001' } }).then(onConnected)}>
      Connect Parcelwise
    </button>
  );
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 3, name });

async function fillShipFrom(user: UserEvent) {
  const group = screen.getByRole('group', { name: 'Ship from' });
  await user.selectOptions(within(group).getByRole('combobox', { name: 'Country' }), 'US');
  await user.type(within(group).getByRole('textbox', { name: 'Full name' }), WAREHOUSE.name);
  await user.type(within(group).getByRole('textbox', { name: 'Address line 1' }), WAREHOUSE.street1);
  await user.type(within(group).getByRole('textbox', { name: 'City' }), WAREHOUSE.city);
  await user.selectOptions(within(group).getByRole('combobox', { name: 'State' }), WAREHOUSE.state);
  await user.type(within(group).getByRole('textbox', { name: 'ZIP code' }), WAREHOUSE.zip);
  await user.type(within(group).getByRole('textbox', { name: 'Phone' }), WAREHOUSE.phone);
  await user.type(within(group).getByRole('textbox', { name: 'Email' }), WAREHOUSE.email);
}

describe('AccountOnboarding', () => {
  it('takes a new store from nothing to ready, step by step, and says so only once the API does', { timeout: 30_000 }, async () => {
    const { accountId } = await newStore();
    const onStepChange = vi.fn();
    const onAccountReady = vi.fn();
    const onExit = vi.fn();
    const { user, container } = renderWithElements(
      <AccountOnboarding accountId={accountId} onStepChange={onStepChange} onAccountReady={onAccountReady} onExit={onExit} />,
      { provider: { fetchToken: () => mintTestToken(accountId) } },
    );
    await stepHeading('Where you ship from');
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await fillShipFrom(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await stepHeading('Your carriers');
    expect(screen.getByRole('heading', { level: 2, name: 'Set up shipping' })).toHaveFocus();
    expect(await screen.findByText('No carrier connected yet.')).toBeInTheDocument();
    expect(screen.getByText('Connect a carrier to continue.')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Your carriers' })).toBeInTheDocument();
    // CarrierAccounts' connect flow, embedded: an own Slowpost Freight account.
    await user.click(await screen.findByRole('button', { name: 'Connect a carrier' }));
    let dialog = await screen.findByRole('dialog', { name: 'Connect a carrier' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Carrier/ }), 'slowpost');
    await user.click(within(dialog).getByRole('radio', { name: 'With my own account' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    dialog = await screen.findByRole('dialog', { name: 'Your Slowpost Freight account' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Account number/ }), '12345678');
    await user.type(within(dialog).getByRole('textbox', { name: /^User name/ }), 'nia');
    await user.type(within(dialog).getByLabelText(/^Password/), 'hunter2-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(/Slowpost Freight \*\*\*\*5678 – Ready/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Connect a carrier to continue.')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await stepHeading('Your defaults');
    expect(await axe(container)).toHaveNoViolations();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Label file type/ }), 'PDF_A6');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter a name for the package.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Package name/ }), 'Small box');
    await user.type(screen.getByRole('textbox', { name: /^Length/ }), '10');
    await user.type(screen.getByRole('textbox', { name: /^Width/ }), '8');
    await user.type(screen.getByRole('textbox', { name: /^Height/ }), '4,5');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await stepHeading('Review');
    expect(await screen.findByText('Your account is set up: it can buy labels.')).toBeInTheDocument();
    expect(screen.getByText(/^215 Clayton St, San Francisco, CA, 94117/i)).toBeInTheDocument();
    expect(screen.getByText('Small box')).toBeInTheDocument();
    expect(screen.getByText('PDF (A6 label)')).toBeInTheDocument();
    expect(onAccountReady).not.toHaveBeenCalled();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(onAccountReady).toHaveBeenCalledTimes(1));
    expect(onAccountReady).toHaveBeenCalledWith({ accountId, carrierAccountIds: [expect.stringMatching(/^ca_/)], labelFileType: 'PDF_A6' });
    expect(onExit).toHaveBeenCalledWith({ reason: 'finished' });
    expect(onStepChange.mock.calls.map(([change]) => (change as { step: string }).step)).toEqual(['shipFrom', 'carriers', 'defaults', 'review']);
    expect(container.querySelector('[data-se-part="account-onboarding"]')).toHaveAttribute('data-state', 'finished');
  });

  it("connects through a host's own flow in renderConnect, then reads the account's carriers again", async () => {
    const { accountId, api } = await newStore();
    await createAddress(api, WAREHOUSE);
    const { user } = renderWithElements(<AccountOnboarding accountId={accountId} renderConnect={ConnectParcelwise} />, { provider: { fetchToken: () => mintTestToken(accountId) } });
    await stepHeading('Your carriers');
    expect(screen.queryByRole('button', { name: 'Connect a carrier' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Connect Parcelwise' }));
    expect(await screen.findByText(/Parcelwise \*\*\*\*5678 – Ready/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Connect a carrier to continue.')).not.toBeInTheDocument());
  });

  it('does not say the account is ready when the API no longer does: its carrier switched off before Finish', async () => {
    const { accountId, api } = await newStore();
    await createAddress(api, WAREHOUSE);
    const carrier = await createCarrierAccount(api, { carrier: 'parcelwise', account_id: '12345678', parameters: { api_key: 'pw-secret-key-0001' } });
    const box = await createUserParcelTemplate(api, { name: 'Small box', length: '10', width: '8', height: '4', distance_unit: 'in' });
    await setDefaultParcelTemplate(api, box.object_id);
    const onAccountReady = vi.fn();
    const { user, container } = renderWithElements(<AccountOnboarding accountId={accountId} onAccountReady={onAccountReady} />, {
      provider: { fetchToken: () => mintTestToken(accountId) },
    });
    await stepHeading('Review');
    await screen.findByText('Your account is set up: it can buy labels.');
    // Someone switches the only carrier off (another tab, the platform) before the person finishes.
    await updateCarrierAccount(api, carrier.object_id, { active: false });
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Your account can’t buy labels yet:')).toBeInTheDocument();
    expect(screen.getByText('Connect a carrier to buy labels.')).toBeInTheDocument();
    expect(onAccountReady).not.toHaveBeenCalled();
    expect(container.querySelector('[data-se-part="account-onboarding"]')).toHaveAttribute('data-state', 'review');
  });

  it('resumes where the account stands: a store with its address and carrier starts on its defaults', async () => {
    const { accountId, api } = await newStore();
    await createAddress(api, WAREHOUSE);
    await createCarrierAccount(api, { carrier: 'parcelwise', account_id: '12345678', parameters: { api_key: 'pw-secret-key-0001' } });
    const onStepChange = vi.fn();
    const onAccountReady = vi.fn();
    const onExit = vi.fn();
    const { user } = renderWithElements(<AccountOnboarding accountId={accountId} onStepChange={onStepChange} onAccountReady={onAccountReady} onExit={onExit} />, {
      provider: { fetchToken: () => mintTestToken(accountId), locale: 'fr' },
    });
    await stepHeading('Vos réglages par défaut');
    expect(screen.getByText('Étape 3 sur 4')).toBeInTheDocument();
    expect(onStepChange).toHaveBeenCalledWith({ step: 'defaults' });
    await user.click(screen.getByRole('button', { name: 'Terminer plus tard' }));
    expect(onExit).toHaveBeenCalledWith({ reason: 'left' });
    expect(onAccountReady).not.toHaveBeenCalled();
  });
});
