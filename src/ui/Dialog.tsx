'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import * as React from 'react';
import { useShippingElements } from '../provider/context';

/** Props of the kit's dialog. */
export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description?: React.ReactNode;
  /**
   * Where focus goes when the dialog closes. Radix returns it to the dialog's trigger; a dialog
   * opened by code (no trigger) should say where focus belongs instead of dropping it on <body>.
   */
  onCloseAutoFocus?: (event: Event) => void;
  children: React.ReactNode;
}

/**
 * A modal dialog (Radix: focus trap, Escape, return focus) whose portal carries the provider's
 * theme attributes and `--se-*` variables, so it looks like the block that opened it.
 */
export function Dialog({ open, onOpenChange, title, description, onCloseAutoFocus, children }: DialogProps): React.JSX.Element {
  const { themeRoot } = useShippingElements('Dialog');
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <div {...themeRoot.attributes} style={themeRoot.style} data-se-part="dialog-root">
          <RadixDialog.Overlay data-se-part="dialog-overlay" />
          {/* Without a description, Radix wants aria-describedby explicitly unset. */}
          <RadixDialog.Content
            data-se-part="dialog"
            onCloseAutoFocus={onCloseAutoFocus}
            {...(description ? {} : { 'aria-describedby': undefined })}
          >
            <RadixDialog.Title data-se-part="dialog-title">{title}</RadixDialog.Title>
            {description && <RadixDialog.Description data-se-part="dialog-description">{description}</RadixDialog.Description>}
            {children}
          </RadixDialog.Content>
        </div>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
