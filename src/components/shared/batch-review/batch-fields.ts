// The shipment fields a batch file's columns map to, how headers are recognised, and the
// template file. Pure: shared by the worker, the main-thread fallback and the block.
import { CUSTOMS_EXAMPLE, DECLARATION_ALIASES, DECLARATION_FIELDS, ITEM_FIELDS, itemAliases, type DeclarationField, type ItemField } from './customs-fields';

/** The address, parcel and service fields, in the template's order. */
const SHIPMENT_FIELDS = [
  'name',
  'company',
  'street1',
  'street2',
  'city',
  'state',
  'zip',
  'country',
  'phone',
  'email',
  'weight',
  'mass_unit',
  'length',
  'width',
  'height',
  'distance_unit',
  'carrier_account',
  'servicelevel_token',
  'metadata',
  'order_id',
] as const;
type ShipmentField = (typeof SHIPMENT_FIELDS)[number];

/** A shipment field a column can fill: an address, parcel or service field, or a customs one. */
export type BatchField = ShipmentField | DeclarationField | ItemField;

/** Every shipment field a column can fill, in the template's order (customs last). */
export const BATCH_FIELDS: readonly BatchField[] = [...SHIPMENT_FIELDS, ...DECLARATION_FIELDS, ...ITEM_FIELDS];

/** Fields every row must have (the rest are optional or fall back to the batch settings). */
export const REQUIRED_FIELDS: readonly BatchField[] = ['name', 'street1', 'city', 'zip', 'country', 'weight', 'mass_unit', 'length', 'width', 'height', 'distance_unit'];

/** Which column (by index in the file's header) fills each field; unmapped fields are absent. */
export type ColumnMapping = Partial<Record<BatchField, number>>;

/** Header spellings recognised for each field, compared without case, spaces or punctuation. */
const SHIPMENT_ALIASES: Record<ShipmentField, readonly string[]> = {
  name: ['name', 'recipient', 'recipientname', 'toname', 'fullname', 'shiptoname', 'nom', 'nombre'],
  company: ['company', 'tocompany', 'companyname', 'organization', 'organisation', 'firma', 'empresa', 'societe'],
  street1: ['street1', 'street', 'address', 'address1', 'addressline1', 'tostreet1', 'toaddress1', 'adresse', 'direccion', 'strasse'],
  street2: ['street2', 'address2', 'addressline2', 'tostreet2', 'toaddress2'],
  city: ['city', 'tocity', 'town', 'ville', 'ciudad', 'stadt', 'ort'],
  state: ['state', 'tostate', 'province', 'region', 'stateprovince', 'county'],
  zip: ['zip', 'tozip', 'zipcode', 'postalcode', 'postcode', 'postcode', 'plz', 'codepostal', 'codigopostal'],
  country: ['country', 'tocountry', 'countrycode', 'pays', 'pais', 'land'],
  phone: ['phone', 'tophone', 'telephone', 'phonenumber', 'tel', 'telefon', 'telefono'],
  email: ['email', 'toemail', 'emailaddress', 'mail', 'courriel', 'correo'],
  weight: ['weight', 'parcelweight', 'poids', 'peso', 'gewicht'],
  mass_unit: ['massunit', 'weightunit', 'unit', 'unitofweight'],
  length: ['length', 'parcellength', 'longueur', 'largo', 'laenge'],
  width: ['width', 'parcelwidth', 'largeur', 'ancho', 'breite'],
  height: ['height', 'parcelheight', 'hauteur', 'alto', 'hoehe'],
  distance_unit: ['distanceunit', 'dimensionunit', 'lengthunit', 'dimensionsunit'],
  carrier_account: ['carrieraccount', 'carrier', 'carrieraccountid'],
  servicelevel_token: ['servicelevel', 'servicelevelToken', 'servicetoken', 'service', 'servicelevel_token'],
  metadata: ['metadata', 'reference', 'ordernumber', 'order', 'ref', 'note', 'referencia', 'referenz', 'numerodecommande', 'numerodepedido', 'bestellnummer', 'commande', 'pedido', 'bestellung'],
  // The order's object id: the batch shipment is sent with the metadata `order:<id>`, which links
  // its label to the order (the API marks it SHIPPED).
  order_id: ['orderid', 'identifiantdelacommande', 'identifiantcommande', 'orderobjectid', 'idcommande', 'iddelacommande', 'idpedido', 'iddelpedido', 'bestellid', 'bestellungsid'],
};

const aliasesOf = (field: BatchField): readonly string[] =>
  field in SHIPMENT_ALIASES
    ? SHIPMENT_ALIASES[field as ShipmentField]
    : field in DECLARATION_ALIASES
      ? DECLARATION_ALIASES[field as DeclarationField]
      : itemAliases(field as ItemField);

const normalize = (header: string) =>
  header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const ALIAS_INDEX: ReadonlyMap<string, BatchField> = new Map(
  BATCH_FIELDS.flatMap((field) => aliasesOf(field).map((alias) => [normalize(alias), field] as const)),
);

/** The field a header names, if it is one the kit recognises. */
export function fieldForHeader(header: string): BatchField | undefined {
  return ALIAS_INDEX.get(normalize(header));
}

/**
 * The mapping detected from a file's headers: each field takes the first column that names it.
 * A `remembered` mapping (by header name, from the last upload) wins where its header is present.
 */
export function detectMapping(headers: readonly string[], remembered?: Partial<Record<BatchField, string>>): ColumnMapping {
  const mapping: ColumnMapping = {};
  const taken = new Set<number>();
  if (remembered) {
    for (const field of BATCH_FIELDS) {
      const header = remembered[field];
      const index = header === undefined ? -1 : headers.indexOf(header);
      if (index >= 0 && !taken.has(index)) {
        mapping[field] = index;
        taken.add(index);
      }
    }
  }
  headers.forEach((header, index) => {
    const field = fieldForHeader(header);
    if (field !== undefined && mapping[field] === undefined && !taken.has(index)) {
      mapping[field] = index;
      taken.add(index);
    }
  });
  return mapping;
}

/** A mapping by header name, the form it is remembered in between uploads. */
export function mappingByHeader(mapping: ColumnMapping, headers: readonly string[]): Partial<Record<BatchField, string>> {
  const byHeader: Partial<Record<BatchField, string>> = {};
  for (const field of BATCH_FIELDS) {
    const index = mapping[field];
    const header = index === undefined ? undefined : headers[index];
    if (header !== undefined) {
      byHeader[field] = header;
    }
  }
  return byHeader;
}

/** The template a person fills in: the field names as headers and one example row. */
export function templateCsv(): string {
  const example: Partial<Record<BatchField, string>> = {
    ...CUSTOMS_EXAMPLE,
    name: 'Grace Hopper',
    company: '',
    street1: '10 Downing St',
    street2: '',
    city: 'London',
    state: '',
    zip: 'SW1A 1AA',
    country: 'GB',
    phone: '+44 20 7946 0000',
    email: 'grace@example.com',
    weight: '2.5',
    mass_unit: 'lb',
    length: '10',
    width: '8',
    height: '4',
    distance_unit: 'in',
    carrier_account: '',
    servicelevel_token: '',
    metadata: 'Order #1001',
    order_id: '',
  };
  return `${BATCH_FIELDS.join(',')}\r\n${BATCH_FIELDS.map((field) => example[field] ?? '').join(',')}\r\n`;
}
