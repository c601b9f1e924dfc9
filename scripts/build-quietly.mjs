// `npm run demo` builds the package before it starts: ~250 lines of Vite's file list that pushed
// the demo's URL off the screen. This runs a command with its output held back: one line when it
// succeeds, and everything it printed (errors and warnings) when it fails, with its exit code.
// Usage: node scripts/build-quietly.mjs [command args…]   (default: npm run build)
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Gives a child just spawned this niceness (0: unchanged), before it starts its own processes
 * (tsc, builds, Chromium), which inherit it.
 * @param {import('node:child_process').ChildProcess} child
 * @param {number} niceness
 */
export function lowerPriority(child, niceness) {
  if (niceness !== 0 && child.pid !== undefined) {
    setPriority(child.pid, niceness);
  }
}

/**
 * Runs `command` with its output captured; resolves with its exit code. On success `log` gets one
 * line with the time taken; on failure `error` gets the whole output, then the exit code.
 * `niceness` lowers its CPU priority (and its children's): work nothing waits on until the end.
 * @param {string} command
 * @param {string[]} args
 * @param {{ label?: string, log?: (line: string) => void, error?: (text: string) => void, cwd?: string, niceness?: number }} [options]
 * @returns {Promise<number>}
 */
export function runQuietly(command, args, { label = `${command} ${args.join(' ')}`, log = console.log, error = console.error, cwd, niceness = 0 } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' } });
    lowerPriority(child, niceness);
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    let finished = false;
    const finish = (code) => {
      if (finished) {
        return;
      }
      finished = true;
      if (code === 0) {
        log(`${label}: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      } else {
        error(`${Buffer.concat(chunks).toString('utf8').trimEnd()}\n${label} failed (exit code ${code})`);
      }
      resolve(code);
    };
    child.on('error', (cause) => {
      chunks.push(Buffer.from(String(cause)));
      finish(1);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command = 'npm', ...args] = process.argv.length > 2 ? process.argv.slice(2) : ['npm', 'run', '--silent', 'build'];
  const label = process.argv.length > 2 ? undefined : 'Building the package';
  if (label) {
    console.log(`${label}…`);
  }
  process.exitCode = await runQuietly(command, args, { label, cwd: path.resolve(import.meta.dirname, '..') });
}
