// The whole preview in a Web Worker (bench/report-preview-browser.ts): the worker fetches the
// file and streams it through previewReportFile, so the page's main thread stays free.
import { previewReportFile } from '../../src/components/ReportDownloader/report-preview';

self.onmessage = async (event: MessageEvent<{ url: string }>) => {
  const response = await fetch(event.data.url);
  const preview = await previewReportFile(response.body as ReadableStream<Uint8Array>, { maxRows: 200 });
  self.postMessage({ rowCount: preview.rowCount });
};
