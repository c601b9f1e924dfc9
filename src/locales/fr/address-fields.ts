import type { Messages } from '../../provider/messages';

export const addressFields: Messages['addressFields'] = {
  fields: {
    name: 'Nom complet',
    company: 'Entreprise',
    street1: 'Adresse (ligne 1)',
    street2: 'Adresse (ligne 2)',
    street3: 'Adresse (ligne 3)',
    city: 'Ville',
    email: 'Adresse e-mail',
    phone: 'Téléphone',
    country: 'Pays',
  },
  hints: {
    street2: 'Appartement, bâtiment, escalier ou étage',
    email: 'Utilisée pour les notifications de livraison.',
    phone: 'Le transporteur peut appeler ce numéro au sujet de la livraison.',
    postalCode: 'Exemple\u00a0: {example}',
  },
  placeholders: {
    country: 'Sélectionnez un pays',
    state: 'Sélectionnez…',
  },
  stateLabels: {
    state: 'État',
    province: 'Province',
    county: 'Comté',
    prefecture: 'Préfecture',
    region: 'Région',
    emirate: 'Émirat',
    department: 'Département',
  },
  postalCodeLabels: {
    zip: 'Code ZIP',
    postcode: 'Code postal',
    postalCode: 'Code postal',
    pin: 'Code PIN',
  },
  validation: {
    invalidPostalCode: 'Saisissez un code postal valide, par exemple {example}.',
    invalidEmail: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.',
    invalidPhone: 'Saisissez un numéro de téléphone valide, avec l’indicatif.',
    invalidState: 'Choisissez une valeur dans la liste pour «\u00a0{field}\u00a0».',
  },
};
