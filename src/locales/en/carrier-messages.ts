// The English texts of the carrier messages (components/shared/carrier-message-text.ts): a
// carrier's or the API's message in the reader's words, which RatePicker's list and LabelPurchase's
// purchase error both say; `./catalogue.ts` composes the catalogue from these. The same keys are
// in es/, fr/ and de/.
export const carrierMessages = {
  // Carriers' messages by the API's `code`, in the kit's words (the API's own text is English);
  // `laneUnknown` and `weightUnknown` when the shipment names its addresses or parcels by id only,
  // `unknown` for a code the kit does not know.
  service_unavailable_for_lane: '{carrier} has no service for this route: {from} → {to}.',
  weight_limit_exceeded: '{carrier} cannot take a package of {weight}.',
  laneUnknown: '{carrier} has no service for this route.',
  weightUnknown: '{carrier} cannot take a package this heavy.',
  unknown: '{carrier} reported a problem with this shipment.',
  unknownWithoutCarrier: 'The shipping service reported a problem with this shipment.',
  carrierTimeout: "{carrier} didn't respond in time, so its rates are missing.",
  // Messages the API sends with a stable code, in the kit's words (the API's own are English).
  customsDeclarationMissing: 'International shipments need a customs declaration before a label can be bought.',
};
