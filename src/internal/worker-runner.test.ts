// The kit's one worker runner (issue 38). jsdom has no `Worker`: as in preview-report-file.test.ts,
// a stand-in takes its place where a worker is meant to start; both blocks' workers run in
// Chromium in the package check.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startWorker } from './worker-runner';

class StandInWorker {
  static terminated = 0;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  posted: unknown[] = [];
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    StandInWorker.terminated += 1;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  StandInWorker.terminated = 0;
});

describe('startWorker', () => {
  it('starts no worker where the platform has none or starting one throws (a CSP): the caller runs the work itself', () => {
    const handlers = { onMessage: vi.fn(), onFailure: vi.fn() };
    expect(startWorker(() => new StandInWorker() as unknown as Worker, handlers)).toBeNull();
    vi.stubGlobal('Worker', StandInWorker);
    expect(
      startWorker(() => {
        throw new DOMException('Refused by the content security policy', 'SecurityError');
      }, handlers),
    ).toBeNull();
    expect(handlers.onFailure).not.toHaveBeenCalled();
  });

  it('posts, hears the worker, and on its failure ends it once and says why; nothing is heard after', () => {
    vi.stubGlobal('Worker', StandInWorker);
    const worker = new StandInWorker();
    const handlers = { onMessage: vi.fn(), onFailure: vi.fn() };
    const runner = startWorker<string, string>(() => worker as unknown as Worker, handlers)!;
    runner.post('start');
    expect(worker.posted).toEqual(['start']);
    worker.onmessage?.({ data: 'ready' } as MessageEvent);
    expect(handlers.onMessage).toHaveBeenCalledWith('ready');

    const error = Object.assign(new Event('error', { cancelable: true }), { message: 'The worker ran out of memory' }) as ErrorEvent;
    const onerror = worker.onerror!;
    onerror(error);
    expect(error.defaultPrevented).toBe(true);
    expect(handlers.onFailure).toHaveBeenCalledWith(new Error('The worker ran out of memory'));
    expect(StandInWorker.terminated).toBe(1);
    expect(worker.onmessage).toBeNull();
    runner.end();
    runner.post('chunk');
    expect(StandInWorker.terminated).toBe(1);
    expect(worker.posted).toEqual(['start']);
  });

  it('fails when a message cannot be read, and ends quietly when the caller ends it', () => {
    vi.stubGlobal('Worker', StandInWorker);
    const unreadable = new StandInWorker();
    const handlers = { onMessage: vi.fn(), onFailure: vi.fn() };
    startWorker(() => unreadable as unknown as Worker, handlers);
    unreadable.onmessageerror?.({} as MessageEvent);
    expect(handlers.onFailure).toHaveBeenCalledWith(new Error('A message from the worker could not be read.'));

    const ended = new StandInWorker();
    const quiet = { onMessage: vi.fn(), onFailure: vi.fn() };
    startWorker(() => ended as unknown as Worker, quiet)!.end();
    expect(ended.onerror).toBeNull();
    expect(quiet.onFailure).not.toHaveBeenCalled();
    expect(StandInWorker.terminated).toBe(2);
  });
});
