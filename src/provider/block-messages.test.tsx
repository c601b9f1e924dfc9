// Per-block message namespaces: the provider holds the shared English, each block brings its own
// namespace to useShippingElements, and host overrides and catalogues apply to both alike.
import { render, screen, within } from '@testing-library/react';
import type * as React from 'react';
import { describe, expect, it } from 'vitest';
import { mintTestToken, TEST_API } from '../../test/msw-sandbox';
import { SENDER } from '../../test/fixtures/addresses';
import { renderWithElements } from '../../test/render';
import { AddressForm } from '../components/AddressForm';
import { LabelPurchase } from '../components/LabelPurchase';
import { RatePicker } from '../components/RatePicker';
import { useShippingElements } from './context';
import { de } from '../locales/de';
import { en } from '../locales/en/catalogue';
import { addressForm } from '../locales/en/address-form';
import { addressFields } from '../locales/en/address-fields';
import { batchUploader } from '../locales/en/batch-uploader';
import { batchReview } from '../locales/en/batch-review';
import { customs } from '../locales/en/customs';
import { labelActions } from '../locales/en/label-actions';
import { carrierMessages } from '../locales/en/carrier-messages';
import { labelPurchase } from '../locales/en/label-purchase';
import { pickup } from '../locales/en/pickup';
import { ratePicker } from '../locales/en/rate-picker';
import { ordersInbox } from '../locales/en/orders-inbox';
import { ordersInboxBatch } from '../locales/en/orders-inbox-batch';
import { reportDownloader } from '../locales/en/report-downloader';
import { trackingStatus } from '../locales/en/tracking-status';
import { labelHistory } from '../locales/en/label-history';
import { checkoutRates } from '../locales/en/checkout-rates';
import { serviceGroups } from '../locales/en/service-groups';
import { accountOnboarding } from '../locales/en/account-onboarding';
import { carrierAccounts } from '../locales/en/carrier-accounts';
import { shared } from '../locales/en/shared';
import { status } from '../locales/en/status';
import { labelFiles } from '../locales/en/label-files';
import { units } from '../locales/en/units';
import { fr } from '../locales/fr';
import { providerMessages, withBlockMessages, type PartialMessages } from './messages';
import { ShippingElementsProvider } from './ShippingElementsProvider';

const EVERY_BLOCK = { addressForm, addressFields, ratePicker, labelPurchase, batchUploader, pickup, reportDownloader, ordersInbox, ordersInboxBatch, trackingStatus, labelHistory, checkoutRates, serviceGroups, accountOnboarding, carrierAccounts, batchReview, customs, labelActions, carrierMessages, status, units, labelFiles };

describe('withBlockMessages over the shared English', () => {
  it('adds English namespaces that the provider does not hold, and the whole catalogue is English', () => {
    const base = providerMessages(shared, undefined);
    expect(Object.hasOwn(base, 'ratePicker')).toBe(false);
    expect(withBlockMessages(base, EVERY_BLOCK)).toEqual(en);
  });

  it('gives the same object back for the same messages and namespaces', () => {
    const base = providerMessages(shared, { ratePicker: { legend: 'Delivery speed' } });
    expect(withBlockMessages(base, { ratePicker })).toBe(withBlockMessages(base, { ratePicker }));
    expect(withBlockMessages(base, {})).toBe(base);
  });

  it("merges the host's partial overrides into a block's namespace, key by key", () => {
    const overrides: PartialMessages = { ratePicker: { legend: 'Delivery speed', showAll: { one: 'One more', other: 'All {count}' } }, common: { retry: 'Again' } };
    const messages = withBlockMessages(providerMessages(shared, overrides), { ratePicker });
    expect(messages.ratePicker.legend).toBe('Delivery speed');
    expect(messages.ratePicker.showAll).toEqual({ one: 'One more', other: 'All {count}' });
    expect(messages.ratePicker.sortBy).toBe('Sort by');
    expect(messages.common.retry).toBe('Again');
  });

  it.each([
    ['German', de],
    ['French', fr],
  ])('shows every block namespace of the %s catalogue', (_language, catalogue) => {
    const messages = withBlockMessages(providerMessages(shared, catalogue), EVERY_BLOCK);
    expect(messages).toEqual(catalogue);
  });
});

