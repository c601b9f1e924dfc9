'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../../api/errors';
import { useShippingElements } from '../../../provider/context';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';

/** Props of {@link RequestDialog}. */
export interface RequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The body's `data-se-part`, and its `data-state` when it has one. */
  part: string;
  state?: string | undefined;
  /** The request is in flight. */
  pending: boolean;
  /** What the button and the dialog's live region say while it is. */
  pendingText: string;
  /** The request failed: `notice` is shown, and only Close is left. */
  error: ShippingElementsError | null;
  notice: React.ReactNode;
  confirmLabel: string;
  /** Sends the request; the caller makes sure it is sent at most once per confirmation. */
  onConfirm: () => void;
  /** What the dialog shows before its live region, notice and buttons. */
  children?: React.ReactNode;
}

/**
 * A dialog that confirms one request that spends or gives back money (buying a label, voiding
 * it): the body, a live region for the request's progress, its failure, and Cancel beside the one
 * button that sends it. After a failure only Close is left: sending again takes a new, deliberate
 * confirmation.
 */
export function RequestDialog(props: RequestDialogProps): React.JSX.Element {
  const { open, onOpenChange, pending, pendingText, error } = props;
  const { messages } = useShippingElements('RequestDialog');
  const closeButton = React.useRef<HTMLButtonElement>(null);

  // The confirm button goes away with a failed request while it has focus; focus must stay in the
  // dialog, on Close, rather than fall to <body>.
  React.useEffect(() => {
    if (error) {
      closeButton.current?.focus();
    }
  }, [error]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={props.title} description={props.description}>
      <div data-se-part={props.part} data-state={props.state}>
        {props.children}
        {/* The modal dialog makes the rest of the page inert, the block's live region included; this one is inside. */}
        <p role="status" data-se-part="visually-hidden">
          {pending ? pendingText : ''}
        </p>
        {error && props.notice}
        <div data-se-part="request-dialog-actions">
          <Button ref={closeButton} variant="secondary" disabled={pending} onClick={() => onOpenChange(false)}>
            {error ? messages.common.close : messages.common.cancel}
          </Button>
          {!error && (
            <Button pending={pending} onClick={props.onConfirm}>
              {pending ? pendingText : props.confirmLabel}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
