// The places a merchant ships from, for the pickup "Address" and the manifest "Ship-from address":
// the senders of the shipments whose labels were bought, and the merchant's default sender, each
// place once. Never the address book as a whole: it holds every recipient (and whatever a CSV
// file put there), and a new copy of the warehouse each time a form sent it again.
import type { Address } from '../../api/resources/addresses';
import type { Shipment } from '../../api/resources/shipments';
import type { Transaction } from '../../api/resources/transactions';

/** The fields that say where a place is; the name on it is not part of the place. */
const PLACE_FIELDS = ['street1', 'street2', 'street3', 'street_no', 'city', 'state', 'zip', 'country'] as const;

function normalise(value: unknown): string {
  return typeof value === 'string'
    ? value
        .normalize('NFKC')
        .toLocaleLowerCase('en')
        .replace(/[.,;#]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    : '';
}

/**
 * The key of a place: its street, city, state, postcode and country, compared without case,
 * punctuation, spacing or postcode separators. Two address objects with one key are one place.
 */
export function placeKey(address: Pick<Address, (typeof PLACE_FIELDS)[number]>): string {
  return PLACE_FIELDS.map((field) => {
    const value = normalise(address[field]);
    return field === 'zip' ? value.replace(/[\s-]/g, '') : value;
  }).join('|');
}

/** The shipment a label was bought for: by the shipment id the API sent, or by its rate. */
export function shipmentOfLabel(label: Transaction, shipments: readonly Shipment[]): Shipment | undefined {
  const extra = label as Transaction & { shipment_id?: unknown; rate_id?: unknown };
  if (typeof extra.shipment_id === 'string') {
    const byId = shipments.find((shipment) => shipment.object_id === extra.shipment_id);
    if (byId) {
      return byId;
    }
  }
  const rateId = typeof label.rate === 'string' ? label.rate : typeof extra.rate_id === 'string' ? extra.rate_id : (label.rate?.object_id ?? undefined);
  return rateId ? shipments.find((shipment) => shipment.rates?.some((rate) => rate.object_id === rateId)) : undefined;
}

function resolve(reference: Shipment['address_from'], addresses: readonly Address[]): Address | undefined {
  if (!reference) {
    return undefined;
  }
  if (typeof reference === 'string') {
    return addresses.find((address) => address.object_id === reference);
  }
  return typeof reference.object_id === 'string' ? reference : undefined;
}

/** What {@link shipFromAddresses} reads. */
export interface ShipFromSources {
  /** The bought labels (any status is filtered to `SUCCESS`). */
  labels: readonly Transaction[];
  /** The shipments the labels were bought for (the list may hold others, which are ignored). */
  shipments: readonly Shipment[];
  /** The stored addresses, newest first, to resolve ids and find the default sender. */
  addresses: readonly Address[];
  /**
   * The merchant's default sender (an address `object_id`). Without it, and without any bought
   * label to learn from, the oldest stored address stands for it (the one the account was set up
   * with), when the whole address list is at hand (`addressesComplete`).
   */
  defaultSender?: string | undefined;
  /** True when `addresses` is the whole list (no further page). */
  addressesComplete?: boolean | undefined;
  /** Addresses added in this session (the "Add an address" dialog): places the person chose. */
  added?: readonly Address[] | undefined;
}

/**
 * The places the merchant ships from, each once: the default sender first, then the senders of
 * bought labels (by their latest label), then the ones added in this session; the oldest stored
 * address when nothing else says where the merchant ships from. Of several address objects of one
 * place, the default sender, else the oldest, stands for it.
 */
export function shipFromAddresses({ labels, shipments, addresses, defaultSender, addressesComplete = false, added = [] }: ShipFromSources): Address[] {
  const places = new Map<string, Address>();
  const take = (address: Address | undefined, older = false) => {
    if (!address) {
      return;
    }
    const key = placeKey(address);
    // A place keeps its first rank; the oldest object of it stands for it (usually the one
    // entered with care; later copies come from forms that sent it again).
    if (!places.has(key) || (older && key !== pinned)) {
      places.set(key, address);
    }
  };
  const chosen = addresses.find((address) => address.object_id === defaultSender);
  const pinned = chosen ? placeKey(chosen) : undefined;
  take(chosen);
  // Labels are newest first: each later one is older.
  for (const label of labels) {
    if (label.status === 'SUCCESS') {
      take(resolve(shipmentOfLabel(label, shipments)?.address_from, addresses), true);
    }
  }
  added.forEach((address) => take(address));
  if (places.size === 0 && addressesComplete) {
    take(addresses.at(-1));
  }
  return [...places.values()];
}

/** The stored address standing for the place of `addressId`, among `places`. */
export function placeOf(addressId: string, places: readonly Address[], addresses: readonly Address[]): Address | undefined {
  const exact = places.find((place) => place.object_id === addressId);
  if (exact) {
    return exact;
  }
  const address = addresses.find((candidate) => candidate.object_id === addressId);
  return address ? places.find((place) => placeKey(place) === placeKey(address)) : undefined;
}
