// Parts of a block loaded on use (ui/load-on-use.tsx): the steps and dialogs a person reaches only
// after acting. Each test makes its own piece of code, with an import it controls: a chunk that
// arrives late, one that cannot be fetched (the connection dropped), one that comes back.
import { screen, waitFor } from '@testing-library/react';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { renderWithElements } from '../../test/render';
import { componentOnUse, dialogOnUse, usePreloaded } from './load-on-use';

const OFFLINE = 'You seem to be offline. Check your internet connection and try again.';

/** An `import()` whose outcome the test decides, once per call. */
function controlledImport<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  const importer = vi.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { importer, call: (index: number) => calls[index]! };
}

function Review({ count }: { count: number }): React.JSX.Element {
  return (
    <section aria-label="Review">
      <p>{count} shipments to review</p>
      <button type="button">Buy labels</button>
    </section>
  );
}

const fetchFailed = () => new Error('Failed to fetch dynamically imported module');

describe('componentOnUse: a step loaded on use', () => {
  it('shows a loading status until its code arrives, then the step; a second one renders at once', async () => {
    const code = controlledImport<typeof Review>();
    const ReviewStep = componentOnUse(code.importer, { whileLoading: 'placeholder' });
    const { unmount } = renderWithElements(<ReviewStep count={3} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('region', { name: 'Review' })).not.toBeInTheDocument();

    code.call(0).resolve(Review);
    expect(await screen.findByText('3 shipments to review')).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    unmount();

    // The page loaded it once: the next mount neither waits nor imports again.
    renderWithElements(<ReviewStep count={5} />);
    expect(screen.getByText('5 shipments to review')).toBeVisible();
    expect(code.importer).toHaveBeenCalledTimes(1);
  });

  it('says so in its place when the code cannot load, with the focus on "Try again", which loads it again', async () => {
    const code = controlledImport<typeof Review>();
    const ReviewStep = componentOnUse(code.importer, { whileLoading: 'placeholder' });
    const { user, container } = renderWithElements(
      <>
        <button type="button">Upload</button>
        <ReviewStep count={3} />
      </>,
    );
    code.call(0).reject(fetchFailed());
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(OFFLINE);
    // The focus moves in an effect after the notice is drawn.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus());
    // A step has no close of its own: only "Try again".
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(code.importer).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    code.call(1).resolve(Review);
    expect(await screen.findByText('3 shipments to review')).toBeVisible();
  });
});

describe('dialogOnUse: a dialog loaded on use', () => {
  function Confirm({ open }: { open: boolean; onClose: () => void }): React.JSX.Element | null {
    return open ? <p role="note">Buy this label?</p> : null;
  }

  function harness(ConfirmPart: (props: { open: boolean; onClose: () => void }) => React.ReactNode, onClose: () => void) {
    return function Block() {
      const [open, setOpen] = React.useState(false);
      return (
        <section aria-label="Block">
          <button type="button" onClick={() => setOpen(true)}>
            Review and buy
          </button>
          <ConfirmPart
            open={open}
            onClose={() => {
              onClose();
              setOpen(false);
            }}
          />
        </section>
      );
    };
  }

  it('fails quietly while closed, tries again on opening, and offers "Close" if that fails too', async () => {
    const code = controlledImport<typeof Confirm>();
    const ConfirmPart = dialogOnUse(code.importer);
    const onClose = vi.fn();
    const Block = harness(ConfirmPart, onClose);
    const { user } = renderWithElements(<Block />);
    // Mounted closed: the load starts, fails, and nothing is said (the person asked for nothing).
    code.call(0).reject(fetchFailed());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Review and buy' }));
    expect(code.importer).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    code.call(1).reject(fetchFailed());
    expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The notice gave the focus back to what opened it.
    expect(screen.getByRole('button', { name: 'Review and buy' })).toHaveFocus();

    // Opened again with the connection back: the dialog, with no notice on the way.
    await user.click(screen.getByRole('button', { name: 'Review and buy' }));
    code.call(2).resolve(Confirm);
    expect(await screen.findByRole('note')).toHaveTextContent('Buy this label?');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('usePreloaded', () => {
  it('fetches the pieces when the block mounts, once for the page however many blocks ask', async () => {
    const code = controlledImport<typeof Review>();
    const ReviewStep = componentOnUse(code.importer, { whileLoading: 'placeholder' });
    function Block({ reviewing }: { reviewing: boolean }) {
      usePreloaded(ReviewStep.code);
      return reviewing ? <ReviewStep count={2} /> : <p>Choose a file</p>;
    }
    const { rerender } = renderWithElements(
      <>
        <Block reviewing={false} />
        <Block reviewing={false} />
      </>,
    );
    expect(code.importer).toHaveBeenCalledTimes(1);
    code.call(0).resolve(Review);
    await vi.waitFor(() => expect(ReviewStep.code.loaded()).toBe(Review));
    // By the time the person reaches the step, it is there: no loading status.
    rerender(
      <>
        <Block reviewing />
        <Block reviewing={false} />
      </>,
    );
    expect(screen.getByText('2 shipments to review')).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(code.importer).toHaveBeenCalledTimes(1);
  });
});
