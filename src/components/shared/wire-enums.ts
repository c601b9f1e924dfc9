import type { ContentsType, EelPfc, Incoterm, NonDeliveryOption } from '../../api/resources/customs';
import type { DistanceUnit, MassUnit } from '../../api/resources/parcels';
import type { SignatureConfirmation } from '../../api/resources/shipments';
import type { LabelFileType } from '../../api/resources/transactions';

// Components may import the API layer's types but not its runtime schemas (DESIGN §2), so the
// wire enums the forms offer are listed here. Each list is built from a record keyed by the API
// type, so adding a value to the API's enum fails type checking here until the form offers it.

function keysOf<TKey extends string>(record: Readonly<Record<TKey, true>>): readonly TKey[] {
  return Object.keys(record) as TKey[];
}

/** Units of length, in the order the unit select lists them. */
export const DISTANCE_UNITS = /* @__PURE__ */ keysOf<DistanceUnit>({ in: true, cm: true, mm: true, ft: true, m: true, yd: true });

/** Units of mass, in the order the unit select lists them. */
export const MASS_UNITS = /* @__PURE__ */ keysOf<MassUnit>({ lb: true, oz: true, kg: true, g: true });

/** Signature confirmation levels. */
export const SIGNATURE_CONFIRMATIONS = /* @__PURE__ */ keysOf<SignatureConfirmation>({
  STANDARD: true,
  ADULT: true,
  CERTIFIED: true,
  INDIRECT: true,
  CARRIER_CONFIRMATION: true,
});

/** Contents types of a customs declaration. */
export const CONTENTS_TYPES = /* @__PURE__ */ keysOf<ContentsType>({
  MERCHANDISE: true,
  GIFT: true,
  DOCUMENTS: true,
  SAMPLE: true,
  RETURN_MERCHANDISE: true,
  HUMANITARIAN_DONATION: true,
  OTHER: true,
});

/** What the carrier does with an undeliverable parcel. */
export const NON_DELIVERY_OPTIONS = /* @__PURE__ */ keysOf<NonDeliveryOption>({ RETURN: true, ABANDON: true });

/** Incoterms (who pays duties and taxes). */
export const INCOTERMS = /* @__PURE__ */ keysOf<Incoterm>({ DDU: true, DDP: true, DAP: true, eDAP: true, FCA: true });

/** Export declaration exemptions (EEL/PFC), shown as their regulatory codes. */
export const EEL_PFC_CODES = /* @__PURE__ */ keysOf<EelPfc>({
  NOEEI_30_37_a: true,
  NOEEI_30_37_f: true,
  NOEEI_30_37_h: true,
  NOEEI_30_36: true,
  AES_ITN: true,
});

/**
 * Kinds of exporter tax id. The spec leaves `tax_id.type` open; these are the public API's.
 */
export const TAX_ID_TYPES = ['EIN', 'VAT', 'IOSS', 'ARN'] as const;
export type TaxIdType = (typeof TAX_ID_TYPES)[number];

/** Label file formats (spec §2 Batch `label_filetype`), in the order the format select lists them. */
export const LABEL_FILE_TYPES = /* @__PURE__ */ keysOf<LabelFileType>({
  PDF_4x6: true,
  PDF_4x8: true,
  PDF_A4: true,
  PDF_A5: true,
  PDF_A6: true,
  PDF: true,
  'PDF_2.3x7.5': true,
  PNG: true,
  'PNG_2.3x7.5': true,
  ZPLII: true,
});

/** Narrows a string to one of `values`. */
export function isOneOf<TValue extends string>(values: readonly TValue[], value: string | null | undefined): value is TValue {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}
