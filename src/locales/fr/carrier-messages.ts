import type { Messages } from '../../provider/messages';

export const carrierMessages: Messages['carrierMessages'] = {
  service_unavailable_for_lane: '{carrier} n’a aucun service pour ce trajet\u00a0: {from} → {to}.',
  weight_limit_exceeded: '{carrier} n’accepte pas de colis de {weight}.',
  laneUnknown: '{carrier} n’a aucun service pour ce trajet.',
  weightUnknown: '{carrier} n’accepte pas un colis aussi lourd.',
  unknown: '{carrier} signale un problème avec cet envoi.',
  unknownWithoutCarrier: 'Le service d’expédition signale un problème avec cet envoi.',
  carrierTimeout: '{carrier} n’a pas répondu à temps\u00a0: ses tarifs ne sont pas affichés.',
  customsDeclarationMissing: 'Un envoi international nécessite une déclaration en douane avant l’achat d’une étiquette.',
};
