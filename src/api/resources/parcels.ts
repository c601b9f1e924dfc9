import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../client';
import { pathSegment } from '../limits';
import {
  CurrencyCodeSchema,
  DecimalStringSchema,
  NonEmptyStringSchema,
  addIssue,
  commonFields,
  get,
  list,
  nullish,
  nullishString,
  openEnum,
  optionalString,
  pageSchema,
  parseInput,
  post,
  rule,
  type PageParams,
} from './shared';

/** Units of length a parcel may be measured in. */
export const DistanceUnitSchema = z.enum(['cm', 'in', 'ft', 'mm', 'm', 'yd']);
export type DistanceUnit = z.infer<typeof DistanceUnitSchema>;

/** Units of mass a parcel may be weighed in. */
export const MassUnitSchema = z.enum(['g', 'oz', 'lb', 'kg']);
export type MassUnit = z.infer<typeof MassUnitSchema>;

/** Cash on delivery: `{ amount, currency, payment_method }`. */
export const CodSchema = z.looseObject({
  amount: nullishString,
  currency: nullishString,
  payment_method: nullishString,
});
export type Cod = z.infer<typeof CodSchema>;

/** Insurance: `{ amount, content, currency, provider }`. */
export const InsuranceSchema = z.looseObject({
  amount: nullishString,
  content: nullishString,
  currency: nullishString,
  provider: nullishString,
});
export type Insurance = z.infer<typeof InsuranceSchema>;

/** `extra` of a parcel. */
export const ParcelExtraSchema = z.looseObject({
  COD: nullish(CodSchema),
  insurance: nullish(InsuranceSchema),
  reference_1: nullishString,
  reference_2: nullishString,
});
export type ParcelExtra = z.infer<typeof ParcelExtraSchema>;

/** A parcel as the API returns it (spec §2 Parcel). */
export const ParcelSchema = z.looseObject({
  length: nullishString,
  width: nullishString,
  height: nullishString,
  distance_unit: nullish(openEnum(DistanceUnitSchema)),
  weight: nullishString,
  mass_unit: nullish(openEnum(MassUnitSchema)),
  template: nullishString,
  extra: nullish(ParcelExtraSchema),
  metadata: nullishString,
  object_state: nullishString,
  ...commonFields,
});
export type Parcel = z.infer<typeof ParcelSchema>;

const PositiveDecimalSchema = DecimalStringSchema.check(rule((value) => Number(value) > 0, 'Must be greater than zero'));

/**
 * The body of a parcel create request. Dimensions and `distance_unit` are required unless a
 * parcel `template` gives them; `weight` and `mass_unit` are always required.
 */
export const ParcelInputSchema = z
  .object({
    length: z.optional(PositiveDecimalSchema),
    width: z.optional(PositiveDecimalSchema),
    height: z.optional(PositiveDecimalSchema),
    distance_unit: z.optional(DistanceUnitSchema),
    weight: PositiveDecimalSchema,
    mass_unit: MassUnitSchema,
    template: z.optional(NonEmptyStringSchema),
    extra: z.optional(
      z.object({
        COD: z.optional(z.object({ amount: DecimalStringSchema, currency: CurrencyCodeSchema, payment_method: optionalString })),
        insurance: z.optional(
          z.object({
            amount: DecimalStringSchema,
            currency: CurrencyCodeSchema,
            content: optionalString,
            provider: optionalString,
          }),
        ),
        reference_1: optionalString,
        reference_2: optionalString,
      }),
    ),
    metadata: optionalString,
  })
  .check((payload) => {
    const parcel = payload.value;
    if (parcel.template) {
      return;
    }
    for (const field of ['length', 'width', 'height', 'distance_unit'] as const) {
      if (parcel[field] === undefined) {
        addIssue(payload, `${field} is required when no template is given`, [field]);
      }
    }
  });
export type ParcelInput = z.input<typeof ParcelInputSchema>;

export const ParcelPageSchema = pageSchema(ParcelSchema);
export type ParcelPage = z.infer<typeof ParcelPageSchema>;

/** Creates a parcel. */
export async function createParcel(api: ApiClient, input: ParcelInput, options?: RequestOptions): Promise<Parcel> {
  return post(api, '/parcels/', parseInput(ParcelInputSchema, input), ParcelSchema, options);
}

/** Retrieves a parcel. */
export async function getParcel(api: ApiClient, parcelId: string, options?: RequestOptions): Promise<Parcel> {
  return get(api, `/parcels/${pathSegment(parcelId, 'parcelId')}`, ParcelSchema, options);
}

/** Lists parcels (`GET /parcels/`). */
export async function listParcels(api: ApiClient, params: PageParams = {}, options?: RequestOptions): Promise<ParcelPage> {
  return list(api, '/parcels/', params, ParcelPageSchema, options);
}
