import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { BOX, RECIPIENT, SENDER } from '../../../test/fixtures/addresses';
import { http, HttpResponse } from 'msw';
import { TEST_API } from '../../../test/msw-sandbox';
import { server } from '../../../test/msw-server';
import { merchantApi } from '../../../test/pickup-day';
import { itWithPoppler, pdfInfo } from '../../../test/poppler';
import { renderWithElements } from '../../../test/render';
import type { ShippingElementsError } from '../../api/errors';
import { createShipment } from '../../api/resources/shipments';
import { createTransaction, type LabelFileType, type Transaction } from '../../api/resources/transactions';
import { LabelHistory } from './LabelHistory';

/** Labels bought by the merchant's backend, one per file type given. */
async function buyLabels(types: readonly LabelFileType[]): Promise<Transaction[]> {
  const api = merchantApi();
  const labels: Transaction[] = [];
  for (const type of types) {
    const shipment = await createShipment(api, { address_from: SENDER, address_to: RECIPIENT, parcels: [BOX] });
    labels.push(await createTransaction(api, { rate: shipment.rates![0]!.object_id, label_file_type: type }));
  }
  return labels;
}

/** Selects the labels in the table and opens "Reprint selected". */
async function reprintSelected(user: UserEvent, labels: readonly Transaction[]): Promise<HTMLElement> {
  const table = await screen.findByRole('table');
  for (const label of labels) {
    await user.click(within(table).getByRole('checkbox', { name: `Select label ${label.tracking_number}` }));
  }
  await user.click(screen.getByRole('button', { name: 'Reprint selected' }));
  return screen.findByRole('dialog', { name: 'Reprint the selected labels' });
}

