// Runs the report preview in two Web Workers (report-preview-worker.ts): the page's main thread
// only reads the download's compressed chunks and posts them on. Where a worker cannot start (no
// `Worker`, jsdom, SSR, a CSP without worker-src, a host that does not serve the file), the
// preview runs on this thread as before, from the first chunk.
import type { FromPreviewWorker, ToPreviewWorker } from './report-preview-protocol';
import type { PreviewOptions, ReportPreview } from './report-preview';

function startWorker(): Worker {
  return new Worker(new URL('./report-preview-worker.ts', import.meta.url), { type: 'module' });
}

/**
 * The preview of a gzipped CSV stream on two worker threads, or undefined where workers are not
 * available (then nothing of the stream was read). `onThread` is the single-thread preview, run
 * on the chunks already read and the rest when a worker fails to start.
 */
export function previewInWorkers(
  gzipped: ReadableStream<Uint8Array>,
  options: PreviewOptions & { maxRows: number },
  onThread: (gzipped: ReadableStream<Uint8Array>, options: PreviewOptions) => Promise<ReportPreview>,
): Promise<ReportPreview> | undefined {
  if (typeof Worker === 'undefined' || typeof MessageChannel === 'undefined') {
    return undefined;
  }
  const workers: Worker[] = [];
  try {
    workers.push(startWorker(), startWorker());
  } catch {
    for (const worker of workers) {
      worker.terminate();
    }
    return undefined;
  }
  const [coordinator, helper] = workers as [Worker, Worker];
  const { signal, onProgress } = options;
  return new Promise<ReportPreview>((resolve, reject) => {
    const channel = new MessageChannel();
    const send = (worker: Worker, message: ToPreviewWorker, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
    send(coordinator, { type: 'start', role: 'coordinator', maxRows: options.maxRows, port: channel.port1 }, [channel.port1]);
    send(helper, { type: 'start', role: 'helper', port: channel.port2 }, [channel.port2]);
    const reader = gzipped.getReader();
    /** Workers that have not said they run yet; until then the chunks are kept for the fallback. */
    let starting = 2;
    let kept: Uint8Array[] | undefined = [];
    let readAll = false;
    let onThreadInput: ReadableStreamDefaultController<Uint8Array> | undefined;
    let settled = false;

    const stop = () => {
      settled = true;
      for (const worker of workers) {
        worker.terminate();
      }
      signal?.removeEventListener('abort', abort);
    };
    const fail = (error: unknown) => {
      if (!settled) {
        stop();
        reader.cancel().catch(() => undefined);
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
      onThread(rest, options).then(resolve, reject);
    };

    const receive = (event: MessageEvent<FromPreviewWorker>) => {
      if (settled) {
        return;
      }
      const message = event.data;
      switch (message.type) {
        case 'ready':
          starting -= 1;
          if (starting === 0) {
            kept = undefined;
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
    const failed = (event: ErrorEvent) => {
      event.preventDefault();
      if (settled) {
        return;
      }
      if (starting > 0) {
        fallBack();
      } else {
        fail(new Error(event.message || 'The report preview worker stopped.'));
      }
    };
    for (const worker of workers) {
      worker.onmessage = receive;
      worker.onerror = failed;
    }
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
            send(coordinator, { type: 'end' });
            return;
          }
          kept?.push(value);
          // A copy is transferred: the stream's own chunk may be shared (a cloned response).
          const bytes = value.slice();
          send(coordinator, { type: 'chunk', bytes }, [bytes.buffer]);
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
