import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { TEST_API, testSandbox } from '../../../test/msw-sandbox';
import { renderWithElements } from '../../../test/render';
import { createApiClient } from '../../api/client';
import { createCarrierAccount, type CarrierAccount } from '../../api/resources/carrier-accounts';
import { CarrierAccounts } from './CarrierAccounts';
import { SIGNIN_MESSAGE, completeCarrierSignin } from './carrier-signin';

const CALLBACK = `${window.location.origin}/carrier-signin/done`;
const SIGNIN = { route: '/api/carrier-signin', callbackUrl: CALLBACK };

/** The carrier's consent page, answered as the person would: Allow or Deny (the sandbox connects the account on Allow). */
async function answerAtCarrier(accountId: string, state: string, decision: 'allow' | 'deny'): Promise<void> {
  const initiate = new URL(`${TEST_API}/carrier_accounts/${accountId}/signin/initiate`);
  initiate.searchParams.set('redirect_uri', CALLBACK);
  initiate.searchParams.set('state', state);
  const started = await testSandbox().fetch(new Request(initiate, { headers: { Authorization: `ServiceToken ${testSandbox().keys.test}` } }));
  const ticket = new URL(started.headers.get('Location')!).searchParams.get('ticket')!;
  const body = new URLSearchParams({ ticket, decision }).toString();
  await testSandbox().fetch(new Request(`${TEST_API}/carrier-signin/consent`, { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }));
}

