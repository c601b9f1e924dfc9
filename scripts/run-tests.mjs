// Checks the types, the lint rules and the length of components and hooks
// (scripts/longest-functions.mjs), builds the package and the static Storybook, runs the Vitest
// projects in two lanes at once (see LANES; `types` is the Typecheck step's) and beside them the
// package step (scripts/package-check.ts: the API report, the packed tarball, and the host apps of hosts/
// installed from it and driven in Chromium), and ends
// with a "Failed: …" line for each test, file, check or build that failed, the time it took and
// one plain summary line that a reader (and CI) can trust: "Tests: N passed, N failed, N skipped"
// (each check and build counts as one test). Exits non-zero when
// anything failed or when no test ran at all. With arguments (`npm test -- --project dom`), the
// checks and the build run, then only Vitest, with those arguments.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { lowerPriority, runQuietly } from './build-quietly.mjs';

const root = path.resolve(import.meta.dirname, '..');
const startedAt = performance.now();

// The storybook project runs in Debian's Chromium; say so plainly instead of failing obscurely.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  console.log('Tests: 0 passed, 1 failed, 0 skipped');
  process.exit(1);
}
// The checks, the package build the tests import, the length check and the published
// Storybook's build: each counts as one test (see below for how they overlap with the tests).
// A failed step's output is shown only then. An old Storybook build never stands in for a new one.
const fullRun = process.argv.length <= 2;
let checks = { passed: 0, failed: 0, names: [] };
let storybookBuild = { failed: 0, seconds: 0 };
const count = (label, code) => {
  checks = code === 0 ? { ...checks, passed: checks.passed + 1 } : { ...checks, failed: checks.failed + 1, names: [...checks.names, label] };
};
// Lists the longest components and hooks (shown), and fails above the limit.
count('Longest functions', spawnSync(process.execPath, [path.join(root, 'scripts', 'longest-functions.mjs')], { cwd: root, stdio: 'inherit' }).status ?? 1);
// The block convention of CONTRIBUTING.md (event names, the reducer's end, controllers, heading focus, flow state).
count('Conventions', spawnSync(process.execPath, [path.join(root, 'scripts', 'check-conventions.mjs')], { cwd: root, stdio: 'inherit' }).status ?? 1);
const quietly = (label, command, args, niceness = 0) => async () => count(label, await runQuietly(command, args, { label, cwd: root, niceness }));
// The checks and the tests overlap (issue 36: the whole run under 15 minutes on two cores). The
// package build comes first (about 30 s): the tests and the package step import it. Lint and the
// type-check, which nothing waits on, run from the start beside everything else and are awaited
// at the end; the Storybook build follows the package build, and the e2e lane, which renders the
// published Storybook, starts once it is there. With arguments, the checks and the build end
// before that one Vitest run, as before.
// Both at niceness 10, as the package step: they took the cores from the units lane while it
// starts (the dom files ran three times slower than alone in the first five minutes) and have the
// idle time of the last ones, when the lanes wait on the sandbox and Chromium.
const lintDone = quietly('Lint', 'npm', ['run', '--silent', 'lint'], 10)();
const typecheckDone = quietly('Typecheck', 'npm', ['run', '--silent', 'typecheck'], 10)();
await quietly('Build', 'npm', ['run', '--silent', 'build'])();
async function buildStorybook() {
  rmSync(path.join(root, 'storybook-static'), { recursive: true, force: true });
  const started = performance.now();
  const code = await runQuietly('npm', ['run', '--silent', 'build-storybook', '--', '--quiet'], { label: 'Storybook static build', cwd: root });
  storybookBuild = { failed: code === 0 ? 0 : 1, seconds: (performance.now() - started) / 1000 };
}
if (!fullRun) {
  await Promise.all([lintDone, typecheckDone]);
}

const outputDirectory = path.join(root, 'node_modules', '.cache', 'shipping-elements');
mkdirSync(outputDirectory, { recursive: true });

/**
 * Runs a command with each line of its output prefixed by `prefix` (two runs share the terminal),
 * or straight to the terminal without one; resolves with its exit code.
 */
