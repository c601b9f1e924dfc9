// The English texts of one block's namespace; `../en.ts` composes the catalogue from these, and
// the block brings this file itself (`useShippingElements('RatePicker', { ratePicker })`), so a host
// pays only for the text of the blocks it renders. The same keys live in es/, fr/ and de/ catalogues.
export const ratePicker = {
  legend: 'Shipping options',
  loading: 'Getting shipping options…',
  sortBy: 'Sort by',
  sortOptions: {
    price: 'Price',
    speed: 'Delivery time',
    carrier: 'Carrier',
  },
  filters: {
    carrier: 'Carrier',
    attributes: 'Show only',
    allCarriers: 'All carriers',
    clear: 'Clear filters',
  },
  empty: 'No shipping options are available for this shipment.',
  emptyWithReasons: 'No shipping options are available for this shipment. The carriers gave these reasons:',
  emptyAfterFilters: 'No shipping options match these filters.',
  carrierMessagesHeading: 'Messages from carriers',
  // Under a service group option: the carrier service behind it.
  shipsWith: 'Ships with {carrier} ({service})',
  estimatedDays: {
    one: '{count} business day',
    other: '{count} business days',
  },
  deliveryTimeUnknown: 'Delivery time not provided',
  arrivesBy: 'Arrives by {time}',
  localPrice: '≈ {amount} in {currency}',
  includesInsurance: 'Includes {amount} insurance',
  // `count` is the total number of options, shown when the list is collapsed.
  showAll: {
    one: 'Show {count} option',
    other: 'Show all {count} options',
  },
  showFewer: 'Show fewer options',
  serviceGroupsHeading: 'Delivery options',
  freeShipping: 'Free shipping',
  flatRate: 'Flat rate',
  free: 'Free',
  selected: 'Selected',
  logoAlt: '{carrier} logo',
  // A shipment the API or the kit refuses to quote, by what is wrong with it.
  invalidInput: {
    weight: "The package weight isn't valid, so no shipping options can be shown.",
    size: "The package size isn't valid, so no shipping options can be shown.",
    address: "An address is incomplete or not valid, so no shipping options can be shown.",
    other: "These shipping details aren't valid, so no shipping options can be shown.",
  },
};
