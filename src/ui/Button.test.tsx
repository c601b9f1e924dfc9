import type * as React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('carries the generic part, and the block’s name for it when one is given', () => {
    render(
      <>
        <Button>Continue</Button>
        <Button part="label-purchase-add-parcel" variant="secondary">
          Add another package
        </Button>
      </>,
    );
    const plain = screen.getByRole('button', { name: 'Continue' });
    expect(plain).toHaveAttribute('data-se-part', 'button');
    expect(plain).not.toHaveAttribute('data-se-button');

    const named = screen.getByRole('button', { name: 'Add another package' });
    expect(named).toHaveAttribute('data-se-part', 'button');
    expect(named).toHaveAttribute('data-se-button', 'label-purchase-add-parcel');
    expect(named).toHaveAttribute('data-variant', 'secondary');
    // The kit's stylesheet selects buttons with an exact match; a named one still matches it.
    expect(named.matches("button[data-se-part='button'][data-variant='secondary']")).toBe(true);
  });

  it('keeps its part name when a caller passes data-se-part anyway', () => {
    // @ts-expect-error -- the type forbids it; the rendered contract must hold even so.
    render(<Button data-se-part="host-part">Continue</Button>);
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('data-se-part', 'button');
  });

  it('passes other attributes through and is a plain button by default', () => {
    render(
      <Button aria-expanded={false} id="toggle">
        Show all
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Show all' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('id', 'toggle');
  });

  it('stays focusable but does not act while pending', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(
      <Button pending onClick={onClick}>
        Buy label
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Buy label' });
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');

    rerender(
      <Button onClick={onClick}>
        Buy label
      </Button>,
    );
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
  it('submits once for a double click, even when the first submit settled before the second click', async () => {
    const user = userEvent.setup();
    // The answer came before the second click (a fast API): the form is ready for another submit.
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form aria-label="Report" onSubmit={onSubmit}>
        <Button type="submit">Create report</Button>
        <Button onClick={() => onSubmit({ preventDefault() {} } as React.FormEvent)}>Add a column</Button>
      </form>,
    );
    await user.dblClick(screen.getByRole('button', { name: 'Create report' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // Two clicks apart are two submits; Enter submits too (keyboard activation has no click count).
    await user.click(screen.getByRole('button', { name: 'Create report' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    screen.getByRole('button', { name: 'Create report' }).focus();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(3);
    // A plain button acts on each click of a double click, as a native one does.
    await user.dblClick(screen.getByRole('button', { name: 'Add a column' }));
    expect(onSubmit).toHaveBeenCalledTimes(5);
  });
});
