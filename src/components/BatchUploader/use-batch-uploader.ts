'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { AddressInput } from '../../api/resources/addresses';
import type { Batch } from '../../api/resources/batches';
import { useLatestCallback } from '../../internal/use-latest-callback';
import { useSubmitGuard } from '../../internal/use-submit-guard';
import { useShippingElements } from '../../provider/context';
import { useReportError } from '../../provider/use-report-error';
import { useCreateBatch } from '../../queries/batches';
import type { BatchField } from '../shared/batch-review/batch-fields';
import { batchUploaderMachine, initialBatchUploaderState, isFollowing } from './batch-uploader-machine';
import type { BatchSettingsValues } from '../shared/batch-review/batch-values';
import { toBatchInput } from '../shared/batch-review/batch-values';
import type { RowValues } from '../shared/batch-review/parse-batch-csv';
import { useBatchFile } from './use-batch-file';
import { useBatchFollowing } from '../shared/batch-review/use-batch-following';
import { useBatchReview } from '../shared/batch-review/use-batch-review';
import { useSenderCountry } from './use-sender-country';

/** What {@link useBatchUploader} needs from BatchUploader's props. */
export interface BatchUploaderInput {
  sender: AddressInput | string;
  /** The batch to follow from the start (`undefined`: start with an upload). */
  batchId: string | undefined;
  onBatchCreated: ((batch: Batch) => void) | undefined;
  onStatusChange: ((batch: Batch) => void) | undefined;
  onPurchased: ((batch: Batch) => void) | undefined;
  onError: ((error: ShippingElementsError) => void) | undefined;
}

/**
 * The controller of one upload: the machine, the file (use-batch-file.ts), the batch it follows
 * (shared/batch-review/use-batch-following.ts), the review's requests (shared/batch-review/use-batch-review.ts)
 * and the batch's creation.
 * The view (BatchUploader.tsx and its steps) renders what this returns and calls its actions; it
 * holds no state of its own.
 */
export function useBatchUploader(input: BatchUploaderInput) {
  const { sender } = input;
  const { locale } = useShippingElements('BatchUploader');
  const [state, dispatch] = React.useReducer(batchUploaderMachine, input.batchId, initialBatchUploaderState);
  const senderCountry = useSenderCountry(sender);
  const reportCreated = useLatestCallback(input.onBatchCreated);
  const reportError = useReportError('BatchUploader', input.onError);

  const file = useBatchFile({ state, dispatch, locale, senderCountry });
  const reviewState = isFollowing(state) ? state : null;
  const followed = useBatchFollowing({ block: 'BatchUploader', state: reviewState, dispatch, onStatusChange: input.onStatusChange, onPurchased: input.onPurchased, reportError });
  const review = useBatchReview({ state: reviewState, dispatch, entries: followed.entries, sender, senderCountry, reportError });
  const createBatch = useCreateBatch();
  const createGuard = useSubmitGuard('in-flight');

  const create = (settings: BatchSettingsValues) => {
    if (state.step !== 'preview') {
      return;
    }
    const ready = state.file.rows.filter((row) => row.errors.length === 0);
    const sent = ready.map(({ line, values }) => ({ line, values }));
    void createGuard.run(async () => {
      dispatch({ type: 'submitted' });
      try {
        const created = await createBatch.mutateAsync(toBatchInput(settings, ready.map((row) => row.values), sender, senderCountry));
        dispatch({ type: 'created', batchId: created.object_id, sent, rowOverrides: settings.rowOverrides });
        reportCreated(created);
      } catch (error) {
        dispatch({ type: 'createFailed', error: error as ShippingElementsError });
        reportError(error as ShippingElementsError);
      }
    });
  };

  return {
    state,
    senderCountry,
    ...followed,
    ...review.requests,
    actions: {
      ...review.actions,
      readFile: (chosen: File) => void file.readFile(chosen),
      changeMapping: (field: BatchField, column: number | undefined) => void file.changeMapping(field, column),
      fixCell: (rowId: number, field: BatchField, value: string) => dispatch({ type: 'cellFixed', rowId, field, value, senderCountry }),
      openCustoms: (rowId: number) => dispatch({ type: 'customsOpened', rowId }),
      closeCustoms: () => dispatch({ type: 'customsClosed' }),
      fillCustoms: (rowId: number, customs: RowValues) => dispatch({ type: 'customsFilled', rowId, customs, senderCountry }),
      removeRow: (rowId: number) => dispatch({ type: 'rowRemoved', rowId }),
      create,
    },
  };
}

/** What the controller returns: the state, the batch's data, and the actions of every step. */
export type BatchUploaderController = ReturnType<typeof useBatchUploader>;
/** The actions the steps call. */
export type BatchUploaderActions = BatchUploaderController['actions'];
