import { describe, expect, it } from 'vitest';
import {
  CODE128_PATTERNS,
  computeCode128Checksum,
  decodeCode128,
  encodeCode128,
  encodeCode128Values,
} from './code128';

function modulesFromValues(values: readonly number[]): boolean[] {
  const modules: boolean[] = [];
  for (const value of values) {
    Array.from(CODE128_PATTERNS[value] ?? '', Number).forEach((width, index) => {
      for (let module = 0; module < width; module += 1) {
        modules.push(index % 2 === 0);
      }
    });
  }
  return modules;
}

describe('CODE128_PATTERNS', () => {
  it('has 106 distinct 11-module symbols and a 13-module stop pattern', () => {
    expect(CODE128_PATTERNS).toHaveLength(107);
    const symbols = CODE128_PATTERNS.slice(0, 106);
    for (const pattern of symbols) {
      expect(pattern).toHaveLength(6);
      expect(Array.from(pattern, Number).reduce((total, width) => total + width, 0)).toBe(11);
    }
    expect(new Set(symbols).size).toBe(106);
    expect(CODE128_PATTERNS[106]).toBe('2331112');
  });
});

describe('computeCode128Checksum', () => {
  it('matches known vectors', () => {
    // "PJJ123C" in code set B: the worked example from the Code 128 literature.
    expect(computeCode128Checksum([104, 48, 42, 42, 17, 18, 19, 35])).toBe(55);
    // "1234" in code set C: (105 + 12 + 2 * 34) mod 103.
    expect(computeCode128Checksum([105, 12, 34])).toBe(82);
    // "Wikipedia" in code set B.
    expect(computeCode128Checksum([104, 55, 73, 75, 73, 80, 69, 68, 73, 65])).toBe(88);
  });
});

describe('encodeCode128Values', () => {
  it('encodes code set B text with start, checksum and stop', () => {
    expect(encodeCode128Values('PJJ123C')).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
  });

  it('starts in code set C for an even run of digits', () => {
    expect(encodeCode128Values('1234')).toEqual([105, 12, 34, 82, 106]);
  });

  it('switches to code set C for a trailing run of four or more digits', () => {
    const values = encodeCode128Values('A1234');
    expect(values.slice(0, 5)).toEqual([104, 33, 99, 12, 34]);
  });

  it('switches back to code set B after a leading digit run', () => {
    expect(encodeCode128Values('1234A').slice(0, 5)).toEqual([105, 12, 34, 100, 33]);
  });

  it('stays in code set B when switching would not make the symbol shorter', () => {
    // Four digits between letters cost four symbols either way (switch + 2 pairs + switch back).
    expect(encodeCode128Values('AB1234CD')).not.toContain(99);
    expect(encodeCode128Values('AB12CD')).not.toContain(99);
  });

  it('packs a 22-digit postal tracking number into 11 data symbols', () => {
    const values = encodeCode128Values('9400111899223197428490');
    expect(values).toHaveLength(1 + 11 + 2);
    expect(values[0]).toBe(105);
  });

  it('handles odd digit runs optimally', () => {
    // 5 digits: one digit in B plus two pairs in C beats five B symbols.
    expect(encodeCode128Values('12345')).toHaveLength(1 + 4 + 2);
    expect(encodeCode128Values('X123456789')).toHaveLength(1 + 7 + 2);
  });

  it('rejects characters outside printable ASCII', () => {
    expect(() => encodeCode128Values('Zürich')).toThrow(RangeError);
    expect(() => encodeCode128Values('tab\there')).toThrow(RangeError);
  });
});

describe('encodeCode128', () => {
  it('surrounds the symbol with quiet zones', () => {
    const symbol = encodeCode128('ABC');
    expect(symbol.quietZoneModules).toBe(10);
    expect(symbol.modules).toHaveLength(10 + 11 * 5 + 13 + 10);
    expect(symbol.modules.slice(0, 10).every((module) => !module)).toBe(true);
    expect(symbol.modules.slice(-10).every((module) => !module)).toBe(true);
    expect(symbol.modules[10]).toBe(true);
    expect(symbol.widths.reduce((total, width) => total + width, 0)).toBe(11 * 5 + 13);
    expect(symbol.widths).toHaveLength(6 * 5 + 7);
  });

  it('honours a custom quiet zone', () => {
    expect(encodeCode128('A', { quietZoneModules: 0 }).modules[0]).toBe(true);
    expect(() => encodeCode128('A', { quietZoneModules: -1 })).toThrow(RangeError);
  });
});

describe('decodeCode128', () => {
  const samples = [
    '',
    'A',
    'PJJ123C',
    '1234',
    '12345',
    '1Z999AA10123456784',
    '9400111899223197428490',
    'SHIPPO_TRANSIT',
    'a1b22c333d4444e55555f666666',
    '0000',
    '00A00',
    ' !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~',
    'Mixed Case 123 with spaces',
  ];

  it.each(samples)('round-trips %j', (text) => {
    expect(decodeCode128(encodeCode128(text).modules)).toBe(text);
  });

  it('decodes a symbol read right to left', () => {
    const modules = encodeCode128('1Z999AA10123456784').modules.slice().reverse();
    expect(decodeCode128(modules)).toBe('1Z999AA10123456784');
  });

  it('decodes code set A, including control characters', () => {
    const data = [103, 33, 73, 34];
    const modules = modulesFromValues([...data, computeCode128Checksum(data), 106]);
    expect(decodeCode128(modules)).toBe('A\tB');
  });

  it('rejects a damaged symbol', () => {
    const modules = encodeCode128('TRACK123').modules.slice();
    // Moving one bar edge by a module keeps the symbol length but corrupts one character.
    const index = modules.findIndex((module, position) => position > 10 + 11 * 2 && module !== modules[position + 1]);
    const first = modules[index] ?? false;
    modules[index] = modules[index + 1] ?? false;
    modules[index + 1] = first;
    expect(() => decodeCode128(modules)).toThrow(/Code 128 decode failed/);
  });

  it('rejects a wrong checksum', () => {
    const data = [104, 33, 34];
    const modules = modulesFromValues([...data, (computeCode128Checksum(data) + 1) % 103, 106]);
    expect(() => decodeCode128(modules)).toThrow(/checksum/);
  });

  it('rejects blank input', () => {
    expect(() => decodeCode128(new Array<boolean>(40).fill(false))).toThrow(/no bars/);
  });
});