/** A message as a window posts it, from `origin`. */
function post(data: unknown, origin = window.location.origin): void {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

/** The popup the block asked for: its URL's state and account. */
function opened(open: { mock: { calls: unknown[][] } }, call = 0): { state: string; accountId: string; redirect: string } {
  const url = new URL(String(open.mock.calls[call]![0]));
  return { state: url.searchParams.get('state')!, accountId: url.searchParams.get('carrier_account')!, redirect: url.searchParams.get('redirect_uri')! };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CarrierAccounts: a carrier’s OAuth sign-in', () => {
  it('opens the host’s route in a popup, ignores forged and reused messages, and connects on the callback’s own message', async () => {
    const open = vi.fn((_url: string) => ({ closed: false }) as Window);
    vi.stubGlobal('open', open);
    const onCarrierConnected = vi.fn<(account: CarrierAccount) => void>();
    const { container, user } = renderWithElements(<CarrierAccounts signin={SIGNIN} onCarrierConnected={onCarrierConnected} />);
    await user.click(await screen.findByRole('button', { name: 'Connect a carrier' }));
    let dialog = await screen.findByRole('dialog', { name: 'Connect a carrier' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Carrier/ }), 'kestrel');
    expect(within(dialog).getByRole('radio', { name: 'Sign in with my Kestrel Express account' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    dialog = await screen.findByRole('dialog', { name: 'Your Kestrel Express account' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Account number/ }), 'K12345678');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));

    dialog = await screen.findByRole('dialog', { name: 'Sign in at Kestrel Express' });
    expect(open).toHaveBeenCalledTimes(1);
    const first = opened(open);
    expect(first.state).toMatch(/^[0-9a-f]{32}$/);
    expect(first.redirect).toBe(CALLBACK);
    expect(String(open.mock.calls[0]![0])).toMatch(/^http:\/\/[^/]+\/api\/carrier-signin\?/);
    expect(await axe(container)).toHaveNoViolations();

    // The person refuses at the carrier.
    await answerAtCarrier(first.accountId, first.state, 'deny');
    post({ type: SIGNIN_MESSAGE, state: first.state, error: 'access_denied' });
    expect(await within(dialog).findByText('The sign-in at Kestrel Express was refused, so the account is not connected.')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    // Again, with a new state.
    await user.click(within(dialog).getByRole('button', { name: 'Sign in again' }));
    expect(open).toHaveBeenCalledTimes(2);
    const second = opened(open, 1);
    expect(second.state).not.toBe(first.state);
    await answerAtCarrier(second.accountId, second.state, 'allow');

    // Forged: another origin with the right state; the right origin with the old state or another.
    post({ type: SIGNIN_MESSAGE, state: second.state }, 'https://evil.example');
    post({ type: SIGNIN_MESSAGE, state: first.state });
    post({ type: SIGNIN_MESSAGE, state: 'f'.repeat(32) });
    post({ type: 'something-else', state: second.state });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('dialog', { name: 'Sign in at Kestrel Express' })).toBeInTheDocument();
    expect(onCarrierConnected).not.toHaveBeenCalled();

    // The callback page's own message: the account is read again, connected.
    post({ type: SIGNIN_MESSAGE, state: second.state });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('status')).toHaveTextContent('Kestrel Express is connected.');
    expect(onCarrierConnected).toHaveBeenCalledTimes(1);
    expect(onCarrierConnected.mock.calls[0]![0]).toMatchObject({ carrier: 'kestrel', object_info: { authentication: { status: 'connected' } } });
    // The same message again is not listened for any more.
    post({ type: SIGNIN_MESSAGE, state: second.state });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onCarrierConnected).toHaveBeenCalledTimes(1);
  });

  it('removes its listener when the block goes away', async () => {
    vi.stubGlobal('open', vi.fn(() => ({ closed: false }) as Window));
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const backend = createApiClient({ baseUrl: TEST_API, auth: { apiKey: testSandbox().keys.test }, retry: false });
    await createCarrierAccount(backend, { carrier: 'kestrel', account_id: 'K87654321' });
    const { user, unmount } = renderWithElements(<CarrierAccounts signin={SIGNIN} />);
    await user.click(await screen.findByRole('button', { name: /^Reconnect Kestrel Express/ }));
    await screen.findByRole('dialog', { name: 'Sign in at Kestrel Express' });
    const listener = added.mock.calls.find(([type]) => type === 'message')![1];
    unmount();
    expect(removed).toHaveBeenCalledWith('message', listener);
    added.mockRestore();
    removed.mockRestore();
  });

  it('resumes a full-page sign-in (the popup was blocked) when the state that came back is the one issued', async () => {
    const backend = createApiClient({ baseUrl: TEST_API, auth: { apiKey: testSandbox().keys.test }, retry: false });
    const account = await createCarrierAccount(backend, { carrier: 'kestrel', account_id: 'K11112222', metadata: 'Kestrel desk' });
    const state = 'a'.repeat(32);
    await answerAtCarrier(account.object_id, state, 'allow');
    window.sessionStorage.setItem('shipping-elements:carrier-signin:issued', JSON.stringify({ state, accountId: account.object_id, returnTo: window.location.href }));
    window.sessionStorage.setItem('shipping-elements:carrier-signin:result', JSON.stringify({ type: SIGNIN_MESSAGE, state }));
    const onCarrierConnected = vi.fn<(connected: CarrierAccount) => void>();
    renderWithElements(<CarrierAccounts signin={SIGNIN} onCarrierConnected={onCarrierConnected} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Kestrel desk is connected.');
    expect(onCarrierConnected).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('ignores a full-page return whose state is not the one issued', async () => {
    window.sessionStorage.setItem('shipping-elements:carrier-signin:issued', JSON.stringify({ state: 'a'.repeat(32), accountId: 'ca_x', returnTo: window.location.href }));
    window.sessionStorage.setItem('shipping-elements:carrier-signin:result', JSON.stringify({ type: SIGNIN_MESSAGE, state: 'b'.repeat(32) }));
    const onCarrierConnected = vi.fn();
    const { container } = renderWithElements(<CarrierAccounts signin={SIGNIN} onCarrierConnected={onCarrierConnected} />);
    await screen.findByRole('heading', { name: 'Parcelwise', level: 4 });
    expect(container.querySelector('[data-se-part="carrier-accounts"]')).toHaveAttribute('data-state', 'list');
    expect(onCarrierConnected).not.toHaveBeenCalled();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('ends the sign-in on the callback page: posts to the opener on its own origin only, then closes', () => {
    const opener = { postMessage: vi.fn() };
    const original = Object.getOwnPropertyDescriptor(window, 'opener');
    Object.defineProperty(window, 'opener', { value: opener, configurable: true });
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const page = window.location.href;
    window.history.replaceState(null, '', `/carrier-signin/done?state=${'c'.repeat(32)}&error=access_denied`);
    try {
      expect(completeCarrierSignin()).toBe('posted');
      expect(opener.postMessage).toHaveBeenCalledWith({ type: SIGNIN_MESSAGE, state: 'c'.repeat(32), error: 'access_denied' }, window.location.origin);
      expect(close).toHaveBeenCalled();
    } finally {
      window.history.replaceState(null, '', page);
      Reflect.deleteProperty(window, 'opener');
      if (original) {Object.defineProperty(window, 'opener', original);}
      close.mockRestore();
    }
  });
});
