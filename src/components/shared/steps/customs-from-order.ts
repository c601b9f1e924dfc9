import type { Order, OrderLineItem } from '../../../api/resources/orders';
import type { MassUnit } from '../../../api/resources/parcels';
import { emptyCustomsItem, emptyDeclaration, type CustomsItemValues, type CustomsStepValues } from './customs-values';
import { isPositiveApiDecimal, multiplyDecimal, normaliseDecimal } from '../../../lib/decimal';
import { isOneOf, MASS_UNITS } from '../wire-enums';

/** The currency items are valued in when the order does not say. */
export const FALLBACK_CURRENCY = 'USD';

/**
 * One customs item from an order's line item: its title, quantity, weight (the line item's weight
 * is per unit, a customs item's is the line's total), total price, country of manufacture and
 * SKU. Whatever the line item lacks falls back to `currency` and `originCountry`, or stays empty
 * for the person to fill in.
 */
export function customsItemFromLineItem(lineItem: OrderLineItem, currency: string, originCountry: string): CustomsItemValues {
  const quantity = typeof lineItem.quantity === 'number' && lineItem.quantity > 0 ? lineItem.quantity : 1;
  const unit = lineItem.weight_unit;
  const massUnit: MassUnit = isOneOf(MASS_UNITS, unit) ? unit : 'lb';
  const netWeight = lineItem.weight && isPositiveApiDecimal(normaliseDecimal(lineItem.weight)) ? (multiplyDecimal(lineItem.weight, quantity) ?? '') : '';
  const value = lineItem.total_price?.trim() ? normaliseDecimal(lineItem.total_price) : '';
  return {
    ...emptyCustomsItem(lineItem.currency?.trim() || currency, lineItem.manufacture_country?.trim().toUpperCase() || originCountry, massUnit),
    description: lineItem.title?.trim() ?? '',
    quantity: String(quantity),
    net_weight: netWeight,
    value_amount: value,
    sku_code: lineItem.sku?.trim() ?? '',
  };
}

/**
 * The customs step's first values: one item per line item of the order (or one empty item
 * without an order or line items), merchandise returned if undeliverable, not yet certified.
 *
 * @param originCountry - Country of origin of items that do not name one: the sender's country.
 */
export function customsFromOrder(order: Pick<Order, 'currency' | 'line_items'> | undefined, originCountry: string): CustomsStepValues {
  const currency = order?.currency?.trim() || FALLBACK_CURRENCY;
  const items = (order?.line_items ?? []).map((lineItem) => customsItemFromLineItem(lineItem, currency, originCountry));
  return emptyDeclaration(items.length > 0 ? items : [emptyCustomsItem(currency, originCountry)]);
}
