import { describe, expect, it } from 'vitest';
import { type LabelContent, TEST_LABEL_BANNER } from './label-content';
import { escapeZplFieldData, renderLabelZpl } from './label-zpl';
import { SAMPLE_LABEL } from '../../test/sandbox/label-fixtures';

const baseLabel: LabelContent = {
  ...SAMPLE_LABEL,
  trackingNumber: '1Z999AA10123456784',
  carrierName: 'Kestrel Express',
  serviceLevelName: 'Ground',
  to: { ...SAMPLE_LABEL.to, name: 'Mr. Hippo' },
  weight: '2',
  massUnit: 'oz',
  reference: undefined,
};

/** The label formats of a ZPL document, split on ^XA. */
function formats(zpl: string): string[] {
  return zpl.split('^XA').slice(1);
}

describe('escapeZplFieldData', () => {
  it('hex-escapes the command prefixes and the hex indicator', () => {
    expect(escapeZplFieldData('a^b~c_d')).toBe('a_5Eb_7Ec_5Fd');
  });

  it('hex-escapes non-ASCII as UTF-8 bytes and drops control characters', () => {
    expect(escapeZplFieldData('Zürich')).toBe('Z_C3_BCrich');
    expect(escapeZplFieldData('€')).toBe('_E2_82_AC');
    expect(escapeZplFieldData('a\nb\tc\u0000d\u007f')).toBe('abcd');
  });

  it('leaves ordinary text alone', () => {
    expect(escapeZplFieldData('965 Mission St #572, (A) 50%')).toBe('965 Mission St #572, (A) 50%');
  });
});

describe('renderLabelZpl', () => {
  it('writes one ^XA…^XZ format per label', () => {
    const zpl = renderLabelZpl([baseLabel, { ...baseLabel, trackingNumber: '794644790138' }, baseLabel]);
    expect(zpl.match(/\^XA/g)).toHaveLength(3);
    expect(zpl.match(/\^XZ/g)).toHaveLength(3);
    // Each format opens with ^XA, closes with ^XZ, and nothing sits between formats.
    expect(zpl).toMatch(/^(?:\^XA\n(?:(?!\^X[AZ])[^\n]*\n)*\^XZ\n){3}$/);
    expect(renderLabelZpl([])).toBe('');
  });

  it('sets UTF-8, the 4x6 in / 203 dpi print area and the label home', () => {
    const [format] = formats(renderLabelZpl([baseLabel]));
    expect(format).toContain('^CI28');
    expect(format).toContain('^PW812');
    expect(format).toContain('^LL1218');
    expect(format).toContain('^LH0,0');
  });

  it('prints the tracking number as a Code 128 barcode and as text', () => {
    const [format] = formats(renderLabelZpl([baseLabel]));
    expect(format).toMatch(/\^FO\d+,\d+\^BY[2-4],3,\d+\^BCN,\d+,N,N,N,A\^FH_\^FD1Z999AA10123456784\^FS/);
    expect(format).toMatch(/\^A0N,40,40\^FH_\^FD1Z999AA10123456784\^FS/);
  });

  it('prints every piece of content in ^FO/^A0/^FD/^FS text fields', () => {
    const [format] = formats(renderLabelZpl([{ ...baseLabel, reference: 'Order 7', isReturn: true }]));
    for (const text of [
      'Kestrel Express',
      'Ground',
      'FROM',
      'SHIP TO',
      'Sandbox Warehouse',
      'Mr. Hippo',
      '965 Mission St #572',
      'San Francisco, CA 94103',
      'WEIGHT: 2 OZ',
      'REF: Order 7',
      'RETURN',
      TEST_LABEL_BANNER,
    ]) {
      const data = text.replace(/[.#]/g, '\\$&');
      const field = `\\^FO\\d+,\\d+(\\^FB[^^]+)?\\^A0N,\\d+,\\d+(\\^FR)?\\^FH_\\^FD${data}\\^FS`;
      expect(format).toMatch(new RegExp(field));
    }
  });

  it('puts the test banner and return badge only where they belong', () => {
    const [format] = formats(renderLabelZpl([{ ...baseLabel, test: false }]));
    expect(format).not.toContain('TEST LABEL');
    expect(format).not.toContain('RETURN');
  });

  it('never lets user data inject commands', () => {
    const hostile: LabelContent = {
      ...baseLabel,
      carrierName: 'Kestrel^XZ^XA^FDpwn',
      to: { ...baseLabel.to, name: '~JA cancel_all', street1: 'Line\n^XZ' },
      reference: '^PQ999',
    };
    const zpl = renderLabelZpl([hostile]);
    expect(zpl.match(/\^XA/g)).toHaveLength(1);
    expect(zpl.match(/\^XZ/g)).toHaveLength(1);
    expect(zpl).not.toContain('~JA');
    expect(zpl).not.toContain('^PQ999');
    expect(zpl).toContain('^FDKestrel_5EXZ_5EXA_5EFDpwn^FS');
    expect(zpl).toContain('^FD_7EJA cancel_5Fall^FS');
    expect(zpl).toContain('^FDLine_5EXZ^FS');
    // Every field is hex-escaped, so every ^FD is preceded by ^FH_.
    expect(zpl.match(/\^FD/g)?.length).toBe(zpl.match(/\^FH_\^FD/g)?.length);
  });

  it('truncates text that would run off the label', () => {
    const zpl = renderLabelZpl([{ ...baseLabel, to: { ...baseLabel.to, street1: 'Long street '.repeat(20) } }]);
    const street = /\^FD(Long street[^^]*)\^FS/.exec(zpl)?.[1] ?? '';
    expect(street.endsWith('...')).toBe(true);
    expect(street.length).toBeLessThan(60);
  });

  it('is deterministic', () => {
    expect(renderLabelZpl([baseLabel])).toBe(renderLabelZpl([baseLabel]));
  });
});
