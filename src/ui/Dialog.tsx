'use client';

import * as React from 'react';
import { createPortal } from 'react-dom';
import { CodeUnavailable, codeOnUse, useCodeOnUse, usePreloaded } from './load-on-use';

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

/** The modal, loaded when the first dialog of the page mounts: every later one renders it at once. */
const MODAL = codeOnUse(() => import('./RadixModal').then((module) => module.RadixModal));

/**
 * Starts loading the modal when the calling block mounts, for a block whose dialogs mount only as
 * they open (AddressForm's suggestion after a check, OrdersInbox's order detail): the first one
 * then opens at once. A failed load is tried again when a dialog mounts.
 */
export function usePreloadedDialog(): void {
  usePreloaded(MODAL);
}

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
 *
 * Radix is not in the block's bundle: the modal (`RadixModal.tsx`) is loaded when the first
 * dialog of the page mounts, open or not, so it is there by the time a person opens one. A dialog
 * mounted open shows once it has loaded. If it cannot load (the connection dropped), it is tried
 * again when the dialog opens, and an open dialog whose load failed shows an error notice in its
 * place, with "Try again" and "Close".
 */
export function Dialog(props: DialogProps): React.JSX.Element {
  const [container, setContainer] = React.useState<HTMLElement | null>(null);
  const anchorRef = React.useCallback((anchor: HTMLTemplateElement | null) => {
    if (anchor) {
      setContainer(anchor.closest<HTMLElement>(THEME_ROOT) ?? anchor.ownerDocument.body);
    }
  }, []);
  const { open } = props;
  // Loads are tried on mount, on each opening and on "Try again" (the next attempt); a failure is
  // shown only if the dialog was open when it came, so one that failed while closed tries again
  // quietly when opened.
  const [attempt, setAttempt] = React.useState(0);
  const { value: Modal, unavailable } = useCodeOnUse(MODAL, attempt, open);

  return (
    <>
      {/* Marks where the dialog belongs; a <template> is valid in lists and tables and never shows. */}
      <template ref={anchorRef} data-se-part="dialog-anchor" />
      {container && Modal && <Modal {...props} container={container} />}
      {container && unavailable && createPortal(<CodeUnavailable part="dialog-unavailable" onRetry={() => setAttempt(attempt + 1)} onClose={() => props.onOpenChange(false)} />, container)}
    </>
  );
}