describe('LabelHistory: reprinting the selected labels as one PDF', () => {
  const objectUrls = { files: [] as Blob[], create: vi.fn((blob: Blob) => `blob:merged-${objectUrls.files.push(blob)}`), revoke: vi.fn() };
  beforeEach(() => {
    objectUrls.files = [];
    objectUrls.create.mockClear();
    objectUrls.revoke.mockClear();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: objectUrls.create, revokeObjectURL: objectUrls.revoke }));
    // jsdom lays nothing out: a 480 px scroll box of 48 px rows.
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(480);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(48);
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ width: 960, height: 480, top: 0, left: 0, right: 960, bottom: 480, x: 0, y: 0, toJSON: () => ({}) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  itWithPoppler('merges two PDF labels into one PDF of two pages, prints it from the label frame and offers it as a download', async () => {
    const labels = await buyLabels(['PDF_4x6', 'PDF_4x6']);
    const downloads: { url: string; authorization: string | null }[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.includes('/files/labels/')) {
        downloads.push({ url: request.url, authorization: request.headers.get('Authorization') });
      }
    };
    server.events.on('request:start', listener);
    try {
      const { container, user } = renderWithElements(<LabelHistory />);
      const dialog = await reprintSelected(user, labels);
      expect(dialog).toHaveAccessibleDescription('Print them all as one PDF, or each on its own below.');
      await user.click(await within(dialog).findByRole('button', { name: 'Print all as one PDF' }));
      expect(await within(dialog).findByText('One PDF of 2 pages is ready. The print dialog opens.')).toBeInTheDocument();
      expect(await axe(container.ownerDocument.body)).toHaveNoViolations();

      // Each signed URL fetched once, without the session's Authorization header.
      expect(downloads.map((download) => download.url).sort()).toEqual(labels.map((label) => label.label_url).sort());
      expect(downloads.every((download) => download.authorization === null)).toBe(true);
      const merged = objectUrls.files.at(-1)!;
      expect(merged.type).toBe('application/pdf');
      expect(pdfInfo(new Uint8Array(await merged.arrayBuffer()))).toEqual({ pages: 2, pageSize: '288 x 432' });

      const link = within(dialog).getByRole('link', { name: 'Download the merged PDF' });
      expect(link).toHaveAttribute('href', `blob:merged-${objectUrls.files.length}`);
      expect(link).toHaveAttribute('download', 'labels.pdf');
      const frame = dialog.ownerDocument.querySelector<HTMLIFrameElement>('iframe[data-se-part="label-print-frame"]')!;
      expect(frame).toHaveAttribute('src', link.getAttribute('href'));
      expect(frame).not.toHaveAttribute('sandbox');
      const print = vi.fn();
      Object.defineProperty(frame.contentWindow!, 'print', { value: print, configurable: true });
      fireEvent.load(frame);
      expect(print).toHaveBeenCalledOnce();

      // Closing the dialog releases the merged file.
      await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
      await waitFor(() => expect(objectUrls.revoke).toHaveBeenCalledWith(link.getAttribute('href')));
    } finally {
      server.events.removeListener('request:start', listener);
    }
  });

  itWithPoppler('puts a PNG label on a page of its own, at the size it prints', async () => {
    const labels = await buyLabels(['PNG', 'PDF_4x6']);
    const { user } = renderWithElements(<LabelHistory />);
    const dialog = await reprintSelected(user, labels);
    await user.click(await within(dialog).findByRole('button', { name: 'Print all as one PDF' }));
    expect(await within(dialog).findByText('One PDF of 2 pages is ready. The print dialog opens.')).toBeInTheDocument();
    // 812 × 1218 px at 203 dpi: 4 × 6 in, the PDF label's size too.
    expect(pdfInfo(new Uint8Array(await objectUrls.files.at(-1)!.arrayBuffer()))).toEqual({ pages: 2, pageSize: '288 x 432' });
  });

  itWithPoppler('shows its progress, names the labels whose download failed, prints nothing, and merges on a retry', async () => {
    const labels = await buyLabels(['PDF_4x6', 'PDF_4x6']);
    const onError = vi.fn<(error: ShippingElementsError) => void>();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The storage answers only once the test has seen the dialog busy, then fails.
    server.use(http.get(`${TEST_API}/files/labels/*`, async () => held.then(() => HttpResponse.json({ detail: 'down' }, { status: 503 }))));
    const { container, user } = renderWithElements(<LabelHistory onError={onError} />);
    const dialog = await reprintSelected(user, labels);
    await user.click(await within(dialog).findByRole('button', { name: 'Print all as one PDF' }));
    expect(await within(dialog).findByRole('progressbar', { name: 'Merging the labels' })).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Downloading label 1 of 2…');
    expect(within(dialog).getByRole('button', { name: 'Print all as one PDF' })).toHaveAttribute('aria-busy', 'true');
    expect(await axe(container.ownerDocument.body)).toHaveNoViolations();
    release();

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('2 labels couldn’t join the merged PDF, so nothing was printed:');
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual(labels.map((label) => `${label.tracking_number}: its file couldn’t be downloaded.`));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'api', status: 503 }));
    expect(objectUrls.create).not.toHaveBeenCalled();
    expect(container.ownerDocument.querySelector('iframe')).toBeNull();
    expect(await axe(container.ownerDocument.body)).toHaveNoViolations();

    // The storage answers again: the retry merges both.
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('One PDF of 2 pages is ready. The print dialog opens.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(pdfInfo(new Uint8Array(await objectUrls.files.at(-1)!.arrayBuffer())).pages).toBe(2);
  });

  it('names a ZPL label as one that cannot join, and merges nothing without it', async () => {
    const [zpl, pdf] = await buyLabels(['ZPLII', 'PDF_4x6']);
    const { user } = renderWithElements(<LabelHistory />);
    const dialog = await reprintSelected(user, [zpl!, pdf!]);
    await user.click(await within(dialog).findByRole('button', { name: 'Print all as one PDF' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('1 label couldn’t join the merged PDF, so nothing was printed:');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(`${zpl!.tracking_number}: its file isn’t a PDF or a PNG (ZPL can’t be merged).`);
    expect(objectUrls.create).not.toHaveBeenCalled();
    // Each label can still be printed on its own.
    expect(within(dialog).getAllByRole('button', { name: 'Print label' })).toHaveLength(2);
  });
});
