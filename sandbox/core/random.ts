/**
 * A small seeded random source (mulberry32), so that the sandbox is deterministic from its seed:
 * the same seed and the same requests give the same ids, prices and tracking numbers.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** `length` lowercase hex characters. */
  hex(length: number): string;
  /** A new independent source derived from this one and a label. */
  fork(label: string): Random;
}

/** Hashes a string to 32 bits (FNV-1a), to turn seeds and labels into numbers. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index += 1) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createRandom(seed: number | string): Random {
  let state = typeof seed === 'number' ? seed >>> 0 : hashString(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) {
        throw new Error('pick() needs a non-empty list');
      }
      return item;
    },
    hex: (length) => {
      let text = '';
      while (text.length < length) {
        text += Math.floor(next() * 0x1_0000_0000)
          .toString(16)
          .padStart(8, '0');
      }
      return text.slice(0, length);
    },
    fork: (label) => createRandom((hashString(label) ^ Math.floor(next() * 0x1_0000_0000)) >>> 0),
  };
  return random;
}
