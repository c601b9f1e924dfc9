// A box of the merchant's own size (a user parcel template) as a form enters it: its schema
// (issue codes, worded by the step that shows it) and its mapping to the API's input. ServiceGroups'
// saved boxes and AccountOnboarding's default package both use it.
import * as z from 'zod/mini';
import type { DistanceUnit } from '../../../api/resources/parcels';
import type { UserParcelTemplateInput } from '../../../api/resources/user-parcel-templates';
import { isPositiveApiDecimal, normaliseDecimal } from '../../../lib/decimal';

export const BOX_DIMENSIONS = ['length', 'width', 'height'] as const;
export const BOX_UNITS = ['in', 'cm'] as const satisfies readonly DistanceUnit[];

/** The issue codes of a box's fields. */
export type BoxIssue = 'nameRequired' | 'dimension';
const dimension = z.string().check(z.refine((text) => isPositiveApiDecimal(normaliseDecimal(text)), 'dimension' satisfies BoxIssue));
export const BoxSchema = z.object({
  name: z.string().check(z.refine((name) => name.trim() !== '', 'nameRequired' satisfies BoxIssue)),
  length: dimension,
  width: dimension,
  height: dimension,
  unit: z.enum(BOX_UNITS),
});
export type BoxValues = z.input<typeof BoxSchema>;
export const EMPTY_BOX: BoxValues = { name: '', length: '', width: '', height: '', unit: 'in' };

/** The box as the API takes it: the name trimmed, the sizes as typed decimals normalised. */
export function boxInputOf(values: BoxValues): UserParcelTemplateInput {
  return {
    name: values.name.trim(),
    length: normaliseDecimal(values.length),
    width: normaliseDecimal(values.width),
    height: normaliseDecimal(values.height),
    distance_unit: values.unit,
  };
}
