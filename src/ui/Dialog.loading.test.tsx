// ui/Dialog's modal (Radix Dialog) loaded on use: when the first dialog or a preloading block
// mounts, and when it cannot be loaded. A file of its own, because the load is the module's state
// for the rest of the file. Each test reads fresh modules (another file of the worker may have loaded the modal already), the
// provider's among them, so the block and its dialog share one context.
import { screen, waitFor } from '@testing-library/react';
import * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import type { Dialog as DialogComponent } from './Dialog';

afterEach(() => {
  vi.doUnmock('./RadixModal');
  vi.resetModules();
});

/** A block that opens a dialog, as the blocks do. */
function harness(Dialog: typeof DialogComponent) {
  return function Block() {
    const [open, setOpen] = React.useState(false);
    return (
      <section data-se-root="" aria-label="Block">
        <button type="button" onClick={() => setOpen(true)}>
          Review and buy
        </button>
        <Dialog open={open} onOpenChange={setOpen} title="Buy this label?">
          <button type="button">Buy label</button>
        </Dialog>
      </section>
    );
  };
}

describe('Dialog’s code, loaded on use', () => {
  it('says so in place of the dialog when opened, loads it again on "Try again", and closes on "Close"', async () => {
    vi.doMock('./RadixModal', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    vi.resetModules();
    const { Dialog } = await import('./Dialog');
    const { renderWithElements } = await import('../../test/render');
    const Block = harness(Dialog);
    const { user, container } = renderWithElements(<Block />);
    // Nothing shows while the dialog is closed, even though its code failed to load.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Review and buy' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('You seem to be offline. Check your internet connection and try again.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Shown at the end of the block: "Try again" takes the focus, as the dialog's first control would.
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Review and buy' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Review and buy' }));
    await screen.findByRole('alert');
    vi.doUnmock('./RadixModal');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy this label?' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buy label' })).toHaveFocus());
    expect(dialog).toBeVisible();
  });

  it('tries again, without an error, when a dialog whose code failed to load while closed is opened', async () => {
    vi.resetModules();
    vi.doMock('./RadixModal', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { Dialog } = await import('./Dialog');
    const { renderWithElements } = await import('../../test/render');
    const Block = harness(Dialog);
    const { user } = renderWithElements(<Block />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The connection is back before the person opens the dialog.
    vi.doUnmock('./RadixModal');
    await user.click(screen.getByRole('button', { name: 'Review and buy' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Buy this label?' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is fetched when a block that preloads it mounts, before any dialog', async () => {
    vi.resetModules();
    const loaded = vi.fn<() => void>();
    vi.doMock('./RadixModal', () => {
      loaded();
      return { RadixModal: () => null };
    });
    const { usePreloadedDialog } = await import('./Dialog');
    const { renderWithElements } = await import('../../test/render');
    function Block() {
      usePreloadedDialog();
      return <p>Orders</p>;
    }
    renderWithElements(<Block />);
    await waitFor(() => expect(loaded).toHaveBeenCalledOnce());
  });
});
