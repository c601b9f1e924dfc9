'use client';

// The kit's dialog on Radix Dialog, loaded by `Dialog.tsx` when the first dialog mounts (not with
// the block): Radix and its focus, scroll and aria-hidden parts are about a tenth of the whole kit.
import * as RadixDialog from '@radix-ui/react-dialog';
import * as React from 'react';
import type { DialogProps } from './Dialog';

/** {@link Dialog}'s modal, portalled into `container` (the theme root Dialog found). */
export function RadixModal({ container, open, onOpenChange, title, description, initialFocus, onCloseAutoFocus, children }: DialogProps & { container: HTMLElement }): React.JSX.Element {
  const contentRef = React.useRef<HTMLDivElement>(null);
  // What had focus when the dialog opened: focus goes back there on close.
  const opener = React.useRef<Element | null>(null);

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
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
    </RadixDialog.Root>
  );
}
