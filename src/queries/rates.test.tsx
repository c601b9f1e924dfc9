import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_API, mintTestToken } from '../../test/msw-sandbox';
import { server } from '../../test/msw-server';
import { ShippingElementsProvider } from '../provider/ShippingElementsProvider';
import { useShipmentRates } from './rates';

const wrapper = ({ children }: { children: React.ReactNode }) => (
  <ShippingElementsProvider baseUrl={TEST_API} fetchToken={() => mintTestToken()} retry={false}>
    {children}
  </ShippingElementsProvider>
);

function rate(index: number) {
  return {
    object_id: `rate_${index}`,
    shipment: 'shp_many',
    amount: '10.00',
    currency: 'USD',
    provider: 'Parcelwise',
    servicelevel: { name: `Service ${index}`, token: `parcelwise_${index}` },
    attributes: [],
  };
}

describe('useShipmentRates', () => {
  it('follows next links so a quote of more than 100 rates is whole', async () => {
    server.use(
      http.get(`${TEST_API}/shipments/shp_many/rates`, ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '1';
        return page === '1'
          ? HttpResponse.json({ next: `${TEST_API}/shipments/shp_many/rates?page=2&results=100`, previous: null, results: Array.from({ length: 100 }, (_, index) => rate(index)) })
          : HttpResponse.json({ next: null, previous: null, results: Array.from({ length: 50 }, (_, index) => rate(100 + index)) });
      }),
    );
    const { result } = renderHook(() => useShipmentRates({ shipmentId: 'shp_many' }), { wrapper });
    await waitFor(() => expect(result.current.data?.results).toHaveLength(150));
    expect(new Set(result.current.data?.results.map((item) => item.object_id)).size).toBe(150);
  });
});
