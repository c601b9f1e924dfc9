'use client';

import * as React from 'react';
import { useClientLayoutEffect } from '../internal/use-client-layout-effect';

/** Props of the kit's dialog. */
export interface DialogProps {
  /** Shows the dialog as a modal. The dialog never closes by itself: it asks through `onOpenChange`. */
  open: boolean;
  /** Called with `false` when the person asks to close: Escape, or a click on the backdrop. */
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading and accessible name. */
  title: React.ReactNode;
  /** Shown under the title; the dialog's accessible description. */
  description?: React.ReactNode;
  /**
   * The element that takes focus when the dialog opens.
   * @default the first focusable element in the dialog, or the dialog itself
   */
  initialFocus?: React.RefObject<HTMLElement | null> | undefined;
  /**
   * Called when the dialog closes, before focus goes back to the element that had it when the
   * dialog opened. Call `event.preventDefault()` and move focus yourself when that element is the
   * wrong place (a dialog opened by code) or is about to go away.
   */
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
  children: React.ReactNode;
}

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

function firstFocusable(container: HTMLElement): HTMLElement | null {
  for (const element of container.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    const hiddenInput = element instanceof HTMLInputElement && element.type === 'hidden';
    // checkVisibility is missing in older browsers and jsdom; there, every candidate counts.
    const invisible = typeof element.checkVisibility === 'function' && !element.checkVisibility();
    if (element.tabIndex >= 0 && !element.matches(':disabled') && !hiddenInput && !invisible) {
      return element;
    }
  }
  return null;
}

/** A click whose press and release both landed outside the dialog's box, on its ::backdrop. */
function isOnBackdrop(event: React.PointerEvent<HTMLDialogElement> | React.MouseEvent<HTMLDialogElement>): boolean {
  const dialog = event.currentTarget;
  // Clicks on the ::backdrop are dispatched to the dialog itself; so are clicks on its padding.
  if (event.target !== dialog) {
    return false;
  }
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/**
 * A modal dialog on the platform's `<dialog>` and `showModal()`: drawn in the top layer above the
 * page, which becomes inert (a focus trap for assistive technology too). Focus moves in on open
 * and goes back to where it was on close; Escape and a click on the backdrop ask to close.
 *
 * The element stays where it is rendered, inside its block's theme root, so the `--se-*`
 * variables, `dir` and `lang` apply to it without a portal. `open` is the only source of truth:
 * every close request (Escape, backdrop, a close the browser makes by itself) goes through
 * `onOpenChange(false)`, and the dialog stays open while the parent keeps `open` true.
 */
export function Dialog({ open, onOpenChange, title, description, initialFocus, onCloseAutoFocus, children }: DialogProps): React.JSX.Element {
  const dialogRef = React.useRef<HTMLDialogElement>(null);
  const titleId = React.useId();
  const descriptionId = React.useId();
  // True while an open effect holds the dialog open; false once its cleanup closes it.
  const held = React.useRef(false);
  const pressedOnBackdrop = React.useRef(false);
  const [reopenRequest, setReopenRequest] = React.useState(0);

  const latest = React.useRef({ onOpenChange, onCloseAutoFocus, initialFocus });
  React.useInsertionEffect(() => {
    latest.current = { onOpenChange, onCloseAutoFocus, initialFocus };
  });

  const focusInitial = React.useCallback((dialog: HTMLDialogElement) => {
    (latest.current.initialFocus?.current ?? firstFocusable(dialog) ?? dialog).focus();
  }, []);

  // A layout effect: the dialog becomes modal before the browser paints it, and a parent's
  // passive effects (which move focus after a step change) run after focus has come back.
  useClientLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) {
      return undefined;
    }
    const opener = document.activeElement;
    // StrictMode runs this twice, with the cleanup in between; showModal() throws on a dialog
    // that is already open.
    if (!dialog.open) {
      dialog.showModal();
    }
    held.current = true;
    focusInitial(dialog);
    return () => {
      held.current = false;
      if (dialog.open) {
        // Chromium moves focus back to the opener here; the lines below do it everywhere else.
        dialog.close();
      }
      const event = new Event('closeautofocus', { cancelable: true });
      latest.current.onCloseAutoFocus?.(event);
      const focused = document.activeElement;
      const focusLost = focused === null || focused === document.body || dialog.contains(focused);
      if (!event.defaultPrevented && focusLost && opener instanceof HTMLElement && opener.isConnected) {
        opener.focus();
      }
    };
  }, [open, focusInitial]);

  // The browser closed the dialog by itself (see onClose) and the parent kept it open: reopen.
  useClientLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (reopenRequest > 0 && held.current && dialog && !dialog.open) {
      dialog.showModal();
      focusInitial(dialog);
    }
  }, [reopenRequest, focusInitial]);

  return (
    // The open attribute is never rendered: it would show the dialog non-modally. The effects
    // above open and close it.
    <dialog
      ref={dialogRef}
      aria-labelledby={open ? titleId : undefined}
      aria-describedby={open && description ? descriptionId : undefined}
      // Focusable, so that a click on its text keeps focus inside, and so it can hold focus when
      // it has no control of its own.
      tabIndex={-1}
      data-se-part="dialog"
      data-state={open ? 'open' : 'closed'}
      onKeyDown={(event) => {
        // Escape is handled here rather than left to the browser's `cancel`: Chromium makes a
        // second `cancel` without a click in between uncancellable, which would close a dialog
        // its parent keeps open (a purchase in flight).
        if (event.key === 'Escape' && !event.defaultPrevented) {
          event.preventDefault();
          latest.current.onOpenChange(false);
        }
      }}
      onCancel={(event) => {
        // Other close requests (Android's back gesture, requestClose()): the parent decides.
        event.preventDefault();
        latest.current.onOpenChange(false);
      }}
      onClose={(event) => {
        // Only closes this component did not make: an uncancellable close request, or a
        // <form method="dialog"> inside.
        if (held.current && !event.currentTarget.open) {
          latest.current.onOpenChange(false);
          setReopenRequest((request) => request + 1);
        }
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = isOnBackdrop(event);
      }}
      onClick={(event) => {
        // A click on the backdrop asks to close, as Escape does. Both ends must be on the
        // backdrop, so a text selection dragged out of the dialog does not close it.
        if (pressedOnBackdrop.current && isOnBackdrop(event)) {
          latest.current.onOpenChange(false);
        }
        pressedOnBackdrop.current = false;
      }}
    >
      {open && (
        <>
          <h2 id={titleId} data-se-part="dialog-title">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} data-se-part="dialog-description">
              {description}
            </p>
          )}
          {children}
        </>
      )}
    </dialog>
  );
}
