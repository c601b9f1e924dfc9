import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PDFTOPPM, PDFTOTEXT, itWithPoppler } from '../../test/poppler';
import {
  type CommercialInvoice,
  computeCommercialInvoiceTotals,
  type InvoiceItem,
  renderCommercialInvoicePdf,
} from './commercial-invoice-pdf';


const latin1 = (bytes: Uint8Array): string => new TextDecoder('latin1').decode(bytes);

const item = (overrides: Partial<InvoiceItem> = {}): InvoiceItem => ({
  description: 'Cotton T-shirt',
  quantity: 3,
  netWeight: '0.25',
  massUnit: 'kg',
  unitValue: '0.10',
  currency: 'USD',
  originCountry: 'US',
  tariffNumber: '6109.10.0012',
  ...overrides,
});

const invoice: CommercialInvoice = {
  invoiceNumber: 'INV-0001',
  invoiceDate: '2024-05-01',
  exporter: {
    name: 'Shawn Ippotle',
    company: 'Sandbox Outfitters',
    street1: '215 Clayton St.',
    city: 'San Francisco',
    state: 'CA',
    zip: '94117',
    country: 'US',
    phone: '+1 555 341 9393',
  },
  importer: {
    name: 'Frau Müller',
    street1: 'Bahnhofstrasse 1',
    city: 'Zürich',
    state: 'ZH',
    zip: '8001',
    country: 'CH',
    taxId: 'CHE-123.456.789',
  },
  items: [item(), item({ description: 'Mug (ceramic) \\ blue', quantity: 2, unitValue: '12.5', netWeight: '0.4' })],
  incoterm: 'DDU',
  contentsType: 'MERCHANDISE',
  contentsExplanation: 'T-shirts and mugs',
  nonDeliveryOption: 'RETURN',
  carrierName: 'Parcelwise',
  trackingNumber: '9400111899223197428490',
  certify: true,
  certifySigner: 'Shawn Ippotle',
};

/** Concatenated content streams: where the drawn text lives. */
function allContent(bytes: Uint8Array): string {
  const text = latin1(bytes);
  return [...text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)]
    .map((match) => {
      const start = (match.index ?? 0) + match[0].length;
      return text.slice(start, start + Number(match[1]));
    })
    .join('\n');
}

describe('computeCommercialInvoiceTotals', () => {
  it('multiplies unit values exactly: 3 x 0.10 is 0.30', () => {
    const totals = computeCommercialInvoiceTotals([item()]);
    expect(totals.lineValues).toEqual(['0.30']);
    expect(totals.valueByCurrency).toEqual([{ currency: 'USD', amount: '0.30' }]);
  });

  it('sums without floating-point drift', () => {
    const totals = computeCommercialInvoiceTotals([
      item({ quantity: 1, unitValue: '0.1' }),
      item({ quantity: 1, unitValue: '0.2' }),
      item({ quantity: 10, unitValue: '0.07', netWeight: '0.1' }),
    ]);
    // Floats would give 0.30000000000000004 and 0.7000000000000001.
    expect(totals.lineValues).toEqual(['0.10', '0.20', '0.70']);
    expect(totals.valueByCurrency).toEqual([{ currency: 'USD', amount: '1.00' }]);
    expect(totals.netWeightByUnit).toEqual([{ massUnit: 'kg', weight: '0.6' }]);
    expect(totals.totalQuantity).toBe(12);
  });

  it('multiplies before rounding to cents', () => {
    expect(computeCommercialInvoiceTotals([item({ quantity: 1000, unitValue: '0.0125' })]).lineValues).toEqual([
      '12.50',
    ]);
    expect(computeCommercialInvoiceTotals([item({ quantity: 1, unitValue: '0.005' })]).lineValues).toEqual(['0.01']);
  });

  it('keeps currencies and mass units apart, in order of first appearance', () => {
    const totals = computeCommercialInvoiceTotals([
      item({ currency: 'eur', unitValue: '5', quantity: 2, massUnit: 'lb', netWeight: '1.5' }),
      item({ currency: 'USD', unitValue: '1.99', quantity: 1 }),
      item({ currency: 'EUR', unitValue: '0.01', quantity: 1, massUnit: 'lb', netWeight: '2' }),
    ]);
    expect(totals.valueByCurrency).toEqual([
      { currency: 'EUR', amount: '10.01' },
      { currency: 'USD', amount: '1.99' },
    ]);
    expect(totals.netWeightByUnit).toEqual([
      { massUnit: 'lb', weight: '3.5' },
      { massUnit: 'kg', weight: '0.25' },
    ]);
  });

  it('rejects non-integer quantities and malformed amounts', () => {
    expect(() => computeCommercialInvoiceTotals([item({ quantity: 1.5 })])).toThrow(RangeError);
    expect(() => computeCommercialInvoiceTotals([item({ quantity: 0 })])).toThrow(RangeError);
    expect(() => computeCommercialInvoiceTotals([item({ unitValue: '1,50' })])).toThrow(RangeError);
    expect(() => computeCommercialInvoiceTotals([item({ netWeight: 'heavy' })])).toThrow(RangeError);
  });
});

