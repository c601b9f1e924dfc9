// Runs the batch parser in a Web Worker, or on the main thread in chunks that yield to the
// browser between them where workers are not available (older hosts, jsdom, a CSP that forbids
// workers). Either way the rows arrive a chunk at a time, each chunk in a task of its own: the
// page never freezes on a 10,000-row file.
import { nextTurn } from '../../internal/next-turn';
import { startWorker, type WorkerRunner } from '../../internal/worker-runner';
import type { BatchField, ColumnMapping } from '../shared/batch-review/batch-fields';
import type { ParserMessage, ParserRefusal, ParserRequest, RowEdits } from './batch-protocol';
import type { PreviewRow } from './preview-rows';

/** A file read and validated, or why not. */
export type ParserResult =
  | { ok: true; headers: string[]; mapping: ColumnMapping; blankLines: number; rows: PreviewRow[] }
  | { ok: false; reason: ParserRefusal };


/**
 * Runs a request on the main thread, one answer per turn. The parser (papaparse and the row
 * rules) is loaded then, on the first file: where the worker runs, the page never loads it.
 */
async function runOnMainThread(request: ParserRequest, receive: (message: ParserMessage) => void): Promise<void> {
  // A file or a parser that cannot be read: the person is asked to try again.
  const loaded = await Promise.all([request.file.text(), import('./batch-protocol')]).catch(() => null);
  if (loaded === null) {
    receive({ id: request.id, type: 'refused', reason: 'unreadable' });
    return;
  }
  const [text, { parserMessages, readyNumberFormatting }] = loaded;
  await nextTurn();
  if (request.type === 'parse') {
    // A turn of its own, not inside the preview's render.
    readyNumberFormatting(request.locale);
    await nextTurn();
  }
  for (const message of parserMessages(request, text)) {
    receive(message);
    await nextTurn();
  }
}

/** Reads and validates batch files, off the main thread when it can. */
export interface BatchParser {
  /**
   * Reads a file: its mapping detected (a `remembered` one wins where its headers are present).
   * Number formatting is readied for `locale` on the way (the preview's counts come next).
   */
  parse(file: Blob, remembered: Partial<Record<BatchField, string>> | undefined, locale: string | undefined, senderCountry?: string): Promise<ParserResult>;
  /** Validates a read file again with another mapping, the preview's edits applied. */
  validate(file: Blob, mapping: ColumnMapping, edits: RowEdits, senderCountry?: string): Promise<ParserResult>;
  dispose(): void;
}

/** The parser's worker (internal/worker-runner), or `null` where none can run. */
function startParser(onMessage: (message: ParserMessage) => void, onFailure: () => void): WorkerRunner<ParserRequest> | null {
  return startWorker<ParserRequest, ParserMessage>(() => new Worker(new URL('./batch-worker.ts', import.meta.url), { type: 'module' }), { onMessage, onFailure });
}

/** A request waiting for its answers: the rows gathered so far, a chunk per message. */
interface Pending {
  request: ParserRequest;
  resolve: (result: ParserResult) => void;
  read?: Extract<ParserMessage, { type: 'read' }>;
  rows: PreviewRow[];
}

/** Takes one answer: the result once every row has come. */
function receive(entry: Pending, message: ParserMessage): ParserResult | null {
  switch (message.type) {
    case 'refused':
      return { ok: false, reason: message.reason };
    case 'read':
      // A fresh start (the fallback may run a request again after the worker failed).
      entry.read = message;
      entry.rows = [];
      break;
    case 'rows':
      for (const row of message.rows) {
        entry.rows.push(row);
      }
      break;
  }
  const read = entry.read;
  return read && entry.rows.length >= read.rowCount ? { ok: true, headers: read.headers, mapping: read.mapping, blankLines: read.blankLines, rows: entry.rows } : null;
}

/** Starts a parser: a worker when the platform has them, the chunked fallback otherwise. */
export function createBatchParser(): BatchParser {
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const deliver = (message: ParserMessage) => {
    const entry = pending.get(message.id);
    const result = entry ? receive(entry, message) : null;
    if (entry && result) {
      pending.delete(message.id);
      entry.resolve(result);
    }
  };
  const runHere = (entry: Pending) => void runOnMainThread(entry.request, deliver);

  let worker: WorkerRunner<ParserRequest> | null = null;
  const fallBack = () => {
    // The worker could not load (a CSP, a bundler that did not emit it) or stopped (the runner
    // ended it): finish on the main thread.
    worker = null;
    for (const entry of pending.values()) {
      runHere(entry);
    }
  };
  worker = startParser(deliver, fallBack);

  const run = (request: ParserRequest) =>
    new Promise<ParserResult>((resolve) => {
      const entry: Pending = { request, resolve, rows: [] };
      pending.set(request.id, entry);
      if (worker === null) {
        runHere(entry);
      } else {
        worker.post(request);
      }
    });

  return {
    parse: (file, remembered, locale, senderCountry) => run({ id: nextId++, type: 'parse', file, remembered, locale, senderCountry }),
    validate: (file, mapping, edits, senderCountry) => run({ id: nextId++, type: 'validate', file, mapping, edits, senderCountry }),
    dispose: () => {
      worker?.end();
      worker = null;
      pending.clear();
    },
  };
}
