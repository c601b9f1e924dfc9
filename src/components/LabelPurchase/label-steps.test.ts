import { describe, expect, it } from 'vitest';
import { isInternational, planSteps, stepAfter, stepBefore, stepPosition } from './label-steps';

describe('planSteps', () => {
  it('goes straight to the rates from an existing shipment', () => {
    expect(planSteps({ fromShipment: true, hasOptions: true, international: true })).toEqual(['rates', 'result']);
  });

  it('adds the options step only when the host offers options, and customs only across a border', () => {
    expect(planSteps({ fromShipment: false, hasOptions: false, international: false })).toEqual(['addresses', 'parcel', 'rates', 'result']);
    expect(planSteps({ fromShipment: false, hasOptions: true, international: true })).toEqual([
      'addresses',
      'parcel',
      'options',
      'customs',
      'rates',
      'result',
    ]);
  });
});

describe('isInternational', () => {
  it('compares country codes without regard to case or spaces', () => {
    expect(isInternational('US', 'us ')).toBe(false);
    expect(isInternational('US', 'GB')).toBe(true);
  });

  it('counts an unknown country as domestic, since customs cannot be planned yet', () => {
    expect(isInternational('US', undefined)).toBe(false);
    expect(isInternational('', 'GB')).toBe(false);
  });
});

describe('stepAfter, stepBefore and stepPosition', () => {
  const steps = planSteps({ fromShipment: false, hasOptions: false, international: true });

  it('moves through the plan and stops at its ends', () => {
    expect(stepAfter(steps, 'parcel')).toBe('customs');
    expect(stepBefore(steps, 'rates')).toBe('customs');
    expect(stepBefore(steps, 'addresses')).toBeUndefined();
    expect(stepAfter(steps, 'result')).toBeUndefined();
    expect(stepAfter(steps, 'options')).toBeUndefined();
  });

  it('gives the 1-based position for "Step 2 of 5"', () => {
    expect(stepPosition(steps, 'parcel')).toEqual({ current: 2, total: 5 });
  });
});
