import * as z from 'zod/mini';
import type { Order } from '../../../api/resources/orders';
import type { DistanceUnit, MassUnit, ParcelInput } from '../../../api/resources/parcels';
import { isPositiveApiDecimal, localiseDecimal, normaliseDecimal } from '../../../lib/decimal';
import { DISTANCE_UNITS, isOneOf, MASS_UNITS } from '../wire-enums';

/** A problem with a typed number; the step turns it into a sentence in the active language. */
export type NumberIssue = 'required' | 'positive';

/** One package as the parcel step holds it: text as typed, units as chosen. */
export interface ParcelValues {
  /** A parcel template token, or `''` for custom dimensions. */
  template: string;
  length: string;
  width: string;
  height: string;
  distance_unit: DistanceUnit;
  weight: string;
  mass_unit: MassUnit;
}

/** Everything the parcel step holds. */
export interface ParcelStepValues {
  parcels: ParcelValues[];
}

/** The dimension fields, in the order they are shown. */
export const DIMENSION_FIELDS = ['length', 'width', 'height'] as const;

/*
 * zod/mini loads no locale, so a check without its own message would report zod's generic
 * "Invalid input". Every check the person can trip carries a code instead.
 */
const REQUIRED = 'required' satisfies NumberIssue;

/** Adds a `required` or `positive` issue at `path` unless `text` is a number greater than zero. */
export function checkPositiveNumber(text: string, path: (string | number)[], context: z.core.$RefinementCtx): void {
  if (text.trim() === '') {
    context.addIssue({ code: 'custom', path, message: 'required' satisfies NumberIssue });
  } else if (!isPositiveApiDecimal(normaliseDecimal(text))) {
    context.addIssue({ code: 'custom', path, message: 'positive' satisfies NumberIssue });
  }
}

const ParcelValuesSchema = z
  .object({
    template: z.string(),
    length: z.string(),
    width: z.string(),
    height: z.string(),
    // The selects only offer these units; an unknown one reads as nothing chosen.
    distance_unit: z.enum(DISTANCE_UNITS, REQUIRED),
    weight: z.string(),
    mass_unit: z.enum(MASS_UNITS, REQUIRED),
  })
  .check(
    z.superRefine((parcel, context) => {
      checkPositiveNumber(parcel.weight, ['weight'], context);
      // A template gives the dimensions (spec §1); only the weight is still needed.
      if (parcel.template === '') {
        for (const field of DIMENSION_FIELDS) {
          checkPositiveNumber(parcel[field], [field], context);
        }
      }
    }),
  );

/**
 * Validates the parcel step. Issue messages are {@link NumberIssue} codes, not sentences, so the
 * step can word them in the active language with the field's label.
 */
export const ParcelStepSchema = z.object({ parcels: z.array(ParcelValuesSchema).check(z.minLength(1, REQUIRED)) });

/**
 * A new, empty package. Given an order, its total weight and weight unit are filled in (written
 * as `locale` writes decimals: "1,2" in French), and the dimension unit follows the weight's
 * system (centimetres with grams and kilograms).
 */
export function emptyParcel(order?: Pick<Order, 'weight' | 'weight_unit'>, locale = 'en'): ParcelValues {
  const orderUnit = order?.weight_unit;
  const massUnit: MassUnit = isOneOf(MASS_UNITS, orderUnit) ? orderUnit : 'lb';
  const weight = order?.weight && isPositiveApiDecimal(normaliseDecimal(order.weight)) ? localiseDecimal(normaliseDecimal(order.weight), locale) : '';
  return {
    template: '',
    length: '',
    width: '',
    height: '',
    distance_unit: massUnit === 'g' || massUnit === 'kg' ? 'cm' : 'in',
    weight,
    mass_unit: massUnit,
  };
}

/** The parcels of a shipment request. Call with values the step has validated. */
export function toParcelInputs(values: ParcelStepValues): ParcelInput[] {
  return values.parcels.map((parcel) => {
    const weight = { weight: normaliseDecimal(parcel.weight), mass_unit: parcel.mass_unit };
    if (parcel.template !== '') {
      return { template: parcel.template, ...weight };
    }
    return {
      length: normaliseDecimal(parcel.length),
      width: normaliseDecimal(parcel.width),
      height: normaliseDecimal(parcel.height),
      distance_unit: parcel.distance_unit,
      ...weight,
    };
  });
}
