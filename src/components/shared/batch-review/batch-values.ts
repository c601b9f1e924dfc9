// The batch settings form (schema and defaults) and the mapping of valid rows to the API's
// batch input. Pure.
import * as z from 'zod/mini';
import type { AddressInput } from '../../../api/resources/addresses';
import type { BatchInput, BatchShipmentInput } from '../../../api/resources/batches';
import type { ParcelInput } from '../../../api/resources/parcels';
import type { LabelFileType } from '../../../api/resources/transactions';
import { LIMITS } from '../../../lib/limits';
import { characterCount } from '../../../lib/text-length';
import { isInternational } from '../../../api/shipment-rules';
import { LABEL_FILE_TYPES, isOneOf } from '../wire-enums';
import { declarationOf } from './customs-rows';
import type { RowValues } from './parse-batch-csv';

/** The settings form. Errors carry a key of `messages.batchReview.settings.errors`. */
export const BatchSettingsSchema = z.object({
  carrierAccount: z.string().check(z.minLength(1, 'carrierAccountRequired')),
  serviceLevel: z.string().check(z.minLength(1, 'serviceLevelRequired')),
  /** Empty: the account's default format. */
  labelFileType: z.string().check(z.refine((value) => value === '' || isOneOf(LABEL_FILE_TYPES, value), 'labelFileTypeInvalid')),
  // Counted as the API counts it: an emoji is one character.
  metadata: z.string().check(z.refine((value) => characterCount(value) <= LIMITS.maxMetadataLength, 'metadataTooLong')),
  /** Rows with a carrier account or service level column use theirs instead of the defaults. */
  rowOverrides: z.boolean(),
  /** The service of the rows shipped abroad, when it is another than the default's (checked by the form, which knows the rows). */
  abroadCarrierAccount: z.optional(z.string()),
  abroadServiceLevel: z.optional(z.string()),
});
export type BatchSettingsValues = z.infer<typeof BatchSettingsSchema>;

/** The form's starting values. */
export function defaultSettings(labelFileType: LabelFileType | undefined): BatchSettingsValues {
  return { carrierAccount: '', serviceLevel: '', labelFileType: labelFileType ?? '', metadata: '', rowOverrides: true };
}

/** Copies the keys of `source` whose value is a non-empty string. */
function present<TKey extends string>(source: Partial<Record<TKey, string>>, keys: readonly TKey[]): Partial<Record<TKey, string>> {
  const target: Partial<Record<TKey, string>> = {};
  for (const key of keys) {
    const value = source[key];
    if (value) {
      target[key] = value;
    }
  }
  return target;
}

const ADDRESS_KEYS = ['name', 'company', 'street1', 'street2', 'city', 'state', 'zip', 'phone', 'email'] as const;

/**
 * The batch shipment's metadata: `order:<id>` for a row naming its order (the API then links the
 * label to the order and marks it shipped), the row's reference otherwise.
 */
export function batchMetadata(values: RowValues): string | undefined {
  return values.order_id ? `order:${values.order_id}` : values.metadata;
}

/**
 * One valid row as a batch shipment from `sender` (in `senderCountry`): a row shipped abroad
 * carries its customs declaration, created with the shipment.
 */
export function toBatchShipment(values: RowValues, sender: AddressInput | string, rowOverrides: boolean, senderCountry?: string): BatchShipmentInput {
  const addressTo: AddressInput = { ...present(values, ADDRESS_KEYS), country: values.country ?? '' };
  const parcel = {
    weight: values.weight ?? '',
    mass_unit: values.mass_unit,
    ...present(values, ['length', 'width', 'height', 'distance_unit'] as const),
  } as ParcelInput;
  const customs = declarationOf(values, senderCountry);
  const shipment: BatchShipmentInput = {
    shipment: { address_from: sender, address_to: addressTo, parcels: [parcel], ...(customs ? { customs_declaration: customs } : {}) },
  };
  if (rowOverrides && values.carrier_account) {
    shipment.carrier_account = values.carrier_account;
  }
  if (rowOverrides && values.servicelevel_token) {
    shipment.servicelevel_token = values.servicelevel_token;
  }
  const metadata = batchMetadata(values);
  if (metadata) {
    shipment.metadata = metadata;
  }
  return shipment;
}

/** Whether a row goes to another country than `senderCountry` (unknown: no). */
export function rowGoesAbroad(values: RowValues, senderCountry: string | undefined): boolean {
  return Boolean(senderCountry && values.country && isInternational(senderCountry, values.country));
}

/**
 * The body of the batch create request. A row shipped abroad without a service of its own gets
 * the settings' service for rows abroad, when there is one (the default is then the one at home).
 */
export function toBatchInput(settings: BatchSettingsValues, rows: readonly RowValues[], sender: AddressInput | string, senderCountry?: string): BatchInput {
  const abroad = settings.abroadCarrierAccount && settings.abroadServiceLevel ? { carrier_account: settings.abroadCarrierAccount, servicelevel_token: settings.abroadServiceLevel } : undefined;
  const input: BatchInput = {
    default_carrier_account: settings.carrierAccount,
    default_servicelevel_token: settings.serviceLevel,
    batch_shipments: rows.map((values) => {
      const shipment = toBatchShipment(values, sender, settings.rowOverrides, senderCountry);
      const ownService = shipment.carrier_account !== undefined || shipment.servicelevel_token !== undefined;
      return abroad && !ownService && rowGoesAbroad(values, senderCountry) ? { ...shipment, ...abroad } : shipment;
    }),
  };
  if (isOneOf(LABEL_FILE_TYPES, settings.labelFileType)) {
    input.label_filetype = settings.labelFileType;
  }
  if (settings.metadata.trim() !== '') {
    input.metadata = settings.metadata.trim();
  }
  return input;
}
