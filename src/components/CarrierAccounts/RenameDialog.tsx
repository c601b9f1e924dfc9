'use client';

import type * as React from 'react';
import * as z from 'zod/mini';
import type { ShippingElementsError } from '../../api/errors';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { Dialog } from '../../ui/Dialog';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { FormActions } from '../../ui/FormActions';
import { TextControl } from '../../ui/form-controls';
import { useStepForm } from '../../ui/use-step-form';
import { CARRIER_ACCOUNTS_TEXT } from './carrier-accounts-text';

const NicknameSchema = z.object({ nickname: z.string().check(z.maxLength(100, 'too-long')) });

/** Props of {@link RenameDialog}. */
export interface RenameDialogProps {
  open: boolean;
  /** The account's name as shown (its nickname, else its carrier's). */
  name: string;
  /** The nickname the form starts from. */
  nickname: string;
  pending: boolean;
  error: ShippingElementsError | null;
  onSave: (nickname: string) => void;
  onClose: () => void;
}

/** Edits an account's nickname (its `metadata`). */
export function RenameDialog({ open, name, nickname, pending, error, onSave, onClose }: RenameDialogProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('CarrierAccounts', CARRIER_ACCOUNTS_TEXT);
  const text = messages.carrierAccounts;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onClose()} title={formatMessage(text.renameDialog.title, { name }, locale)} description={text.renameDialog.description}>
      {open && <NicknameForm nickname={nickname} pending={pending} error={error} onSave={onSave} onClose={onClose} />}
    </Dialog>
  );
}

function NicknameForm({ nickname, pending, error, onSave, onClose }: Omit<RenameDialogProps, 'open' | 'name'>): React.JSX.Element {
  const { messages } = useShippingElements('CarrierAccounts', CARRIER_ACCOUNTS_TEXT);
  const text = messages.carrierAccounts;
  const form = useStepForm(NicknameSchema, { nickname });
  const submit = form.handleSubmit((values) => onSave(values.nickname));
  const issue = form.formState.errors.nickname ? text.issues.tooLong : undefined;
  return (
    <form noValidate data-se-part="carrier-account-rename-form" onSubmit={(event) => void submit(event)}>
      <TextControl label={text.fields.nickname} description={text.fields.nicknameHelp} field="nickname" registration={form.register('nickname')} error={issue} />
      {error && <ErrorNotice error={error} />}
      <FormActions
        part="carrier-accounts-form-actions"
        secondary={{ label: messages.common.cancel, onClick: onClose }}
        submit={{ part: 'carrier-account-rename-save', label: text.renameDialog.save, pendingLabel: text.renameDialog.saving }}
        pending={pending}
      />
    </form>
  );
}
