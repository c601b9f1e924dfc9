// The manifest (close-out, "scan form") document of the sandbox: a Letter page per 36 labels with
// a Code 128 barcode of the manifest id that a driver would scan, the carrier, the shipment date,
// the sender, and one row per included label with its tracking number and service.
import { encodeCode128 } from './code128';
import { PdfDocument, fitPdfText, measurePdfText } from './pdf';

/** One label on a manifest. */
export interface ManifestRow {
  trackingNumber: string;
  service: string;
}

/** What a manifest document shows. */
export interface ManifestDocument {
  manifestId: string;
  carrierName: string;
  /** `YYYY-MM-DD`. */
  shipmentDate: string;
  /** The sender's address, one line per entry. */
  from: readonly string[];
  rows: readonly ManifestRow[];
  test: boolean;
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 40;
/** Rows of labels per page. */
export const MANIFEST_ROWS_PER_PAGE = 36;

/** A rectangle of the page, from its top-left corner (the page's y runs down, as `drawText` takes it). */
export interface ManifestBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the header's parts go: the sender's lines, the barcode and its id, and the table below. */
export interface ManifestHeaderLayout {
  /** The sender's lines as drawn (fitted to their width), their first baseline and spacing. */
  senderLines: readonly string[];
  senderBaseline: number;
  /** The sender's lines' ink: their widest line, from the first cap height to the last descender. */
  sender: ManifestBox;
  barcode: ManifestBox & { moduleWidth: number };
  /** Baseline of the manifest id under the barcode (right-aligned to the margin). */
  idBaseline: number;
  /** Baseline of the table's heading line. */
  tableTop: number;
}

const SENDER_SIZE = 9;
const SENDER_LEADING = 12;
const SENDER_MAX_WIDTH = 300;
/** Blank space between the sender's lines and the barcode (the symbol's quiet zone is extra). */
const GAP = 16;
/** A module (the narrowest bar) of 1.2 pt is 0.42 mm; under 0.8 pt (0.28 mm) the barcode goes under the sender instead. */
const MODULE_WIDTH = 1.2;
const MIN_MODULE_WIDTH = 0.8;

/**
 * Lays out the header: the barcode beside the sender's lines (its modules narrowed down to 0.8 pt
 * to make room), else under them, so the sender's ZIP never runs into the bars. A sandbox manifest
 * id is 28 characters, a symbol of some 430 pt at 1.2 pt a module: drawn at a fixed place beside
 * the address lines, it covered the end of the ZIP line.
 */
export function manifestHeaderLayout(manifest: Pick<ManifestDocument, 'manifestId' | 'from'>): ManifestHeaderLayout {
  const modules = encodeCode128(manifest.manifestId).modules.length;
  const senderLines = manifest.from.map((line) => fitPdfText(line, 'Helvetica', SENDER_SIZE, SENDER_MAX_WIDTH));
  const senderWidth = Math.max(0, ...senderLines.map((line) => measurePdfText(line, 'Helvetica', SENDER_SIZE)));
  const senderBaseline = 96;
  const sender: ManifestBox = {
    x: MARGIN,
    y: senderBaseline - SENDER_SIZE,
    width: senderWidth,
    height: senderLines.length === 0 ? 0 : SENDER_SIZE + (senderLines.length - 1) * SENDER_LEADING + 3,
  };
  const room = PAGE_WIDTH - MARGIN - (MARGIN + senderWidth + GAP);
  const besideModule = Math.min(MODULE_WIDTH, room / modules);
  const beside = senderLines.length === 0 || besideModule >= MIN_MODULE_WIDTH;
  const moduleWidth = beside ? besideModule : MODULE_WIDTH;
  const height = beside ? 40 : 30;
  const barcodeY = beside ? 84 : sender.y + sender.height + 8;
  const idBaseline = barcodeY + height + 10;
  return {
    senderLines,
    senderBaseline,
    sender,
    barcode: { x: PAGE_WIDTH - MARGIN - modules * moduleWidth, y: barcodeY, width: modules * moduleWidth, height, moduleWidth },
    idBaseline,
    tableTop: Math.max(172, idBaseline + 28),
  };
}

/** Renders a manifest as a PDF (one page per {@link MANIFEST_ROWS_PER_PAGE} labels, at least one page). */
export function renderManifestPdf(manifest: ManifestDocument): Uint8Array {
  const document = new PdfDocument({ title: `Manifest ${manifest.manifestId}` });
  const pages = Math.max(1, Math.ceil(manifest.rows.length / MANIFEST_ROWS_PER_PAGE));
  const barcode = encodeCode128(manifest.manifestId);
  const layout = manifestHeaderLayout(manifest);
  for (let pageIndex = 0; pageIndex < pages; pageIndex += 1) {
    const page = document.addPage(PAGE_WIDTH, PAGE_HEIGHT);
    page.drawText('Manifest (close-out)', MARGIN, 56, { font: 'Helvetica-Bold', size: 18 });
    if (manifest.test) {
      page.drawText('TEST - NOT FOR SHIPPING', PAGE_WIDTH - MARGIN, 56, { font: 'Helvetica-Bold', size: 10, align: 'right' });
    }
    page.drawText(fitPdfText(`${manifest.carrierName} - shipment date ${manifest.shipmentDate}`, 'Helvetica', 11, PAGE_WIDTH - 2 * MARGIN), MARGIN, 78, { size: 11 });
    layout.senderLines.forEach((line, index) => {
      page.drawText(line, MARGIN, layout.senderBaseline + index * SENDER_LEADING, { size: SENDER_SIZE });
    });
    // The barcode the driver scans to accept every parcel of the manifest at once.
    const { x, y, height, moduleWidth } = layout.barcode;
    barcode.modules.forEach((bar, index) => {
      if (bar) {
        page.fillRect(x + index * moduleWidth, y, moduleWidth, height);
      }
    });
    page.drawText(manifest.manifestId, PAGE_WIDTH - MARGIN, layout.idBaseline, { font: 'Courier', size: 8, align: 'right' });

    const top = layout.tableTop;
    page.drawText(`${manifest.rows.length} labels - page ${pageIndex + 1} of ${pages}`, MARGIN, top - 14, { font: 'Helvetica-Bold', size: 10 });
    page.fillRect(MARGIN, top - 8, PAGE_WIDTH - 2 * MARGIN, 0.8);
    const rows = manifest.rows.slice(pageIndex * MANIFEST_ROWS_PER_PAGE, (pageIndex + 1) * MANIFEST_ROWS_PER_PAGE);
    rows.forEach((row, index) => {
      const rowY = top + 8 + index * 16;
      const number = pageIndex * MANIFEST_ROWS_PER_PAGE + index + 1;
      page.drawText(`${number}.`, MARGIN + 24, rowY, { size: 10, align: 'right' });
      page.drawText(row.trackingNumber, MARGIN + 32, rowY, { font: 'Courier', size: 10 });
      page.drawText(fitPdfText(row.service, 'Helvetica', 10, 220), PAGE_WIDTH - MARGIN, rowY, { size: 10, align: 'right' });
    });
  }
  return document.toBytes();
}
