/**
 * The sandbox's clock. Background work (batches, label purchases with `async: true`, refunds,
 * report runs) is scheduled on it and runs when its time has come, checked before every request
 * and whenever a test advances the clock.
 */
export interface Clock {
  /** Current time, epoch milliseconds. */
  now(): number;
  /** Moves a manual clock forward (a real clock ignores it). */
  advance(ms: number): void;
  /** `manual` when tests drive it, `real` when it follows the wall clock. */
  readonly mode: 'manual' | 'real';
}

export function createClock(start: number | undefined): Clock {
  if (start === undefined) {
    return { mode: 'real', now: () => Date.now(), advance: () => undefined };
  }
  let current = start;
  return {
    mode: 'manual',
    now: () => current,
    advance: (ms) => {
      current += Math.max(0, ms);
    },
  };
}

interface Job {
  at: number;
  order: number;
  run: () => void | Promise<void>;
}

/** Background jobs ordered by due time (ties keep their scheduling order). */
export interface Scheduler {
  /** Runs `run` once the clock reaches `at`. */
  at(at: number, run: () => void | Promise<void>): void;
  /** Runs every job that is due, in order, including jobs they schedule that are due too. */
  runDue(): Promise<void>;
  /** Number of jobs waiting. */
  pending(): number;
  /** When the earliest waiting job is due (epoch ms), if any. */
  nextDue(): number | undefined;
  clear(): void;
}

/** `onSchedule` hears of every job scheduled (a wall-clock sandbox arms a timer with it). */
export function createScheduler(clock: Clock, onSchedule?: (at: number) => void): Scheduler {
  let jobs: Job[] = [];
  let order = 0;
  let running: Promise<void> | null = null;

  async function drain() {
    for (;;) {
      const now = clock.now();
      const dueIndex = jobs.findIndex((job) => job.at <= now);
      if (dueIndex === -1) {
        return;
      }
      jobs.sort((a, b) => a.at - b.at || a.order - b.order);
      const job = jobs.shift();
      if (!job) {
        return;
      }
      await job.run();
    }
  }

  return {
    at(at, run) {
      jobs.push({ at, order: order++, run });
      onSchedule?.(at);
    },
    runDue() {
      // One drain at a time: concurrent requests wait for the same pass.
      running ??= drain().finally(() => {
        running = null;
      });
      return running;
    },
    pending: () => jobs.length,
    nextDue: () => jobs.reduce<number | undefined>((earliest, job) => (earliest === undefined || job.at < earliest ? job.at : earliest), undefined),
    clear() {
      jobs = [];
    },
  };
}
