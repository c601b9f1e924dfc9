import { describe, expect, it } from 'vitest';
import { createFormatters } from '../../provider/format';
import { reportDownloader as fr } from '../../locales/fr/report-downloader';
import { previewRowFormatter } from './preview-cells';

const COLUMNS = ['invoice_status', 'invoice_item_type', 'invoice_item_created_at', 'invoice_item_amount', 'invoice_item_currency', 'invoice_item_charge_fx_rate', 'is_return', 'invoice_number'];

describe('previewRowFormatter', () => {
  it('words a row in French: statuses, types, yes/no, dates in the provider’s zone, money in its currency', () => {
    const word = previewRowFormatter(COLUMNS, createFormatters('fr-FR', { timeZone: 'Europe/Paris' }), fr.preview.values);
    const cells = word(['PAID', 'REFUND', '2026-03-02T23:30:00Z', '-1234.50', 'USD', '1.0825', 'false', 'INV-2026-0001']).map((cell) => cell.replace(/[\u202f\u00a0]/g, ' '));
    expect(cells[0]).toBe('Payée');
    expect(cells[1]).toBe('Remboursement');
    expect(cells[2]).toMatch(/^3 mars 2026.*00:30$/);
    expect(cells[3]).toBe('-1 234,50 $US');
    expect(cells[5]).toBe('1,0825');
    expect(cells[6]).toBe('Non');
    expect(cells[7]).toBe('INV-2026-0001');
  });

  it('keeps values it does not know and empty cells as they are', () => {
    const word = previewRowFormatter(COLUMNS, createFormatters('en'), fr.preview.values);
    expect(word(['VOIDED', 'OTHER', '', '', '', '', 'maybe'])).toEqual(['VOIDED', 'OTHER', '', '', '', '', 'maybe', '']);
  });
});
