import { describe, expect, it } from 'vitest';
import { emptyParcel, ParcelStepSchema, toParcelInputs, type ParcelValues } from './parcel-values';

const BOX: ParcelValues = { template: '', length: '10', width: '8', height: '4', distance_unit: 'in', weight: '2', mass_unit: 'lb' };

function issues(parcel: ParcelValues) {
  const result = ParcelStepSchema.safeParse({ parcels: [parcel] });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
}

describe('ParcelStepSchema', () => {
  it('accepts a complete package', () => {
    expect(issues(BOX)).toEqual([]);
  });

  it('reports a missing weight and dimensions that are not numbers greater than zero, as codes', () => {
    expect(issues({ ...BOX, weight: '', length: 'ten', height: '0' })).toEqual([
      'parcels.0.weight:required',
      'parcels.0.length:positive',
      'parcels.0.height:positive',
    ]);
  });

  it('reports an empty list and an unknown unit as codes, never as zod messages', () => {
    const empty = ParcelStepSchema.safeParse({ parcels: [] });
    expect(empty.success ? [] : empty.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`)).toEqual(['parcels:required']);
    expect(issues({ ...BOX, mass_unit: 'stone' as ParcelValues['mass_unit'] })).toEqual(['parcels.0.mass_unit:required']);
  });

  it('needs no dimensions when a template gives them', () => {
    expect(issues({ ...BOX, template: 'Parcelwise_SmallBox', length: '', width: '', height: '' })).toEqual([]);
  });
});

describe('emptyParcel', () => {
  it("takes the order's weight and unit, with centimetres for metric weights", () => {
    expect(emptyParcel({ weight: '1.4', weight_unit: 'kg' })).toMatchObject({ weight: '1.4', mass_unit: 'kg', distance_unit: 'cm' });
    expect(emptyParcel({ weight: '0', weight_unit: 'stone' })).toMatchObject({ weight: '', mass_unit: 'lb', distance_unit: 'in' });
    expect(emptyParcel()).toMatchObject({ weight: '', mass_unit: 'lb' });
  });

  it('writes the weight with the locale’s decimal comma, and sends it back with a point (issue 36)', () => {
    // The French detail says "1,2 lb": the field beside it said "1.2".
    const french = emptyParcel({ weight: '1.2', weight_unit: 'lb' }, 'fr');
    expect(french.weight).toBe('1,2');
    expect(emptyParcel({ weight: '1.2', weight_unit: 'lb' }, 'de').weight).toBe('1,2');
    expect(emptyParcel({ weight: '1.2', weight_unit: 'lb' }, 'en').weight).toBe('1.2');
    expect(emptyParcel({ weight: '3', weight_unit: 'lb' }, 'fr').weight).toBe('3');
    expect(toParcelInputs({ parcels: [{ ...french, length: '10', width: '8', height: '4' }] })[0]).toMatchObject({ weight: '1.2' });
  });
});

describe('toParcelInputs', () => {
  it('sends dimensions, or only the template and the weight', () => {
    expect(toParcelInputs({ parcels: [{ ...BOX, weight: '2,5' }, { ...BOX, template: 'Parcelwise_SmallBox' }] })).toEqual([
      { length: '10', width: '8', height: '4', distance_unit: 'in', weight: '2.5', mass_unit: 'lb' },
      { template: 'Parcelwise_SmallBox', weight: '2', mass_unit: 'lb' },
    ]);
  });
});
