// The kit's one way to run a Web Worker (BatchUploader's CSV parser, ReportDownloader's preview):
// start it where the platform can, hear its messages, and hand a failure to the caller, whose
// fallback runs the same code on the page's thread. The worker's file stays at the caller, in the
// `Worker` constructor with a `new URL('./x-worker.ts', import.meta.url)`, the one form bundlers
// (and the build's worker-URL check) recognise.

/** What a worker the kit runs says back. */
export interface WorkerHandlers<Out> {
  /** Each message the worker posts. */
  onMessage: (message: Out) => void;
  /**
   * The worker could not load (a CSP, a host that does not serve its file), a message of its
   * could not be read, or it stopped (an uncaught error, out of memory). The worker is ended
   * first; no handler is called after. The caller falls back to its own thread, or fails.
   */
  onFailure: (error: Error) => void;
}

/** A started worker: what to post it, and how to end it. */
export interface WorkerRunner<In> {
  /** Posts a message, transferring `transfer` (an ended worker takes nothing). */
  post: (message: In, transfer?: Transferable[]) => void;
  /** Ends the worker; no handler is called after. Ending it twice is harmless. */
  end: () => void;
}

/**
 * Starts a worker with `start` (the caller's `Worker` constructor call), or returns `null` where
 * none can run: the platform has no `Worker` (jsdom, the server, an older host) or starting it
 * threw (a CSP that forbids workers). On `null` the caller runs the work on its own thread.
 */
export function startWorker<In, Out>(start: () => Worker, handlers: WorkerHandlers<Out>): WorkerRunner<In> | null {
  if (typeof Worker === 'undefined') {
    return null;
  }
  let worker: Worker | null;
  try {
    worker = start();
  } catch {
    return null;
  }
  const end = () => {
    if (worker !== null) {
      worker.onmessage = null;
      worker.onerror = null;
      worker.onmessageerror = null;
      worker.terminate();
      worker = null;
    }
  };
  const fail = (error: Error) => {
    if (worker !== null) {
      end();
      handlers.onFailure(error);
    }
  };
  worker.onmessage = (event: MessageEvent<Out>) => handlers.onMessage(event.data);
  worker.onerror = (event: ErrorEvent) => {
    // Handled here: not reported to the page's console as uncaught.
    event.preventDefault();
    fail(new Error(event.message || 'The worker stopped.'));
  };
  worker.onmessageerror = () => fail(new Error('A message from the worker could not be read.'));
  return {
    post: (message, transfer = []) => worker?.postMessage(message, transfer),
    end,
  };
}