function BlockTitle({ namespaces }: { namespaces: 'batch' | 'pickups' | 'reports' }) {
  const { messages } = useShippingElements('Probe', namespaces === 'batch' ? { batchUploader } : namespaces === 'pickups' ? { pickup } : { reportDownloader });
  const title = namespaces === 'batch' ? messages.batchUploader.title : namespaces === 'pickups' ? messages.pickup.title : messages.reportDownloader.title;
  return <h2>{title}</h2>;
}

function withProvider(ui: React.ReactNode, messages?: PartialMessages) {
  return render(
    <ShippingElementsProvider baseUrl={TEST_API} fetchToken={() => mintTestToken()} messages={messages}>
      {ui}
    </ShippingElementsProvider>,
  );
}

describe('a block that brings its namespace, under the provider', () => {
  it('shows English when the host passes no messages (the provider holds no such namespace)', () => {
    withProvider(
      <>
        <BlockTitle namespaces="batch" />
        <BlockTitle namespaces="pickups" />
        <BlockTitle namespaces="reports" />
      </>,
    );
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([batchUploader.title, pickup.title, reportDownloader.title]);
  });

  it("shows the host's partial override of one of its strings", () => {
    withProvider(<BlockTitle namespaces="batch" />, { batchUploader: { title: 'Bulk labels' } });
    expect(screen.getByRole('heading')).toHaveTextContent('Bulk labels');
  });

  it('shows the German and French catalogues', () => {
    const { unmount } = withProvider(<BlockTitle namespaces="pickups" />, de);
    expect(screen.getByRole('heading')).toHaveTextContent(de.pickup.title);
    unmount();
    withProvider(<BlockTitle namespaces="reports" />, fr);
    expect(screen.getByRole('heading')).toHaveTextContent(fr.reportDownloader.title);
  });
});

describe('every block without messages', () => {
  it('shows English in RatePicker, AddressForm and LabelPurchase', async () => {
    renderWithElements(
      <>
        <RatePicker addressFrom={SENDER} addressTo={SENDER} parcels={[]} />
        <AddressForm />
        <LabelPurchase defaultSender={SENDER} />
      </>,
    );
    expect(screen.getByRole('group', { name: 'Shipping options' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save address' })).toBeInTheDocument();
    expect(await screen.findByText('Buy a shipping label')).toBeInTheDocument();
  });

  it("shows a host's override of the address fields' words (addressFields) beside AddressForm's own (addressForm)", () => {
    renderWithElements(<AddressForm mode="sender" defaultValue={{ country: 'US' }} />, {
      provider: { messages: { addressFields: { fields: { name: 'Your name' }, postalCodeLabels: { zip: 'Postal ZIP' } }, addressForm: { legend: { sender: 'Your address' } } } },
    });
    const fields = screen.getByRole('group', { name: 'Your address' });
    expect(within(fields).getByRole('textbox', { name: 'Your name' })).toBeInTheDocument();
    expect(within(fields).getByRole('textbox', { name: 'Postal ZIP' })).toBeInTheDocument();
    // The keys not overridden keep the catalogue's words.
    expect(within(fields).getByRole('textbox', { name: addressFields.fields.city })).toBeInTheDocument();
  });

  it("shows a host's partial RatePicker override, and French RatePicker text", async () => {
    const { unmount } = renderWithElements(<RatePicker addressFrom={SENDER} addressTo={SENDER} parcels={[]} />, {
      provider: { messages: { ratePicker: { legend: 'Delivery speed' } } },
    });
    expect(screen.getByRole('group', { name: 'Delivery speed' })).toBeInTheDocument();
    unmount();
    renderWithElements(<RatePicker addressFrom={SENDER} addressTo={SENDER} parcels={[]} />, { provider: { locale: 'fr' } });
    expect(await screen.findByRole('group', { name: fr.ratePicker.legend })).toBeInTheDocument();
  });
});
