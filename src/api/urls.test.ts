// The URL rule of every URL field the API hands out (issue 23): only https (http on loopback or the
// client's own origin) survives the schemas, and `ApiClient.download` fetches nothing else.
import { describe, expect, it } from 'vitest';
import { createFakeFetch, json } from '../../test/fake-fetch';
import { createApiClient } from './client';
import { printableType, readPrintableFile } from './printable-file';
import { BatchSchema } from './resources/batches';
import { ManifestSchema } from './resources/manifests';
import { RateSchema } from './resources/rates';
import { ReportRunSchema } from './resources/reports';
import { getTransaction, TransactionSchema } from './resources/transactions';
import { isAllowedUrl } from './urls';

const HOSTILE = [
  'javascript:alert(document.cookie)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'blob:https://shop.example/0b8c',
  'file:///etc/passwd',
  '/files/labels/x.pdf',
  '//files.example.com/x.pdf',
  'http://files.example.com/x.pdf',
];

describe('isAllowedUrl', () => {
  it.each(['https://files.example.com/labels/x.pdf?signature=a', 'http://127.0.0.1:8787/files/x.pdf', 'http://localhost:5173/x', 'http://[::1]:8787/x', 'http://sandbox.localhost/x'])(
    'admits %s',
    (url) => expect(isAllowedUrl(url)).toBe(true),
  );

  it.each([...HOSTILE, ''])('refuses %j', (url) => expect(isAllowedUrl(url)).toBe(false));

  it('admits plain http on the origin it is given, and only there', () => {
    expect(isAllowedUrl('http://sandbox:8787/files/x.pdf', 'http://sandbox:8787')).toBe(true);
    expect(isAllowedUrl('http://sandbox:8788/files/x.pdf', 'http://sandbox:8787')).toBe(false);
  });
});

describe('URL fields of the schemas', () => {
  it.each(HOSTILE)('turn %j into null, and the object still parses', (url) => {
    const transaction = TransactionSchema.parse({
      object_id: 'txn_1',
      status: 'SUCCESS',
      label_url: url,
      tracking_url_provider: url,
      qr_code_url: url,
      commercial_invoice_url: url,
    });
    expect(transaction).toMatchObject({ label_url: null, tracking_url_provider: null, qr_code_url: null, commercial_invoice_url: null });
    const rate = RateSchema.parse({
      object_id: 'rate_1',
      amount: '1.00',
      currency: 'USD',
      provider: 'X',
      servicelevel: { name: 'Ground', token: 'x_ground' },
      provider_image_75: url,
      provider_image_200: url,
    });
    expect(rate).toMatchObject({ provider_image_75: null, provider_image_200: null });
    const run = ReportRunSchema.parse({ id: 'run_1', report_type: 'invoice.v1', status: 'SUCCEEDED', result: { download: { url } } });
    expect(run.result?.download?.url).toBeNull();
  });

  it('keep the empty string, the API’s “no file yet”', () => {
    expect(TransactionSchema.parse({ object_id: 'txn_1', status: 'ERROR', label_url: '' }).label_url).toBe('');
  });

  it('leave disallowed URLs out of a list and keep the others in order', () => {
    const good = ['https://files.example.com/1.pdf', 'http://127.0.0.1:8787/files/2.pdf'];
    const documents = [HOSTILE[0]!, good[0]!, HOSTILE[3]!, good[1]!];
    expect(ManifestSchema.parse({ object_id: 'm', documents }).documents).toEqual(good);
    expect(BatchSchema.parse({ object_id: 'b', status: 'PURCHASED', label_url: documents }).label_url).toEqual(good);
  });

  it('admit plain http on the client’s configured origin when the client parses, and only there', async () => {
    const body = { object_id: 'txn_1', status: 'SUCCESS', label_url: 'http://sandbox:8787/files/x.pdf', qr_code_url: 'http://other:8787/qr.png' };
    const fake = createFakeFetch(() => json(body));
    const api = createApiClient({ baseUrl: 'http://sandbox:8787', auth: { apiKey: 'k' }, fetch: fake.fetch });
    expect(await getTransaction(api, 'txn_1')).toMatchObject({ label_url: body.label_url, qr_code_url: null });
    // Outside that client's parse, the same schema knows no such origin.
    expect(TransactionSchema.parse(body).label_url).toBeNull();
  });
});

describe('ApiClient.download', () => {
  it.each([...HOSTILE, ''])('refuses %j before sending anything', async (url) => {
    const fake = createFakeFetch(() => new Response('x'));
    const api = createApiClient({ baseUrl: 'https://api.example.test', auth: { apiKey: 'k' }, fetch: fake.fetch });
    await expect(api.download(url)).rejects.toMatchObject({ kind: 'invalid-request', code: 'invalid-url' });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('readPrintableFile', () => {
  const PDF = new TextEncoder().encode('%PDF-1.7\n%…');
  const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const PAGE = '<!doctype html><script>fetch("/api/shipping-token", { method: "POST" })</script>';

  it('types a PDF and a PNG by their first bytes, whatever the response said', async () => {
    const pdf = await readPrintableFile(new Response(PDF, { headers: { 'Content-Type': 'text/html' } }));
    expect(pdf.type).toBe('application/pdf');
    expect(new Uint8Array(await pdf.arrayBuffer())).toEqual(PDF);
    expect((await readPrintableFile(new Response(PNG, { headers: { 'Content-Type': 'application/octet-stream' } }))).type).toBe('image/png');
  });

  it.each(['text/html', 'application/pdf', 'image/png', 'application/octet-stream'])('refuses an HTML page served as %s', async (type) => {
    await expect(readPrintableFile(new Response(PAGE, { headers: { 'Content-Type': type } }))).rejects.toMatchObject({ kind: 'unexpected-response' });
  });

  it('refuses ZPL, an empty file and a signature that is not at the start', () => {
    expect(printableType(new TextEncoder().encode('^XA^FO50,50^FDlabel^FS^XZ'))).toBeUndefined();
    expect(printableType(new Uint8Array())).toBeUndefined();
    expect(printableType(new TextEncoder().encode(' %PDF-1.7'))).toBeUndefined();
    expect(printableType(PNG.slice(0, 7))).toBeUndefined();
  });
});
