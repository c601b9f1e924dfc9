'use client';

import * as React from 'react';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { Dialog } from '../../ui/Dialog';
import { PREVIEW_TEXT } from './preview-text';
import type { RowValues } from '../shared/batch-review/parse-batch-csv';
import type { PreviewRow } from './preview-rows';
import { RowCustomsStep } from '../shared/batch-review/RowCustomsStep';

/** Props of {@link CustomsDialog}. */
export interface CustomsDialogProps {
  /** The preview's row whose declaration is filled in; `null` closes the dialog. */
  row: PreviewRow | null;
  senderCountry: string | undefined;
  onCancel: () => void;
  /** Called with the row's customs columns, valid. */
  onSubmit: (rowId: number, customs: RowValues) => void;
}

/**
 * Fills in the customs declaration of a preview row shipped abroad, with LabelPurchase's customs
 * step: the row is then checked again, and is ready when the API would accept it.
 */
export function CustomsDialog({ row, senderCountry, onCancel, onSubmit }: CustomsDialogProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('BatchUploader', PREVIEW_TEXT);
  const text = messages.batchReview.customs;
  return (
    <Dialog
      open={row !== null}
      onOpenChange={(next) => {
        if (!next) {
          onCancel();
        }
      }}
      title={formatMessage(text.title, { line: row?.line ?? 0 }, locale)}
      description={text.description}
    >
      {row && <RowCustomsStep key={row.id} values={row.values} senderCountry={senderCountry} onBack={onCancel} onSubmit={(customs) => onSubmit(row.id, customs)} />}
    </Dialog>
  );
}
