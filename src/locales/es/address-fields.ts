import type { Messages } from '../../provider/messages';

export const addressFields: Messages['addressFields'] = {
  fields: {
    name: 'Nombre completo',
    company: 'Empresa',
    street1: 'Dirección (línea 1)',
    street2: 'Dirección (línea 2)',
    street3: 'Dirección (línea 3)',
    city: 'Ciudad',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    country: 'País',
  },
  hints: {
    street2: 'Piso, puerta, apartamento o edificio',
    email: 'Se usa para enviar avisos de entrega.',
    phone: 'El transportista puede llamar a este número por cuestiones de la entrega.',
    postalCode: 'Ejemplo: {example}',
  },
  placeholders: {
    country: 'Selecciona un país',
    state: 'Selecciona…',
  },
  stateLabels: {
    state: 'Estado',
    province: 'Provincia',
    county: 'Condado',
    prefecture: 'Prefectura',
    region: 'Región',
    emirate: 'Emirato',
    department: 'Departamento',
  },
  postalCodeLabels: {
    zip: 'Código ZIP',
    postcode: 'Código postal',
    postalCode: 'Código postal',
    pin: 'Código PIN',
  },
  validation: {
    invalidPostalCode: 'Escribe un código postal válido, por ejemplo, {example}.',
    invalidEmail: 'Escribe una dirección de correo electrónico válida, por ejemplo, nombre@ejemplo.com.',
    invalidPhone: 'Escribe un número de teléfono válido, con el prefijo.',
    invalidState: 'Elige un valor de la lista para {field}.',
  },
};
