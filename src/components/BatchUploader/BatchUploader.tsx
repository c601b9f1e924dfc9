'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { AddressInput } from '../../api/resources/addresses';
import type { Batch } from '../../api/resources/batches';
import type { LabelFileType } from '../../api/resources/transactions';
import { useShippingElements } from '../../provider/context';
import { BlockFrame, StepHeading } from '../../ui/BlockFrame';
import { componentOnUse, usePreloaded } from '../../ui/load-on-use';
import type { BatchUploaderStep } from './batch-uploader-machine';
import { BATCH_UPLOADER_TEXT } from './batch-uploader-text';
import { countRows } from './preview-rows';
import { UploadStep } from './UploadStep';
import { useBatchUploader } from './use-batch-uploader';

// ---------------------------------------------------------------------------------------------
// Props
// ---------------------------------------------------------------------------------------------

/** Props of {@link BatchUploader}. */
export interface BatchUploaderProps extends Omit<React.ComponentPropsWithoutRef<'section'>, 'onError' | 'onChange' | 'onSubmit' | 'children'> {
  /** The sender of every shipment: a full address, or the `object_id` of a stored address. */
  sender: AddressInput | string;
  /**
   * Follows a batch created earlier (after a reload: keep the id from `onBatchCreated`). Changing
   * it starts over with that batch.
   * @default undefined (start with an upload)
   */
  batchId?: string | undefined;
  /**
   * The label format preselected in the settings; the person may pick another one.
   * @default undefined (the account's default format)
   */
  labelFileType?: LabelFileType | undefined;
  /** Called once the API accepted the batch (`VALIDATING`): keep `batch.object_id` to resume it. */
  onBatchCreated?: ((batch: Batch) => void) | undefined;
  /**
   * Called when the batch's status changes (`VALIDATING`, `VALID`, `INVALID`, `PURCHASING`,
   * `PURCHASED`). The provider's `onEvent` also receives `batch.status_changed`.
   */
  onStatusChange?: ((batch: Batch) => void) | undefined;
  /** Called once the labels are bought. The provider's `onEvent` also receives `batch.purchased`. */
  onPurchased?: ((batch: Batch) => void) | undefined;
  /**
   * Called when a request of the block fails (creating, loading, removing shipments, buying).
   * The block still shows the error itself; the provider's `onEvent` receives an `error` event
   * with `source: 'BatchUploader'`.
   */
  onError?: ((error: ShippingElementsError) => void) | undefined;
}

// ---------------------------------------------------------------------------------------------
// BatchUploader
// ---------------------------------------------------------------------------------------------

/**
 * Buys thousands of labels from one spreadsheet: upload a CSV or TSV (picker or drag and drop),
 * map its columns, fix or drop rows with errors in a virtualized preview, choose the batch's
 * defaults, follow its validation, remove invalid shipments, confirm the purchase, and download
 * the merged label files.
 *
 * @remarks
 * **Off the main thread.** The file is read (papaparse) and validated (zod/mini) in a Web Worker;
 * where workers are unavailable the same code runs in chunks that yield to the browser. Files
 * with more than 10,000 rows, empty or binary files and files with no known column are refused
 * with a sentence that says what to do.
 *
 * **One purchase per confirmation**, whatever is clicked or pressed, never retried automatically.
 *
 * **Survives a reload**: keep the id `onBatchCreated` gives you and pass it back as `batchId`.
 *
 * **Styling contract** (`data-se-part`): `batch-uploader` (the root; `data-state="idle" |
 * "parsing" | "preview" | "creating" | "validating" | "valid" | "invalid" | "confirming" |
 * "purchasing" | "purchased" | "error"`), `batch-uploader-drop-zone` (`data-state="idle" |
 * "dragging" | "busy"`), `batch-uploader-choose`, `batch-uploader-template`, `batch-uploader-refusal`,
 * `batch-uploader-mapping`, `batch-uploader-table` and `batch-uploader-table-row` (`data-state="valid" |
 * "invalid"`), `batch-uploader-settings`, `batch-review-progress` (`data-status`),
 * `batch-review-shipments`, `batch-review-shipment` (`data-status`), `batch-review-confirm`,
 * `batch-review-files`, `batch-review-file`.
 *
 * @example
 * <BatchUploader
 *   sender={warehouseAddressId}
 *   batchId={savedBatchId}
 *   onBatchCreated={(batch) => saveBatchId(batch.object_id)}
 *   onPurchased={(batch) => notify(batch.label_url)}
 * />
 */
