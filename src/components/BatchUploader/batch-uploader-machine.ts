// BatchUploader's one state machine: the steps, what each step holds, and the events that move
// between them. Pure: the controller (use-batch-uploader.ts) reads files and sends requests, and
// reports what happened as events; the root renders the step this reducer names.
//
// The machine holds what nothing else knows: the file read and its edits, which file or mapping
// is awaited, the row whose customs are being filled in, the batch followed and the rows it was
// sent from, the shipment being fixed, and the errors a step shows. What the server says about the batch (its status, its shipments) stays in
// its query; its status reaches the machine as `status` events.
import type { ShippingElementsError } from '../../api/errors';
import type { BatchField, ColumnMapping } from '../shared/batch-review/batch-fields';
import type { ParserRefusal } from './batch-protocol';
import { batchReviewMachine, followBatch, isReviewing, type BatchReviewEvent, type BatchReviewState } from '../shared/batch-review/batch-review-machine';
import type { SentRow } from '../shared/batch-review/listed-shipments';
import type { RowValues } from '../shared/batch-review/parse-batch-csv';
import { fixCell, withCustoms, type PreviewRow } from './preview-rows';

/** A file read and shown in the preview. */
export interface LoadedFile {
  name: string;
  /** The file itself: the parser reads it again when the mapping changes. */
  source: File;
  headers: string[];
  blankLines: number;
  /** Data rows in the file (the preview's row ids are 0 to this, less the dropped ones). */
  recordCount: number;
  mapping: ColumnMapping;
  rows: PreviewRow[];
  /** Ids of the rows fixed in place. */
  fixed: ReadonlySet<number>;
}

/** The preview of a file, and while the batch is being created from it. */
export interface PreviewState {
  step: 'preview' | 'creating';
  file: LoadedFile;
  /** The mapping being applied (the file is read again with it); `null` when none is awaited. */
  remapping: ColumnMapping | null;
  /** The last mapping could not be applied: the file could not be read again. */
  remapFailed: boolean;
  /** Why the batch could not be created (shown in the preview, whose rows are kept). */
  createError: ShippingElementsError | null;
  /** The row whose customs dialog is open; `null` when it is closed. */
  customsRowId: number | null;
}

/** Every step of the block, with what it holds; `step` is the root's `data-state`. */
export type BatchUploaderState =
  | { step: 'idle'; /** Why the last file could not be used. */ refusal: ParserRefusal | null }
  | { step: 'parsing'; /** The file being read. */ source: File }
  | PreviewState
  | BatchReviewState;

export type BatchUploaderStep = BatchUploaderState['step'];

/** The steps that follow a batch. */
export type FollowingState = BatchReviewState;

export type BatchUploaderEvent =
  | { type: 'fileChosen'; file: File }
  | { type: 'parsed'; file: LoadedFile }
  | { type: 'refused'; source: File; reason: ParserRefusal }
  | { type: 'remapStarted'; mapping: ColumnMapping }
  | { type: 'remapped'; mapping: ColumnMapping; rows: PreviewRow[] }
  | { type: 'remapFailed'; mapping: ColumnMapping }
  | { type: 'cellFixed'; rowId: number; field: BatchField; value: string; senderCountry: string | undefined }
  | { type: 'customsOpened'; rowId: number }
  | { type: 'customsClosed' }
  | { type: 'customsFilled'; rowId: number; customs: RowValues; senderCountry: string | undefined }
  | { type: 'rowRemoved'; rowId: number }
  | { type: 'submitted' }
  | { type: 'created'; batchId: string; sent: SentRow[]; rowOverrides: boolean }
  | { type: 'createFailed'; error: ShippingElementsError }
  | BatchReviewEvent;

/** Where the block starts: empty, or following a batch created earlier (`batchId` prop). */
export function initialBatchUploaderState(batchId?: string): BatchUploaderState {
  return batchId ? { step: 'validating', batchId, sent: null, rowOverrides: true } : { step: 'idle', refusal: null };
}

