import { describe, expect, it } from 'vitest';
import { fromMicros, toMicros } from './decimal-sum';

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
