// Setup of the `dom` (jsdom) test project: jest-dom and axe matchers, and a clean DOM after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import * as axeMatchers from 'vitest-axe/matchers';
import { resetTestSandbox } from './msw-sandbox';
import { server } from './msw-server';

expect.extend(axeMatchers);

// findBy*/waitFor wait 1 s by default; a token mint and a request through MSW to the sandbox take
// longer than that while every project shares two cores in CI. A test that waits for something
// that never comes still fails, after 5 s.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has <dialog> and its `open` attribute, but not showModal() or close(). This minimal stand-in
// gives ui/Dialog what its tests need: showModal() and close() toggle `open` (showModal() throws
// like the platform on a disconnected or non-modally open dialog), close() fires `close` in a later
// task, and Escape fires a cancelable `cancel` at the topmost modal dialog, which closes unless it
// is cancelled. No top layer, no inert background, no focusing steps: ui/Dialog moves focus itself.
// The real behaviour is proven in Chromium by the `storybook` and `e2e` projects.
if (!('showModal' in HTMLDialogElement.prototype)) {
  const modals: HTMLDialogElement[] = [];
  // A dialog removed from the document leaves the top layer and stops being modal.
  const keep = (predicate: (dialog: HTMLDialogElement) => boolean) => modals.splice(0, modals.length, ...modals.filter(predicate));
  Object.defineProperties(HTMLDialogElement.prototype, {
    showModal: {
      configurable: true,
      writable: true,
      value(this: HTMLDialogElement) {
        keep((dialog) => dialog.isConnected);
        if (this.open && modals.includes(this)) {
          return;
        }
        if (this.open || !this.isConnected) {
          throw new DOMException("Failed to execute 'showModal' on 'HTMLDialogElement'", 'InvalidStateError');
        }
        this.setAttribute('open', '');
        modals.push(this);
      },
    },
    close: {
      configurable: true,
      writable: true,
      value(this: HTMLDialogElement, returnValue?: string) {
        if (!this.open) {
          return;
        }
        this.removeAttribute('open');
        keep((dialog) => dialog !== this);
        if (returnValue !== undefined) {
          this.returnValue = returnValue;
        }
        setTimeout(() => this.dispatchEvent(new Event('close')));
      },
    },
  });
  // The browser's default action of Escape: after the page's own keydown listeners.
  document.addEventListener('keydown', (event) => {
    keep((dialog) => dialog.isConnected);
    const top = modals.at(-1);
    if (event.key !== 'Escape' || event.defaultPrevented || !top) {
      return;
    }
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) {
      top.close();
    }
  });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetTestSandbox();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
