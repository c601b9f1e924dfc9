// The manifest (close-out, "scan form") document of the sandbox: a Letter page per 36 labels with
// a Code 128 barcode of the manifest id that a driver would scan, the carrier, the shipment date,
// the sender, and one row per included label with its tracking number and service.
import { encodeCode128 } from './code128';
import { PdfDocument, fitPdfText } from './pdf';

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

/** Renders a manifest as a PDF (one page per {@link MANIFEST_ROWS_PER_PAGE} labels, at least one page). */
export function renderManifestPdf(manifest: ManifestDocument): Uint8Array {
  const document = new PdfDocument({ title: `Manifest ${manifest.manifestId}` });
  const pages = Math.max(1, Math.ceil(manifest.rows.length / MANIFEST_ROWS_PER_PAGE));
  const barcode = encodeCode128(manifest.manifestId);
  for (let pageIndex = 0; pageIndex < pages; pageIndex += 1) {
    const page = document.addPage(PAGE_WIDTH, PAGE_HEIGHT);
    page.drawText('Manifest (close-out)', MARGIN, 56, { font: 'Helvetica-Bold', size: 18 });
    if (manifest.test) {
      page.drawText('TEST - NOT FOR SHIPPING', PAGE_WIDTH - MARGIN, 56, { font: 'Helvetica-Bold', size: 10, align: 'right' });
    }
    page.drawText(fitPdfText(`${manifest.carrierName} - shipment date ${manifest.shipmentDate}`, 'Helvetica', 11, PAGE_WIDTH - 2 * MARGIN), MARGIN, 78, { size: 11 });
    manifest.from.forEach((line, index) => {
      page.drawText(fitPdfText(line, 'Helvetica', 9, 300), MARGIN, 96 + index * 12, { size: 9 });
    });
    // The barcode the driver scans to accept every parcel of the manifest at once.
    const moduleWidth = 1.2;
    const barcodeX = PAGE_WIDTH - MARGIN - barcode.modules.length * moduleWidth;
    barcode.modules.forEach((bar, index) => {
      if (bar) {
        page.fillRect(barcodeX + index * moduleWidth, 84, moduleWidth, 40);
      }
    });
    page.drawText(manifest.manifestId, PAGE_WIDTH - MARGIN, 136, { font: 'Courier', size: 8, align: 'right' });

    const top = 172;
    page.drawText(`${manifest.rows.length} labels - page ${pageIndex + 1} of ${pages}`, MARGIN, top - 14, { font: 'Helvetica-Bold', size: 10 });
    page.fillRect(MARGIN, top - 8, PAGE_WIDTH - 2 * MARGIN, 0.8);
    const rows = manifest.rows.slice(pageIndex * MANIFEST_ROWS_PER_PAGE, (pageIndex + 1) * MANIFEST_ROWS_PER_PAGE);
    rows.forEach((row, index) => {
      const y = top + 8 + index * 16;
      const number = pageIndex * MANIFEST_ROWS_PER_PAGE + index + 1;
      page.drawText(`${number}.`, MARGIN + 24, y, { size: 10, align: 'right' });
      page.drawText(row.trackingNumber, MARGIN + 32, y, { font: 'Courier', size: 10 });
      page.drawText(fitPdfText(row.service, 'Helvetica', 10, 220), PAGE_WIDTH - MARGIN, y, { size: 10, align: 'right' });
    });
  }
  return document.toBytes();
}