describe('renderCommercialInvoicePdf', () => {
  it('writes a letter-size PDF by default and A4 on request', () => {
    const letter = latin1(renderCommercialInvoicePdf(invoice));
    expect(letter.startsWith('%PDF-')).toBe(true);
    expect(letter.endsWith('%%EOF\n')).toBe(true);
    expect(letter).toContain('/MediaBox [0 0 612 792]');
    const a4 = latin1(renderCommercialInvoicePdf({ ...invoice, pageSize: 'A4' }));
    expect(a4).toContain('/MediaBox [0 0 595.276 841.89]');
  });

  it('shows parties, items with HS code and origin, exact totals, terms and the certification', () => {
    const content = allContent(renderCommercialInvoicePdf(invoice));
    for (const text of [
      '(COMMERCIAL INVOICE)',
      '(Invoice No.: INV-0001)',
      '(EXPORTER / SHIPPER)',
      '(IMPORTER / CONSIGNEE)',
      '(Frau M\\374ller)',
      '(Z\\374rich, ZH 8001)',
      '(Tax ID: CHE-123.456.789)',
      '(Mug \\(ceramic\\) \\\\ blue)',
      '(6109.10.0012)',
      '(0.10 USD)',
      '(0.30 USD)',
      '(12.50 USD)',
      '(25.00 USD)',
      '(25.30 USD)',
      '(0.65 kg)',
      '(5)',
      '(DDU)',
      '(MERCHANDISE)',
      '(Certified by: Shawn Ippotle)',
      '(Page 1 of 1)',
    ]) {
      expect(content).toContain(text);
    }
    expect(content).toContain('I declare that all the information');
  });

  it('continues long item lists on further pages with the header repeated', () => {
    const items = Array.from({ length: 80 }, (_, index) => item({ description: `Item ${index + 1}` }));
    const bytes = renderCommercialInvoicePdf({ ...invoice, items });
    const text = latin1(bytes);
    const pages = Number(/\/Count (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    const content = allContent(bytes);
    expect(content.match(/\(Description\)/g)).toHaveLength(pages);
    expect(content).toContain(`(Page ${pages} of ${pages})`);
    expect(content).toContain('(Item 80)');
    expect(content).toContain('(24.00 USD)');
  });

  it('prints unit values with the precision they were given', () => {
    const content = allContent(
      renderCommercialInvoicePdf({ ...invoice, items: [item({ unitValue: '0.0125', quantity: 1000 })] }),
    );
    expect(content).toContain('(0.0125 USD)');
    expect(content).toContain('(12.50 USD)');
  });

  it('says when the declaration is not certified, and marks test documents', () => {
    const content = allContent(renderCommercialInvoicePdf({ ...invoice, certify: false, test: true }));
    expect(content).toContain('(Not certified. Signer: Shawn Ippotle)');
    expect(content).toContain('(TEST - NOT A VALID CUSTOMS DOCUMENT)');
  });

  it('is deterministic', () => {
    expect(renderCommercialInvoicePdf(invoice)).toEqual(renderCommercialInvoicePdf(invoice));
  });

  it('rejects an invoice without items', () => {
    expect(() => renderCommercialInvoicePdf({ ...invoice, items: [] })).toThrow(RangeError);
  });

  itWithPoppler('opens in poppler', () => {
    const directory = mkdtempSync(join(tmpdir(), 'invoice-pdf-'));
    try {
      const pdfPath = join(directory, 'invoice.pdf');
      writeFileSync(pdfPath, renderCommercialInvoicePdf({ ...invoice, pageSize: 'A4' }));
      const result = spawnSync(PDFTOPPM, ['-r', '50', '-png', pdfPath, join(directory, 'page')], { encoding: 'utf8' });
      expect(result.status, result.stderr).toBe(0);
      expect(result.stderr).toBe('');
      expect(existsSync(join(directory, 'page-1.png'))).toBe(true);
      if (existsSync(PDFTOTEXT)) {
        const text = spawnSync(PDFTOTEXT, [pdfPath, '-'], { encoding: 'utf8' }).stdout;
        expect(text).toContain('25.30 USD');
        expect(text).toContain('Frau Müller');
      }
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
