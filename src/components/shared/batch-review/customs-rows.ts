// A row's customs columns as LabelPurchase's customs values and back, and the API's rules for
// them: one declaration built one way for the preview's check, the request and the fix dialog.
// Pure (runs in the worker).
import type { CustomsDeclarationInput } from '../../../api/resources/customs';
import type { MassUnit } from '../../../api/resources/parcels';
import { customsDeclarationIssues, isInternational } from '../../../api/shipment-rules';
import { emptyCustomsItem, emptyDeclaration, toCustomsDeclarationInput, type CustomsItemValues, type CustomsStepValues } from '../steps/customs-values';
import { CONTENTS_TYPES, EEL_PFC_CODES, INCOTERMS, isOneOf, MASS_UNITS, NON_DELIVERY_OPTIONS } from '../wire-enums';
import type { BatchField } from './batch-fields';
import { DECLARATION_FIELDS, ITEM_COLUMNS, MAX_CUSTOMS_ITEMS, itemField, type ItemColumn } from './customs-fields';

type Values = Partial<Record<BatchField, string>>;

/** Whether a row fills any customs column. */
export function hasCustoms(values: Values): boolean {
  if (DECLARATION_FIELDS.some((field) => values[field] !== undefined)) {
    return true;
  }
  for (let number = 1; number <= MAX_CUSTOMS_ITEMS; number += 1) {
    if (ITEM_COLUMNS.some((column) => values[itemField(number, column)] !== undefined)) {
      return true;
    }
  }
  return false;
}

/** Item numbers (1-based) a row fills, in order. */
function itemNumbers(values: Values): number[] {
  const numbers: number[] = [];
  for (let number = 1; number <= MAX_CUSTOMS_ITEMS; number += 1) {
    if (ITEM_COLUMNS.some((column) => values[itemField(number, column)] !== undefined)) {
      numbers.push(number);
    }
  }
  return numbers;
}

/**
 * A row's declaration as the customs step holds it. Documented defaults: contents MERCHANDISE,
 * returned if undeliverable, each item weighed in the parcel's unit; the signer's name certifies.
 */
export function customsFromRow(values: Values): CustomsStepValues {
  const parcelUnit: MassUnit = isOneOf(MASS_UNITS, values.mass_unit) ? values.mass_unit : 'lb';
  const items = itemNumbers(values).map((number): CustomsItemValues => {
    const cell = (column: ItemColumn) => values[itemField(number, column)] ?? '';
    const unit = cell('mass_unit');
    return {
      ...emptyCustomsItem(cell('value_currency'), cell('origin_country'), isOneOf(MASS_UNITS, unit) ? unit : parcelUnit),
      description: cell('description'),
      quantity: cell('quantity'),
      net_weight: cell('net_weight'),
      value_amount: cell('value_amount'),
      tariff_number: cell('tariff_number'),
    };
  });
  const signer = values.customs_signer ?? '';
  const contents = values.customs_contents_type;
  const nonDelivery = values.customs_non_delivery_option;
  return {
    ...emptyDeclaration(items),
    contents_type: isOneOf(CONTENTS_TYPES, contents) ? contents : 'MERCHANDISE',
    contents_explanation: values.customs_contents_explanation ?? '',
    non_delivery_option: isOneOf(NON_DELIVERY_OPTIONS, nonDelivery) ? nonDelivery : 'RETURN',
    incoterm: isOneOf(INCOTERMS, values.customs_incoterm) ? values.customs_incoterm : '',
    eel_pfc: isOneOf(EEL_PFC_CODES, values.customs_eel_pfc) ? values.customs_eel_pfc : '',
    aes_itn: values.customs_aes_itn ?? '',
    certify: signer.trim() !== '',
    certify_signer: signer,
  };
}

/** The customs columns of a declaration filled in the fix dialog (at most {@link MAX_CUSTOMS_ITEMS} items). */
export function rowFromCustoms(customs: CustomsStepValues): Values {
  const values: Values = {
    customs_contents_type: customs.contents_type,
    customs_contents_explanation: customs.contents_type === 'OTHER' ? customs.contents_explanation : '',
    customs_non_delivery_option: customs.non_delivery_option,
    customs_incoterm: customs.incoterm,
    customs_eel_pfc: customs.eel_pfc,
    customs_aes_itn: customs.eel_pfc === 'AES_ITN' ? customs.aes_itn : '',
    customs_signer: customs.certify_signer,
  };
  customs.items.slice(0, MAX_CUSTOMS_ITEMS).forEach((item, index) => {
    for (const column of ITEM_COLUMNS) {
      values[itemField(index + 1, column)] = item[column];
    }
  });
  for (const key of Object.keys(values) as BatchField[]) {
    const trimmed = values[key]?.trim();
    if (trimmed) {
      values[key] = trimmed;
    } else {
      delete values[key];
    }
  }
  return values;
}

/** The declaration sent with a row's shipment: only an international one carries it. */
export function declarationOf(values: Values, senderCountry: string | undefined): CustomsDeclarationInput | undefined {
  const international = senderCountry !== undefined && values.country !== undefined ? isInternational(senderCountry, values.country) : hasCustoms(values);
  return international ? toCustomsDeclarationInput(customsFromRow(values)) : undefined;
}

const DECLARATION_PATHS: Readonly<Record<string, BatchField>> = {
  certify: 'customs_signer',
  certify_signer: 'customs_signer',
  contents_type: 'customs_contents_type',
  contents_explanation: 'customs_contents_explanation',
  non_delivery_option: 'customs_non_delivery_option',
  incoterm: 'customs_incoterm',
  eel_pfc: 'customs_eel_pfc',
  aes_itn: 'customs_aes_itn',
  // No item at all: the first item's description is what is missing.
  items: 'item1_description',
};

/**
 * The customs fields the API would refuse for an international row (the API's own schema, see
 * `src/api/shipment-rules`), each once. Domestic rows, and rows whose sender or country is not
 * known yet, have none.
 */
export function customsProblems(values: Values, senderCountry: string | undefined): BatchField[] {
  if (senderCountry === undefined || values.country === undefined || !isInternational(senderCountry, values.country)) {
    return [];
  }
  const numbers = itemNumbers(values);
  const fields = new Set<BatchField>();
  for (const path of customsDeclarationIssues(toCustomsDeclarationInput(customsFromRow(values)))) {
    const [head, index, column] = path;
    if (head === 'items' && typeof index === 'number' && typeof column === 'string') {
      fields.add(itemField(numbers[index] ?? index + 1, (ITEM_COLUMNS as readonly string[]).includes(column) ? (column as ItemColumn) : 'description'));
    } else {
      fields.add(DECLARATION_PATHS[String(head)] ?? 'item1_description');
    }
  }
  return [...fields];
}
