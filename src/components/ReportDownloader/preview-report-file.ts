// The report preview as the block runs it: in a Web Worker (report-preview-worker.ts), the page's
// main thread only reading the download's compressed chunks and posting them on, as fast as the
// worker's preview takes them. Where the worker cannot run (no `Worker`: jsdom, SSR; a CSP that
// blocks it; a host that does not serve its file), the same preview runs on this thread, from the
// first chunk. That preview (papaparse and the tallies) is loaded only then: where the worker
// runs, the page never loads it.
import type { PreviewOptions, ReportPreview } from './report-preview';
import { PREVIEW_IN_FLIGHT_BYTES, PREVIEW_ROWS, type FromPreviewWorker, type ToPreviewWorker } from './report-preview-protocol';

/** The preview on this thread, its module loaded on first use. */
async function previewReportFileOnThread(gzipped: ReadableStream<Uint8Array>, options: PreviewOptions): Promise<ReportPreview> {
  const { previewReportFileOnThread: onThread } = await import('./report-preview');
  return onThread(gzipped, options);
}

function startWorker(): Worker {
  return new Worker(new URL('./report-preview-worker.ts', import.meta.url), { type: 'module' });
}

/**
 * Streams a gzipped CSV report through `DecompressionStream` and papaparse, keeping only the
 * header, the first rows, the row count and exact totals, off the main thread where Web Workers
 * run, on it elsewhere ({@link previewReportFileOnThread}); both give the same preview. Memory
 * stays flat whatever the size of the file: a batch of decompressed text at a time, and at most
 * `PREVIEW_IN_FLIGHT_BYTES` (1 MiB) of compressed bytes posted ahead of the preview. Rejects with the signal's reason when aborted (the
 * worker is ended), and with the stream's or the decompression's error when the file is cut short
 * or is not gzip.
 */
export function previewReportFile(gzipped: ReadableStream<Uint8Array>, options: PreviewOptions = {}): Promise<ReportPreview> {
  if (typeof Worker === 'undefined') {
    return previewReportFileOnThread(gzipped, options);
  }
  let reader: ReadableStreamDefaultReader<Uint8Array>;
  try {
    // Before the worker starts: a stream already locked or read fails here, with no worker to end.
    reader = gzipped.getReader();
  } catch (error) {
    // As the single-thread preview would throw it.
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
    return Promise.reject(error);
  }
  let worker: Worker;
  try {
    worker = startWorker();
  } catch {
    reader.releaseLock();
    return previewReportFileOnThread(gzipped, options);
  }
  const { signal, onProgress } = options;
  return new Promise<ReportPreview>((resolve, reject) => {
    const send = (message: ToPreviewWorker, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
    send({ type: 'start', maxRows: options.maxRows ?? PREVIEW_ROWS });
    /** Until the worker says it runs, the chunks are kept for the fallback. */
    let kept: Uint8Array[] | undefined = [];
    let readAll = false;
    let onThreadInput: ReadableStreamDefaultController<Uint8Array> | undefined;
    let settled = false;
    /** Bytes posted and not yet taken by the worker's preview; past the bound, reading waits. */
    let inFlight = 0;
    let drained: (() => void) | undefined;
    const release = () => {
      const resume = drained;
      drained = undefined;
      resume?.();
    };

    const stop = () => {
      settled = true;
      worker.terminate();
      signal?.removeEventListener('abort', abort);
      release();
    };
    const fail = (error: unknown) => {
      if (!settled) {
        stop();
        reader.cancel(error).catch(() => undefined);
        // As the single-thread preview throws it: the abort's reason, the stream's error, the worker's (cloned) error.
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
        reject(error);
      }
    };
    const abort = () => fail(signal?.reason);
    const fallBack = () => {
      stop();
      const chunks = kept ?? [];
      kept = undefined;
      const rest = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) {
            controller.enqueue(chunk);
          }
          if (readAll) {
            controller.close();
          } else {
            onThreadInput = controller;
          }
        },
        cancel: (reason) => reader.cancel(reason),
      });
      previewReportFileOnThread(rest, options).then(resolve, reject);
    };

    worker.onmessage = (event: MessageEvent<FromPreviewWorker>) => {
      if (settled) {
        return;
      }
      const message = event.data;
      switch (message.type) {
        case 'ready':
          kept = undefined;
          break;
        case 'consumed':
          inFlight -= message.bytes;
          if (inFlight < PREVIEW_IN_FLIGHT_BYTES) {
            release();
          }
          break;
        case 'progress':
          onProgress?.(message.rowCount);
          break;
        case 'done':
          stop();
          resolve(message.preview);
          break;
        case 'error':
          fail(message.error);
          break;
      }
    };
    worker.onerror = (event: ErrorEvent) => {
      event.preventDefault();
      if (settled) {
        return;
      }
      if (kept !== undefined) {
        fallBack();
      } else {
        fail(new Error(event.message || 'The report preview worker stopped.'));
      }
    };
    if (signal?.aborted) {
      abort();
      return;
    }
    signal?.addEventListener('abort', abort, { once: true });

    void (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (onThreadInput) {
            if (done) {
              onThreadInput.close();
              return;
            }
            onThreadInput.enqueue(value);
            continue;
          }
          if (settled) {
            return;
          }
          if (done) {
            readAll = true;
            send({ type: 'end' });
            return;
          }
          kept?.push(value);
          // A copy is transferred: the stream's own chunk may be shared (a cloned response).
          const bytes = value.slice();
          inFlight += bytes.length;
          send({ type: 'chunk', bytes }, [bytes.buffer]);
          if (inFlight >= PREVIEW_IN_FLIGHT_BYTES) {
            // The download waits in the fetch until the worker's preview catches up (or it stops).
            await new Promise<void>((resolve) => (drained = resolve));
          }
        }
      } catch (error) {
        if (onThreadInput) {
          onThreadInput.error(error);
        } else {
          fail(error);
        }
      }
    })();
  });
}
