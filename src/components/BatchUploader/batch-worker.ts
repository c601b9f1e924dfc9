/// <reference lib="webworker" />
// The Web Worker that reads and validates a batch file off the main thread, with the same pure
// code the main-thread fallback runs.
import type { ParserRequest, ParserResponse } from './batch-protocol';
import { parseBatchText, validateRecords } from './parse-batch-csv';

declare const self: DedicatedWorkerGlobalScope;

self.addEventListener('message', (event: MessageEvent<ParserRequest>) => {
  const request = event.data;
  let response: ParserResponse;
  if (request.type === 'parse') {
    const outcome = parseBatchText(request.text, request.remembered);
    response = {
      id: request.id,
      result: outcome.ok ? { ...outcome, validation: validateRecords(outcome.file, outcome.mapping) } : outcome,
    };
  } else {
    response = { id: request.id, result: { ok: true, file: request.file, mapping: request.mapping, validation: validateRecords(request.file, request.mapping) } };
  }
  self.postMessage(response);
});
