// The customs columns of a batch file: the declaration (one set per row) and its items, in
// numbered groups of columns (`item1_description`, `item2_description`…): one row is one shipment,
// so a shipment with several items fills several groups (README, "BatchUploader": customs).
// Pure: shared by the worker, the main-thread fallback and the block.

/** The most items one row declares (the groups `item1_…` to `item5_…`). */
export const MAX_CUSTOMS_ITEMS = 5;

/** The declaration's columns. */
export const DECLARATION_FIELDS = [
  'customs_contents_type',
  'customs_contents_explanation',
  'customs_non_delivery_option',
  'customs_incoterm',
  'customs_eel_pfc',
  'customs_aes_itn',
  'customs_signer',
] as const;
export type DeclarationField = (typeof DECLARATION_FIELDS)[number];

/** The columns of one item, in the template's order. */
export const ITEM_COLUMNS = ['description', 'quantity', 'net_weight', 'mass_unit', 'value_amount', 'value_currency', 'origin_country', 'tariff_number'] as const;
export type ItemColumn = (typeof ITEM_COLUMNS)[number];
export type ItemNumber = 1 | 2 | 3 | 4 | 5;
/** One column of one item: `item2_net_weight`. */
export type ItemField = `item${ItemNumber}_${ItemColumn}`;

/** The column of item `number` (1-based). */
export const itemField = (number: number, column: ItemColumn) => `item${number}_${column}` as ItemField;

/** Every item column, item by item. */
export const ITEM_FIELDS: readonly ItemField[] = Array.from({ length: MAX_CUSTOMS_ITEMS }, (_, index) => ITEM_COLUMNS.map((column) => itemField(index + 1, column))).flat();

/** The item and column a field names, if it is an item's. */
export function parseItemField(field: string): { number: number; column: ItemColumn } | undefined {
  const match = /^item(\d)_(.+)$/.exec(field);
  const column = match?.[2] as ItemColumn | undefined;
  return match && column && (ITEM_COLUMNS as readonly string[]).includes(column) ? { number: Number(match[1]), column } : undefined;
}

/** Header spellings of the declaration's columns (English, Spanish, French, German; the catalogues' labels too). */
export const DECLARATION_ALIASES: Record<DeclarationField, readonly string[]> = {
  customs_contents_type: ['customscontentstype', 'contentstype', 'contenttype', 'typedecontenu', 'naturecontenu', 'tipodecontenido', 'tipocontenido', 'inhaltsart', 'warenart', 'aduanatipodecontenido', 'douanetypedecontenu', 'zollartdesinhalts'],
  customs_contents_explanation: ['customscontentsexplanation', 'contentsexplanation', 'explanation', 'explicationcontenu', 'explicaciondelcontenido', 'explicacioncontenido', 'inhaltserklarung', 'inhaltsbeschreibung', 'aduanaexplicaciondelcontenido', 'douaneexplicationducontenu', 'zollerklarungdesinhalts'],
  customs_non_delivery_option: ['customsnondeliveryoption', 'nondeliveryoption', 'nondelivery', 'ifundeliverable', 'nonlivraison', 'sinolivrable', 'noentrega', 'siNoseentrega', 'unzustellbar', 'beinichtzustellung', 'customsifundeliverable', 'aduanasinoseentrega', 'douaneencasdenonlivraison', 'zollbeiunzustellbarkeit'],
  customs_incoterm: ['customsincoterm', 'incoterm', 'incoterms', 'zollincoterm', 'douaneincoterm', 'aduanaincoterm'],
  customs_eel_pfc: ['customseelpfc', 'eelpfc', 'eel', 'pfc', 'exemption', 'exencion', 'befreiung', 'customseelpfcexemption', 'aduanaexencioneelpfc', 'douaneexemptioneelpfc', 'zolleelpfcbefreiung'],
  customs_aes_itn: ['customsaesitn', 'aesitn', 'itn', 'aduanaaesitn', 'douaneaesitn', 'zollaesitn'],
  customs_signer: ['customssigner', 'certifysigner', 'signer', 'signedby', 'signataire', 'firmante', 'unterzeichner', 'unterschrift', 'customssignedby', 'aduanafirmadopor', 'douanesignepar', 'zollunterzeichnetvon'],
};

/** Spellings of an item's columns, with `#` for its number (item 1 is also recognised without one). */
const ITEM_ALIASES: Record<ItemColumn, readonly string[]> = {
  description: ['item#description', 'item#', 'item#desc', 'description#', 'article#description', 'article#', 'descriptionarticle#', 'articulo#descripcion', 'articulo#', 'descripcion#', 'artikel#beschreibung', 'artikel#', 'beschreibung#'],
  quantity: ['item#quantity', 'item#qty', 'quantity#', 'qty#', 'article#quantite', 'quantite#', 'articulo#cantidad', 'cantidad#', 'artikel#menge', 'menge#'],
  net_weight: ['item#netweight', 'item#weight', 'netweight#', 'article#poidsnet', 'poidsnet#', 'articulo#pesoneto', 'pesoneto#', 'artikel#nettogewicht', 'nettogewicht#'],
  mass_unit: ['item#massunit', 'item#weightunit', 'item#unit', 'article#unitedepoids', 'articulo#unidaddepeso', 'artikel#gewichtseinheit'],
  value_amount: ['item#value', 'item#valueamount', 'value#', 'article#valeur', 'valeur#', 'articulo#valor', 'valor#', 'artikel#wert', 'wert#'],
  value_currency: ['item#currency', 'item#valuecurrency', 'currency#', 'article#devise', 'devise#', 'articulo#moneda', 'moneda#', 'artikel#wahrung', 'wahrung#'],
  origin_country: ['item#origincountry', 'item#countryoforigin', 'item#origin', 'origincountry#', 'article#paysdorigine', 'paysdorigine#', 'articulo#paisdeorigen', 'paisdeorigen#', 'artikel#ursprungsland', 'ursprungsland#'],
  tariff_number: ['item#tariffnumber', 'item#hscode', 'item#tariff', 'tariffnumber#', 'hscode#', 'article#codetarifaire', 'codetarifaire#', 'articulo#codigoarancelario', 'codigoarancelario#', 'artikel#zolltarifnummer', 'zolltarifnummer#'],
};

/** Header spellings of every item column. */
export function itemAliases(field: ItemField): readonly string[] {
  const parsed = parseItemField(field)!;
  const spellings = ITEM_ALIASES[parsed.column];
  const numbered = spellings.map((alias) => alias.replace('#', String(parsed.number)));
  return parsed.number === 1 ? [...numbered, ...spellings.map((alias) => alias.replace('#', ''))] : numbered;
}

/** The template's example declaration: two items, as a parcel of two products would have. */
export const CUSTOMS_EXAMPLE: Partial<Record<DeclarationField | ItemField, string>> = {
  customs_contents_type: 'MERCHANDISE',
  customs_non_delivery_option: 'RETURN',
  customs_incoterm: 'DDU',
  customs_eel_pfc: 'NOEEI_30_37_a',
  customs_signer: 'Grace Hopper',
  item1_description: 'Merino T-shirt',
  item1_quantity: '2',
  item1_net_weight: '0.8',
  item1_mass_unit: 'lb',
  item1_value_amount: '76.00',
  item1_value_currency: 'USD',
  item1_origin_country: 'PT',
  item1_tariff_number: '6109.10',
  item2_description: 'Ceramic Mug',
  item2_quantity: '1',
  item2_net_weight: '1.1',
  item2_mass_unit: 'lb',
  item2_value_amount: '18.50',
  item2_value_currency: 'USD',
  item2_origin_country: 'US',
};
