import { describe, expect, it } from 'vitest';
import { createFakeFetch, json } from '../../test/fake-fetch';
import { createApiClient } from './client';
import { InvalidRequestError, UnexpectedResponseError } from './errors';
import { getTrack, isFinalTrackingStatus, registerTrack } from './resources/tracks';

// A Track as the public API's reference shows one (trimmed), with a value the kit does not know.
const TRACK = {
  carrier: 'usps',
  tracking_number: '9205590164917312751089',
  address_from: { city: 'Las Vegas', state: 'NV', zip: '89101', country: 'US' },
  address_to: { city: 'Spotsylvania', state: 'VA', zip: '22551', country: 'US' },
  eta: '2016-07-23T00:00:00Z',
  original_eta: '2016-07-23T00:00:00Z',
  servicelevel: { token: 'usps_priority', name: 'Priority Mail', parent_servicelevel: null },
  metadata: 'Order 000123',
  messages: [],
  tracking_status: {
    object_id: 'a1',
    object_created: '2016-07-23T20:35:26.129Z',
    object_updated: '2016-07-23T20:35:26.129Z',
    status: 'DELIVERED',
    status_details: 'Your shipment has been delivered at the destination mailbox.',
    status_date: '2016-07-23T13:03:00Z',
    substatus: { code: 'delivered_to_locker', text: 'Delivered to a parcel locker.', action_required: false },
    location: { city: 'Spotsylvania', state: 'VA', zip: '22551', country: 'US' },
  },
  tracking_history: [
    { object_id: 'a0', status: 'UNKNOWN', status_details: 'Label created.', status_date: '2016-07-21T10:00:00Z', substatus: null, location: null },
  ],
  transaction: null,
  test: false,
  carrier_extension: { kept: true },
};

function client(respond: (request: Request) => Response) {
  const fake = createFakeFetch(respond);
  return { api: createApiClient({ baseUrl: 'https://api.example.test', auth: { apiKey: 'svc_test_key' }, fetch: fake.fetch, retry: false }), fake };
}

describe('tracks in the client', () => {
  it('reads a track at /tracks/{carrier}/{tracking_number}, keeping fields and codes it does not know', async () => {
    const { api, fake } = client(() => json(TRACK));
    const track = await getTrack(api, 'usps', '9205590164917312751089');
    expect(new URL(fake.requests[0]!.url).pathname).toBe('/tracks/usps/9205590164917312751089');
    expect(track.tracking_status?.substatus?.code).toBe('delivered_to_locker');
    expect(track).toMatchObject({ carrier_extension: { kept: true }, tracking_history: [{ status: 'UNKNOWN', location: null }] });
  });

  it('encodes the path segments and refuses an empty or dot-only one before sending', async () => {
    const { api, fake } = client(() => json(TRACK));
    await getTrack(api, 'usps', 'A B/C');
    expect(new URL(fake.requests[0]!.url).pathname).toBe('/tracks/usps/A%20B%2FC');
    await expect(getTrack(api, 'usps', '..')).rejects.toBeInstanceOf(InvalidRequestError);
    await expect(getTrack(api, '', '9205')).rejects.toBeInstanceOf(InvalidRequestError);
    expect(fake.requests).toHaveLength(1);
  });

  it('registers with a JSON body and refuses metadata over 100 characters before sending', async () => {
    const { api, fake } = client(() => json(TRACK));
    await registerTrack(api, { carrier: 'usps', tracking_number: '9205590164917312751089', metadata: 'Order 000123' });
    const request = fake.requests[0]!;
    expect([request.method, new URL(request.url).pathname]).toEqual(['POST', '/tracks/']);
    expect(await request.json()).toEqual({ carrier: 'usps', tracking_number: '9205590164917312751089', metadata: 'Order 000123' });
    await expect(registerTrack(api, { carrier: 'usps', tracking_number: '1', metadata: 'x'.repeat(101) })).rejects.toMatchObject({ code: 'metadata-too-long' });
    await expect(registerTrack(api, { carrier: '', tracking_number: '1' })).rejects.toMatchObject({ code: 'invalid-input', field: 'carrier' });
    expect(fake.requests).toHaveLength(1);
  });

  it('refuses a body that is not a track', async () => {
    const { api } = client(() => json({ carrier: 'usps' }));
    await expect(getTrack(api, 'usps', '1')).rejects.toBeInstanceOf(UnexpectedResponseError);
  });

  it('calls DELIVERED, RETURNED and FAILURE final, and nothing else', () => {
    expect(['UNKNOWN', 'PRE_TRANSIT', 'TRANSIT', 'DELIVERED', 'RETURNED', 'FAILURE', 'HELD', null, undefined].map(isFinalTrackingStatus)).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
