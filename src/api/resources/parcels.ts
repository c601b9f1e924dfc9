import * as z from 'zod';
import type { ApiClient, RequestOptions } from '../client';
import { checkPageParams, pathSegment } from '../limits';
import { CurrencyCodeSchema, DecimalStringSchema, commonFields, nullish, parseInput, openEnum, pageSchema, type PageParams } from './shared';

/** Units of length a parcel may be measured in. */
export const DistanceUnitSchema = z.enum(['cm', 'in', 'ft', 'mm', 'm', 'yd']);
export type DistanceUnit = z.infer<typeof DistanceUnitSchema>;

/** Units of mass a parcel may be weighed in. */
export const MassUnitSchema = z.enum(['g', 'oz', 'lb', 'kg']);
export type MassUnit = z.infer<typeof MassUnitSchema>;

/** Cash on delivery: `{ amount, currency, payment_method }`. */
export const CodSchema = z.looseObject({
  amount: nullish(z.string()),
  currency: nullish(z.string()),
  payment_method: nullish(z.string()),
});
export type Cod = z.infer<typeof CodSchema>;

/** Insurance: `{ amount, content, currency, provider }`. */
export const InsuranceSchema = z.looseObject({
  amount: nullish(z.string()),
  content: nullish(z.string()),
  currency: nullish(z.string()),
  provider: nullish(z.string()),
});
export type Insurance = z.infer<typeof InsuranceSchema>;

/** `extra` of a parcel. */
export const ParcelExtraSchema = z.looseObject({
  COD: nullish(CodSchema),
  insurance: nullish(InsuranceSchema),
  reference_1: nullish(z.string()),
  reference_2: nullish(z.string()),
});
export type ParcelExtra = z.infer<typeof ParcelExtraSchema>;

/** A parcel as the API returns it (spec §2 Parcel). */
export const ParcelSchema = z.looseObject({
  length: nullish(z.string()),
  width: nullish(z.string()),
  height: nullish(z.string()),
  distance_unit: nullish(openEnum(DistanceUnitSchema)),
  weight: nullish(z.string()),
  mass_unit: nullish(openEnum(MassUnitSchema)),
  template: nullish(z.string()),
  extra: nullish(ParcelExtraSchema),
  metadata: nullish(z.string()),
  object_state: nullish(z.string()),
  ...commonFields,
});
export type Parcel = z.infer<typeof ParcelSchema>;

const PositiveDecimalSchema = DecimalStringSchema.refine((value) => Number(value) > 0, 'Must be greater than zero');

/**
 * The body of a parcel create request. Dimensions and `distance_unit` are required unless a
 * parcel `template` gives them; `weight` and `mass_unit` are always required.
 */
export const ParcelInputSchema = z
  .object({
    length: PositiveDecimalSchema.optional(),
    width: PositiveDecimalSchema.optional(),
    height: PositiveDecimalSchema.optional(),
    distance_unit: DistanceUnitSchema.optional(),
    weight: PositiveDecimalSchema,
    mass_unit: MassUnitSchema,
    template: z.string().min(1).optional(),
    extra: z
      .object({
        COD: z.object({ amount: DecimalStringSchema, currency: CurrencyCodeSchema, payment_method: z.string().optional() }).optional(),
        insurance: z
          .object({
            amount: DecimalStringSchema,
            currency: CurrencyCodeSchema,
            content: z.string().optional(),
            provider: z.string().optional(),
          })
          .optional(),
        reference_1: z.string().optional(),
        reference_2: z.string().optional(),
      })
      .optional(),
    metadata: z.string().optional(),
  })
  .superRefine((parcel, context) => {
    if (parcel.template) {
      return;
    }
    for (const field of ['length', 'width', 'height', 'distance_unit'] as const) {
      if (parcel[field] === undefined) {
        context.addIssue({ code: 'custom', path: [field], message: `${field} is required when no template is given` });
      }
    }
  });
export type ParcelInput = z.input<typeof ParcelInputSchema>;

export const ParcelPageSchema = pageSchema(ParcelSchema);
export type ParcelPage = z.infer<typeof ParcelPageSchema>;

/** Creates a parcel. */
export async function createParcel(api: ApiClient, input: ParcelInput, options?: RequestOptions): Promise<Parcel> {
  return api.request({ method: 'POST', path: '/parcels/', body: parseInput(ParcelInputSchema, input), schema: ParcelSchema, ...options });
}

/** Retrieves a parcel. */
export async function getParcel(api: ApiClient, parcelId: string, options?: RequestOptions): Promise<Parcel> {
  return api.request({ method: 'GET', path: `/parcels/${pathSegment(parcelId, 'parcelId')}`, schema: ParcelSchema, ...options });
}

/** Lists parcels (`GET /parcels/`). */
export async function listParcels(api: ApiClient, params: PageParams = {}, options?: RequestOptions): Promise<ParcelPage> {
  checkPageParams(params);
  return api.request({ method: 'GET', path: '/parcels/', query: { ...params }, schema: ParcelPageSchema, ...options });
}
