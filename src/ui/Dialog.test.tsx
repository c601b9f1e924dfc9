// ui/Dialog on Radix Dialog, in jsdom. The look (overlay, centring, dark theme by computed style)
// and the scroll lock are checked in Chromium by the LabelPurchase and AddressForm stories.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { renderWithElements } from '../../test/render';
import { useShippingElements } from '../provider/context';
import { Dialog, type DialogProps } from './Dialog';

type HarnessProps = Partial<Omit<DialogProps, 'open' | 'onOpenChange' | 'children'>> & {
  /** When false, the parent refuses to close (a request in flight). */
  closable?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** A block root with a button that opens a dialog, the way the blocks use it. */
function Harness({ closable = true, onOpenChange, title = 'Buy this label?', description = 'Priority by USPS for $7.50.', ...props }: HarnessProps) {
  const [open, setOpen] = React.useState(false);
  return (
    <section data-se-root="" data-se-theme="dark" lang="de" dir="ltr" aria-label="Block">
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
  return { user, view, dialog: await screen.findByRole('dialog', { name: 'Buy this label?' }) };
}

describe('Dialog', () => {
  it('renders nothing visible while closed', () => {
    const { container } = render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Nothing is charged until you buy.')).not.toBeInTheDocument();
    // Only the marker of where the dialog belongs, which never shows.
    expect(container.querySelector('template[data-se-part="dialog-anchor"]')).toBeInTheDocument();
  });

  it('opens as a modal named by its title and described by its description', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('data-se-part', 'dialog');
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(dialog).toHaveAccessibleName('Buy this label?');
    expect(dialog).toHaveAccessibleDescription('Priority by USPS for $7.50.');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Buy this label?' })).toBeInTheDocument();
    // Modal: the rest of the page is hidden from assistive technology.
    expect(screen.queryByRole('button', { name: 'Elsewhere' })).not.toBeInTheDocument();
    expect(screen.getByText('Elsewhere')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has no description when none is given', async () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const { dialog } = await openDialog(<Harness description={null} />);
    expect(dialog).not.toHaveAttribute('aria-describedby');
    expect(dialog).toHaveAccessibleDescription('');
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });

  it('is portalled into the block that renders it, so its theme, lang and dir apply', async () => {
    const { dialog } = await openDialog();
    const block = screen.getByRole('region', { name: 'Block', hidden: true });
    expect(dialog.closest('[data-se-root]')).toBe(block);
    expect(dialog.parentElement).toHaveAttribute('data-se-part', 'dialog-overlay');
    expect(dialog.parentElement?.parentElement).toBe(block);
    expect(dialog.closest('[data-se-theme]')).toHaveAttribute('data-se-theme', 'dark');
    expect(dialog.closest('[lang]')).toHaveAttribute('lang', 'de');
    expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'ltr');
  });

  it("takes a dark, German provider's theme root, variables included, as a block does", async () => {
    function Block() {
      const { themeRoot } = useShippingElements('Block');
      return (
        <section {...themeRoot.attributes} style={themeRoot.style} aria-label="Block">
          <Dialog open onOpenChange={() => undefined} title="Adresse bestätigen">
            <button type="button">Vorgeschlagene Adresse verwenden</button>
          </Dialog>
        </section>
      );
    }
    renderWithElements(<Block />, { provider: { locale: 'de', appearance: { theme: 'dark', variables: { colorPrimary: '#635bff' } } } });
    const dialog = await screen.findByRole('dialog', { name: 'Adresse bestätigen' });
    const root = dialog.closest<HTMLElement>('[data-se-root]');
    expect(root).toBe(screen.getByRole('region', { name: 'Block', hidden: true }));
    expect(root).toHaveAttribute('data-se-theme', 'dark');
    expect(root).toHaveAttribute('lang', 'de');
    expect(root).toHaveAttribute('dir', 'ltr');
    expect(root?.style.getPropertyValue('--se-color-primary')).toBe('#635bff');
  });

  it('goes to <body> when it is rendered outside every block', async () => {
    render(
      <Dialog open onOpenChange={() => undefined} title="Buy this label?">
        <button type="button">Cancel</button>
      </Dialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Buy this label?' });
    expect(dialog.parentElement?.parentElement).toBe(document.body);
  });

  it('moves focus to its first control, or to the one the caller names', async () => {
    const first = await openDialog();
    await waitFor(() => expect(within(first.dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
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
    await waitFor(() => expect(within(second.dialog).getByRole('button', { name: 'Buy label' })).toHaveFocus());
  });

  it('keeps Tab inside while open', async () => {
    const { user, dialog } = await openDialog();
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Buy label' })).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Buy label' })).toHaveFocus();
  });

  it('asks to close on Escape and gives focus back to the button that opened it', async () => {
    const onOpenChange = vi.fn();
    const { user } = await openDialog(<Harness onOpenChange={onOpenChange} />);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Review and buy' })).toHaveFocus());
  });

  it('stays open on Escape while the parent keeps it open', async () => {
    const onOpenChange = vi.fn();
    const { user, dialog } = await openDialog(<Harness closable={false} onOpenChange={onOpenChange} />);
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledTimes(2);
    expect(onOpenChange).toHaveBeenNthCalledWith(2, false);
    expect(dialog).toBeInTheDocument();
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('asks to close on a click outside it (on the overlay), not on a click inside', async () => {
    const onOpenChange = vi.fn();
    const { user, dialog } = await openDialog(<Harness closable={false} onOpenChange={onOpenChange} />);
    await user.click(within(dialog).getByText('Nothing is charged until you buy.'));
    expect(onOpenChange).not.toHaveBeenCalled();
    const overlay = dialog.parentElement!;
    expect(overlay).toHaveAttribute('data-se-part', 'dialog-overlay');
    await user.click(overlay);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false));
    expect(dialog).toBeInTheDocument();
  });

  it('lets onCloseAutoFocus send focus somewhere else than the opener', async () => {
    const onCloseAutoFocus = vi.fn((event: Event) => {
      event.preventDefault();
      screen.getByRole('button', { name: 'Elsewhere' }).focus();
    });
    const { user, dialog } = await openDialog(<Harness onCloseAutoFocus={onCloseAutoFocus} />);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onCloseAutoFocus).toHaveBeenCalledOnce());
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('gives focus back on close when onCloseAutoFocus leaves it alone', async () => {
    const onCloseAutoFocus = vi.fn();
    const { user, dialog } = await openDialog(<Harness onCloseAutoFocus={onCloseAutoFocus} />);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onCloseAutoFocus).toHaveBeenCalledOnce());
    expect(screen.getByRole('button', { name: 'Review and buy' })).toHaveFocus();
  });

  it('gives focus to the nearest focusable ancestor of an opener that went away, else to the block’s title', async () => {
    /** A list row whose "Ship" button gives way to the label it bought, as in OrdersInbox. */
    function Row({ focusableRow }: { focusableRow: boolean }) {
      const [open, setOpen] = React.useState(false);
      const [bought, setBought] = React.useState(false);
      return (
        <section data-se-root="" aria-labelledby="title">
          <h2 id="title" tabIndex={-1}>
            Orders
          </h2>
          <div role="row" aria-label="Order #1001" tabIndex={focusableRow ? -1 : undefined}>
            <div role="gridcell">
              {bought ? (
                <span>Label 9400</span>
              ) : (
                <button type="button" onClick={() => setOpen(true)}>
                  Ship
                </button>
              )}
            </div>
          </div>
          <Dialog open={open} onOpenChange={setOpen} title="Ship #1001">
            <button
              type="button"
              onClick={() => {
                setBought(true);
                setOpen(false);
              }}
            >
              Buy label
            </button>
          </Dialog>
        </section>
      );
    }
    for (const focusableRow of [true, false]) {
      const user = userEvent.setup();
      const view = render(<Row focusableRow={focusableRow} />);
      await user.click(screen.getByRole('button', { name: 'Ship' }));
      const dialog = await screen.findByRole('dialog', { name: 'Ship #1001' });
      await user.click(within(dialog).getByRole('button', { name: 'Buy label' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const expected = focusableRow ? screen.getByRole('row', { name: 'Order #1001' }) : screen.getByRole('heading', { name: 'Orders' });
      await waitFor(() => expect(expected).toHaveFocus());
      view.unmount();
    }
  });

  it('leaves focus where the parent put it when the dialog closed (a new step)', async () => {
    function NextStep() {
      const [step, setStep] = React.useState<'rates' | 'result'>('rates');
      const heading = React.useRef<HTMLHeadingElement>(null);
      React.useEffect(() => {
        if (step === 'result') {
          heading.current?.focus();
        }
      }, [step]);
      const [open, setOpen] = React.useState(false);
      return (
        <section data-se-root="" aria-label="Block">
          {step === 'rates' ? (
            <button type="button" onClick={() => setOpen(true)}>
              Review and buy
            </button>
          ) : (
            <h2 ref={heading} tabIndex={-1}>
              Your label is ready
            </h2>
          )}
          <Dialog open={open} onOpenChange={setOpen} title="Buy this label?">
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                setStep('result');
              }}
            >
              Buy label
            </button>
          </Dialog>
        </section>
      );
    }
    const { user, dialog } = await openDialog(<NextStep />);
    await user.click(within(dialog).getByRole('button', { name: 'Buy label' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your label is ready' })).toHaveFocus());
    // Radix's return of focus comes a task later; it must not take focus back.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('heading', { name: 'Your label is ready' })).toHaveFocus();
  });

  it('keeps focus inside when the focused control goes away while open', async () => {
    function Failing() {
      const [open, setOpen] = React.useState(false);
      const [failed, setFailed] = React.useState(false);
      return (
        <section data-se-root="" aria-label="Block">
          <button type="button" onClick={() => setOpen(true)}>
            Review and buy
          </button>
          <Dialog open={open} onOpenChange={setOpen} title="Buy this label?">
            <button type="button" onClick={() => setOpen(false)}>
              {failed ? 'Close' : 'Cancel'}
            </button>
            {failed ? <p>The purchase failed.</p> : null}
            {!failed && (
              <button type="button" onClick={() => setFailed(true)}>
                Buy label
              </button>
            )}
          </Dialog>
        </section>
      );
    }
    const { user, dialog } = await openDialog(<Failing />);
    await user.click(within(dialog).getByRole('button', { name: 'Buy label' }));
    await screen.findByText('The purchase failed.');
    // Radix's focus scope catches focus that fell to <body> and puts it on the dialog itself.
    await waitFor(() => expect(dialog).toHaveFocus());
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('opens, closes and reopens under StrictMode without errors or a stray onCloseAutoFocus', async () => {
    const errors = vi.spyOn(console, 'error');
    const onCloseAutoFocus = vi.fn();
    const { user, dialog } = await openDialog(
      <React.StrictMode>
        <Harness onCloseAutoFocus={onCloseAutoFocus} />
      </React.StrictMode>,
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(onCloseAutoFocus).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Review and buy' })).toHaveFocus());
    expect(onCloseAutoFocus).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Review and buy' }));
    expect(await screen.findByRole('dialog', { name: 'Buy this label?' })).toHaveAttribute('data-state', 'open');
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
    await waitFor(() => expect(screen.getByRole('button', { name: 'Review and buy' })).toHaveFocus());
  });

  it('hydrates server HTML without a mismatch and opens once hydrated', async () => {
    const errors = vi.spyOn(console, 'error');
    const ui = (
      <section data-se-root="" data-se-theme="dark" lang="de" aria-label="Block">
        <Dialog open onOpenChange={() => undefined} title="Adresse bestätigen">
          <button type="button">Vorgeschlagene Adresse verwenden</button>
        </Dialog>
      </section>
    );
    const host = document.createElement('div');
    host.innerHTML = renderToString(ui);
    document.body.append(host);
    const root = await act(() => hydrateRoot(host, ui));
    const dialog = await screen.findByRole('dialog', { name: 'Adresse bestätigen' });
    expect(dialog.closest('[data-se-root]')).toBe(host.firstElementChild);
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    host.remove();
  });

  it('has no axe violations while open', async () => {
    await openDialog();
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
