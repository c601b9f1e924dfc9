// Report files for the report preview's tests: gzip bytes of a text, and a stream that hands
// bytes out in chunks of a given size, as a slow network would.

/** A stream of the bytes cut into `size`-byte chunks, as a slow network delivers them. */
export function chunked(bytes: Uint8Array, size: number): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) {
        controller.close();
        return;
      }
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
}

/** The gzip bytes of `text`, as the sandbox serves a `csv_gzip` report. */
export async function gzip(text: string): Promise<Uint8Array> {
  const stream = chunked(new TextEncoder().encode(text), 1 << 16).pipeThrough(new CompressionStream('gzip') as ReadableWritablePair<Uint8Array, Uint8Array>);
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
