import type { Messages } from '../../provider/messages';

export const addressFields: Messages['addressFields'] = {
  fields: {
    name: 'Vollständiger Name',
    company: 'Firma',
    street1: 'Adresszeile 1',
    street2: 'Adresszeile 2',
    street3: 'Adresszeile 3',
    city: 'Ort',
    email: 'E-Mail',
    phone: 'Telefon',
    country: 'Land',
  },
  hints: {
    street2: 'Wohnung, Gebäude, Stockwerk oder Adresszusatz',
    email: 'Für Benachrichtigungen zur Zustellung.',
    phone: 'Der Versanddienstleister kann diese Nummer bei Fragen zur Zustellung anrufen.',
    postalCode: 'Beispiel: {example}',
  },
  placeholders: {
    country: 'Land auswählen',
    state: 'Auswählen…',
  },
  stateLabels: {
    state: 'Bundesstaat',
    province: 'Provinz',
    county: 'Grafschaft',
    prefecture: 'Präfektur',
    region: 'Region',
    emirate: 'Emirat',
    department: 'Departement',
  },
  postalCodeLabels: {
    zip: 'ZIP-Code',
    postcode: 'Postleitzahl',
    postalCode: 'Postleitzahl',
    pin: 'PIN-Code',
  },
  validation: {
    invalidPostalCode: 'Geben Sie eine gültige Postleitzahl ein, zum Beispiel {example}.',
    invalidEmail: 'Geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.',
    invalidPhone: 'Geben Sie eine gültige Telefonnummer mit Vorwahl ein.',
    invalidState: 'Wählen Sie für {field} einen Wert aus der Liste aus.',
  },
};
