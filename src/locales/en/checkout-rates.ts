// The English texts of the CheckoutRates block (a shop's checkout, issue 40). The block needs no
// provider: it brings its four catalogues itself (`../<lang>/checkout-rates.ts`), a few hundred
// bytes each, and picks one by its `locale`. The same keys live in es/, fr/ and de/.
export const checkoutRates = {
  legend: 'Shipping',
  loading: 'Getting shipping options…',
  incomplete: 'Enter your address to see shipping options.',
  empty: 'No shipping options are available for this address.',
  error: 'Shipping options could not be loaded.',
  retry: 'Try again',
  free: 'Free',
  estimatedDays: {
    one: '{count} business day',
    other: '{count} business days',
  },
  // `amount` is what the cart lacks, formatted in the shop's currency.
  freeShippingHint: '{amount} more for free shipping',
};
