'use client';

import * as React from 'react';
import type { Transaction } from '../../api/resources/transactions';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { TrackingStatus } from '../TrackingStatus';
import type { LabelHistoryState } from './label-history-machine';
import { LABEL_HISTORY_TEXT } from './label-history-text';
import { isVoidable, labelName } from './label-rows';
import { ReprintDialog } from './ReprintDialog';

/** Props of {@link LabelDialogs}. */
export interface LabelDialogsProps {
  state: LabelHistoryState;
  byId: ReadonlyMap<string, Transaction>;
  onClose: () => void;
  onVoid: () => void;
  /** Fetches and merges the labels of the reprint dialog into one PDF. */
  onMerge: () => void;
}

/** The dialog over the list, if any: a label's tracking, reprinting labels, or voiding the selected ones. */
export function LabelDialogs({ state, byId, onClose, onVoid, onMerge }: LabelDialogsProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('LabelHistory', LABEL_HISTORY_TEXT);
  const text = messages.labelHistory;
  const close = (open: boolean) => !open && onClose();
  const named = (id: string) => labelName(byId.get(id) ?? ({ object_id: id } as Transaction));
  return (
    <>
      <Dialog open={state.step === 'tracking'} onOpenChange={close} title={state.step === 'tracking' ? formatMessage(text.actions.trackTitle, { label: named(state.transactionId) }, locale) : ''}>
        {/* The dialog's title names the shipment: the block shows no second title. */}
        {state.step === 'tracking' && <TrackingStatus transactionId={state.transactionId} title={null} />}
        <Button variant="secondary" onClick={onClose}>
          {messages.common.close}
        </Button>
      </Dialog>
      <ReprintDialog state={state} byId={byId} named={named} onClose={onClose} onMerge={onMerge} />
      <VoidDialog state={state} byId={byId} onClose={onClose} onVoid={onVoid} />
    </>
  );
}

function VoidDialog({ state, byId, onClose, onVoid }: Omit<LabelDialogsProps, 'onMerge'>): React.JSX.Element {
  const { messages, locale } = useShippingElements('LabelHistory', LABEL_HISTORY_TEXT);
  const text = messages.labelHistory.bulk;
  const ids = state.step === 'voiding' ? state.transactionIds : [];
  const voidable = ids.filter((id) => {
    const label = byId.get(id);
    return label !== undefined && isVoidable(label, state.refunds);
  }).length;
  const sending = state.step === 'voiding' && state.sending;
  const failed = state.step === 'voiding' ? state.failed : undefined;
  return (
    <Dialog
      open={state.step === 'voiding'}
      onOpenChange={(open) => !open && !sending && onClose()}
      title={text.voidTitle}
      description={formatMessage(text.voidBody, { count: voidable }, locale)}
    >
      <div data-se-part="label-history-void">
        <p role="status" data-se-part="visually-hidden">
          {sending ? text.voiding : ''}
        </p>
        {ids.length > voidable && <p>{formatMessage(text.notVoidable, { count: ids.length - voidable }, locale)}</p>}
        {failed && <ErrorNotice part="label-history-void-error" error={failed.error} message={formatMessage(text.voidFailed, { count: failed.count }, locale)} />}
        <div data-se-part="label-history-dialog-actions">
          <Button variant="secondary" disabled={sending} onClick={onClose}>
            {failed ? messages.common.close : messages.common.cancel}
          </Button>
          {!failed && voidable > 0 && (
            <Button pending={sending} onClick={onVoid}>
              {sending ? text.voiding : text.voidConfirm}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
