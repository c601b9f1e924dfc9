/**
 * The resolution the API's PNG labels are drawn at (common thermal label printers): a PNG becomes a
 * PDF page of its pixel size at this resolution, so a 4x6 in label (812 × 1218 px) prints 4x6 in.
 */
export const PNG_LABEL_DOTS_PER_INCH = 203;

/** The merged reprint: one PDF, and how many pages it has. */
export interface MergedLabels {
  file: Blob;
  pages: number;
}

/** Hands the thread back to the browser (input, paint) between two labels of a long merge. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Merges label files into one PDF, in the order given: each PDF label's pages as they are, each PNG
 * label on a page of its own at {@link PNG_LABEL_DOTS_PER_INCH}. The files are the ones
 * `readPrintableFile` accepted (a Blob typed `application/pdf` or `image/png` by its first bytes).
 *
 * pdf-lib is imported here, on the first merge, so a host's bundle loads it only when a person asks
 * for a merged reprint. It runs on the main thread, one label per task (`onProgress` after each),
 * and writes the file a few objects per task: a label is a few milliseconds of work, so the page
 * keeps answering during a merge of hundreds. A Web Worker would move that work off the thread but
 * cost every host a worker file its bundler must emit and serve (see docs/api-coverage.md).
 *
 * Resolves with the merged file, or with the indexes of the files pdf-lib could not read (a
 * damaged or encrypted PDF): then nothing is merged, so nothing prints without them unsaid.
 * Rejects with the signal's reason when `signal` aborts (the dialog was closed).
 */
export async function mergeLabelFiles(
  files: readonly Blob[],
  onProgress: (done: number) => void,
  signal?: AbortSignal,
): Promise<MergedLabels | { unreadable: readonly number[] }> {
  const { PDFDocument } = await import('pdf-lib');
  const merged = await PDFDocument.create();
  const unreadable: number[] = [];
  for (const [index, file] of files.entries()) {
    signal?.throwIfAborted();
    const bytes = new Uint8Array(await file.arrayBuffer());
    try {
      if (file.type === 'image/png') {
        const image = await merged.embedPng(bytes);
        const [width, height] = [image.width, image.height].map((dots) => (dots * 72) / PNG_LABEL_DOTS_PER_INCH) as [number, number];
        merged.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
      } else {
        const label = await PDFDocument.load(bytes);
        for (const page of await merged.copyPages(label, label.getPageIndices())) {
          merged.addPage(page);
        }
      }
    } catch {
      unreadable.push(index);
    }
    onProgress(index + 1);
    await nextTask();
  }
  signal?.throwIfAborted();
  if (unreadable.length > 0) {
    return { unreadable };
  }
  const saved = await merged.save({ objectsPerTick: 25 });
  return { file: new Blob([saved as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), pages: merged.getPageCount() };
}
