// The report preview's worker path: the page's side (preview-report-file.ts) against the real
// worker module (report-preview-worker.ts), run in this thread behind a stand-in `Worker` that
// delivers messages a task later as a browser would. jsdom has no `Worker`; Chromium runs the
// real one in the ReportDownloader stories.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunked, gzip } from '../../../test/report-files';
import { previewReportFile } from './preview-report-file';
import { previewReportFileOnThread } from './report-preview';
import { PREVIEW_IN_FLIGHT_BYTES, type FromPreviewWorker, type ToPreviewWorker } from './report-preview-protocol';

type Behaviour = 'runs' | 'fails to load' | 'fails after ready';

/** What the stand-in workers of a test saw, and the last one's loading of the worker module. */
const seen = { started: 0, terminated: 0, maxInFlight: 0 };
let loading: Promise<void> = Promise.resolve();

function standInWorker(behaviour: Behaviour) {
  return class StandInWorker {
    onmessage: ((event: MessageEvent<FromPreviewWorker>) => void) | null = null;
    onerror: ((event: ErrorEvent) => void) | null = null;
    private scope = { onmessage: null as ((event: { data: ToPreviewWorker }) => void) | null, postMessage: (message: FromPreviewWorker) => this.fromWorker(message) };
    private inbox: ToPreviewWorker[] = [];
    private loaded = false;
    private terminated = false;
    private inFlight = 0;

    constructor() {
      seen.started += 1;
      loading = new Promise((resolve) => setTimeout(resolve, 0)).then(() => this.load());
    }

    private async load() {
      if (behaviour === 'fails to load') {
        this.fail('Failed to fetch a worker script');
        return;
      }
      vi.resetModules();
      vi.stubGlobal('self', this.scope);
      await import('./report-preview-worker');
      this.loaded = true;
      for (const message of this.inbox.splice(0)) {
        this.deliver(message);
      }
      if (behaviour === 'fails after ready') {
        setTimeout(() => this.fail('The worker ran out of memory'), 0);
      }
    }

    private fail(message: string) {
      if (!this.terminated) {
        this.onerror?.(Object.assign(new Event('error'), { message }) as ErrorEvent);
      }
    }

    private deliver(message: ToPreviewWorker) {
      if (message.type === 'chunk') {
        this.inFlight += message.bytes.length;
        seen.maxInFlight = Math.max(seen.maxInFlight, this.inFlight);
      }
      setTimeout(() => !this.terminated && this.scope.onmessage?.({ data: message }), 0);
    }

    private fromWorker(message: FromPreviewWorker) {
      if (message.type === 'consumed') {
        this.inFlight -= message.bytes;
      }
      setTimeout(() => !this.terminated && this.onmessage?.({ data: message } as MessageEvent<FromPreviewWorker>), 0);
    }

    postMessage(message: ToPreviewWorker) {
      if (this.loaded) {
        this.deliver(message);
      } else {
        this.inbox.push(message);
      }
    }

    terminate() {
      this.terminated = true;
      seen.terminated += 1;
    }
  };
}

const HEADER = 'invoice_number,invoice_item_description,invoice_item_currency,invoice_item_amount';

/** An invoice CSV of `count` rows with a quoted description and a hard-to-compress reference. */
function invoiceCsv(count: number): string {
  const lines = [HEADER];
  for (let index = 0; index < count; index += 1) {
    const reference = Math.imul(index + 1, 2_654_435_761).toString(36);
    lines.push(`INV-${reference}-${index},"Label, ground ""${reference}""",${index % 3 === 0 ? 'EUR' : 'USD'},${index % 10 === 0 ? '-' : ''}${index % 100}.25`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

afterEach(async () => {
  // A worker aborted before its module ran would otherwise load it during the next test.
  await loading;
  vi.unstubAllGlobals();
  Object.assign(seen, { started: 0, terminated: 0, maxInFlight: 0 });
});

describe('previewReportFile in a Web Worker', () => {
  it('gives the preview of the page, and posts no more than the bound ahead of the worker', async () => {
    const bytes = await gzip(invoiceCsv(120_000));
    expect(bytes.length).toBeGreaterThan(1.25 * PREVIEW_IN_FLIGHT_BYTES);
    const expected = await previewReportFileOnThread(chunked(bytes, 1 << 16), { maxRows: 50 });
    vi.stubGlobal('Worker', standInWorker('runs'));
    const progress: number[] = [];
    const preview = await previewReportFile(chunked(bytes, 1 << 16), { maxRows: 50, onProgress: (rows) => progress.push(rows) });
    expect(preview).toEqual(expected);
    expect(preview.rowCount).toBe(120_000);
    expect(seen).toMatchObject({ started: 1, terminated: 1 });
    // The page waits for the worker: at most the bound and one chunk are ever on their way.
    expect(seen.maxInFlight).toBeLessThanOrEqual(PREVIEW_IN_FLIGHT_BYTES + (1 << 16));
    expect(progress.at(-1)).toBeGreaterThan(0);
  });

  it('rejects a file cut short with the decompression error, and ends the worker', async () => {
    const bytes = await gzip(invoiceCsv(5_000));
    vi.stubGlobal('Worker', standInWorker('runs'));
    await expect(previewReportFile(chunked(bytes.slice(0, bytes.length >> 1), 4_096))).rejects.toThrow();
    expect(seen.terminated).toBe(1);
  });

  it('stops when aborted: the abort reason, the worker ended, the download cancelled', async () => {
    const bytes = await gzip(invoiceCsv(20_000));
    vi.stubGlobal('Worker', standInWorker('runs'));
    const controller = new AbortController();
    const reason = new DOMException('The person closed the preview.', 'AbortError');
    const reader = chunked(bytes, 1_024).getReader();
    let pulls = 0;
    let cancelled: unknown;
    // A download the person abandons halfway: the preview is aborted as its tenth chunk arrives.
    const download = new ReadableStream<Uint8Array>({
      pull: async (stream) => {
        const { done, value } = await reader.read();
        if (done) {
          stream.close();
          return;
        }
        stream.enqueue(value);
        pulls += 1;
        if (pulls === 10) {
          controller.abort(reason);
        }
      },
      cancel: (why) => {
        cancelled = why;
      },
    });
    await expect(previewReportFile(download, { signal: controller.signal })).rejects.toBe(reason);
    expect(seen.terminated).toBe(1);
    await vi.waitFor(() => expect(cancelled).toBe(reason));
    expect(pulls).toBeLessThan(20);
  });

  it('runs on the page when the worker cannot load, from the first chunk', async () => {
    const bytes = await gzip(invoiceCsv(3_000));
    const expected = await previewReportFileOnThread(chunked(bytes, 2_048));
    vi.stubGlobal('Worker', standInWorker('fails to load'));
    await expect(previewReportFile(chunked(bytes, 2_048))).resolves.toEqual(expected);
    expect(seen).toMatchObject({ started: 1, terminated: 1 });
  });

  it('rejects when the worker stops after it started', async () => {
    const bytes = await gzip(invoiceCsv(20_000));
    vi.stubGlobal('Worker', standInWorker('fails after ready'));
    await expect(previewReportFile(chunked(bytes, 1_024))).rejects.toThrow('The worker ran out of memory');
    expect(seen.terminated).toBe(1);
  });

  it('refuses a download that is already being read, before any worker starts', async () => {
    vi.stubGlobal('Worker', standInWorker('runs'));
    const locked = chunked(new Uint8Array(8), 8);
    locked.getReader();
    await expect(previewReportFile(locked)).rejects.toThrow(TypeError);
    expect(seen.started).toBe(0);
  });
});
