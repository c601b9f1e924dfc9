'use client';

import type * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { SERVICE_GROUPS_TEXT } from './service-groups-text';

/** Props of {@link RemoveDialog}. */
export interface RemoveDialogProps {
  open: boolean;
  /** The name of the group to delete. */
  name: string;
  pending: boolean;
  error: ShippingElementsError | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a group is deleted: checkout stops offering it, for good. */
export function RemoveDialog({ open, name, pending, error, onConfirm, onClose }: RemoveDialogProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('ServiceGroups', SERVICE_GROUPS_TEXT);
  const text = messages.serviceGroups.removeDialog;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onClose()} title={formatMessage(text.title, { name }, locale)} description={text.description}>
      <div data-se-part="service-group-remove-confirm" data-state={pending ? 'removing' : error ? 'error' : 'idle'}>
        {error && <ErrorNotice error={error} />}
        <div data-se-part="service-group-form-actions">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {messages.common.cancel}
          </Button>
          <Button part="service-group-remove-confirm" pending={pending} onClick={onConfirm}>
            {pending ? text.removing : text.confirm}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
