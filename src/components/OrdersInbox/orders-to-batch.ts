// Orders as the rows of a batch, and the ship-many settings form. Pure. An order becomes the same
// row a batch file's line would (components/shared/batch): its recipient, its weight in the
// package chosen once, `order_id` (the API links the label to the order and marks it shipped),
// and, shipped abroad, its line items as customs items (the batch's customs columns), so the
// batch's request, checks and fix dialog treat both alike.
import * as z from 'zod/mini';
import type { BatchInput } from '../../api/resources/batches';
import type { Order, OrderLineItem } from '../../api/resources/orders';
import { isInternational } from '../../api/shipment-rules';
import { isPositiveApiDecimal, normaliseDecimal } from '../../lib/decimal';
import { toBatchInput, toBatchShipment } from '../shared/batch-review/batch-values';
import { MAX_CUSTOMS_ITEMS } from '../shared/batch-review/customs-fields';
import { rowFromCustoms } from '../shared/batch-review/customs-rows';
import type { RowValues } from '../shared/batch-review/parse-batch-csv';
import { customsFromOrder } from '../shared/steps/customs-from-order';
import { DISTANCE_UNITS, isOneOf } from '../shared/wire-enums';
import type { ShipManySender } from './ship-many-machine';

const positive = (code: string) => z.string().check(z.refine((value) => isPositiveApiDecimal(normaliseDecimal(value)), code));

/**
 * The settings chosen once for every order: where from, the carrier account and service level,
 * the package's dimensions (each order brings its weight), and who signs the customs declarations
 * of the orders shipped abroad. Errors carry a key of `messages.ordersInboxBatch.errors`.
 */
export const ShipManySettingsSchema = z.object({
  sender: z.string().check(z.minLength(1, 'senderRequired')),
  /** The service of the orders shipped at home; required only when one is (checked by the form, which knows the orders). */
  carrierAccount: z.string(),
  serviceLevel: z.string(),
  /** The service of the orders shipped abroad (a lane of its own at most carriers); required only then, like `signer`. */
  abroadCarrierAccount: z.string(),
  abroadServiceLevel: z.string(),
  length: positive('dimensionInvalid'),
  width: positive('dimensionInvalid'),
  height: positive('dimensionInvalid'),
  distanceUnit: z.string().check(z.refine((value) => isOneOf(DISTANCE_UNITS, value), 'dimensionInvalid')),
  /** Required only when an order goes abroad (checked by the form, which knows the orders). */
  signer: z.string(),
});
export type ShipManySettings = z.infer<typeof ShipManySettingsSchema>;

/** The form's first values. */
export function defaultShipManySettings(sender: string | undefined): ShipManySettings {
  return { sender: sender ?? '', carrierAccount: '', serviceLevel: '', abroadCarrierAccount: '', abroadServiceLevel: '', length: '', width: '', height: '', distanceUnit: 'in', signer: '' };
}

/** Whether the order goes to another country than `senderCountry`. */
export function isAbroad(order: Order, senderCountry: string | undefined): boolean {
  const country = order.to_address?.country;
  return Boolean(senderCountry && country && isInternational(senderCountry, country));
}

/**
 * Whether the order goes abroad with more line items than a batch shipment declares to customs
 * ({@link MAX_CUSTOMS_ITEMS}, the batch's customs columns): such an order is left out of the batch
 * (never declared with some of its items) and shipped on its own, where LabelPurchase declares
 * every item.
 */
export function declaresTooManyItems(order: Order, senderCountry: string | undefined): boolean {
  return isAbroad(order, senderCountry) && (order.line_items?.length ?? 0) > MAX_CUSTOMS_ITEMS;
}

/** A line item's tariff number when the API (or the shop) sends one; the spec's line item has none. */
function tariffOf(lineItem: OrderLineItem): string {
  const loose = lineItem as OrderLineItem & { tariff_number?: unknown; hs_code?: unknown };
  const tariff = typeof loose.tariff_number === 'string' ? loose.tariff_number : typeof loose.hs_code === 'string' ? loose.hs_code : '';
  return tariff.trim();
}

