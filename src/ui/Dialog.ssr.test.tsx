// Runs in the `node` project: no DOM. A dialog rendered open on the server must not touch browser
// APIs or warn; Radix's portal renders on the client only, so the server sends the dialog's
// <template> marker and nothing of its content, and the dialog opens once hydrated (the hydration
// itself is tested in Dialog.test.tsx).
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

describe('Dialog on the server', () => {
  it('renders only its marker, without touching the DOM and without warnings', () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const html = renderToString(
      <section data-se-root="">
        <Dialog open onOpenChange={() => undefined} title="Confirm your address" description="We found a closer match.">
          <button type="button">Use suggested address</button>
        </Dialog>
      </section>,
    );
    expect(html).toBe('<section data-se-root=""><template data-se-part="dialog-anchor"></template></section>');
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });
});
