import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANIFEST_ROWS_PER_PAGE, manifestHeaderLayout, renderManifestPdf, type ManifestBox, type ManifestDocument } from './manifest-pdf';

const PDFTOPPM = '/usr/bin/pdftoppm';
const PDFTOTEXT = '/usr/bin/pdftotext';

const manifest = (count: number): ManifestDocument => ({
  manifestId: 'man_0123456789abcdef',
  carrierName: 'Parcelwise',
  shipmentDate: '2026-11-23',
  from: ['Shawn Ippotle', '215 Clayton St.', 'San Francisco CA 94117 US'],
  rows: Array.from({ length: count }, (_, index) => ({ trackingNumber: `PW${String(index + 1).padStart(18, '0')}`, service: 'Ground' })),
  test: true,
});

const pageCount = (bytes: Uint8Array) => (new TextDecoder('latin1').decode(bytes).match(/\/Type \/Page\b/g) ?? []).length;

describe('manifest PDF', () => {
  it('lists every tracking number, one page per 36 labels', () => {
    const bytes = renderManifestPdf(manifest(MANIFEST_ROWS_PER_PAGE + 1));
    const text = new TextDecoder('latin1').decode(bytes);
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('(PW000000000000000001) Tj');
    expect(text).toContain('(PW000000000000000037) Tj');
    expect(pageCount(bytes)).toBe(2);
    expect(pageCount(renderManifestPdf(manifest(0)))).toBe(1);
  });

  it('keeps the sender’s lines, the ZIP among them, clear of the barcode, beside it or under it (issue 36)', () => {
    const apart = (a: ManifestBox, b: ManifestBox) => a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
    // A sandbox manifest id (28 characters) with the demo's warehouse, a long street, and a name as long as a line may be.
    const senders = [
      ['Northwind Warehouse', '215 Clayton St', 'San Francisco CA 94117 US'],
      ['Shipping Desk', '1600 Amphitheatre Parkway Building 40', 'Mountain View CA 94043-1351 US'],
      ['W'.repeat(80), '215 Clayton St', 'San Francisco CA 94117 US'],
    ];
    for (const from of senders) {
      const layout = manifestHeaderLayout({ manifestId: 'man_0a1b2c3d4e5f60718293a4b5', from });
      expect(apart(layout.sender, layout.barcode), from.join(' / ')).toBe(true);
      expect(layout.barcode.moduleWidth).toBeGreaterThanOrEqual(0.8);
      expect(layout.barcode.x + layout.barcode.width).toBeLessThanOrEqual(612 - 40);
      // The table starts under the id, and its 36 rows stay on the page.
      expect(layout.tableTop - 14 - 10).toBeGreaterThan(layout.idBaseline);
      expect(layout.tableTop + 8 + (MANIFEST_ROWS_PER_PAGE - 1) * 16).toBeLessThanOrEqual(792 - 24);
    }
  });

  it('opens in poppler: pdftoppm renders it and pdftotext reads the tracking numbers', () => {
    if (!existsSync(PDFTOPPM)) {
      return;
    }
    const directory = mkdtempSync(join(tmpdir(), 'manifest-pdf-'));
    try {
      const pdfPath = join(directory, 'manifest.pdf');
      writeFileSync(pdfPath, renderManifestPdf(manifest(3)));
      const rendered = spawnSync(PDFTOPPM, ['-f', '1', '-l', '1', '-r', '72', '-png', pdfPath, join(directory, 'page')], { encoding: 'utf8' });
      expect(rendered.status, rendered.stderr).toBe(0);
      expect(rendered.stderr).toBe('');
      const png = readFileSync(join(directory, 'page-1.png'));
      expect(png.readUInt32BE(16)).toBe(612);
      expect(png.readUInt32BE(20)).toBe(792);
      if (existsSync(PDFTOTEXT)) {
        const text = spawnSync(PDFTOTEXT, [pdfPath, '-'], { encoding: 'utf8' });
        expect(text.status).toBe(0);
        expect(text.stdout).toContain('PW000000000000000003');
        expect(text.stdout).toContain('Parcelwise');
      }
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