function runPrefixed(prefix, command, args, { niceness = 0 } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    lowerPriority(child, niceness);
    const streams = prefix
      ? [
          [child.stdout, process.stdout],
          [child.stderr, process.stderr],
        ]
      : [];
    for (const [stream, target] of streams) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString('utf8')).split('\n');
        rest = lines.pop() ?? '';
        target.write(lines.map((line) => `${prefix} ${line}\n`).join(''));
      });
      stream.on('end', () => rest && target.write(`${prefix} ${rest}\n`));
    }
    child.on('error', (cause) => {
      process.stderr.write(`${prefix} ${String(cause)}\n`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** One Vitest run with its JSON results in `name`.json; resolves with its exit code and results. */
async function vitest(name, prefix, args) {
  const outputFile = path.join(outputDirectory, `vitest-results-${name}.json`);
  rmSync(outputFile, { force: true });
  const code = await runPrefixed(prefix, process.execPath, [
    path.join(root, 'node_modules', 'vitest', 'vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${outputFile}`,
    ...args,
  ]);
  // No results file means Vitest crashed before reporting: count that as a failure.
  return { code, results: existsSync(outputFile) ? JSON.parse(readFileSync(outputFile, 'utf8')) : { numFailedTestSuites: 1 } };
}

// The package step: each of its checks counts as a test. It has no skip switch: without the npm
// registry or Chromium it fails, in CI and everywhere else.
const packageResults = path.join(outputDirectory, 'package-results.json');
async function packageStep() {
  rmSync(packageResults, { force: true });
  const code = await runPrefixed('[package]', process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'scripts', 'package-check.ts')], { niceness: 10 });
  const counts = existsSync(packageResults) ? JSON.parse(readFileSync(packageResults, 'utf8')) : { passed: 0, failed: 1 };
  const failed = counts.failed + (code !== 0 && counts.failed === 0 ? 1 : 0);
  const names = (counts.checks ?? []).filter((check) => !check.ok).map((check) => `package: ${check.name}`);
  // A step that ended without its results (or failed outside a check) is named too.
  return { code, passed: counts.passed, failed, names: names.length < failed ? [...names, `package step (exit code ${code})`] : names };
}

// A whole run has two lanes at once: the e2e files (two at a time: each drives a demo and a
// Chromium of its own, and waits on them more than it computes) with the
// published Storybook's render pass and the contract tests over HTTP (light, and they fill the
// e2e files' waits), and every other project. The package step runs beside them
// from the start at a lower CPU priority (niceness 10): most of it waits on the registry and on
// installs, and its builds and type-checks take the cores the lanes leave idle while they wait on
// the sandbox's clock and Chromium, instead of adding two minutes after the first lane. With
// arguments, one Vitest run with those arguments.
// The `types` project is not run here: its files (test/types/*.test-d.ts*) are in tsconfig.json,
// so the Typecheck step above already fails on any of their assertions, and Vitest's typecheck
// is a second whole `tsc` of the project (about a minute of the longest lane on two cores).
const LANES = { e2e: ['e2e', 'storybook-static', 'contract-http'], units: ['node', 'dom', 'storybook'] };
const COVERED_ELSEWHERE = ['types'];
// A project added to vite.config.ts and to no lane would silently never run: refuse that.
const projects = [...readFileSync(path.join(root, 'vite.config.ts'), 'utf8').matchAll(/^\s+name: '([a-z0-9-]+)',$/gm)].map((match) => match[1]);
const laneless = projects.filter((name) => ![...LANES.e2e, ...LANES.units, ...COVERED_ELSEWHERE].includes(name));
if (laneless.length > 0) {
  console.error(`Vitest projects in no lane of scripts/run-tests.mjs: ${laneless.join(', ')}`);
  console.log('Tests: 0 passed, 1 failed, 0 skipped');
  process.exit(1);
}
const projectArgs = (names) => names.flatMap((name) => ['--project', name]);
let runs;
let packaged = { code: 0, passed: 0, failed: 0, names: [] };
if (fullRun) {
  const units = vitest('units', '[units]', projectArgs(LANES.units));
  const packaging = packageStep();
  const e2e = buildStorybook().then(() => vitest('e2e', '[e2e]', projectArgs(LANES.e2e)));
  [runs, packaged] = await Promise.all([Promise.all([e2e, units]), packaging, lintDone, typecheckDone]);
} else {
  runs = [await vitest('args', '', process.argv.slice(2))];
}
const files = runs.flatMap((run) => run.results.testResults ?? []);
const sum = (key) => runs.reduce((total, run) => total + (run.results[key] ?? 0), 0);
const passed = sum('numPassedTests');
// Failed tests, plus files that failed without a failed test (an import error, a failing hook),
// plus a run that crashed before it wrote results.
const brokenFiles = files.filter((file) => file.status === 'failed' && !(file.assertionResults ?? []).some((assertion) => assertion.status === 'failed')).length;
const crashed = runs.filter((run) => !run.results.testResults).reduce((total, run) => total + (run.results.numFailedTestSuites ?? 1), 0);
const failed = sum('numFailedTests') + brokenFiles + crashed + storybookBuild.failed + checks.failed + packaged.failed;
const skipped = sum('numPendingTests') + sum('numTodoTests');
const status = Math.max(0, ...runs.map((run) => run.code), packaged.code);
const packagePassed = packaged.passed;

if (fullRun) {
  // What the published Storybook adds to a run: its build, and the render pass in Chromium.
  const renderPass = files.find((file) => file.name.endsWith(path.join('e2e', 'storybook-static.test.ts')));
  const renderSeconds = renderPass ? (renderPass.endTime - renderPass.startTime) / 1000 : 0;
  const entries = renderPass ? renderPass.assertionResults.length - 1 : 0;
  console.log(`Storybook: static build ${storybookBuild.seconds.toFixed(1)} s, ${entries} stories and docs pages rendered from it in ${renderSeconds.toFixed(1)} s`);
}
// What failed, by name, next to the summary: CI logs are often read from their end only.
const relative = (file) => path.relative(root, file);
const failedNames = [
  ...checks.names,
  ...(storybookBuild.failed ? ['Storybook static build'] : []),
  ...files.flatMap((file) => {
    const tests = (file.assertionResults ?? []).filter((assertion) => assertion.status === 'failed');
    return tests.length > 0 ? tests.map((test) => `${relative(file.name)} > ${test.fullName ?? test.title}`) : file.status === 'failed' ? [`${relative(file.name)} (the file failed before or after its tests)`] : [];
  }),
  ...(crashed > 0 ? ['a Vitest run that crashed before it wrote its results'] : []),
  ...packaged.names,
];
for (const name of failedNames) {
  console.log(`Failed: ${name}`);
}
const minutes = (performance.now() - startedAt) / 60_000;
console.log(`Time: ${minutes.toFixed(1)} min (checks, builds and every test)`);
console.log(`Tests: ${passed + packagePassed + checks.passed + (fullRun ? 1 - storybookBuild.failed : 0)} passed, ${failed} failed, ${skipped} skipped`);
process.exit(status !== 0 || failed > 0 || passed === 0 ? Math.max(status, 1) : 0);