/** The block follows a batch (its query loads and polls it). */
export function isFollowing(state: BatchUploaderState): state is FollowingState {
  return isReviewing(state);
}

const isPreviewing = (state: BatchUploaderState): state is PreviewState => state.step === 'preview' || state.step === 'creating';

/** The preview with one row changed in place (a cell fixed, customs filled in), validated again. */
function editRow(state: BatchUploaderState, rowId: number, edit: (row: PreviewRow, mapping: ColumnMapping) => PreviewRow): BatchUploaderState {
  if (!isPreviewing(state)) {
    return state;
  }
  const { file } = state;
  const rows = file.rows.map((row) => (row.id === rowId ? edit(row, file.mapping) : row));
  return { ...state, file: { ...file, rows, fixed: new Set(file.fixed).add(rowId) } };
}

/** The reducer: an event that does not apply to the current step changes nothing. */
export function batchUploaderMachine(state: BatchUploaderState, event: BatchUploaderEvent): BatchUploaderState {
  switch (event.type) {
    case 'fileChosen':
      return state.step === 'idle' || state.step === 'preview' ? { step: 'parsing', source: event.file } : state;
    case 'parsed':
      // Only the file awaited counts.
      return state.step === 'parsing' && state.source === event.file.source ? { step: 'preview', file: event.file, remapping: null, remapFailed: false, createError: null, customsRowId: null } : state;
    case 'refused':
      return state.step === 'parsing' && state.source === event.source ? { step: 'idle', refusal: event.reason } : state;
    case 'remapStarted':
      return isPreviewing(state) ? { ...state, remapping: event.mapping } : state;
    case 'remapped':
      // Only the latest mapping counts when several are read at once.
      return isPreviewing(state) && state.remapping === event.mapping ? { ...state, file: { ...state.file, mapping: event.mapping, rows: event.rows }, remapping: null, remapFailed: false } : state;
    case 'remapFailed':
      return isPreviewing(state) && state.remapping === event.mapping ? { ...state, remapping: null, remapFailed: true } : state;
    case 'cellFixed':
      return editRow(state, event.rowId, (row, mapping) => fixCell(row, event.field, event.value, mapping, event.senderCountry));
    case 'customsOpened':
      return isPreviewing(state) ? { ...state, customsRowId: event.rowId } : state;
    case 'customsClosed':
      return isPreviewing(state) ? { ...state, customsRowId: null } : state;
    case 'customsFilled': {
      // The dialog closes with its answer.
      const filled = editRow(state, event.rowId, (row, mapping) => withCustoms(row, event.customs, mapping, event.senderCountry));
      return isPreviewing(filled) ? { ...filled, customsRowId: null } : filled;
    }
    case 'rowRemoved':
      return isPreviewing(state)
        ? { ...state, file: { ...state.file, rows: state.file.rows.filter((row) => row.id !== event.rowId) }, customsRowId: state.customsRowId === event.rowId ? null : state.customsRowId }
        : state;
    case 'submitted':
      return state.step === 'preview' ? { ...state, step: 'creating', createError: null } : state;
    case 'created':
      return state.step === 'creating' ? followBatch(event) : state;
    case 'createFailed':
      return state.step === 'creating' ? { ...state, step: 'preview', createError: event.error } : state;
    case 'statusRead':
    case 'loadFailed':
    case 'shipmentsRemoved':
    case 'fixOpened':
    case 'fixClosed':
    case 'serviceChangeOpened':
    case 'fixAdded':
    case 'fixFailed':
    case 'rowsLost':
    case 'purchaseAsked':
    case 'purchaseCancelled':
    case 'purchaseSent':
    case 'purchaseFailed':
      return isFollowing(state) ? batchReviewMachine(state, event) : state;
    default:
      return event satisfies never;
  }
}
