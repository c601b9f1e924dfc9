/**
 * Commercial invoices (the customs declaration that travels with an international shipment)
 * as PDF. All money and weight totals use exact scaled-integer arithmetic.
 */
import { formatDecimal, parseDecimal } from '../../src/lib/decimal';
import { formatCityLine, type MassUnit } from './label-content';
import { fitPdfText, PdfDocument, type PdfFontName, type PdfPage } from './pdf';

/** Paper sizes an invoice can be printed on. */
export type InvoicePageSize = 'letter' | 'A4';

/** An exporter or importer. */
export interface InvoiceParty {
  /** Contact name. */
  readonly name: string;
  /** Company name. */
  readonly company?: string;
  /** First street line. */
  readonly street1: string;
  /** Second street line. */
  readonly street2?: string;
  /** City. */
  readonly city: string;
  /** State, province or region. */
  readonly state: string;
  /** Postal code. */
  readonly zip: string;
  /** ISO 3166-1 alpha-2 country code. */
  readonly country: string;
  /** Phone number. */
  readonly phone?: string;
  /** Email address. */
  readonly email?: string;
  /** Tax or EORI number. */
  readonly taxId?: string;
}

/** One line of the customs declaration. */
export interface InvoiceItem {
  /** What the goods are. */
  readonly description: string;
  /** Number of units (a positive integer). */
  readonly quantity: number;
  /** Net weight of the whole line (all units), as a decimal string. */
  readonly netWeight: string;
  /** Unit of {@link InvoiceItem.netWeight}. */
  readonly massUnit: MassUnit;
  /** Value of one unit as a decimal string; the line value is this times the quantity. */
  readonly unitValue: string;
  /** ISO 4217 currency of {@link InvoiceItem.unitValue}. */
  readonly currency: string;
  /** ISO 3166-1 alpha-2 country where the goods were made. */
  readonly originCountry: string;
  /** Harmonized System code / tariff number. */
  readonly tariffNumber?: string;
}

/** Everything a commercial invoice shows. */
export interface CommercialInvoice {
  /** Invoice number. */
  readonly invoiceNumber: string;
  /** Invoice date as printed (the caller supplies it so output stays deterministic). */
  readonly invoiceDate: string;
  /** Shipper / exporter. */
  readonly exporter: InvoiceParty;
  /** Consignee / importer. */
  readonly importer: InvoiceParty;
  /** Declared goods; at least one. */
  readonly items: readonly InvoiceItem[];
  /** Incoterm, e.g. "DDU" or "DDP". */
  readonly incoterm: string;
  /** Contents type, e.g. "MERCHANDISE", "GIFT", "SAMPLE". */
  readonly contentsType: string;
  /** Free-text explanation of the contents. */
  readonly contentsExplanation?: string;
  /** What happens if delivery fails, e.g. "RETURN" or "ABANDON". */
  readonly nonDeliveryOption?: string;
  /** Carrier display name. */
  readonly carrierName?: string;
  /** Tracking number of the shipment. */
  readonly trackingNumber?: string;
  /** Whether the signer certifies the declaration. */
  readonly certify: boolean;
  /** Name of the person signing the declaration. */
  readonly certifySigner: string;
  /** Paper size; defaults to letter. */
  readonly pageSize?: InvoicePageSize;
  /** Marks a test-mode document. */
  readonly test?: boolean;
}

/** A sum in one currency. */
export interface CurrencyAmount {
  /** ISO 4217 code, upper-cased. */
  readonly currency: string;
  /** Decimal string with two places. */
  readonly amount: string;
}

/** A sum in one mass unit. */
export interface WeightAmount {
  /** Mass unit. */
  readonly massUnit: MassUnit;
  /** Decimal string without trailing zeros. */
  readonly weight: string;
}

