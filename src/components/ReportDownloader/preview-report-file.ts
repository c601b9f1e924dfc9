// The report preview as the block runs it: in a Web Worker (report-preview-worker.ts), the page's
// main thread only reading the download's compressed chunks and posting them on, as fast as the
// worker's preview takes them. Where the worker cannot run (no `Worker`: jsdom, SSR; a CSP that
// blocks it; a host that does not serve its file), the same preview runs on this thread, from the
// first chunk. That preview (papaparse and the tallies) is loaded only then: where the worker
// runs, the page never loads it.
import { startWorker, type WorkerRunner } from '../../internal/worker-runner';
import type { PreviewOptions, ReportPreview } from './report-preview';
import { PREVIEW_IN_FLIGHT_BYTES, PREVIEW_ROWS, type FromPreviewWorker, type ToPreviewWorker } from './report-preview-protocol';

/** The preview on this thread, its module loaded on first use. */
async function previewReportFileOnThread(gzipped: ReadableStream<Uint8Array>, options: PreviewOptions): Promise<ReportPreview> {
  const { previewReportFileOnThread: onThread } = await import('./report-preview');
  return onThread(gzipped, options);
}

/** The preview's worker (internal/worker-runner), or `null` where none can run. */
function startPreviewWorker(preview: WorkerPreview): WorkerRunner<ToPreviewWorker> | null {
  return startWorker<ToPreviewWorker, FromPreviewWorker>(() => new Worker(new URL('./report-preview-worker.ts', import.meta.url), { type: 'module' }), {
    onMessage: (message) => preview.onMessage(message),
    onFailure: (error) => preview.onFailure(error),
  });
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
  let reader: ReadableStreamDefaultReader<Uint8Array>;
  try {
    // Before the worker starts: a stream already locked or read fails here, with no worker to end.
    reader = gzipped.getReader();
  } catch (error) {
    // As the single-thread preview would throw it.
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
    return Promise.reject(error);
  }
  return new Promise<ReportPreview>((resolve, reject) => {
    const preview = new WorkerPreview(reader, options, resolve, reject);
    if (!preview.start()) {
      // No worker can run here (jsdom, SSR, a CSP): the same preview on this thread.
      reader.releaseLock();
      previewReportFileOnThread(gzipped, options).then(resolve, reject);
    }
  });
}

/**
 * One preview in the worker: the download's chunks posted on (a bounded amount ahead of the
 * worker's preview), the worker's answers, the abort, and the fallback to this thread while the
 * worker has not said it runs (the chunks read so far are kept for it until then).
 */
class WorkerPreview {
  /** Until the worker says it runs, the chunks are kept for the fallback. */
  private kept: Uint8Array[] | undefined = [];
  private readAll = false;
  private onThreadInput: ReadableStreamDefaultController<Uint8Array> | undefined;
  private settled = false;
  /** Bytes posted and not yet taken by the worker's preview; past the bound, reading waits. */
  private inFlight = 0;
  private drained: (() => void) | undefined;
  private worker: WorkerRunner<ToPreviewWorker> | null = null;

  constructor(
    private readonly reader: ReadableStreamDefaultReader<Uint8Array>,
    private readonly options: PreviewOptions,
    private readonly resolve: (preview: ReportPreview) => void,
    private readonly reject: (error: unknown) => void,
  ) {}

  /**
   * Starts the worker's preview and the reading; settles through `resolve`/`reject`. False when no
   * worker can run here: nothing was started, and the caller previews on its own thread.
   */
  start(): boolean {
    this.worker = startPreviewWorker(this);
    if (this.worker === null) {
      return false;
    }
    const { signal } = this.options;
    this.send({ type: 'start', maxRows: this.options.maxRows ?? PREVIEW_ROWS });
    if (signal?.aborted) {
      this.abort();
      return true;
    }
    signal?.addEventListener('abort', this.abort, { once: true });
    void this.pump();
    return true;
  }

  private send(message: ToPreviewWorker, transfer: Transferable[] = []): void {
    this.worker?.post(message, transfer);
  }

  private release(): void {
    const resume = this.drained;
    this.drained = undefined;
    resume?.();
  }

  private stop(): void {
    this.settled = true;
    this.worker?.end();
    this.options.signal?.removeEventListener('abort', this.abort);
    this.release();
  }

  private fail(error: unknown): void {
    if (!this.settled) {
      this.stop();
      this.reader.cancel(error).catch(() => undefined);
      // As the single-thread preview throws it: the abort's reason, the stream's error, the worker's (cloned) error.
      this.reject(error);
    }
  }

  private readonly abort = () => this.fail(this.options.signal?.reason);

  private fallBack(): void {
    this.stop();
    const chunks = this.kept ?? [];
    this.kept = undefined;
    const rest = new ReadableStream<Uint8Array>({
      start: (controller) => {
        for (const chunk of chunks) {
          controller.enqueue(chunk);
        }
        if (this.readAll) {
          controller.close();
        } else {
          this.onThreadInput = controller;
        }
      },
      cancel: (reason) => this.reader.cancel(reason),
    });
    previewReportFileOnThread(rest, this.options).then(this.resolve, this.reject);
  }

  /** A message of the worker (through the runner). */
  onMessage(message: FromPreviewWorker): void {
    if (this.settled) {
      return;
    }
    switch (message.type) {
      case 'ready':
        this.kept = undefined;
        break;
      case 'consumed':
        this.inFlight -= message.bytes;
        if (this.inFlight < PREVIEW_IN_FLIGHT_BYTES) {
          this.release();
        }
        break;
      case 'progress':
        this.options.onProgress?.(message.rowCount);
        break;
      case 'done':
        this.stop();
        this.resolve(message.preview);
        break;
      case 'error':
        this.fail(message.error);
        break;
    }
  }

  /** The worker failed (the runner ended it): before it said it runs, this thread takes over. */
  onFailure(error: Error): void {
    if (this.settled) {
      return;
    }
    if (this.kept !== undefined) {
      this.fallBack();
    } else {
      this.fail(error);
    }
  }

  /** Reads the download and posts its chunks on, or hands them to this thread's preview after a fallback. */
  private async pump(): Promise<void> {
    try {
      for (;;) {
        const { done, value } = await this.reader.read();
        if (this.onThreadInput) {
          if (done) {
            this.onThreadInput.close();
            return;
          }
          this.onThreadInput.enqueue(value);
          continue;
        }
        if (this.settled) {
          return;
        }
        if (done) {
          this.readAll = true;
          this.send({ type: 'end' });
          return;
        }
        await this.post(value);
      }
    } catch (error) {
      if (this.onThreadInput) {
        this.onThreadInput.error(error);
      } else {
        this.fail(error);
      }
    }
  }

  /** Posts one chunk; waits while too many bytes are ahead of the worker's preview. */
  private async post(value: Uint8Array): Promise<void> {
    this.kept?.push(value);
    // A copy is transferred: the stream's own chunk may be shared (a cloned response).
    const bytes = value.slice();
    this.inFlight += bytes.length;
    this.send({ type: 'chunk', bytes }, [bytes.buffer]);
    if (this.inFlight >= PREVIEW_IN_FLIGHT_BYTES) {
      // The download waits in the fetch until the worker's preview catches up (or it stops).
      await new Promise<void>((resolve) => (this.drained = resolve));
    }
  }
}
