'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import * as React from 'react';

/** Props of the kit's dialog. */
export interface DialogProps {
  /** Shows the dialog as a modal. The dialog never closes by itself: it asks through `onOpenChange`. */
  open: boolean;
  /** Called with `false` when the person asks to close: Escape, or a click outside the dialog. */
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading and accessible name. */
  title: React.ReactNode;
  /** Shown under the title; the dialog's accessible description. */
  description?: React.ReactNode;
  /**
   * The element that takes focus when the dialog opens.
   * @default the first tabbable element in the dialog (links skipped), or the dialog itself
   */
  initialFocus?: React.RefObject<HTMLElement | null> | undefined;
  /**
   * Called when the dialog has closed, before focus goes back to the element that had it when the
   * dialog opened. Call `event.preventDefault()` and move focus yourself when that element is the
   * wrong place (a dialog opened by code) or has gone away.
   */
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
  children: React.ReactNode;
}

/** The element whose theme (`--se-*` variables, `data-se-theme`, `lang`, `dir`) the dialog takes. */
const THEME_ROOT = '[data-se-root]';

/**
 * A modal dialog on Radix Dialog: focus moves in on open, stays inside (a focus scope that also
 * recovers focus when the focused control is removed), and goes back on close; the rest of the
 * page is hidden from assistive technology and does not scroll; Escape and a click outside ask to
 * close.
 *
 * The dialog is portalled into the theme root of the block that renders it (the nearest element
 * with `data-se-root`, found from a `<template>` left where the dialog is rendered), so the
 * block's `--se-*` variables, `lang` and `dir` apply to it; outside every block it goes to
 * `<body>`. `open` is the only source of truth: every close request goes through
 * `onOpenChange(false)`, and the dialog stays open while the parent keeps `open` true.
 *
 * On the server nothing of the dialog is rendered but its `<template>`: it opens once hydrated.
 */
export function Dialog({ open, onOpenChange, title, description, initialFocus, onCloseAutoFocus, children }: DialogProps): React.JSX.Element {
  const [container, setContainer] = React.useState<HTMLElement | null>(null);
  const anchorRef = React.useCallback((anchor: HTMLTemplateElement | null) => {
    if (anchor) {
      setContainer(anchor.closest<HTMLElement>(THEME_ROOT) ?? anchor.ownerDocument.body);
    }
  }, []);
  const contentRef = React.useRef<HTMLDivElement>(null);
  // What had focus when the dialog opened: focus goes back there on close.
  const opener = React.useRef<Element | null>(null);

  return (
    <>
      {/* Marks where the dialog belongs; a <template> is valid in lists and tables and never shows. */}
      <template ref={anchorRef} data-se-part="dialog-anchor" />
      <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
        {container && (
          <RadixDialog.Portal container={container}>
            {/* The overlay holds the content so a dialog taller than the window scrolls in it. */}
            <RadixDialog.Overlay data-se-part="dialog-overlay">
              <RadixDialog.Content
                ref={contentRef}
                data-se-part="dialog"
                // Radix reads an explicit undefined as "no description" (without a warning).
                {...(description ? {} : { 'aria-describedby': undefined })}
                onOpenAutoFocus={(event) => {
                  // Focus has not moved yet: it is still on what opened the dialog.
                  opener.current = document.activeElement;
                  const target = initialFocus?.current;
                  if (target) {
                    event.preventDefault();
                    target.focus();
                  }
                }}
                onCloseAutoFocus={(event) => {
                  // React StrictMode mounts the focus scope twice; the first unmount is not a close.
                  if (contentRef.current?.isConnected) {
                    event.preventDefault();
                    return;
                  }
                  onCloseAutoFocus?.(event);
                  if (event.defaultPrevented) {
                    return;
                  }
                  // Radix would focus a Dialog.Trigger; the kit's dialogs are opened by code.
                  event.preventDefault();
                  // Radix returns focus a task after the dialog unmounts: a parent that moved
                  // focus meanwhile (to a new step's heading) keeps it.
                  const focused = document.activeElement;
                  const focusLost = focused === null || focused === focused.ownerDocument.body;
                  const target = opener.current;
                  if (focusLost && target instanceof HTMLElement && target !== target.ownerDocument.body && target.isConnected) {
                    target.focus();
                  }
                }}
              >
                <RadixDialog.Title data-se-part="dialog-title">{title}</RadixDialog.Title>
                {description ? <RadixDialog.Description data-se-part="dialog-description">{description}</RadixDialog.Description> : null}
                {children}
              </RadixDialog.Content>
            </RadixDialog.Overlay>
          </RadixDialog.Portal>
        )}
      </RadixDialog.Root>
    </>
  );
}
