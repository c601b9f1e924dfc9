// jsdom lacks showModal()/close(): test/setup-dom.ts stands in for them. The top layer, the inert
// page and the browser's own focus return are checked in Chromium by the stories.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { Dialog, type DialogProps } from './Dialog';

type HarnessProps = Partial<Omit<DialogProps, 'open' | 'onOpenChange' | 'children'>> & {
  /** When false, the parent refuses to close (a request in flight). */
  closable?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** A page with a button that opens a dialog, the way the blocks use it. */
function Harness({ closable = true, onOpenChange, title = 'Buy this label?', description = 'Priority by USPS for $7.50.', ...props }: HarnessProps) {
  const [open, setOpen] = React.useState(false);
  return (
    <section data-se-root="" data-se-theme="dark" lang="de" aria-label="Block">
      <button type="button" onClick={() => setOpen(true)}>
        Review and buy
      </button>
      <button type="button">Elsewhere</button>
      <Dialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          onOpenChange?.(next);
          if (closable) {
            setOpen(next);
          }
        }}
        title={title}
        description={description}
      >
        <p>Nothing is charged until you buy.</p>
        <button type="button" onClick={() => setOpen(false)}>
          Cancel
        </button>
        <button type="button">Buy label</button>
      </Dialog>
    </section>
  );
}

async function openDialog(ui: React.ReactElement = <Harness />) {
  const user = userEvent.setup();
  const view = render(ui);
  await user.click(screen.getByRole('button', { name: 'Review and buy' }));
  return { user, view, dialog: screen.getByRole<HTMLDialogElement>('dialog', { name: 'Buy this label?' }) };
}

describe('Dialog', () => {
  it('renders nothing visible while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Nothing is charged until you buy.')).not.toBeInTheDocument();
  });

  it('opens as a modal named by its title and described by its description', async () => {
    const { dialog } = await openDialog();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(dialog).toHaveAccessibleName('Buy this label?');
    expect(dialog).toHaveAccessibleDescription('Priority by USPS for $7.50.');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Buy this label?' })).toBeInTheDocument();
  });

  it('has no description when none is given', async () => {
    const { dialog } = await openDialog(<Harness description={null} />);
    expect(dialog).not.toHaveAttribute('aria-describedby');
    expect(dialog).toHaveAccessibleDescription('');
  });

  it('stays inside the block that renders it, so the theme root applies without a portal', async () => {
    const { dialog } = await openDialog();
    const themeRoot = dialog.closest('[data-se-root]');
    expect(themeRoot).toBe(screen.getByRole('region', { name: 'Block' }));
    expect(themeRoot).toHaveAttribute('data-se-theme', 'dark');
    expect(themeRoot).toHaveAttribute('lang', 'de');
  });

  it('moves focus to its first control, or to the one the caller names', async () => {
    const first = await openDialog();
    expect(within(first.dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    first.view.unmount();

    function WithInitialFocus() {
      const buy = React.useRef<HTMLButtonElement>(null);
      const [open, setOpen] = React.useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Review and buy
          </button>
          <Dialog open={open} onOpenChange={setOpen} title="Buy this label?" initialFocus={buy}>
            <button type="button">Cancel</button>
            <button ref={buy} type="button">
              Buy label
            </button>
          </Dialog>
        </>
      );
    }
    const second = await openDialog(<WithInitialFocus />);
    expect(within(second.dialog).getByRole('button', { name: 'Buy label' })).toHaveFocus();
  });

  it('asks to close on Escape and gives focus back to the button that opened it', async () => {
    const onOpenChange = vi.fn();
    const { user } = await openDialog(<Harness onOpenChange={onOpenChange} />);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Review and buy' })).toHaveFocus();
  });

  it('stays open on Escape while the parent keeps it open', async () => {
    const onOpenChange = vi.fn();
    const { user, dialog } = await openDialog(<Harness closable={false} onOpenChange={onOpenChange} />);
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledTimes(2);
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('asks to close on other close requests (the cancel event) without closing by itself', async () => {
    const onOpenChange = vi.fn();
    const { dialog } = await openDialog(<Harness closable={false} onOpenChange={onOpenChange} />);
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialog.dispatchEvent(cancel);
    });
    expect(cancel.defaultPrevented).toBe(true);
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(dialog).toHaveAttribute('open');
  });

  it('reopens when the browser closes it by itself and the parent keeps it open', async () => {
    const onOpenChange = vi.fn();
    const { dialog } = await openDialog(<Harness closable={false} onOpenChange={onOpenChange} />);
    // What Chromium does on a close request it does not let the page cancel.
    act(() => {
      dialog.close();
    });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false));
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('asks to close on a click on the backdrop, not on a click inside', async () => {
    const onOpenChange = vi.fn();
    const { user, dialog } = await openDialog(<Harness closable={false} onOpenChange={onOpenChange} />);
    await user.click(within(dialog).getByText('Nothing is charged until you buy.'));
    expect(onOpenChange).not.toHaveBeenCalled();
    // The backdrop's clicks reach the dialog element, outside its box.
    const box = dialog.getBoundingClientRect();
    await user.pointer({ keys: '[MouseLeft]', target: dialog, coords: { clientX: box.right + 10, clientY: box.bottom + 10 } });
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('lets onCloseAutoFocus send focus somewhere else than the opener', async () => {
    const onCloseAutoFocus = vi.fn((event: Event) => {
      event.preventDefault();
      screen.getByRole('button', { name: 'Elsewhere' }).focus();
    });
    const { user, dialog } = await openDialog(<Harness onCloseAutoFocus={onCloseAutoFocus} />);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCloseAutoFocus).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('gives focus back on close when onCloseAutoFocus leaves it alone', async () => {
    const onCloseAutoFocus = vi.fn();
    const { user, dialog } = await openDialog(<Harness onCloseAutoFocus={onCloseAutoFocus} />);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCloseAutoFocus).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Review and buy' })).toHaveFocus();
  });

  it('opens, closes and reopens under StrictMode without "already open" errors', async () => {
    const errors = vi.spyOn(console, 'error');
    const { user, dialog } = await openDialog(
      <React.StrictMode>
        <Harness />
      </React.StrictMode>,
    );
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Review and buy' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Review and buy' }));
    expect(screen.getByRole('dialog', { name: 'Buy this label?' })).toHaveAttribute('open');
    expect(errors).not.toHaveBeenCalled();
  });

  it('closes when unmounted while open, and focus goes back', async () => {
    function Unmounting() {
      const [shown, setShown] = React.useState(false);
      return (
        <>
          <button type="button" onClick={() => setShown(true)}>
            Review and buy
          </button>
          {shown && (
            <Dialog open onOpenChange={() => undefined} title="Buy this label?">
              <button type="button" onClick={() => setShown(false)}>
                Done
              </button>
            </Dialog>
          )}
        </>
      );
    }
    const { user, dialog } = await openDialog(<Unmounting />);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Review and buy' })).toHaveFocus();
  });

  it('has no axe violations while open', async () => {
    const { view } = await openDialog();
    expect(await axe(view.container)).toHaveNoViolations();
  });
});
