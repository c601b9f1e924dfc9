import type { Messages } from '../../provider/messages';

export const carrierMessages: Messages['carrierMessages'] = {
  service_unavailable_for_lane: '{carrier} no tiene servicio para esta ruta: {from} → {to}.',
  weight_limit_exceeded: '{carrier} no acepta paquetes de {weight}.',
  laneUnknown: '{carrier} no tiene servicio para esta ruta.',
  weightUnknown: '{carrier} no acepta un paquete tan pesado.',
  unknown: '{carrier} informa de un problema con este envío.',
  unknownWithoutCarrier: 'El servicio de envíos informa de un problema con este envío.',
  carrierTimeout: '{carrier} no respondió a tiempo, así que faltan sus tarifas.',
  customsDeclarationMissing: 'Los envíos internacionales necesitan una declaración de aduanas antes de poder comprar una etiqueta.',
};
