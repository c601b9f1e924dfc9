import type { ServiceGroup } from '../../api/resources/service-groups';
import type { Formatters } from '../../provider/context';
import { formatMessage, type Messages } from '../../provider/messages';

/**
 * A group's price rule in words: the carriers' rate with its adjustment in percent and the flat
 * rate it falls back to (LIVE_RATE), the flat rate (FLAT_RATE), or free above the threshold
 * (FREE_SHIPPING); money and percent in the locale.
 */
export function priceRuleOf(group: ServiceGroup, text: Messages['serviceGroups']['price'], format: Formatters, locale: string): string {
  const flat = group.flat_rate && group.flat_rate_currency ? format.money(group.flat_rate, group.flat_rate_currency) : undefined;
  switch (group.type) {
    case 'LIVE_RATE': {
      const adjustment = group.rate_adjustment ?? 0;
      const rate =
        adjustment === 0 ? text.live : formatMessage(text.liveAdjusted, { percent: format.percent(adjustment / 100, { signDisplay: 'exceptZero' }) }, locale);
      return flat === undefined ? rate : formatMessage(text.liveFallback, { text: rate, amount: flat }, locale);
    }
    case 'FREE_SHIPPING': {
      const { free_shipping_threshold_min: threshold, free_shipping_threshold_currency: currency } = group;
      return threshold && currency ? formatMessage(text.free, { amount: format.money(threshold, currency) }, locale) : '';
    }
    case 'FLAT_RATE':
    default:
      return flat ?? '';
  }
}
