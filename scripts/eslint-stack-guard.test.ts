// The lint guard of the named stack (issue 12), run through the project's own eslint.config.js:
// code under src/ may not grow a hand-written dialog, form hook or windowed list again; and the
// rule behind docs/security.md's "user data renders as text" (issue 37): no HTML sink under src/.
// The guard's rules read syntax only, so type information is turned off here (it would cost tens
// of seconds to build the program); samples are linted as the text of existing files.
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT, overrideConfig: tseslint.configs.disableTypeChecked });

/** `rule: message` of the stack rules (and the zod/mini rule) for `code` linted as `file`. */
async function stackMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? [])
    .filter((message: Linter.LintMessage) => message.ruleId === 'no-restricted-syntax' || message.ruleId === 'no-restricted-imports' || message.fatal)
    .map(({ ruleId, message }) => `${ruleId ?? 'fatal'}: ${message}`);
}

const DIALOG = /^no-restricted-syntax: Dialogs use ui\/Dialog \(Radix Dialog\)/;
const ZOD = /^no-restricted-imports: .*zod\/mini/;
const RAW_HTML = /^no-restricted-syntax: Text from the API or the user renders as text/;

// The first lint loads every plugin of the config (the React Compiler's rules among them): seconds
// on a busy machine. The timeout guards against hangs; it is not a speed check.
describe('the lint guard of the named stack', { timeout: 30_000 }, () => {
  it('forbids a native <dialog>, showModal() and a hand-made role="dialog" under src/', async () => {
    const code = `import * as React from 'react';
export function Modal(): React.JSX.Element {
  const ref = React.useRef<HTMLDialogElement>(null);
  React.useEffect(() => ref.current?.showModal(), []);
  return (
    <>
      <dialog ref={ref} />
      <div role="dialog" />
      <div role="alertdialog" />
      {React.createElement('dialog')}
    </>
  );
}
`;
    const messages = await stackMessages('src/ui/Button.tsx', code);
    // useEffect's showModal(), <dialog>, role="dialog", role="alertdialog", createElement('dialog').
    expect(messages).toHaveLength(5);
    for (const message of messages) {
      expect(message).toMatch(DIALOG);
    }
  });

  it('forbids importing the hand-written form and list hooks, naming the library to use', async () => {
    const code = `export { useForm } from '../../internal/use-form';
export { useWindowedList } from '../../internal/use-windowed-list';
`;
    const messages = await stackMessages('src/components/LabelPurchase/StepActions.tsx', code);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/^no-restricted-imports: .*Forms use react-hook-form/);
    expect(messages[1]).toMatch(/^no-restricted-imports: .*Long lists use @tanstack\/react-virtual/);
  });

  it('still forbids classic zod beside the new patterns', async () => {
    const messages = await stackMessages('src/ui/Button.tsx', `export { z } from 'zod';\n`);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(ZOD);
  });

  it('lets no file import the hand-written hooks again, RatePicker included', async () => {
    const code = `export { useWindowedList } from '../../internal/use-windowed-list';
export { z } from 'zod';
`;
    const messages = await stackMessages('src/components/RatePicker/RatePicker.tsx', code);
    expect(messages).toHaveLength(2);
    expect(messages.some((message) => /Long lists use @tanstack\/react-virtual/.test(message))).toBe(true);
    expect(messages.some((message) => ZOD.test(message))).toBe(true);
  });

  it('passes the kit’s own dialog', async () => {
    const [result] = await eslint.lintFiles([path.join(ROOT, 'src/ui/Dialog.tsx')]);
    expect(result?.messages).toEqual([]);
  });
});

describe('the lint rule behind "user data renders as text"', { timeout: 30_000 }, () => {
  it('forbids dangerouslySetInnerHTML under src/, as a JSX attribute or a props key', async () => {
    const code = `import * as React from 'react';
export function Note({ text }: { text: string }): React.JSX.Element {
  const props = { dangerouslySetInnerHTML: { __html: text } };
  return (
    <>
      <p dangerouslySetInnerHTML={{ __html: text }} />
      {React.createElement('p', { 'dangerouslySetInnerHTML': { __html: text } })}
      <p {...props} />
    </>
  );
}
`;
    const messages = await stackMessages('src/components/OrdersInbox/OrderNote.tsx', code);
    // The object's key, the JSX attribute, the quoted key of createElement's props.
    expect(messages).toHaveLength(3);
    for (const message of messages) {
      expect(message).toMatch(RAW_HTML);
    }
  });

  it('forbids the DOM’s HTML sinks outside tests', async () => {
    const code = `export function show(node: HTMLElement, text: string): void {
  node.innerHTML = text;
  node.outerHTML = text;
  node.insertAdjacentHTML('beforeend', text);
  document.write(text);
}
`;
    const messages = await stackMessages('src/lib/show.ts', code);
    expect(messages).toHaveLength(4);
    for (const message of messages) {
      expect(message).toMatch(RAW_HTML);
    }
    // A test may set markup it rendered itself (renderToString's output into a host node).
    expect(await stackMessages('src/ui/Show.test.tsx', code)).toEqual([]);
  });
});
