import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressBytes, decompressBytes } from './compression';

describe('compressBytes / decompressBytes', () => {
  it('writes zlib-wrapped deflate for the deflate format', async () => {
    const input = new TextEncoder().encode('hello hello hello hello');
    const compressed = await compressBytes(input, 'deflate');
    // zlib header: CM = 8 (deflate) and a header checksum divisible by 31.
    expect((compressed[0] ?? 0) & 0x0f).toBe(8);
    expect(((compressed[0] ?? 0) * 256 + (compressed[1] ?? 0)) % 31).toBe(0);
    expect(new Uint8Array(inflateSync(compressed))).toEqual(input);
  });

  it('round-trips several megabytes without stalling on back-pressure', async () => {
    const input = new Uint8Array(4 * 1024 * 1024).map((_, index) => (index * 2654435761) >>> 24);
    for (const format of ['deflate', 'gzip'] as const) {
      const output = await decompressBytes(await compressBytes(input, format), format);
      // Buffer comparison: a deep equality diff of megabyte arrays takes many seconds.
      expect(Buffer.compare(output, input)).toBe(0);
    }
  });

  it('handles empty input', async () => {
    const compressed = await compressBytes(new Uint8Array(0), 'gzip');
    expect(await decompressBytes(compressed, 'gzip')).toEqual(new Uint8Array(0));
  });

  it('rejects corrupt input', async () => {
    await expect(decompressBytes(new Uint8Array([1, 2, 3, 4]), 'deflate')).rejects.toThrow();
  });
});