/** Totals of a commercial invoice, all computed exactly. */
export interface CommercialInvoiceTotals {
  /** Value of each line (unit value x quantity), two decimal places, in item order. */
  readonly lineValues: readonly string[];
  /** Sum of all quantities. */
  readonly totalQuantity: number;
  /** Total value per currency, in order of first appearance. */
  readonly valueByCurrency: readonly CurrencyAmount[];
  /** Total net weight per mass unit, in order of first appearance. */
  readonly netWeightByUnit: readonly WeightAmount[];
}

/** The statement the signer certifies. */
export const INVOICE_DECLARATION =
  'I declare that all the information contained in this invoice is true and correct, ' +
  'and that the contents and value of this shipment are as stated above.';

const PAGE_SIZES: Readonly<Record<InvoicePageSize, { readonly width: number; readonly height: number }>> = {
  letter: { width: 612, height: 792 },
  A4: { width: 595.276, height: 841.89 },
};

// Every currency is shown with two decimals: the sandbox has no per-currency minor-unit table,
// and customs forms accept "1500.00" for a zero-decimal currency.
const MONEY_DIGITS = 2;
// Unit values are read to millionths of a currency unit, then rounded to cents per line.
const UNIT_VALUE_DIGITS = 6;
const CENT = 10n ** BigInt(UNIT_VALUE_DIGITS - MONEY_DIGITS);
const HALF_CENT = CENT / 2n;
// Weights are summed in thousandths, enough for grams expressed in kilograms.
const WEIGHT_DIGITS = 3;

