import { describe, expect, it } from 'vitest';
import {
  compareDecimals,
  decimalParts,
  formatDecimal,
  fromMicros,
  isApiDecimal,
  isPositiveApiDecimal,
  isPositiveWholeNumber,
  localiseDecimal,
  multiplyDecimal,
  normaliseDecimal,
  MicroSum,
  parseDecimal,
  toMicros,
  toMicrosNumber,
} from './decimal';

// The one decimal module's tests: those of the sandbox's files/decimal.ts, LabelPurchase's
// decimal-text.ts, and the parsing that provider/format.ts and RatePicker's service group
// options kept to themselves before.

describe('decimalParts', () => {
  it('takes plain decimals apart and refuses anything else', () => {
    expect(decimalParts(' -003.250 ')).toEqual({ negative: true, integerDigits: '3', fractionDigits: '250' });
    expect(decimalParts('.5')).toEqual({ negative: false, integerDigits: '0', fractionDigits: '5' });
    for (const text of ['', '.', '1e3', '1,5', '12abc', '- 1']) {
      expect(decimalParts(text), text).toBeUndefined();
    }
  });
});

describe('compareDecimals', () => {
  it('compares exactly, whatever the number of digits, and sorts non-decimals last', () => {
    expect(compareDecimals('10.5', '10.50')).toBe(0);
    expect(compareDecimals('9.99', '10')).toBe(-1);
    expect(compareDecimals('90071992547409.93', '90071992547409.92')).toBe(1);
    expect(compareDecimals('-1', '0.5')).toBe(-1);
    expect(compareDecimals('abc', '1')).toBe(1);
    expect(compareDecimals('abc', 'xyz')).toBe(0);
  });
});

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

describe('localiseDecimal', () => {
  it('writes the decimal comma of locales that have one, and reads back as it was', () => {
    expect(localiseDecimal('1.2', 'fr')).toBe('1,2');
    expect(localiseDecimal('1.2', 'de-DE')).toBe('1,2');
    expect(localiseDecimal('1.2', 'es')).toBe('1,2');
    expect(localiseDecimal('1.2', 'en-US')).toBe('1.2');
    expect(localiseDecimal('12', 'fr')).toBe('12');
    expect(normaliseDecimal(localiseDecimal('1234.5', 'fr'))).toBe('1234.5');
  });
});

describe('isPositiveApiDecimal', () => {
  it('accepts decimals greater than zero written as the API writes them', () => {
    expect(['2', '0.5', '10.00', ' 3.25 '].every(isPositiveApiDecimal)).toBe(true);
  });

  it('rejects zero, negatives, words, empty text and a decimal comma (the API takes a point)', () => {
    expect(['0', '0.00', '-1', 'ten', '', '1e3', '.5', '2,5'].some(isPositiveApiDecimal)).toBe(false);
  });

  it('accepts what a person typed with a decimal comma once normaliseDecimal has read it', () => {
    expect(['2,5', ' 0,5 ', '1 200.75'].every((typed) => isPositiveApiDecimal(normaliseDecimal(typed)))).toBe(true);
  });
});

describe('isApiDecimal', () => {
  it('accepts zero and unsigned decimals with a point only', () => {
    expect(['0', '0.00', '12', '3.5'].every(isApiDecimal)).toBe(true);
    expect(['-1', '2,5', '1e3', '', '.5'].some(isApiDecimal)).toBe(false);
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

// The sums of a report preview (ReportDownloader's decimal-sum.ts before it joined this module).
describe('toMicros and fromMicros', () => {
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
    expect(fromMicros(-1_234_500n)).toBe('-1.2345');
    expect(fromMicros(5_000_000n, 0)).toBe('5');
    expect(fromMicros(1_500_000n, 0)).toBe('1.5');
  });

  it('keeps six decimals of exchange rates, rounds a seventh, and refuses what is not a decimal', () => {
    expect(fromMicros(toMicros('1.084512')!)).toBe('1.084512');
    expect(toMicros('0.0000005')).toBe(1n);
    expect(toMicros('-0.0000004')).toBe(0n);
    expect(toMicros(' 12 ')).toBe(12_000_000n);
    for (const text of ['', 'abc', '.', '1e3', '1,5']) {
      expect(toMicros(text), text).toBeUndefined();
    }
  });
});

describe('MicroSum', () => {
  it('matches the bigint sum exactly, past the safe-integer range too', () => {
    const texts = ['12.40', '-12.40', '0.10', '7', '1.084512', '-3.05', '9999999999.99', '9999999999.99', '0.0000005', 'x', ''];
    const sum = new MicroSum();
    const added = texts.map((text) => sum.add(text));
    expect(added.filter(Boolean)).toHaveLength(9);
    const exact = texts.map(toMicros).reduce<bigint>((total, value) => total + (value ?? 0n), 0n);
    expect(sum.micros).toBe(exact);
    expect(fromMicros(sum.micros)).toBe('20000000005.114513');
  });

  it('reads decimals as integers of micro-units, and leaves the rest to the exact path', () => {
    expect(toMicrosNumber('-12.4')).toBe(-12_400_000);
    expect(toMicrosNumber('+0.000001')).toBe(1);
    expect(toMicrosNumber('1.2.3')).toBeUndefined();
    expect(toMicrosNumber('-')).toBeUndefined();
    // A seventh decimal rounds, and sixteen digits are past a double's exact range.
    expect(toMicrosNumber('0.0000005')).toBeUndefined();
    expect(toMicrosNumber('9999999999.99')).toBeUndefined();
    for (const text of ['12.40', '-3.05', '0.846512', '7', '.5']) {
      expect(BigInt(toMicrosNumber(text)!), text).toBe(toMicros(text));
    }
  });
});
