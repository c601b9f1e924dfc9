import type { Messages } from '../../provider/messages';

export const checkoutRates: Messages['checkoutRates'] = {
  legend: 'Versand',
  loading: 'Versandoptionen werden geladen…',
  incomplete: 'Geben Sie Ihre Adresse ein, um die Versandoptionen zu sehen.',
  empty: 'Für diese Adresse sind keine Versandoptionen verfügbar.',
  error: 'Die Versandoptionen konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  free: 'Kostenlos',
  estimatedDays: {
    one: '{count} Werktag',
    other: '{count} Werktage',
  },
  freeShippingHint: 'Noch {amount} bis zum kostenlosen Versand',
};
