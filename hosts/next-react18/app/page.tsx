// A server component: it renders every block on the server (each is a client component of the
// package, marked 'use client'), and the browser hydrates them.
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
  TrackingStatus,
  type AddressInput,
} from 'shipping-elements';
import type { ReactNode } from 'react';
import { ShippingProvider } from './shipping-provider';

// Rendered per request: the API's URL comes from the server's environment.
export const dynamic = 'force-dynamic';

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

function Block({ title, children }: { title: string; children: ReactNode }) {
  const id = `host-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export default function Page({ searchParams }: { searchParams: { order?: string } }) {
  const baseUrl = process.env.SHIPPING_API_URL;
  if (!baseUrl) {
    throw new Error('Set SHIPPING_API_URL.');
  }
  return (
    <ShippingProvider baseUrl={baseUrl}>
      <main>
        <h1>Next.js host</h1>
        <Block title="1. Ship an order">
          <LabelPurchase orderId={searchParams.order} defaultSender={warehouse} />
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
          <OrdersInbox />
        </Block>
        <Block title="9. Tracking">
          {/* One of the API's test numbers (test keys only): a track that stays in TRANSIT. */}
          <TrackingStatus carrier="shippo" trackingNumber="SHIPPO_TRANSIT" />
        </Block>
        <Block title="10. Labels bought">
          <LabelHistory pageSize={10} />
        </Block>
      </main>
    </ShippingProvider>
  );
}
