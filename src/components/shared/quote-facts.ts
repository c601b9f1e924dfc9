import type { MassUnit } from '../../api/resources/parcels';
import type { Shipment } from '../../api/resources/shipments';

/**
 * What a carrier's message may need to be said in the reader's words: the countries of the route
 * and the heaviest package, read from the shipment (the API's own text is English).
 */
export interface QuoteFacts {
  /** Country codes of the sender and the recipient, when the shipment holds the addresses. */
  from?: string | undefined;
  to?: string | undefined;
  /** The heaviest package, in its own unit, when the shipment holds the parcels. */
  heaviest?: { weight: string; unit: MassUnit } | undefined;
}

const GRAMS: Readonly<Record<MassUnit, number>> = { g: 1, oz: 28.349523125, lb: 453.59237, kg: 1000 };

function countryOf(address: Shipment['address_from']): string | undefined {
  return typeof address === 'object' && address !== null && typeof address.country === 'string' && address.country !== '' ? address.country : undefined;
}

/** The facts of a shipment; each is left out when the shipment names it by id only. */
export function quoteFacts(shipment: Pick<Shipment, 'address_from' | 'address_to' | 'parcels'> | undefined): QuoteFacts {
  if (shipment === undefined) {
    return {};
  }
  let heaviest: QuoteFacts['heaviest'];
  let heaviestGrams = -1;
  for (const parcel of shipment.parcels ?? []) {
    if (typeof parcel !== 'object' || parcel === null || !parcel.weight || !parcel.mass_unit || !(parcel.mass_unit in GRAMS)) {
      continue;
    }
    const unit = parcel.mass_unit as MassUnit;
    const grams = Number(parcel.weight) * GRAMS[unit];
    if (Number.isFinite(grams) && grams > heaviestGrams) {
      heaviestGrams = grams;
      heaviest = { weight: parcel.weight, unit };
    }
  }
  return { from: countryOf(shipment.address_from), to: countryOf(shipment.address_to), heaviest };
}
