// The single-thread preview in one Web Worker (bench/report-preview-browser.ts): the worker
// fetches the file and streams it through previewReportFileOnThread, so the page's main thread
// stays free but parsing has one thread.
import { previewReportFileOnThread } from '../../src/components/ReportDownloader/report-preview';

self.onmessage = async (event: MessageEvent<{ url: string }>) => {
  const response = await fetch(event.data.url);
  const preview = await previewReportFileOnThread(response.body as ReadableStream<Uint8Array>, { maxRows: 200 });
  self.postMessage({ rowCount: preview.rowCount });
};
