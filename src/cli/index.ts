// `npx shipping-elements <command>` (bin/shipping-elements.js runs the build of this file).
//   init [--dry-run] [--yes] [--no-install] [--cwd <folder>]   set up a Vite + React or Next.js app (issue 42)
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { runInit } from './init';

const USAGE = `Usage: npx shipping-elements init [--dry-run] [--yes] [--no-install] [--cwd <folder>]
  Sets up this Vite + React or Next.js app for Shipping Elements: the token route, a page with
  the blocks, the stylesheet, env entries; installs the kit. Writes no file that exists.
  --dry-run     list what it would write and install; change nothing
  --yes         do not ask (it never asks when stdin is not a terminal)
  --no-install  print the install command instead of running it`;

/** Asks a yes/no question on the terminal; Enter means yes. */
async function ask(question: string): Promise<boolean> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^(y|yes|)$/i.test((await prompt.question(`${question} (Y/n) `)).trim());
  } finally {
    prompt.close();
  }
}

async function main(argv: readonly string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        'dry-run': { type: 'boolean', default: false },
        yes: { type: 'boolean', short: 'y', default: false },
        'no-install': { type: 'boolean', default: false },
        cwd: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help || positionals.length === 0) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  if (positionals[0] !== 'init' || positionals.length > 1) {
    console.error(`Unknown command "${positionals.join(' ')}".\n${USAGE}`);
    return 2;
  }
  const interactive = process.stdin.isTTY === true && !values.yes;
  return runInit(values.cwd ?? process.cwd(), {
    dryRun: values['dry-run'],
    install: !values['no-install'],
    confirm: interactive ? ask : undefined,
  });
}

process.exitCode = await main(process.argv.slice(2));
