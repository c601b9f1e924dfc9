// Decompression in a Web Worker (bench/report-preview-browser.ts): the worker fetches the file,
// pipes it through DecompressionStream and hands the decompressed stream to the page
// (a transferable stream), where previewReportCsv parses it, so inflating and parsing run on two
// threads at once.
self.onmessage = async (event: MessageEvent<{ url: string }>) => {
  const response = await fetch(event.data.url);
  const bytes = (response.body as ReadableStream<Uint8Array>).pipeThrough(new DecompressionStream('gzip') as ReadableWritablePair<Uint8Array, Uint8Array>);
  self.postMessage(bytes, { transfer: [bytes] });
};
