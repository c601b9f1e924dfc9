import { describe, expect, it } from 'vitest';
import { formatDecimal, parseDecimal } from './decimal';

describe('parseDecimal', () => {
  it('scales decimal strings to integers', () => {
    expect(parseDecimal('0.10', 2)).toBe(10n);
    expect(parseDecimal('12', 2)).toBe(1200n);
    expect(parseDecimal('.5', 2)).toBe(50n);
    expect(parseDecimal('7.', 2)).toBe(700n);
    expect(parseDecimal(' -3.25 ', 2)).toBe(-325n);
    expect(parseDecimal('+1.5', 3)).toBe(1500n);
    expect(parseDecimal('123456789012345678.99', 2)).toBe(12345678901234567899n);
  });

  it('rounds extra digits half away from zero', () => {
    expect(parseDecimal('1.005', 2)).toBe(101n);
    expect(parseDecimal('1.0049', 2)).toBe(100n);
    expect(parseDecimal('-1.005', 2)).toBe(-101n);
    expect(parseDecimal('0.9999', 3)).toBe(1000n);
  });

  it('rejects anything that is not a plain decimal', () => {
    for (const text of ['', '.', 'abc', '1e3', '1,000.00', '1.2.3', 'NaN', '- 1']) {
      expect(() => parseDecimal(text, 2), text).toThrow(RangeError);
    }
  });
});

describe('formatDecimal', () => {
  it('writes exactly the requested decimal places', () => {
    expect(formatDecimal(30n, 2)).toBe('0.30');
    expect(formatDecimal(5n, 2)).toBe('0.05');
    expect(formatDecimal(-5n, 2)).toBe('-0.05');
    expect(formatDecimal(123456n, 3)).toBe('123.456');
    expect(formatDecimal(42n, 0)).toBe('42');
    expect(formatDecimal(0n, 2)).toBe('0.00');
  });
});