export const BatchUploader = /* @__PURE__ */ React.forwardRef<HTMLElement, BatchUploaderProps>(function BatchUploader(props, forwardedRef) {
  const [generation, setGeneration] = React.useState(0);
  return (
    <BatchUploaderFlow
      key={`${generation}|${props.batchId ?? ''}`}
      {...props}
      forwardedRef={forwardedRef}
      onStartOver={() => setGeneration((current) => current + 1)}
      resume={generation === 0}
    />
  );
});
BatchUploader.displayName = 'BatchUploader';

interface FlowProps extends BatchUploaderProps {
  forwardedRef: React.ForwardedRef<HTMLElement>;
  onStartOver: () => void;
  /** Follow `batchId` (false after "Upload another file"). */
  resume: boolean;
}

// ---------------------------------------------------------------------------------------------
// BatchUploaderFlow: one upload, from the file to the labels
//
// The parts, in reading order:
// - batch-uploader-machine.ts: the one state machine (steps, events, reducer);
// - use-batch-uploader.ts: the controller, with use-batch-file.ts (reading and mapping the file),
//   and, shared with OrdersInbox in components/shared/batch-review/, the review's sub-machine
//   (batch-review-machine.ts), use-batch-following.ts (the batch, its shipments, its status) and
//   use-batch-review.ts (removing, fixing, buying);
// - this component: the block's frame (title, live region, step heading) and the step on screen;
// - UploadStep, PreviewStep (with SettingsStep), BatchStep: the batch's ReviewStep or PurchasedStep,
//   in components/shared/batch-review/ with the fix and purchase dialogs (OrdersInbox renders them too).
// ---------------------------------------------------------------------------------------------

// The steps after the upload load on use (ui/load-on-use.tsx): most of the block's code, which a
// page that shows the upload needs only once a file is read.
const PreviewStep = /* @__PURE__ */ componentOnUse(() => import('./PreviewStep').then((module) => module.PreviewStep), { whileLoading: 'placeholder' });
const BatchStep = /* @__PURE__ */ componentOnUse(() => import('./BatchStep').then((module) => module.BatchStep), { whileLoading: 'placeholder' });

/** The three views of the block; focus moves to the step heading when it changes. */
type View = 'upload' | 'preview' | 'batch';
const viewOf = (step: BatchUploaderStep): View => (step === 'idle' || step === 'parsing' ? 'upload' : step === 'preview' || step === 'creating' ? 'preview' : 'batch');

function BatchUploaderFlow({ sender, batchId, labelFileType, onBatchCreated, onStatusChange, onPurchased, onError, forwardedRef, onStartOver, resume, ...sectionProps }: FlowProps): React.JSX.Element {
  const { messages } = useShippingElements('BatchUploader', BATCH_UPLOADER_TEXT);
  const text = messages.batchUploader;
  const flow = useBatchUploader({ sender, batchId: resume ? batchId : undefined, onBatchCreated, onStatusChange, onPurchased, onError });
  usePreloaded(PreviewStep.code, BatchStep.code);
  const { state, actions } = flow;
  const view = viewOf(state.step);
  const heading = view === 'upload' ? text.upload.heading : view === 'preview' ? text.preview.heading : text.batch.heading;

  return (
    <BlockFrame
      {...sectionProps}
      ref={forwardedRef}
      part="batch-uploader"
      state={state.step}
      title={text.title}
      busy={state.step === 'parsing' || state.step === 'creating'}
      announcement={(text.announcements as Partial<Record<BatchUploaderStep, string>>)[state.step] ?? ''}
      focusKey={view}
      focusAt="next-frame"
    >
      <StepHeading data-se-part="batch-uploader-step-heading">{heading}</StepHeading>
      {state.step === 'idle' && <UploadStep busy={false} fileName={null} problem={state.refusal} onFile={actions.readFile} />}
      {state.step === 'parsing' && <UploadStep busy fileName={state.source.name} problem={null} onFile={actions.readFile} />}
      {(state.step === 'preview' || state.step === 'creating') && (
        <PreviewStep
          fileName={state.file.name}
          headers={state.file.headers}
          mapping={state.file.mapping}
          rows={state.file.rows}
          counts={countRows(state.file.rows, state.file.blankLines)}
          labelFileType={labelFileType}
          creating={state.step === 'creating'}
          createError={state.step === 'preview' ? state.createError : null}
          mappingFailed={state.remapFailed}
          onMappingChange={actions.changeMapping}
          senderCountry={flow.senderCountry}
          onFix={actions.fixCell}
          customsRowId={state.customsRowId}
          onOpenCustoms={actions.openCustoms}
          onCloseCustoms={actions.closeCustoms}
          onCustoms={actions.fillCustoms}
          onRemove={actions.removeRow}
          onChooseAnother={actions.readFile}
          onSubmit={actions.create}
        />
      )}
      {view === 'batch' && <BatchStep flow={flow} onStartOver={onStartOver} />}
    </BlockFrame>
  );
}