/** The customs columns of an order shipped abroad: one item per line item (at most five: see {@link declaresTooManyItems}), signed by `signer`. */
function customsColumns(order: Order, senderCountry: string, signer: string): RowValues {
  const declaration = customsFromOrder(order, senderCountry);
  const lineItems = order.line_items ?? [];
  const items = declaration.items.map((item, index) => {
    const lineItem = lineItems[index];
    return lineItem ? { ...item, tariff_number: tariffOf(lineItem) || item.tariff_number } : item;
  });
  return rowFromCustoms({ ...declaration, items, certify: signer.trim() !== '', certify_signer: signer });
}

/**
 * One order as a batch row: recipient, package, the link to the order, and when abroad the
 * service for orders abroad (the batch shipment's own account and service level) and customs.
 */
export function orderToRow(order: Order, settings: ShipManySettings, senderCountry: string): RowValues {
  const to = order.to_address ?? {};
  const row: RowValues = {};
  for (const field of ['name', 'company', 'street1', 'street2', 'city', 'state', 'zip', 'country', 'phone', 'email'] as const) {
    const value = to[field];
    if (typeof value === 'string' && value.trim() !== '') {
      row[field] = field === 'country' ? value.trim().toUpperCase() : value.trim();
    }
  }
  Object.assign(row, {
    weight: normaliseDecimal(order.weight ?? ''),
    mass_unit: order.weight_unit?.trim().toLowerCase() || 'lb',
    length: normaliseDecimal(settings.length),
    width: normaliseDecimal(settings.width),
    height: normaliseDecimal(settings.height),
    distance_unit: settings.distanceUnit,
    order_id: order.object_id,
    ...(order.order_number ? { metadata: order.order_number } : {}),
  });
  if (!isAbroad(order, senderCountry)) {
    return row;
  }
  const service = { carrier_account: settings.abroadCarrierAccount, servicelevel_token: settings.abroadServiceLevel };
  return { ...row, ...service, ...customsColumns(order, senderCountry, settings.signer) };
}

/**
 * The batch create request for these orders, shipped from `sender` with the settings; an order
 * abroad with more items than a batch declares is left out ({@link declaresTooManyItems}).
 */
export function ordersToBatch(orders: readonly Order[], settings: ShipManySettings, sender: ShipManySender): { input: BatchInput; rows: RowValues[] } {
  const rows = orders.filter((order) => !declaresTooManyItems(order, sender.country)).map((order) => orderToRow(order, settings, sender.country));
  // The batch's default service is the one of the orders at home; when every order goes abroad
  // (none was asked for), the service of the orders abroad.
  const home = settings.carrierAccount.trim() !== '';
  const batchSettings = {
    carrierAccount: home ? settings.carrierAccount : settings.abroadCarrierAccount,
    serviceLevel: home ? settings.serviceLevel : settings.abroadServiceLevel,
    labelFileType: '',
    metadata: '',
    rowOverrides: true,
  };
  return { input: toBatchInput(batchSettings, rows, sender.addressId, sender.country), rows };
}

/**
 * The shipment of the order the settings preview rates (one shipped at home when the selection
 * has one: its rates need no customs), once the package and the sender are known.
 */
export function sampleShipment(orders: readonly Order[], settings: ShipManySettings, sender: ShipManySender | undefined) {
  const order = orders.find((candidate) => !isAbroad(candidate, sender?.country)) ?? orders[0];
  const sized = [settings.length, settings.width, settings.height, order?.weight ?? ''].every((value) => isPositiveApiDecimal(normaliseDecimal(value)));
  if (!order || !sender || !sized) {
    return undefined;
  }
  const { shipment } = toBatchShipment(orderToRow(order, settings, sender.country), sender.addressId, false);
  return { order, shipment };
}
