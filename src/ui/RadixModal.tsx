'use client';

// The kit's dialog on Radix Dialog, loaded by `Dialog.tsx` when the first dialog mounts (not with
// the block): Radix and its focus, scroll and aria-hidden parts are about a tenth of the whole kit.
import * as RadixDialog from '@radix-ui/react-dialog';
import * as React from 'react';
import type { DialogProps } from './Dialog';

/** `element` and its ancestors up to `root` (included), nearest first; none for the page's body. */
function ancestorsOf(element: Element | null, root: HTMLElement): Element[] {
  const path: Element[] = [];
  for (let node = element; node && node !== node.ownerDocument.body && node !== root.parentElement; node = node.parentElement) {
    path.push(node);
  }
  return path;
}

/**
 * Gives focus back to what opened the dialog or, when that went away meanwhile (a "Ship" button
 * replaced by the label it bought, an opener inside a dialog that closed), to its nearest ancestor
 * still on the page that takes focus (the order's row), else to the block's title: never to the
 * page's body, where a keyboard or screen reader user would start over from the top.
 */
function returnFocus(path: readonly Element[], root: HTMLElement): void {
  const focusable = (element: Element): element is HTMLElement =>
    element instanceof HTMLElement && element.isConnected && !element.hasAttribute('disabled') && (element.tabIndex >= 0 || element.hasAttribute('tabindex'));
  const target = path.find(focusable) ?? root.querySelector<HTMLElement>('h2[tabindex="-1"]');
  target?.focus();
}

/** {@link Dialog}'s modal, portalled into `container` (the theme root Dialog found). */
export function RadixModal({ container, open, onOpenChange, title, description, initialFocus, onCloseAutoFocus, children }: DialogProps & { container: HTMLElement }): React.JSX.Element {
  const contentRef = React.useRef<HTMLDivElement>(null);
  // What had focus when the dialog opened, then its ancestors up to the block's root: focus goes
  // back to the first of them still on the page on close.
  const openerPath = React.useRef<readonly Element[]>([]);

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
              openerPath.current = ancestorsOf(document.activeElement, container);
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
              if (focusLost) {
                returnFocus(openerPath.current, container);
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
