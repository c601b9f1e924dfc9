import { describe, expect, it } from 'vitest';
import { isPositiveDecimal, isPositiveWholeNumber, multiplyDecimal, normaliseDecimal } from './decimal-text';

describe('normaliseDecimal', () => {
  it('reads a lone decimal comma as a point and drops spaces', () => {
    expect(normaliseDecimal(' 2,5 ')).toBe('2.5');
    expect(normaliseDecimal('1 200.75')).toBe('1200.75');
  });

  it('leaves anything ambiguous for validation to reject', () => {
    expect(normaliseDecimal('1,200.5')).toBe('1,200.5');
    expect(normaliseDecimal('abc')).toBe('abc');
  });
});

describe('isPositiveDecimal', () => {
  it('accepts decimals greater than zero, with a point or a comma', () => {
    expect(['2', '0.5', '2,5', '10.00'].every(isPositiveDecimal)).toBe(true);
  });

  it('rejects zero, negatives, words and empty text', () => {
    expect(['0', '0.00', '-1', 'ten', '', '1e3', '.5'].some(isPositiveDecimal)).toBe(false);
  });
});

describe('isPositiveWholeNumber', () => {
  it('accepts whole numbers of 1 or more only', () => {
    expect(isPositiveWholeNumber('3')).toBe(true);
    expect(isPositiveWholeNumber('0')).toBe(false);
    expect(isPositiveWholeNumber('1.5')).toBe(false);
  });
});

describe('multiplyDecimal', () => {
  it('multiplies exactly, without float artefacts', () => {
    expect(multiplyDecimal('0.1', 3)).toBe('0.3');
    expect(multiplyDecimal('0.4', 3)).toBe('1.2');
    expect(multiplyDecimal('1.25', 4)).toBe('5');
    expect(multiplyDecimal('5.2', 1)).toBe('5.2');
    expect(multiplyDecimal('0.05', 2)).toBe('0.1');
    expect(multiplyDecimal('2', 0)).toBe('0');
  });

  it('refuses what is not a plain decimal or a whole factor', () => {
    expect(multiplyDecimal('abc', 2)).toBeUndefined();
    expect(multiplyDecimal('1.5', 1.5)).toBeUndefined();
    expect(multiplyDecimal('1.5', -1)).toBeUndefined();
  });
});
