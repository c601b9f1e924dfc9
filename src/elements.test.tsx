// The blocks as custom elements (issue 41, `shipping-elements/elements`), in jsdom against the
// in-process sandbox: attributes become props, callbacks become `shipping:*` events, the address
// form joins a host's form, a store switch behaves as the provider's, and a removed element
// unmounts its root. The elements are used as a page uses them: tags in the document.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { BOX, RECIPIENT, SENDER } from '../test/fixtures/addresses';
import { TEST_API, mintTestToken, testSandbox } from '../test/msw-sandbox';
import { server } from '../test/msw-server';
import { createApiClient } from './api/client';
import { createShipment } from './api/resources/shipments';
import { readJwtClaims, type TokenResponse } from './api/token';
import { ShippingElements, defineShippingElements } from './elements/index';

beforeAll(() => {
  defineShippingElements();
});

beforeEach(() => {
  // The sandbox mints its tokens on its own clock: the session judges a token's freshness on it.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(testSandbox().now());
});

afterEach(() => {
  ShippingElements.destroy();
  document.body.replaceChildren();
  vi.useRealTimers();
});

function start(fetchToken: () => Promise<TokenResponse> = () => mintTestToken()) {
  ShippingElements.init({ baseUrl: TEST_API, fetchToken, retry: false });
}

/** Puts markup into the page, as a host's HTML would. */
function page(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

function merchantApi() {
  return createApiClient({ baseUrl: TEST_API, auth: { apiKey: testSandbox().keys.test }, retry: false });
}

/** The accounts (JWT `sub`) of the tokens that the requests to `path` carry from now on. */
function subjectsOfRequestsTo(path: string): string[] {
  const subjects: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.startsWith(path)) {
      subjects.push(String(readJwtClaims(request.headers.get('Authorization')?.replace(/^JWT /, '') ?? '')?.sub));
    }
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return subjects;
}

