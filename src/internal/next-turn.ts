/**
 * A turn of the event loop, in line with the page's other tasks: input, rendering and the host's
 * own work run before the promise settles. A message to itself, which browsers do not delay as
 * they do nested timers (4 ms each); a timer where `MessageChannel` is missing. Not
 * `scheduler.yield()`: its continuation goes ahead of other tasks, so the host's own (React's
 * scheduler posts messages) would wait for the whole job.
 */
export function nextTurn(): Promise<void> {
  if (typeof MessageChannel === 'undefined') {
    return new Promise((resolve) => setTimeout(resolve, 0));
  }
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Runs `callback` when the page is idle (`requestIdleCallback`, at most a second later), or after
 * a short timer where that is missing (Safari); returns the cancel. For work that may be done
 * ahead of need, so that it lands in no task a person waits on.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 100);
  return () => clearTimeout(id);
}
