// Checks the types, the lint rules and the length of components and hooks
// (scripts/longest-functions.mjs), builds the package and the static Storybook, runs every Vitest
// project, then the package step
// (scripts/package-check.ts: the API report, the packed tarball, and the host apps of hosts/
// installed from it and driven in Chromium), and ends
// with the time it took and one plain summary line that a reader (and CI) can trust: "Tests: N
// passed, N failed, N skipped" (each check and build counts as one test). Exits non-zero when
// anything failed or when no test ran at all. With arguments (`npm test -- --project dom`), the
// checks and the build run, then only Vitest, with those arguments.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { runQuietly } from './build-quietly.mjs';

const root = path.resolve(import.meta.dirname, '..');
const startedAt = performance.now();

// The storybook project runs in Debian's Chromium; say so plainly instead of failing obscurely.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  console.log('Tests: 0 passed, 1 failed, 0 skipped');
  process.exit(1);
}
// The checks before any test, the package build the tests import, the length check and the
// published Storybook's build: each counts as one test. They run in two lanes at once (tsc and
// ESLint are single-threaded; the machines have two cores): types then the package build, and
// lint and the Storybook build (which reads the sources, not the package).
// A failed step's output is shown only then. An old Storybook build never stands in for a new one.
const fullRun = process.argv.length <= 2;
let checks = { passed: 0, failed: 0 };
let storybookBuild = { failed: 0, seconds: 0 };
const count = (code) => {
  checks = code === 0 ? { ...checks, passed: checks.passed + 1 } : { ...checks, failed: checks.failed + 1 };
};
async function lane(steps) {
  for (const step of steps) {
    await step();
  }
}
// Lists the longest components and hooks (shown), and fails above the limit.
count(spawnSync(process.execPath, [path.join(root, 'scripts', 'longest-functions.mjs')], { cwd: root, stdio: 'inherit' }).status ?? 1);
const quietly = (label, command, args) => async () => count(await runQuietly(command, args, { label, cwd: root }));
await Promise.all([
  lane([quietly('Typecheck', 'npm', ['run', '--silent', 'typecheck']), quietly('Build', 'npm', ['run', '--silent', 'build'])]),
  lane([
    quietly('Lint', 'npm', ['run', '--silent', 'lint']),
    async () => {
      if (!fullRun) {
        return;
      }
      rmSync(path.join(root, 'storybook-static'), { recursive: true, force: true });
      const started = performance.now();
      const code = await runQuietly('npm', ['run', '--silent', 'build-storybook', '--', '--quiet'], { label: 'Storybook static build', cwd: root });
      storybookBuild = { failed: code === 0 ? 0 : 1, seconds: (performance.now() - started) / 1000 };
    },
  ]),
]);

const outputDirectory = path.join(root, 'node_modules', '.cache', 'shipping-elements');
const outputFile = path.join(outputDirectory, 'vitest-results.json');
mkdirSync(outputDirectory, { recursive: true });
rmSync(outputFile, { force: true });

const run = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`, ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: process.env },
);

// No results file means Vitest crashed before reporting: count that as a failure.
const results = existsSync(outputFile) ? JSON.parse(readFileSync(outputFile, 'utf8')) : { numFailedTestSuites: 1 };
const passed = results.numPassedTests ?? 0;
// Failed tests, plus files that failed without a failed test (an import error, a failing hook).
const brokenFiles = (results.testResults ?? []).filter(
  (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((assertion) => assertion.status === 'failed'),
).length;
let failed = (results.numFailedTests ?? 0) + (results.testResults ? brokenFiles : (results.numFailedTestSuites ?? 0)) + storybookBuild.failed + checks.failed;
const skipped = (results.numPendingTests ?? 0) + (results.numTodoTests ?? 0);
let status = run.status ?? 1;

// The package step: each of its checks counts as a test. It has no skip switch: without the npm
// registry or Chromium it fails, in CI and everywhere else.
let packagePassed = 0;
if (fullRun) {
  const packageResults = path.join(outputDirectory, 'package-results.json');
  rmSync(packageResults, { force: true });
  const step = spawnSync(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'scripts', 'package-check.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  const counts = existsSync(packageResults) ? JSON.parse(readFileSync(packageResults, 'utf8')) : { passed: 0, failed: 1 };
  packagePassed = counts.passed;
  failed += counts.failed;
  if (step.status !== 0) {
    status = Math.max(status, step.status ?? 1, 1);
    failed += counts.failed > 0 ? 0 : 1;
  }
}
if (fullRun) {
  // What the published Storybook adds to a run: its build, and the render pass in Chromium.
  const renderPass = (results.testResults ?? []).find((file) => file.name.endsWith(path.join('e2e', 'storybook-static.test.ts')));
  const renderSeconds = renderPass ? (renderPass.endTime - renderPass.startTime) / 1000 : 0;
  const entries = renderPass ? renderPass.assertionResults.length - 1 : 0;
  console.log(`Storybook: static build ${storybookBuild.seconds.toFixed(1)} s, ${entries} stories and docs pages rendered from it in ${renderSeconds.toFixed(1)} s`);
}
const minutes = (performance.now() - startedAt) / 60_000;
console.log(`Time: ${minutes.toFixed(1)} min (checks, builds and every test)`);
console.log(`Tests: ${passed + packagePassed + checks.passed + (fullRun ? 1 - storybookBuild.failed : 0)} passed, ${failed} failed, ${skipped} skipped`);
process.exit(status !== 0 || failed > 0 || passed === 0 ? Math.max(status, 1) : 0);
