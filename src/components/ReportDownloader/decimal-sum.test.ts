import { describe, expect, it } from 'vitest';
import { fromMicros, MicroSum, toMicros, toMicrosNumber } from './decimal-sum';

describe('decimal sums', () => {
  it('adds amounts exactly where floats drift', () => {
    const texts = Array.from({ length: 10 }, () => '0.10');
    const sum = texts.reduce((total, text) => total + toMicros(text)!, 0n);
    expect(fromMicros(sum)).toBe('1.00');
    // The float sum of the same column is not 1.
    expect(texts.reduce((total, text) => total + Number(text), 0)).not.toBe(1);
  });

  it('keeps refunds and credits negative', () => {
    const sum = ['12.40', '-12.40', '-3.05', '7'].reduce((total, text) => total + toMicros(text)!, 0n);
    expect(fromMicros(sum)).toBe('3.95');
    expect(fromMicros(toMicros('-0.5')!)).toBe('-0.50');
  });

  it('keeps six decimals of exchange rates and refuses what is not a decimal', () => {
    expect(fromMicros(toMicros('1.084512')!)).toBe('1.084512');
    expect(toMicros('')).toBeUndefined();
    expect(toMicros('abc')).toBeUndefined();
    expect(toMicros('.')).toBeUndefined();
    expect(toMicros('1e3')).toBeUndefined();
  });
});

describe('MicroSum', () => {
  it('matches the bigint sum exactly, past the safe-integer range too', () => {
    const texts = ['12.40', '-12.40', '0.10', '7', '1.084512', '-3.05', '9999999999.99', '9999999999.99', 'x', ''];
    const sum = new MicroSum();
    const added = texts.map((text) => sum.add(text));
    expect(added.filter(Boolean)).toHaveLength(8);
    const exact = texts.map(toMicros).reduce<bigint>((total, value) => total + (value ?? 0n), 0n);
    expect(sum.micros).toBe(exact);
    expect(fromMicros(sum.micros)).toBe('20000000005.114512');
  });

  it('reads decimals as integers of micro-units', () => {
    expect(toMicrosNumber('-12.4')).toBe(-12_400_000);
    expect(toMicrosNumber('+0.000001')).toBe(1);
    expect(toMicrosNumber('1.2.3')).toBeUndefined();
    expect(toMicrosNumber('-')).toBeUndefined();
  });
});
