import { PDFDocument } from 'pdf-lib';
import type { ShippingElementsError } from '../../api/errors';
import type { MergeFailure } from './label-history-machine';

/**
 * The resolution the API's PNG labels are drawn at (common thermal label printers): a PNG becomes a
 * PDF page of its pixel size at this resolution, so a 4x6 in label (812 × 1218 px) prints 4x6 in.
 */
export const PNG_LABEL_DOTS_PER_INCH = 203;

/** Label files fetched at once. */
const FETCHES_AT_ONCE = 4;

/** What {@link mergeLabels} needs: the labels in order, how to fetch a file, where progress goes. */
export interface MergeLabelsInput {
  transactionIds: readonly string[];
  /** A label's signed file URL, if it has one. */
  urlOf: (transactionId: string) => string | null | undefined;
  /** Fetches a label file: a Blob typed `application/pdf` or `image/png` by its first bytes (`useLabelFile`). */
  fetchFile: (url: string) => Promise<Blob>;
  onProgress: (phase: 'fetching' | 'merging', done: number) => void;
  onError: (error: ShippingElementsError) => void;
  signal: AbortSignal;
}

/** Hands the thread back to the browser (input, paint) between two labels of a long merge. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Fetches the labels' files, a few at a time, and merges them into one PDF in the order given: each
 * PDF label's pages as they are, each PNG label on a page of its own at
 * {@link PNG_LABEL_DOTS_PER_INCH}. Resolves with the merged file and its page count, or, when any
 * label has no file, a file that is not a PDF or PNG (ZPL, an HTML page), a failed download or a
 * PDF pdf-lib cannot read, with those labels (in the order given) and no file: nothing prints
 * half-merged. Rejects with the signal's reason once `signal` aborts (the dialog was closed).
 *
 * This module is loaded by a dynamic `import()` on the first merge, with pdf-lib, so a page that
 * never merges never loads either. It runs on the main thread, one label per task, and pdf-lib
 * writes the file a few objects per task: a label is a few milliseconds of work, so the page keeps
 * answering during a merge of hundreds. A Web Worker would move that work off the thread but cost
 * every host a worker file its bundler must emit and serve (see docs/api-coverage.md).
 */
export async function mergeLabels({ transactionIds, urlOf, fetchFile, onProgress, onError, signal }: MergeLabelsInput): Promise<{ file: Blob; pages: number } | { failures: MergeFailure[] }> {
  const files: Blob[] = [];
  const failures: MergeFailure[] = [];
  let next = 0;
  let done = 0;
  const fetchNext = async (): Promise<void> => {
    for (let index = next++; index < transactionIds.length; index = next++) {
      const transactionId = transactionIds[index]!;
      const url = urlOf(transactionId);
      try {
        if (url) {
          files[index] = await fetchFile(url);
        } else {
          failures.push({ transactionId, reason: 'no-file' });
        }
      } catch (caught) {
        const error = caught as ShippingElementsError;
        const refused = error.kind === 'unexpected-response' || error.kind === 'invalid-request';
        failures.push({ transactionId, reason: refused ? 'not-printable' : 'failed', error });
        onError(error);
      }
      signal.throwIfAborted();
      onProgress('fetching', (done += 1));
    }
  };
  await Promise.all(Array.from({ length: Math.min(FETCHES_AT_ONCE, transactionIds.length) }, fetchNext));
  if (failures.length === 0) {
    const merged = await PDFDocument.create();
    for (const [index, file] of files.entries()) {
      try {
        await addLabel(merged, file);
      } catch {
        failures.push({ transactionId: transactionIds[index]!, reason: 'not-printable' });
      }
      signal.throwIfAborted();
      onProgress('merging', index + 1);
      await nextTask();
    }
    if (failures.length === 0) {
      const saved = await merged.save({ objectsPerTick: 25 });
      signal.throwIfAborted();
      return { file: new Blob([saved as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), pages: merged.getPageCount() };
    }
  }
  // Named in the order the labels were picked, whichever download ended first.
  const order = (failure: MergeFailure) => transactionIds.indexOf(failure.transactionId);
  return { failures: failures.sort((a, b) => order(a) - order(b)) };
}

/** Adds one label file to the merged PDF: its pages, or its image on a page of its own. */
async function addLabel(merged: PDFDocument, file: Blob): Promise<void> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (file.type === 'image/png') {
    const image = await merged.embedPng(bytes);
    const [width, height] = [image.width, image.height].map((dots) => (dots * 72) / PNG_LABEL_DOTS_PER_INCH) as [number, number];
    merged.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
    return;
  }
  const label = await PDFDocument.load(bytes);
  for (const page of await merged.copyPages(label, label.getPageIndices())) {
    merged.addPage(page);
  }
}
