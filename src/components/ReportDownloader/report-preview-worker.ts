/// <reference lib="webworker" />
// The report preview's Web Worker, started twice (report-preview-threads.ts): one coordinator
// and one helper, two threads of parsing beside the page's main thread, which stays free.
import { parsePiece, PieceTotals, RowPieces, type PieceResult } from './csv-pieces';
import type { FromHelper, FromPreviewWorker, ToHelper, ToPreviewWorker } from './report-preview-protocol';

declare const self: DedicatedWorkerGlobalScope;

/**
 * Decompressed bytes gathered before a piece is cut at its last row end and parsed: a piece is
 * parsed in one go (about 1.5 ms of papaparse), so that a message and a turn are paid per piece,
 * not per row.
 */
export const PIECE_BYTES = 1 << 17;

/**
 * Compressed bytes handed to `DecompressionStream` at a time: a download's pieces can be large, and
 * Chromium inflates a piece in one step; cut to this size, each inflates to about 200 KB of CSV,
 * about one piece of rows.
 */
const GZIP_PIECE_BYTES = 1 << 14;

/** Pieces handed to the helper and not yet answered: enough that it never waits for the next one. */
const HELPER_QUEUE = 3;

/** Messages for the page are posted at most this often (ms). */
const PROGRESS_MS = 50;

const post = (message: FromPreviewWorker, transfer: Transferable[] = []) => self.postMessage(message, transfer);

function helper(port: MessagePort) {
  let header: string[] = [];
  let ending: 'crlf' | 'lf' = 'lf';
  port.onmessage = (event: MessageEvent<ToHelper>) => {
    const message = event.data;
    if (message.type === 'header') {
      ({ header, ending } = message);
      return;
    }
    port.postMessage(parsePiece(message.seq, message.bytes, ending, header, message.keep) satisfies FromHelper);
  };
}

function coordinator(maxRows: number, port: MessagePort) {
  let input!: ReadableStreamDefaultController<Uint8Array>;
  const compressed = new ReadableStream<Uint8Array>({ start: (controller) => (input = controller) });
  self.onmessage = (event: MessageEvent<ToPreviewWorker>) => {
    if (event.data.type === 'chunk') {
      input.enqueue(event.data.bytes);
    } else if (event.data.type === 'end') {
      input.close();
    }
  };

  const pieces = new RowPieces(PIECE_BYTES * 2);
  const totals = new PieceTotals(maxRows);
  let dispatched = 0;
  let helperBusy = 0;
  let progressAt = 0;
  let allMerged: (() => void) | undefined;
  // One channel for every turn taken to read the helper's answers (a channel per turn costs more).
  const turns = new MessageChannel();
  let turned: (() => void) | undefined;
  turns.port1.onmessage = () => turned?.();
  const nextTurn = () =>
    new Promise<void>((resolve) => {
      turned = resolve;
      turns.port2.postMessage(null);
    });

  const merge = (result: PieceResult) => {
    totals.add(result);
    const now = performance.now();
    if (now >= progressAt) {
      progressAt = now + PROGRESS_MS;
      post({ type: 'progress', rowCount: totals.rowCount });
    }
    if (totals.merged === dispatched) {
      allMerged?.();
    }
  };
  port.onmessage = (event: MessageEvent<FromHelper>) => {
    helperBusy -= 1;
    merge(event.data);
  };

  /** Hands the gathered rows on (all of them at the end): to the helper, or parsed here when it has enough to do. */
  const handOn = async (final: boolean) => {
    const end = pieces.rowEnd(final);
    const ending = pieces.ending;
    if (end === 0 || ending === undefined) {
      return;
    }
    const seq = dispatched;
    dispatched += 1;
    const keep = totals.keep;
    const header = totals.columns;
    if (header !== undefined && helperBusy >= HELPER_QUEUE) {
      // The helper's answers are read between tasks: one turn, then parse here if it is still busy.
      await nextTurn();
    }
    if (header !== undefined && helperBusy < HELPER_QUEUE) {
      helperBusy += 1;
      const bytes = pieces.detach(end);
      port.postMessage({ type: 'piece', seq, bytes, keep } satisfies ToHelper, [bytes.buffer]);
      return;
    }
    // Here, in place; the file's first piece always, its first row being the header the others are read with.
    const result = parsePiece(seq, pieces.view(end), ending, header, keep);
    pieces.drop(end);
    if (header === undefined) {
      port.postMessage({ type: 'header', header: result.columns ?? [], ending } satisfies ToHelper);
    }
    merge(result);
  };

  void (async () => {
    const reader = compressed
      .pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            for (let offset = 0; offset < chunk.length; offset += GZIP_PIECE_BYTES) {
              controller.enqueue(chunk.subarray(offset, offset + GZIP_PIECE_BYTES));
            }
          },
        }),
      )
      .pipeThrough(new DecompressionStream('gzip') as ReadableWritablePair<Uint8Array, Uint8Array>)
      .getReader();
    let decodedLength = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          break;
        }
        decodedLength += value.length;
        pieces.add(value);
        if (pieces.filled >= PIECE_BYTES) {
          await handOn(false);
        }
      }
      await handOn(true);
      if (totals.merged < dispatched) {
        await new Promise<void>((resolve) => (allMerged = resolve));
      }
      const { columns = [], rows, rowCount, negativeCount } = totals;
      post({ type: 'done', preview: { columns, rows, rowCount, negativeCount, totals: totals.sums(), decodedLength } });
    } catch (error) {
      try {
        post({ type: 'error', error });
      } catch {
        // Not cloneable: its text, as an Error.
        post({ type: 'error', error: new Error(String(error)) });
      }
    }
  })();
}

self.onmessage = (event: MessageEvent<ToPreviewWorker>) => {
  const message = event.data;
  if (message.type !== 'start') {
    return;
  }
  if (message.role === 'helper') {
    helper(message.port);
  } else {
    coordinator(message.maxRows, message.port);
  }
};
post({ type: 'ready' });
