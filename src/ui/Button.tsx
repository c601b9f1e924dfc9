'use client';

import * as React from 'react';

/** Props of the kit's internal button. */
export interface ButtonProps extends React.ComponentPropsWithoutRef<'button'> {
  /** @default 'primary' */
  variant?: 'primary' | 'secondary' | 'ghost';
  /** Shows a busy state and blocks clicks (the button stays focusable and announced). */
  pending?: boolean;
  /**
   * The block's name for this button (kebab case, prefixed with the block:
   * `label-purchase-add-parcel`), rendered as `data-se-button` so hosts can style one button
   * without losing the generic `data-se-part="button"` hook.
   */
  part?: string | undefined;
  /**
   * Always `"button"`, set by the kit: name a button with {@link ButtonProps.part} instead.
   * Typed `never` so that a `data-se-part` meant to name the button fails to compile rather than
   * being dropped.
   */
  'data-se-part'?: never;
}

/**
 * A native button with the kit's part name and variants. A submit button takes a double click as
 * one click, and a pending one takes none.
 *
 * Styling hooks: `data-se-part="button"` on every button (the kit's CSS and hosts' existing
 * selectors match it exactly), `data-se-button` with the block's name when {@link ButtonProps.part}
 * is given (`[data-se-button='label-purchase-add-parcel']`), `data-variant` and `data-pending`.
 */
export const Button = /* @__PURE__ */ React.forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', pending = false, part, type = 'button', disabled, onClick, children, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      {...props}
      disabled={disabled}
      aria-busy={pending || undefined}
      aria-disabled={pending || undefined}
      onClick={(event) => {
        // A pending button stays focusable (so focus is not lost) but must not act twice. A
        // double click on a submit button is one submit: its second click (`detail` 2) does
        // nothing, even when the first one's request has already settled (a fast answer) and the
        // button is enabled again. Keyboard activation has `detail` 0.
        if (pending || (type === 'submit' && event.detail > 1)) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      // After the spread: the styling contract is the kit's (STYLE §13.5).
      data-se-part="button"
      data-se-button={part}
      data-variant={variant}
      data-pending={pending || undefined}
    >
      {children}
    </button>
  );
});
