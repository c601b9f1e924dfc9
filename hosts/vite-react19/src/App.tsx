import {
  AddressForm,
  BatchUploader,
  LabelHistory,
  LabelPurchase,
  ManifestCloseout,
  OrdersInbox,
  PickupScheduler,
  RatePicker,
  ReportDownloader,
  ShippingElementsProvider,
  TrackingStatus,
  type AddressInput,
  type ShippingElementsEvent,
  type TokenResponse,
  type Transaction,
} from 'shipping-elements';
import { useState, type ReactNode } from 'react';

const warehouse: AddressInput = {
  name: 'Host Warehouse',
  street1: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  zip: '94105',
  country: 'US',
  phone: '+1 415 555 0100',
  email: 'shipping@example.com',
};
const customer: AddressInput = {
  name: 'Grace Hopper',
  street1: '500 5th Ave',
  city: 'New York',
  state: 'NY',
  zip: '10018',
  country: 'US',
};

async function fetchToken({ signal }: { signal: AbortSignal }): Promise<TokenResponse> {
  const response = await fetch('/api/shipping-token', { method: 'POST', signal });
  if (!response.ok) {
    throw new Error(`Token route answered ${response.status}`);
  }
  return (await response.json()) as TokenResponse;
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  const id = `host-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** Every block of the kit under one provider, as a merchant's app would mount them. */
export function App({ apiBaseUrl, orderId }: { apiBaseUrl: string; orderId: string | undefined }) {
  const [label, setLabel] = useState<Transaction | null>(null);
  return (
    <ShippingElementsProvider
      baseUrl={apiBaseUrl}
      fetchToken={fetchToken}
      onEvent={(event: ShippingElementsEvent) => {
        if (event.type === 'error') {
          console.error(`shipping-elements ${event.type}`);
        }
      }}
    >
      <main>
        <h1>Vite host</h1>
        <p role="status">{label ? `Host saw label ${label.tracking_number ?? label.object_id}` : 'No label yet'}</p>
        <Block title="1. Ship an order">
          <LabelPurchase orderId={orderId} defaultSender={warehouse} onPurchase={setLabel} />
        </Block>
        <Block title="2. Recipient">
          <AddressForm mode="recipient" />
        </Block>
        <Block title="3. Shipping rates">
          <RatePicker addressFrom={warehouse} addressTo={customer} parcels={[{ length: '10', width: '8', height: '4', distance_unit: 'in', weight: '2', mass_unit: 'lb' }]} />
        </Block>
        <Block title="4. Spreadsheet upload">
          <BatchUploader sender={warehouse} />
        </Block>
        <Block title="5. Carrier pickup">
          <PickupScheduler />
        </Block>
        <Block title="6. Close out the day">
          <ManifestCloseout />
        </Block>
        <Block title="7. Report downloads">
          <ReportDownloader />
        </Block>
        <Block title="8. Orders">
          <OrdersInbox onLabelPurchased={(_order, transaction) => setLabel(transaction)} />
        </Block>
        <Block title="9. Tracking">
          {/* One of the API's test numbers (test keys only): a track that stays in TRANSIT. */}
          <TrackingStatus carrier="shippo" trackingNumber="SHIPPO_TRANSIT" />
        </Block>
        <Block title="10. Labels bought">
          <LabelHistory pageSize={10} onRefund={(refund) => console.info(`Host saw the refund of ${refund.transaction}`)} />
        </Block>
      </main>
    </ShippingElementsProvider>
  );
}
