/// <reference lib="webworker" />
// The Web Worker that reads and validates a batch file off the main thread, with the same pure
// code the main-thread fallback runs. It reads the File itself and answers in chunks of rows.
import { parserMessages, readyNumberFormatting, type ParserRequest } from './batch-protocol';

declare const self: DedicatedWorkerGlobalScope;

self.addEventListener('message', (event: MessageEvent<ParserRequest>) => {
  const request = event.data;
  if (request.type === 'parse') {
    readyNumberFormatting(request.locale);
  }
  void request.file.text().then(
    (text) => {
      for (const message of parserMessages(request, text)) {
        self.postMessage(message);
      }
    },
    () => self.postMessage({ id: request.id, type: 'refused', reason: 'unreadable' }),
  );
});
