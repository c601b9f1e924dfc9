import type { Messages } from '../../provider/messages';

export const carrierMessages: Messages['carrierMessages'] = {
  service_unavailable_for_lane: '{carrier} bietet für diese Strecke keinen Service an: {from} → {to}.',
  weight_limit_exceeded: '{carrier} nimmt kein Paket mit {weight} an.',
  laneUnknown: '{carrier} bietet für diese Strecke keinen Service an.',
  weightUnknown: '{carrier} nimmt kein so schweres Paket an.',
  unknown: '{carrier} meldet ein Problem mit dieser Sendung.',
  unknownWithoutCarrier: 'Der Versanddienst meldet ein Problem mit dieser Sendung.',
  carrierTimeout: '{carrier} hat nicht rechtzeitig geantwortet, deshalb fehlen die Tarife dieses Versanddienstleisters.',
  customsDeclarationMissing: 'Internationale Sendungen brauchen eine Zollinhaltserklärung, bevor ein Etikett gekauft werden kann.',
};
