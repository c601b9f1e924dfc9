/// <reference lib="webworker" />
// The report preview's Web Worker (started by preview-report-file.ts): the same single-thread
// preview the page would run, here, so the page's main thread stays free while a report is read.
import { previewReportFileOnThread } from './report-preview';
import type { FromPreviewWorker, ToPreviewWorker } from './report-preview-protocol';

declare const self: DedicatedWorkerGlobalScope;
/** The worker's scope, as it was when the module ran. */
const scope = self;

/** Progress messages for the page are posted at most this often (ms). */
const PROGRESS_MS = 50;

const post = (message: FromPreviewWorker) => scope.postMessage(message);

// The compressed chunks the page has posted and the preview has not yet taken. The preview pulls
// them one at a time and each one taken is acknowledged, so the page posts more only as the
// preview reads: a fast download waits in the page's fetch (and the network's flow control), not
// here in memory.
const queued: Uint8Array[] = [];
let ended = false;
let arrived: (() => void) | undefined;
const compressed = new ReadableStream<Uint8Array>(
  {
    async pull(controller) {
      while (queued.length === 0 && !ended) {
        await new Promise<void>((resolve) => (arrived = resolve));
      }
      const bytes = queued.shift();
      if (bytes === undefined) {
        controller.close();
        return;
      }
      controller.enqueue(bytes);
      post({ type: 'consumed', bytes: bytes.length });
    },
  },
  { highWaterMark: 0 },
);

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

scope.onmessage = (event: MessageEvent<ToPreviewWorker>) => {
  const message = event.data;
  switch (message.type) {
    case 'start':
      void preview(message.maxRows);
      break;
    case 'chunk':
      queued.push(message.bytes);
      arrived?.();
      break;
    case 'end':
      ended = true;
      arrived?.();
      break;
  }
};
post({ type: 'ready' });
