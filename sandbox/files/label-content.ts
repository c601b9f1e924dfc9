/**
 * What a shipping label shows, independent of the output format (PDF, PNG or ZPL), plus the
 * small formatting rules every renderer must agree on.
 */

/** Units a parcel weight can be given in, as the shipping API spells them. */
export type MassUnit = 'g' | 'oz' | 'lb' | 'kg';

/** An address block as printed on a label. */
export interface LabelAddress {
  /** Person or company name. */
  readonly name: string;
  /** First street line. */
  readonly street1: string;
  /** City. */
  readonly city: string;
  /** State, province or region code. */
  readonly state: string;
  /** Postal code. */
  readonly zip: string;
  /** ISO 3166-1 alpha-2 country code. */
  readonly country: string;
}

/** Everything one label shows. */
export interface LabelContent {
  /** Carrier tracking number; encoded in the barcode and printed under it. */
  readonly trackingNumber: string;
  /** Carrier display name, e.g. "Parcelwise". */
  readonly carrierName: string;
  /** Service level display name, e.g. "Priority Mail". */
  readonly serviceLevelName: string;
  /** Sender. */
  readonly from: LabelAddress;
  /** Recipient. */
  readonly to: LabelAddress;
  /** Parcel weight as a decimal string, printed verbatim. */
  readonly weight: string;
  /** Unit of {@link LabelContent.weight}. */
  readonly massUnit: MassUnit;
  /** Optional shipper reference (order number and the like). */
  readonly reference?: string;
  /** Marks a return label. */
  readonly isReturn?: boolean;
  /** A test-mode label, which carries a "not valid for shipping" banner. */
  readonly test: boolean;
}

/** The banner printed across every test-mode label. */
export const TEST_LABEL_BANNER = 'TEST LABEL - NOT VALID FOR SHIPPING';

/**
 * The "City, ST ZIP" line of an address, leaving out whatever parts are empty.
 *
 * @param address - The address.
 * @returns The line, possibly empty.
 */
export function formatCityLine(address: Pick<LabelAddress, 'city' | 'state' | 'zip'>): string {
  const stateAndZip = [address.state, address.zip].map((part) => part.trim()).filter(Boolean).join(' ');
  return [address.city.trim(), stateAndZip].filter(Boolean).join(', ');
}

/**
 * The lines of an address block: name, street, "City, ST ZIP" and country, skipping empty ones.
 *
 * @param address - The address.
 * @returns Printable lines.
 */
export function formatAddressLines(address: LabelAddress): string[] {
  return [address.name, address.street1, formatCityLine(address), address.country]
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * The weight as printed, e.g. "2.5 LB".
 *
 * @param label - The label.
 * @returns Weight and upper-cased unit.
 */
export function formatWeight(label: Pick<LabelContent, 'weight' | 'massUnit'>): string {
  return `${label.weight.trim()} ${label.massUnit.toUpperCase()}`;
}

/**
 * The text the barcode encodes: the tracking number with any character Code 128 set B/C
 * cannot carry (outside printable ASCII) replaced by '?', so a bad value never breaks a label.
 *
 * @param trackingNumber - The tracking number.
 * @returns Printable ASCII text.
 */
export function toBarcodeText(trackingNumber: string): string {
  return trackingNumber.replace(/[^\x20-\x7e]/gu, '?');
}

/** How a label links to an order in its metadata (`order:<order id>`), as the API reads it. */
const ORDER_METADATA = /order:([A-Za-z0-9_]+)/;

/**
 * The reference printed on a label: the shipper's own reference when there is one, else the
 * number of the order the label ships. Metadata is the merchant's bookkeeping: the link to an
 * order (`order:ord_…`) prints as the order's number (`#1042`), never as the raw id, and is left
 * off when the order cannot be found. Other metadata is printed as it is.
 *
 * @param reference - The shipment's `extra.reference_1`.
 * @param metadata - The transaction's `metadata`.
 * @param orderNumberOf - Looks up an order's display number by its id.
 * @returns The reference, or `undefined` for none.
 */
export function labelReference(reference: string, metadata: string, orderNumberOf: (orderId: string) => string | undefined): string | undefined {
  const own = reference.trim();
  if (own !== '') {
    return own;
  }
  const order = ORDER_METADATA.exec(metadata);
  if (order) {
    return orderNumberOf(order[1] ?? '')?.trim() || undefined;
  }
  return metadata.trim() || undefined;
}
