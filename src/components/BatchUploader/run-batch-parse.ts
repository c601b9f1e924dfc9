// Runs the batch parser in a Web Worker, or on the main thread in chunks that yield to the
// browser between them where workers are not available (older hosts, jsdom, a CSP that forbids
// workers). The page never freezes on a 10,000-row file.
import type { BatchField, ColumnMapping } from './batch-fields';
import type { ParserRequest, ParserResponse, ParserResult } from './batch-protocol';
import { parseBatchText, summarize, validateRange, type ParsedFile, type ValidatedRow } from './parse-batch-csv';

/** Rows validated between two yields on the main thread. */
const CHUNK_ROWS = 500;

/** Gives the browser a turn: input and paint happen between chunks. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Validates on the main thread, a chunk at a time. */
async function validateInChunks(file: ParsedFile, mapping: ColumnMapping): Promise<ParserResult> {
  const rows: ValidatedRow[] = [];
  for (let from = 0; from < file.records.length; from += CHUNK_ROWS) {
    rows.push(...validateRange(file.records, mapping, from, from + CHUNK_ROWS));
    await yieldToMain();
  }
  return { ok: true, file, mapping, validation: summarize(rows, file.blankLines) };
}

async function runOnMainThread(request: ParserRequest): Promise<ParserResult> {
  if (request.type === 'validate') {
    return validateInChunks(request.file, request.mapping);
  }
  await yieldToMain();
  const outcome = parseBatchText(request.text, request.remembered);
  return outcome.ok ? validateInChunks(outcome.file, outcome.mapping) : outcome;
}

/** Reads and validates batch files, off the main thread when it can. */
export interface BatchParser {
  parse(text: string, remembered?: Partial<Record<BatchField, string>>): Promise<ParserResult>;
  validate(file: ParsedFile, mapping: ColumnMapping): Promise<ParserResult>;
  dispose(): void;
}

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') {
    return null;
  }
  try {
    return new Worker(new URL('./batch-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

/** Starts a parser: a worker when the platform has them, the chunked fallback otherwise. */
export function createBatchParser(): BatchParser {
  let worker = startWorker();
  let nextId = 1;
  const pending = new Map<number, { request: ParserRequest; resolve: (result: ParserResult) => void }>();

  const fallBack = () => {
    // The worker could not load (a CSP, a bundler that did not emit it): finish on the main thread.
    worker?.terminate();
    worker = null;
    for (const [id, entry] of pending) {
      pending.delete(id);
      void runOnMainThread(entry.request).then(entry.resolve);
    }
  };
  worker?.addEventListener('message', (event: MessageEvent<ParserResponse>) => {
    const entry = pending.get(event.data.id);
    pending.delete(event.data.id);
    entry?.resolve(event.data.result);
  });
  worker?.addEventListener('error', fallBack);
  worker?.addEventListener('messageerror', fallBack);

  const run = (request: ParserRequest) =>
    new Promise<ParserResult>((resolve) => {
      if (worker === null) {
        void runOnMainThread(request).then(resolve);
        return;
      }
      pending.set(request.id, { request, resolve });
      worker.postMessage(request);
    });

  return {
    parse: (text, remembered) => run({ id: nextId++, type: 'parse', text, remembered }),
    validate: (file, mapping) => run({ id: nextId++, type: 'validate', file, mapping }),
    dispose: () => {
      worker?.terminate();
      worker = null;
      pending.clear();
    },
  };
}
