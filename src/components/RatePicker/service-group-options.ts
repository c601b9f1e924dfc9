import type { Rate } from '../../api/resources/rates';
import type { ServiceGroup } from '../../api/resources/service-groups';
import { compareMoney, getNumberFormat } from '../../provider/format';
import { decimalParts, formatDecimal } from '../../lib/decimal';

/** A cart's item total, as a decimal string and an ISO 4217 code. */
export interface CartTotal {
  /** Decimal string, for example `'82.50'`. */
  amount: string;
  /** ISO 4217 code, for example `'USD'`. */
  currency: string;
}

/**
 * Where a service group option's price comes from: a carrier rate changed by the group's
 * `rate_adjustment`, the group's `flat_rate`, or zero (free shipping).
 */
export type ServiceGroupPricing = 'live-rate' | 'flat-rate' | 'free-shipping';

/** One checkout option built from a merchant's service group (spec §2 Service group). */
export interface ServiceGroupOption {
  /** The group's `object_id`; the option's value in the radio group. */
  id: string;
  group: ServiceGroup;
  pricing: ServiceGroupPricing;
  /** What the customer pays, as a decimal string with the currency's minor digits. */
  amount: string;
  currency: string;
  /**
   * The cheapest rate of the group's service levels: the label the merchant would buy. `null`
   * when no quoted rate matches one of the group's service levels.
   */
  rate: Rate | null;
}

/** The number of minor digits of a currency (2 for USD, 0 for JPY); 2 when the code is unknown. */
export function currencyFractionDigits(currency: string): number {
  try {
    return getNumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * Changes a decimal-string amount by a whole percentage, exactly, and rounds it half away from
 * zero to `fractionDigits` (`'8.95'`, `10`, `2` → `'9.85'`). Never goes through floating point,
 * so the result is the amount a person would work out by hand. A discount of 100 % or more gives
 * zero, never a negative price. Returns `undefined` when `amount` is not a decimal string.
 */
export function adjustAmount(amount: string, percent: number, fractionDigits: number): string | undefined {
  const parts = decimalParts(amount);
  if (parts === undefined || !Number.isInteger(percent) || !Number.isInteger(fractionDigits) || fractionDigits < 0) {
    return undefined;
  }
  const fractionPart = parts.fractionDigits;
  const value = BigInt(parts.integerDigits + fractionPart) * (parts.negative ? -1n : 1n);
  // value × (100 + percent) / 100, rescaled from the amount's digits to the currency's.
  const numerator = value * BigInt(100 + percent) * 10n ** BigInt(fractionDigits);
  const denominator = 100n * 10n ** BigInt(fractionPart.length);
  let quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const absoluteRemainder = remainder < 0n ? -remainder : remainder;
  if (absoluteRemainder * 2n >= denominator) {
    quotient += numerator < 0n ? -1n : 1n;
  }
  if (quotient < 0n && value >= 0n) {
    quotient = 0n;
  }
  return formatDecimal(quotient, fractionDigits);
}

/** True when a rate is one of the group's service levels (and of its carrier account, when both say). */
function belongsToGroup(rate: Rate, group: ServiceGroup): boolean {
  return (group.service_levels ?? []).some(
    (level) =>
      level.service_level_token === rate.servicelevel.token &&
      (rate.carrier_account == null || rate.carrier_account === level.account_object_id),
  );
}

function cheapestRateOf(group: ServiceGroup, rates: readonly Rate[]): Rate | null {
  let cheapest: Rate | null = null;
  for (const rate of rates) {
    if (belongsToGroup(rate, group) && (cheapest === null || compareMoney(rate.amount, cheapest.amount) < 0)) {
      cheapest = rate;
    }
  }
  return cheapest;
}

function flatRateOption(group: ServiceGroup, rate: Rate | null): ServiceGroupOption | null {
  if (!group.flat_rate || !group.flat_rate_currency) {
    return null;
  }
  return { id: group.object_id, group, pricing: 'flat-rate', amount: group.flat_rate, currency: group.flat_rate_currency, rate };
}

/**
 * Builds the checkout options of the merchant's service groups from a shipment's rates, in the
 * groups' own order (spec §2 Service group):
 *
 * - `LIVE_RATE`: the cheapest matching rate, changed by `rate_adjustment` percent; the flat rate
 *   when no rate matches one of the group's service levels.
 * - `FLAT_RATE`: one option at `flat_rate`.
 * - `FREE_SHIPPING`: one option at zero, only when the cart total is greater than
 *   `free_shipping_threshold_min` in the same currency (totals in another currency cannot be
 *   compared without an exchange rate, so the option is left out).
 *
 * Inactive groups, groups of a type the kit does not know, and groups missing the price their
 * type needs are left out.
 */
export function serviceGroupOptions(
  groups: readonly ServiceGroup[],
  rates: readonly Rate[],
  cartTotal: CartTotal,
): ServiceGroupOption[] {
  const options: ServiceGroupOption[] = [];
  for (const group of groups) {
    if (group.is_active === false) {
      continue;
    }
    const rate = cheapestRateOf(group, rates);
    switch (group.type) {
      case 'LIVE_RATE': {
        const adjusted = rate ? adjustAmount(rate.amount, group.rate_adjustment ?? 0, currencyFractionDigits(rate.currency)) : undefined;
        const option =
          rate && adjusted !== undefined
            ? { id: group.object_id, group, pricing: 'live-rate' as const, amount: adjusted, currency: rate.currency, rate }
            : flatRateOption(group, null);
        if (option) {
          options.push(option);
        }
        break;
      }
      case 'FLAT_RATE': {
        const option = flatRateOption(group, rate);
        if (option) {
          options.push(option);
        }
        break;
      }
      case 'FREE_SHIPPING': {
        const currency = group.free_shipping_threshold_currency;
        const minimum = group.free_shipping_threshold_min;
        // compareMoney sorts text that is not a decimal after every number, so a malformed cart
        // total must not count as "above the threshold".
        const validTotal = decimalParts(cartTotal.amount) !== undefined;
        if (currency && minimum && validTotal && currency === cartTotal.currency && compareMoney(cartTotal.amount, minimum) > 0) {
          options.push({ id: group.object_id, group, pricing: 'free-shipping', amount: formatDecimal(0n, currencyFractionDigits(currency)), currency, rate });
        }
        break;
      }
      default: {
        // An open enum: a group type added to the API later is not offered until the kit knows it.
        break;
      }
    }
  }
  return options;
}
