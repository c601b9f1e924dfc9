/// <reference lib="webworker" />
// The report preview's Web Worker (started by preview-report-file.ts): the same single-thread
// preview the page would run, here, so the page's main thread stays free while a report is read.
import { previewReportFileOnThread } from './report-preview';
import type { FromPreviewWorker, ToPreviewWorker } from './report-preview-protocol';

declare const self: DedicatedWorkerGlobalScope;

/** Progress messages for the page are posted at most this often (ms). */
const PROGRESS_MS = 50;

const post = (message: FromPreviewWorker) => self.postMessage(message);

let input!: ReadableStreamDefaultController<Uint8Array>;
const compressed = new ReadableStream<Uint8Array>({ start: (controller) => (input = controller) });

async function preview(maxRows: number) {
  let progressAt = 0;
  try {
    const result = await previewReportFileOnThread(compressed, {
      maxRows,
      onProgress: (rowCount) => {
        const now = performance.now();
        if (now >= progressAt) {
          progressAt = now + PROGRESS_MS;
          post({ type: 'progress', rowCount });
        }
      },
    });
    post({ type: 'done', preview: result });
  } catch (error) {
    try {
      post({ type: 'error', error });
    } catch {
      // Not cloneable: its text, as an Error.
      post({ type: 'error', error: new Error(String(error)) });
    }
  }
}

self.onmessage = (event: MessageEvent<ToPreviewWorker>) => {
  const message = event.data;
  switch (message.type) {
    case 'start':
      void preview(message.maxRows);
      break;
    case 'chunk':
      input.enqueue(message.bytes);
      break;
    case 'end':
      input.close();
      break;
  }
};
post({ type: 'ready' });