describe('shipping-elements/elements', () => {
  it('registers a tag for every block of the kit', () => {
    for (const tag of [
      'shipping-address-form',
      'shipping-rate-picker',
      'shipping-label-purchase',
      'shipping-batch-uploader',
      'shipping-pickup-scheduler',
      'shipping-manifest-closeout',
      'shipping-report-downloader',
      'shipping-orders-inbox',
      'shipping-label-history',
      'shipping-tracking-status',
      'shipping-service-groups',
    ]) {
      expect(customElements.get(tag), tag).toBeDefined();
    }
  });

  it('buys a label from attributes, says so with a bubbling shipping:label-purchased event and reflects data-state', async () => {
    const shipment = await createShipment(merchantApi(), { address_from: SENDER, address_to: RECIPIENT, parcels: [BOX] });
    start();
    const heard: CustomEvent[] = [];
    const container = page(`<shipping-label-purchase shipment-id="${shipment.object_id}"></shipping-label-purchase>`);
    container.addEventListener('shipping:label-purchased', (event) => heard.push(event as CustomEvent));
    const element = container.querySelector('shipping-label-purchase')!;
    const user = userEvent.setup();

    const [first] = await screen.findAllByRole('radio');
    await user.click(first!);
    await user.click(screen.getByRole('button', { name: 'Review and buy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy this label?' });
    await user.click(within(dialog).getByRole('button', { name: 'Buy label' }));

    await waitFor(() => expect(heard).toHaveLength(1));
    const [event] = heard;
    expect(event!.bubbles).toBe(true);
    expect(event!.composed).toBe(true);
    const label = event!.detail as { status: string; tracking_number: string | null };
    expect(label.status).toBe('SUCCESS');
    expect(label.tracking_number).toMatch(/\S/);
    await waitFor(() => expect(element).toHaveAttribute('data-state', 'purchased'));
    // Light DOM: the block is in the document, where the host's CSS and tools reach it.
    expect(element.querySelector('[data-se-part]')).not.toBeNull();
  });

  it('renders again when an attribute changes, and takes objects as properties', async () => {
    start();
    const container = page('<shipping-tracking-status carrier="shippo" tracking-number="SHIPPO_TRANSIT"></shipping-tracking-status>');
    const element = container.querySelector<HTMLElement>('shipping-tracking-status')!;
    await waitFor(() => expect(element).toHaveAttribute('data-state', 'tracking'));
    expect(within(element).getByText('In transit', { selector: '[data-se-part="tracking-status-word"]' })).toBeInTheDocument();
    element.setAttribute('tracking-number', 'SHIPPO_DELIVERED');
    expect(await within(element).findByText('Delivered', { selector: '[data-se-part="tracking-status-word"]' })).toBeInTheDocument();

    // Set before the element is upgraded (a page whose script sets it before defineShippingElements()).
    const inert = document.implementation.createHTMLDocument('');
    const form = inert.createElement('shipping-address-form');
    (form as HTMLElement & { defaultValue: unknown }).defaultValue = { name: 'Ada Lovelace', country: 'GB' };
    document.body.append(document.adoptNode(form));
    expect(await screen.findByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Lovelace');
  });

  it('<shipping-address-form name="to"> gives a host form its address and its validity', async () => {
    // jsdom has ElementInternals without the form methods; these record what the element reports.
    const reported: { value?: FormData; valid?: boolean; message?: string } = {};
    const proto = ElementInternals.prototype as ElementInternals & Record<string, unknown>;
    const had = { setFormValue: proto.setFormValue, setValidity: proto.setValidity };
    proto.setFormValue = (value: FormData) => {
      reported.value = value;
    };
    proto.setValidity = (flags: ValidityStateFlags, message?: string) => {
      reported.valid = !flags.customError;
      reported.message = message;
    };
    onTestFinished(() => {
      Object.assign(proto, had);
    });

    start();
    page('<form aria-label="Checkout"><shipping-address-form name="to" mode="recipient"></shipping-address-form></form>');
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: 'Full name' });
    expect((customElements.get('shipping-address-form') as unknown as { formAssociated: boolean }).formAssociated).toBe(true);
    await waitFor(() => expect(reported.valid).toBe(false));
    expect(reported.message).toBe('Full name is required.');

    await user.type(name, 'Grace Hopper');
    await user.type(screen.getByRole('textbox', { name: 'Address line 1' }), '1 Navy Yard Ave');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Brooklyn');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'NY');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '11205');

    await waitFor(() => expect(reported.valid).toBe(true));
    expect(Object.fromEntries(reported.value!)).toMatchObject({ 'to[name]': 'Grace Hopper', 'to[street1]': '1 Navy Yard Ave', 'to[zip]': '11205', 'to[state]': 'NY' });
  });

  it('a store switch through update() drops the old token: the new identity fetches its own', async () => {
    const store = (account: string) => ({ identity: `session-1:${account}`, fetchToken: vi.fn(() => mintTestToken(account)) });
    const corner = store('acct_managed_corner_shop');
    const bikes = store('acct_managed_bike_works');
    const subjects = subjectsOfRequestsTo('/transactions');
    ShippingElements.init({ baseUrl: TEST_API, retry: false, ...corner });
    page('<shipping-label-history page-size="5"></shipping-label-history>');
    await waitFor(() => expect(subjects).toContain('acct_managed_corner_shop'));

    ShippingElements.update(bikes);
    await waitFor(() => expect(subjects).toContain('acct_managed_bike_works'));
    expect(bikes.fetchToken).toHaveBeenCalled();
    const after = subjects.slice(subjects.indexOf('acct_managed_bike_works'));
    expect(after.every((subject) => subject === 'acct_managed_bike_works')).toBe(true);
  });

  it('unmounts an element’s root when it leaves the page, and keeps it through a move', async () => {
    start();
    const container = page('<shipping-tracking-status carrier="shippo" tracking-number="SHIPPO_TRANSIT"></shipping-tracking-status>');
    const element = container.querySelector<HTMLElement>('shipping-tracking-status')!;
    await waitFor(() => expect(element).toHaveAttribute('data-state', 'tracking'));
    const block = element.firstElementChild;

    document.body.append(element);
    await Promise.resolve();
    expect(element.firstElementChild).toBe(block);

    element.remove();
    await Promise.resolve();
    expect(element.childElementCount).toBe(0);
    expect(element).not.toHaveAttribute('data-state');
  });
});

// Issue 41: `init({ locale })` loads the language's catalogue (a chunk of its own in the standalone
// bundle), so a page with no build step shows the tags in French without importing anything.
describe('ShippingElements.init({ locale })', () => {
  it('loads the locale’s catalogue, so the tags speak French, and update({ locale }) changes the language', async () => {
    page('<shipping-label-purchase></shipping-label-purchase>');
    ShippingElements.init({ baseUrl: TEST_API, fetchToken: () => mintTestToken(), retry: false, locale: 'fr' });

    const region = await screen.findByRole('region', { name: 'Acheter une étiquette d’expédition' });
    expect(region).toHaveAttribute('lang', 'fr');
    expect(await within(region).findByRole('button', { name: 'Continuer' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Buy a shipping label' })).not.toBeInTheDocument();

    ShippingElements.update({ locale: 'de-AT' });
    expect(await screen.findByRole('region', { name: 'Versandetikett kaufen' })).toHaveAttribute('lang', 'de-AT');

    ShippingElements.update({ locale: 'en-GB' });
    expect(await screen.findByRole('region', { name: 'Buy a shipping label' })).toBeInTheDocument();
  });

  it('lays the host’s own messages over the loaded catalogue', async () => {
    page('<shipping-label-purchase></shipping-label-purchase>');
    ShippingElements.init({
      baseUrl: TEST_API,
      fetchToken: () => mintTestToken(),
      retry: false,
      locale: 'fr-CA',
      messages: { labelPurchase: { title: 'Expédier la commande' } },
    });

    const region = await screen.findByRole('region', { name: 'Expédier la commande' });
    expect(region).toHaveAttribute('lang', 'fr-CA');
    // The rest of the block is the French catalogue's.
    expect(await within(region).findByRole('button', { name: 'Continuer' })).toBeInTheDocument();
  });
});
