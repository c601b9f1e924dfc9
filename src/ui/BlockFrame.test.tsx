import { render, screen } from '@testing-library/react';
import * as React from 'react';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { renderWithElements } from '../../test/render';
import { BlockFrame, StepHeading } from './BlockFrame';

describe('BlockFrame', () => {
  it('names the region by its title, keeps the block its part and state, and passes host props on', async () => {
    const ref = React.createRef<HTMLElement>();
    const { container } = renderWithElements(
      <BlockFrame ref={ref} part="demo-block" state="ready" title="Ship" className="host" data-state="host" style={{ margin: 3 }} announcement="">
        <p>body</p>
      </BlockFrame>,
    );
    const region = screen.getByRole('region', { name: 'Ship' });
    expect(region).toBe(ref.current);
    expect(region).toHaveClass('host');
    expect(region).toHaveAttribute('data-se-part', 'demo-block');
    expect(region).toHaveAttribute('data-state', 'ready');
    expect(region.style.margin).toBe('3px');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('moves focus to the title when the focus key changes, not on the first render', () => {
    const { rerender } = renderWithElements(<BlockFrame part="demo-block" state="one" title="Ship" focusKey="one" />);
    expect(document.activeElement).toBe(document.body);
    rerender(<BlockFrame part="demo-block" state="two" title="Ship" focusKey="two" />);
    expect(screen.getByRole('heading', { name: 'Ship' })).toHaveFocus();
  });

  it('moves focus to the step heading instead of the title when the block renders one, and on mount when asked', () => {
    const frame = (key: string, focusOnMount = false) => (
      <BlockFrame part="demo-block" state={key} title="Ship" focusKey={key} focusOnMount={focusOnMount}>
        <StepHeading>{`Step ${key}`}</StepHeading>
      </BlockFrame>
    );
    const { rerender, unmount } = renderWithElements(frame('one'));
    expect(document.activeElement).toBe(document.body);
    rerender(frame('two'));
    expect(screen.getByRole('heading', { name: 'Step two', level: 3 })).toHaveFocus();
    unmount();
    renderWithElements(frame('three', true));
    expect(screen.getByRole('heading', { name: 'Step three', level: 3 })).toHaveFocus();
  });

  it('moves focus at the next frame when asked, and a step heading focuses itself on mount outside a step change', async () => {
    const { rerender } = renderWithElements(
      <BlockFrame part="demo-block" state="one" title="Ship" focusKey="one" focusAt="next-frame">
        <StepHeading>Upload</StepHeading>
      </BlockFrame>,
    );
    rerender(
      <BlockFrame part="demo-block" state="two" title="Ship" focusKey="two" focusAt="next-frame">
        <StepHeading>Preview</StepHeading>
      </BlockFrame>,
    );
    expect(document.activeElement).toBe(document.body);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.getByRole('heading', { name: 'Preview' })).toHaveFocus();
    rerender(
      <BlockFrame part="demo-block" state="two" title="Ship" focusKey="two" focusAt="next-frame">
        <StepHeading key="ship-many" focusOnMount>
          Ship selected
        </StepHeading>
      </BlockFrame>,
    );
    expect(screen.getByRole('heading', { name: 'Ship selected' })).toHaveFocus();
  });

  it('renders a form root without a title for a block that is one form, named by the host or its legend', async () => {
    const ref = React.createRef<HTMLElement>();
    const onSubmit = (event: React.FormEvent) => event.preventDefault();
    const { container } = renderWithElements(
      <BlockFrame as="form" noValidate ref={ref} part="demo-form" state="idle" aria-label="Address" onSubmit={onSubmit}>
        <fieldset>
          <legend>Ship to</legend>
        </fieldset>
      </BlockFrame>,
    );
    const form = screen.getByRole('form', { name: 'Address' });
    expect(form).toBeInstanceOf(HTMLFormElement);
    expect(form).toBe(ref.current);
    expect(form).toHaveAttribute('novalidate');
    expect(form).not.toHaveAttribute('aria-labelledby');
    expect(form).toHaveAttribute('data-se-part', 'demo-form');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('refuses to render outside the provider', () => {
    expect(() => render(<BlockFrame part="demo-block" state="x" title="Ship" />)).toThrow(/ShippingElementsProvider/);
  });
});
