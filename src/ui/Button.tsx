'use client';

import * as React from 'react';

/** Props of the kit's internal button. */
export interface ButtonProps extends React.ComponentPropsWithoutRef<'button'> {
  /** @default 'primary' */
  variant?: 'primary' | 'secondary' | 'ghost';
  /** Shows a busy state and blocks clicks (the button stays focusable and announced). */
  pending?: boolean;
}

/** A native button with the kit's part name and variants. */
export const Button = /* @__PURE__ */ React.forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', pending = false, type = 'button', disabled, onClick, children, ...props },
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
        // A pending button stays focusable (so focus is not lost) but must not act twice.
        if (pending) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      data-se-part="button"
      data-variant={variant}
      data-pending={pending || undefined}
    >
      {children}
    </button>
  );
});
