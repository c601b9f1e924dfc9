// Runs in the `node` project: no DOM. A dialog rendered open on the server must not touch browser
// APIs; it arrives closed (no `open` attribute) and opens as a modal once hydrated.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Dialog } from './Dialog';

describe('Dialog on the server', () => {
  it('renders a closed <dialog> with its title and content, without touching the DOM', () => {
    const html = renderToString(
      <Dialog open onOpenChange={() => undefined} title="Confirm your address" description="We found a closer match.">
        <button type="button">Use suggested address</button>
      </Dialog>,
    );
    expect(html).toMatch(/^<dialog [^>]*data-state="open"/);
    // `open` would show it non-modally before hydration; showModal() opens it in the browser.
    expect(html).not.toMatch(/<dialog[^>]* open[ =>]/);
    expect(html).toContain('Confirm your address</h2>');
    expect(html).toContain('We found a closer match.</p>');
    expect(html).toContain('Use suggested address</button>');
  });
});
