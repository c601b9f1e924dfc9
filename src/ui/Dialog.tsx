'use client';

import * as React from 'react';
import { createPortal } from 'react-dom';
import { useShippingElements } from '../provider/context';
import { Button } from './Button';
import { ErrorNotice } from './ErrorNotice';
import type { RadixModal } from './RadixModal';

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

type Modal = typeof RadixModal;
/** The modal once loaded: every later dialog of the page renders it at once. */
let loadedModal: Modal | null = null;
let loadingModal: Promise<Modal> | null = null;

/** Loads the modal once for the page; a failed load is tried again by the next call. */
function loadModal(): Promise<Modal> {
  loadingModal ??= import('./RadixModal').then(
    (module) => (loadedModal = module.RadixModal),
    (error: unknown) => {
      loadingModal = null;
      throw error;
    },
  );
  return loadingModal;
}

/**
 * Starts loading the modal when the calling block mounts, for a block whose dialogs mount only as
 * they open (AddressForm's suggestion after a check, OrdersInbox's order detail): the first one
 * then opens at once. A failed load is tried again when a dialog mounts.
 */
export function usePreloadedDialog(): void {
  React.useEffect(() => {
    loadModal().catch(() => undefined);
  }, []);
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
  const [Modal, setModal] = React.useState<Modal | null>(() => loadedModal);
  const { open } = props;
  // Loads are tried on mount, on each opening and on "Try again" (the next attempt); a failure is
  // shown only if the dialog was open when it came, so one that failed while closed tries again
  // quietly when opened.
  const [attempt, setAttempt] = React.useState(0);
  const [failed, setFailed] = React.useState<{ attempt: number; open: boolean } | null>(null);
  React.useEffect(() => {
    if (Modal !== null) {
      return undefined;
    }
    let live = true;
    loadModal().then(
      (loaded) => live && setModal(() => loaded),
      () => live && setFailed({ attempt, open }),
    );
    return () => {
      live = false;
    };
  }, [Modal, attempt, open]);
  const unavailable = !Modal && open && failed !== null && failed.attempt === attempt && failed.open;

  return (
    <>
      {/* Marks where the dialog belongs; a <template> is valid in lists and tables and never shows. */}
      <template ref={anchorRef} data-se-part="dialog-anchor" />
      {container && Modal && <Modal {...props} container={container} />}
      {container && unavailable && createPortal(<ModalUnavailable onRetry={() => setAttempt(attempt + 1)} onClose={() => props.onOpenChange(false)} />, container)}
    </>
  );
}

/**
 * In an open dialog's place when its code could not be loaded. It is shown at the end of the
 * block, so "Try again" takes the focus (and scrolls into view), as the dialog's first control
 * would, and the opener gets it back when the notice goes.
 */
function ModalUnavailable({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }): React.JSX.Element {
  const { messages } = useShippingElements('Dialog');
  const frame = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    // What opened the dialog gets the focus back when the notice goes, as from a dialog.
    const opener = document.activeElement;
    frame.current?.querySelector('button')?.focus();
    return () => {
      const focused = document.activeElement;
      if ((focused === null || focused === document.body) && opener instanceof HTMLElement && opener.isConnected) {
        opener.focus();
      }
    };
  }, []);
  return (
    <div ref={frame}>
      <ErrorNotice
        part="dialog-unavailable"
        message={messages.errors.network}
        onRetry={onRetry}
        actions={
          <Button variant="secondary" onClick={onClose}>
            {messages.common.close}
          </Button>
        }
      />
    </div>
  );
}
