/**
 * Byte-level compression through the web-standard Compression Streams API, so the same code
 * runs in Node 20, in Vitest and inside a service worker without zlib bindings.
 */

/** Container formats understood by `CompressionStream`: `deflate` is zlib-wrapped, `gzip` is RFC 1952. */
export type CompressionFormatName = 'deflate' | 'gzip';

async function pipeThroughTransform(
  bytes: Uint8Array,
  transform: CompressionStream | DecompressionStream,
): Promise<Uint8Array> {
  const writer = transform.writable.getWriter();
  // Writing and reading must run concurrently: the stream applies back-pressure, so awaiting
  // the write before reading could stall on large inputs.
  const writing = writer.write(new Uint8Array(bytes)).then(() => writer.close());
  const reader = transform.readable.getReader();
  const chunks: Uint8Array[] = [];
  let totalLength = 0;
  const reading = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        return;
      }
      chunks.push(value);
      totalLength += value.length;
    }
  })();
  await Promise.all([writing, reading]);
  const output = new Uint8Array(totalLength);
  let offset = 0;
  for (const chunk of chunks) {
    output.set(chunk, offset);
    offset += chunk.length;
  }
  return output;
}

/**
 * Compresses bytes with `CompressionStream`.
 *
 * @param bytes - Uncompressed input.
 * @param format - `deflate` for a zlib stream (as PNG IDAT needs), `gzip` for a .gz file.
 * @returns The compressed bytes.
 */
export function compressBytes(bytes: Uint8Array, format: CompressionFormatName): Promise<Uint8Array> {
  return pipeThroughTransform(bytes, new CompressionStream(format));
}

/**
 * Decompresses bytes with `DecompressionStream`.
 *
 * @param bytes - Compressed input.
 * @param format - The format the input was compressed with.
 * @returns The decompressed bytes.
 * @throws TypeError (rejects) when the input is not valid data in that format.
 */
export function decompressBytes(bytes: Uint8Array, format: CompressionFormatName): Promise<Uint8Array> {
  return pipeThroughTransform(bytes, new DecompressionStream(format));
}
