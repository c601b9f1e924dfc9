'use client';

import * as React from 'react';
import type { Transaction } from '../../api/resources/transactions';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { PrintLabelButton } from '../shared/label/PrintLabelButton';
import type { LabelHistoryState } from './label-history-machine';
import { LABEL_HISTORY_TEXT } from './label-history-text';
import { MergedReprint } from './MergedReprint';

/** Props of {@link ReprintDialog}. */
export interface ReprintDialogProps {
  state: LabelHistoryState;
  byId: ReadonlyMap<string, Transaction>;
  named: (transactionId: string) => string;
  onClose: () => void;
  /** Fetches and merges the selected labels into one PDF. */
  onMerge: () => void;
}

/**
 * Reprinting labels: one label's print button, or for several the merged reprint (all in one PDF,
 * {@link MergedReprint}) above each label's own print button.
 */
export function ReprintDialog({ state, byId, named, onClose, onMerge }: ReprintDialogProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('LabelHistory', LABEL_HISTORY_TEXT);
  const text = messages.labelHistory;
  const ids = state.step === 'reprinting' ? state.transactionIds : [];
  const several = ids.length > 1;
  return (
    <Dialog
      open={state.step === 'reprinting'}
      onOpenChange={(open) => !open && onClose()}
      title={several ? text.bulk.reprintTitle : ids[0] === undefined ? '' : formatMessage(text.actions.reprintTitle, { label: named(ids[0]) }, locale)}
      description={several ? text.bulk.reprintBody : undefined}
    >
      {state.step === 'reprinting' && several && (
        <MergedReprint merge={state.merge} named={named} onMerge={onMerge} />
      )}
      <ul data-se-part="label-history-reprint-list">
        {ids.map((id) => {
          const url = byId.get(id)?.label_url;
          return (
            <li key={id}>
              <span data-se-part="label-history-reprint-name">{named(id)}</span> {url && <PrintLabelButton url={url} />}
            </li>
          );
        })}
      </ul>
      <Button variant="secondary" onClick={onClose}>
        {messages.common.close}
      </Button>
    </Dialog>
  );
}
