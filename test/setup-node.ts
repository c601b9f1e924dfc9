// Setup of the `node` test project, which runs its files in one module graph per worker
// (`isolate: false` in vite.config.ts): what a file changes of the process's globals is put back
// after it, so the next file starts as it would alone (a clock left fake would stop the sandbox's
// background runs in the next file; a stubbed global or variable would leak into it).
import { afterAll, vi } from 'vitest';

afterAll(() => {
  // Spies before the clock: a spy restored after the real clock is back would reinstate a fake.
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