function trimFraction(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

// Prints a unit value with at least two decimals and as many more as it really has.
function formatUnitValue(unitValue: string): string {
  const text = formatDecimal(parseDecimal(unitValue, UNIT_VALUE_DIGITS), UNIT_VALUE_DIGITS);
  const optionalDigitsStart = text.length - (UNIT_VALUE_DIGITS - MONEY_DIGITS);
  return text.slice(0, optionalDigitsStart) + text.slice(optionalDigitsStart).replace(/0+$/, '');
}

function checkQuantity(item: InvoiceItem, index: number): bigint {
  if (!Number.isSafeInteger(item.quantity) || item.quantity <= 0) {
    throw new RangeError(`Item ${index + 1} quantity must be a positive integer, got ${item.quantity}`);
  }
  return BigInt(item.quantity);
}

/**
 * Computes line values and totals with integer arithmetic: unit values are read to
 * millionths of a unit, multiplied by the quantity, and only then rounded to cents (half away
 * from zero).
 *
 * @param items - The declared items.
 * @returns Line values, total quantity, value per currency and net weight per unit.
 * @throws RangeError for a non-integer quantity or a value/weight that is not a plain decimal.
 */
export function computeCommercialInvoiceTotals(items: readonly InvoiceItem[]): CommercialInvoiceTotals {
  const valueByCurrency = new Map<string, bigint>();
  const weightByUnit = new Map<MassUnit, bigint>();
  let totalQuantity = 0;
  const lineValues = items.map((item, index) => {
    const quantity = checkQuantity(item, index);
    totalQuantity += item.quantity;
    // Multiply before rounding so 1000 x "0.0125" is 12.50, not 1000 x 0.01.
    const lineValue = parseDecimal(item.unitValue, UNIT_VALUE_DIGITS) * quantity;
    const cents = (lineValue + (lineValue >= 0n ? HALF_CENT : -HALF_CENT)) / CENT;
    const currency = item.currency.trim().toUpperCase();
    valueByCurrency.set(currency, (valueByCurrency.get(currency) ?? 0n) + cents);
    const weight = parseDecimal(item.netWeight, WEIGHT_DIGITS);
    weightByUnit.set(item.massUnit, (weightByUnit.get(item.massUnit) ?? 0n) + weight);
    return formatDecimal(cents, MONEY_DIGITS);
  });
  return {
    lineValues,
    totalQuantity,
    valueByCurrency: Array.from(valueByCurrency, ([currency, cents]) => ({
      currency,
      amount: formatDecimal(cents, MONEY_DIGITS),
    })),
    netWeightByUnit: Array.from(weightByUnit, ([massUnit, weight]) => ({
      massUnit,
      weight: trimFraction(formatDecimal(weight, WEIGHT_DIGITS)),
    })),
  };
}

interface Column {
  readonly title: string;
  readonly width: number;
  readonly align: 'left' | 'right';
}

const MARGIN = 40;
const ROW_HEIGHT = 15;
const TABLE_FONT_SIZE = 8;
const CELL_PADDING = 3;
// Room the totals, shipment details and declaration need below the last row.
const CLOSING_HEIGHT = 200;

function partyLines(party: InvoiceParty): string[] {
  const cityLine = formatCityLine(party);
  return [
    party.name,
    party.company ?? '',
    party.street1,
    party.street2 ?? '',
    cityLine,
    party.country,
    party.phone === undefined ? '' : `Phone: ${party.phone}`,
    party.email === undefined ? '' : `Email: ${party.email}`,
    party.taxId === undefined ? '' : `Tax ID: ${party.taxId}`,
  ]
    .map((line) => line.trim())
    .filter(Boolean);
}

class InvoiceWriter {
  readonly #document: PdfDocument;
  readonly #size: { readonly width: number; readonly height: number };
  readonly #pages: PdfPage[] = [];
  readonly #columns: readonly Column[];
  readonly #invoice: CommercialInvoice;
  #page: PdfPage;
  #cursor = MARGIN;

  constructor(invoice: CommercialInvoice) {
    this.#invoice = invoice;
    this.#size = PAGE_SIZES[invoice.pageSize ?? 'letter'];
    this.#document = new PdfDocument({ title: `Commercial invoice ${invoice.invoiceNumber}` });
    const contentWidth = this.#size.width - 2 * MARGIN;
    const fixed: Column[] = [
      { title: 'HS Code', width: 62, align: 'left' },
      { title: 'Origin', width: 38, align: 'left' },
      { title: 'Qty', width: 34, align: 'right' },
      { title: 'Net Wt', width: 60, align: 'right' },
      { title: 'Unit Value', width: 66, align: 'right' },
      { title: 'Total Value', width: 78, align: 'right' },
    ];
    const fixedWidth = fixed.reduce((total, column) => total + column.width, 0);
    this.#columns = [{ title: 'Description', width: contentWidth - fixedWidth, align: 'left' }, ...fixed];
    this.#page = this.#newPage();
  }

  get #contentWidth(): number {
    return this.#size.width - 2 * MARGIN;
  }

  #newPage(): PdfPage {
    const page = this.#document.addPage(this.#size.width, this.#size.height);
    this.#pages.push(page);
    this.#page = page;
    this.#cursor = MARGIN;
    if (this.#invoice.test === true) {
      page.fillRect(MARGIN, this.#cursor, this.#contentWidth, 16);
      page.drawText('TEST - NOT A VALID CUSTOMS DOCUMENT', this.#size.width / 2, this.#cursor + 11.5, {
        font: 'Helvetica-Bold',
        size: 9,
        gray: 1,
        align: 'center',
      });
      this.#cursor += 24;
    }
    page.drawText('COMMERCIAL INVOICE', MARGIN, this.#cursor + 14, { font: 'Helvetica-Bold', size: 18 });
    const right = this.#size.width - MARGIN;
    page.drawText(`Invoice No.: ${this.#invoice.invoiceNumber}`, right, this.#cursor + 6, { size: 9, align: 'right' });
    page.drawText(`Date: ${this.#invoice.invoiceDate}`, right, this.#cursor + 17, { size: 9, align: 'right' });
    this.#cursor += 30;
    return page;
  }

  #text(text: string, x: number, maxWidth: number, font: PdfFontName, size: number): void {
    this.#page.drawText(fitPdfText(text, font, size, maxWidth), x, this.#cursor, { font, size });
  }

  #parties(): void {
    const columnWidth = (this.#contentWidth - 20) / 2;
    const blocks: [string, InvoiceParty][] = [
      ['EXPORTER / SHIPPER', this.#invoice.exporter],
      ['IMPORTER / CONSIGNEE', this.#invoice.importer],
    ];
    const top = this.#cursor;
    let bottom = top;
    blocks.forEach(([heading, party], index) => {
      const left = MARGIN + index * (columnWidth + 20);
      this.#page.fillRect(left, top, columnWidth, 1);
      this.#cursor = top + 12;
      this.#text(heading, left, columnWidth, 'Helvetica-Bold', 8);
      partyLines(party).forEach((line, lineIndex) => {
        this.#cursor += 11;
        this.#text(line, left, columnWidth, lineIndex === 0 ? 'Helvetica-Bold' : 'Helvetica', 9);
      });
      bottom = Math.max(bottom, this.#cursor);
    });
    this.#cursor = bottom + 16;
    const shipment = [
      this.#invoice.carrierName === undefined ? '' : `Carrier: ${this.#invoice.carrierName}`,
      this.#invoice.trackingNumber === undefined ? '' : `Tracking No.: ${this.#invoice.trackingNumber}`,
    ].filter(Boolean);
    if (shipment.length > 0) {
      this.#text(shipment.join('     '), MARGIN, this.#contentWidth, 'Helvetica', 9);
      this.#cursor += 14;
    }
  }

  #tableHeader(): void {
    this.#page.fillRect(MARGIN, this.#cursor, this.#contentWidth, ROW_HEIGHT);
    this.#row(
      this.#columns.map((column) => column.title),
      'Helvetica-Bold',
      1,
    );
  }

  #row(cells: readonly string[], font: PdfFontName, gray = 0): void {
    const baseline = this.#cursor + ROW_HEIGHT - 4.5;
    let left = MARGIN;
    this.#columns.forEach((column, index) => {
      const text = fitPdfText(cells[index] ?? '', font, TABLE_FONT_SIZE, column.width - 2 * CELL_PADDING);
      const x = column.align === 'right' ? left + column.width - CELL_PADDING : left + CELL_PADDING;
      this.#page.drawText(text, x, baseline, { font, size: TABLE_FONT_SIZE, gray, align: column.align });
      left += column.width;
    });
    this.#cursor += ROW_HEIGHT;
  }

  #items(totals: CommercialInvoiceTotals): void {
    this.#tableHeader();
    this.#invoice.items.forEach((item, index) => {
      if (this.#cursor + ROW_HEIGHT > this.#size.height - MARGIN) {
        this.#newPage();
        this.#tableHeader();
      }
      const currency = item.currency.trim().toUpperCase();
      this.#row(
        [
          item.description,
          item.tariffNumber ?? '',
          item.originCountry,
          String(item.quantity),
          `${item.netWeight.trim()} ${item.massUnit}`,
          `${formatUnitValue(item.unitValue)} ${currency}`,
          `${totals.lineValues[index] ?? ''} ${currency}`,
        ],
        'Helvetica',
      );
      this.#page.fillRect(MARGIN, this.#cursor - 0.5, this.#contentWidth, 0.5, { gray: 0.75 });
    });
  }

  #closing(totals: CommercialInvoiceTotals): void {
    const invoice = this.#invoice;
    const totalRows = Math.max(totals.valueByCurrency.length, totals.netWeightByUnit.length);
    if (this.#cursor + totalRows * ROW_HEIGHT + CLOSING_HEIGHT > this.#size.height - MARGIN) {
      this.#newPage();
      // The totals row is only readable under its column titles.
      this.#tableHeader();
    }
    this.#page.fillRect(MARGIN, this.#cursor, this.#contentWidth, 1);
    for (let index = 0; index < totalRows; index += 1) {
      const weight = totals.netWeightByUnit[index];
      const value = totals.valueByCurrency[index];
      this.#row(
        [
          index === 0 ? 'TOTAL' : '',
          '',
          '',
          index === 0 ? String(totals.totalQuantity) : '',
          weight === undefined ? '' : `${weight.weight} ${weight.massUnit}`,
          '',
          value === undefined ? '' : `${value.amount} ${value.currency}`,
        ],
        'Helvetica-Bold',
      );
    }
    this.#cursor += 20;
    const details: [string, string | undefined][] = [
      ['Incoterm', invoice.incoterm],
      ['Contents type', invoice.contentsType],
      ['Contents explanation', invoice.contentsExplanation],
      ['Non-delivery option', invoice.nonDeliveryOption],
    ];
    for (const [name, value] of details) {
      if (value === undefined || value.trim() === '') {
        continue;
      }
      this.#page.drawText(`${name}:`, MARGIN, this.#cursor, { font: 'Helvetica-Bold', size: 9 });
      this.#page.drawText(fitPdfText(value, 'Helvetica', 9, this.#contentWidth - 120), MARGIN + 120, this.#cursor, {
        size: 9,
      });
      this.#cursor += 13;
    }
    this.#cursor += 16;
    for (const line of this.#wrap(INVOICE_DECLARATION, 'Helvetica', 9, this.#contentWidth)) {
      this.#text(line, MARGIN, this.#contentWidth, 'Helvetica', 9);
      this.#cursor += 12;
    }
    this.#cursor += 24;
    const certification = invoice.certify
      ? `Certified by: ${invoice.certifySigner}`
      : `Not certified. Signer: ${invoice.certifySigner}`;
    this.#text(certification, MARGIN, this.#contentWidth, 'Helvetica-Bold', 10);
    this.#cursor += 28;
    this.#page.fillRect(MARGIN, this.#cursor, 220, 0.75);
    this.#page.fillRect(MARGIN + 260, this.#cursor, 140, 0.75);
    this.#cursor += 11;
    this.#page.drawText('Signature', MARGIN, this.#cursor, { size: 8 });
    this.#page.drawText(`Date: ${invoice.invoiceDate}`, MARGIN + 260, this.#cursor, { size: 8 });
  }

  #wrap(text: string, font: PdfFontName, size: number, maxWidth: number): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(/\s+/)) {
      const candidate = current === '' ? word : `${current} ${word}`;
      if (current !== '' && fitPdfText(candidate, font, size, maxWidth) !== candidate) {
        lines.push(current);
        current = word;
      } else {
        current = candidate;
      }
    }
    if (current !== '') {
      lines.push(current);
    }
    return lines;
  }

  render(): Uint8Array {
    const totals = computeCommercialInvoiceTotals(this.#invoice.items);
    this.#parties();
    this.#items(totals);
    this.#closing(totals);
    // Page numbers go on last, once the page count is known.
    this.#pages.forEach((page, index) => {
      page.drawText(`Page ${index + 1} of ${this.#pages.length}`, this.#size.width / 2, this.#size.height - 20, {
        size: 8,
        align: 'center',
      });
    });
    return this.#document.toBytes();
  }
}

/**
 * Renders a commercial invoice: exporter and importer, a table of customs items (description,
 * HS code, origin, quantity, net weight, unit and line value), exact totals per currency and
 * mass unit, incoterm, contents type, and the signer's certification. Long item lists continue
 * on further pages with the table header repeated.
 *
 * @param invoice - The invoice data.
 * @returns The PDF file.
 * @throws RangeError when there are no items or an amount/quantity is malformed.
 */
export function renderCommercialInvoicePdf(invoice: CommercialInvoice): Uint8Array {
  if (invoice.items.length === 0) {
    throw new RangeError('A commercial invoice needs at least one item');
  }
  return new InvoiceWriter(invoice).render();
}
