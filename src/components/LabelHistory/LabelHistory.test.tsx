import { act, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { BOX, RECIPIENT, RECIPIENT_GB, SENDER } from '../../../test/fixtures/addresses';
import { TEST_API, testSandbox } from '../../../test/msw-sandbox';
import { server } from '../../../test/msw-server';
import { merchantApi } from '../../../test/pickup-day';
import { renderWithElements } from '../../../test/render';
import { createShipment } from '../../api/resources/shipments';
import { createTransaction, type Transaction } from '../../api/resources/transactions';
import { LabelHistory } from './LabelHistory';

const DAY = 24 * 3_600_000;
const TRACKING_CELL = '[data-se-part="label-history-tracking-number"]';

/** Labels bought by the merchant's backend, one per recipient name, with an order reference in the metadata. */
async function buyLabels(names: readonly string[]): Promise<Transaction[]> {
  const api = merchantApi();
  const labels: Transaction[] = [];
  for (const [index, name] of names.entries()) {
    const shipment = await createShipment(api, { address_from: SENDER, address_to: { ...RECIPIENT, name }, parcels: [BOX] });
    labels.push(await createTransaction(api, { rate: shipment.rates![0]!.object_id, metadata: `order:#10${40 + index}` }));
  }
  return labels;
}

const describeLabel = (label: Transaction) => ({ order: label.metadata?.replace('order:', ''), recipient: label.metadata === 'order:#1040' ? 'Grace Hopper' : 'Ada Lovelace' });

describe('LabelHistory', () => {
  beforeEach(() => {
    // jsdom lays nothing out: a 480 px scroll box of 48 px rows.
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(480);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(48);
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ width: 960, height: 480, top: 0, left: 0, right: 960, bottom: 480, x: 0, y: 0, toJSON: () => ({}) });
  });

  it('lists the labels bought, searches them and filters them by tracking status on the sandbox’s clock', async () => {
    const [first, second] = await buyLabels(['Grace Hopper', 'Ada Lovelace']);
    const queryClient = new QueryClient();
    const { container, user } = renderWithElements(<LabelHistory describe={describeLabel} />, { provider: { queryClient } });
    const region = await screen.findByRole('region', { name: 'Labels', hidden: false });
    const table = await within(region).findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText(first!.tracking_number!, { selector: TRACKING_CELL })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await user.type(within(region).getByRole('textbox', { name: /Search/ }), 'lovelace');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText(second!.tracking_number!, { selector: TRACKING_CELL })).toBeInTheDocument();
    await user.clear(within(region).getByRole('textbox', { name: /Search/ }));

    await user.selectOptions(within(region).getByRole('combobox', { name: 'Tracking status' }), 'In transit');
    // Both labels wait for their pickup on the sandbox's Monday: none is in transit yet.
    expect(await within(region).findByText('No label matches these filters.')).toBeInTheDocument();
    expect(region).toHaveAttribute('data-state', 'list');
    await testSandbox().advance(2 * DAY);
    await act(() => queryClient.refetchQueries());
    const moving = await within(region).findByRole('table');
    await waitFor(() => expect(within(moving).getAllByRole('row')).toHaveLength(3));
    expect(within(moving).getAllByText('In transit')).toHaveLength(2);
  });

  it('reads the most labels a request may carry while a day filter is set (the block filters by day)', async () => {
    await buyLabels(['Grace Hopper', 'Ada Lovelace', 'Katherine Johnson']);
    const sizes: string[] = [];
    server.use(
      http.get(`${TEST_API}/transactions/`, ({ request }) => {
        sizes.push(new URL(request.url).searchParams.get('results') ?? '');
        return testSandbox().fetch(request);
      }),
    );
    const { user } = renderWithElements(<LabelHistory describe={describeLabel} pageSize={1} />);
    const region = await screen.findByRole('region', { name: 'Labels' });
    expect(within(await within(region).findByRole('table')).getAllByRole('row')).toHaveLength(2);
    // A page at a time (the list reads on as it scrolls).
    expect(new Set(sizes)).toEqual(new Set(['1']));

    const firstDay = within(region).getByLabelText('Bought on or after');
    await user.type(firstDay, '2000-01-01');
    await waitFor(() => expect(within(within(region).getByRole('table')).getAllByRole('row')).toHaveLength(4));
    // The new reading does not take the person's place: the day field keeps the focus.
    expect(firstDay).toHaveFocus();
    // From the day filter on, all three labels in one request.
    expect(sizes.slice(sizes.indexOf('100'))).toEqual(['100']);
  });

  it('voids the selected labels, each refund asked for once and followed until it settles', async () => {
    const labels = await buyLabels(['Grace Hopper', 'Ada Lovelace']);
    const onRefund = vi.fn();
    const queryClient = new QueryClient();
    const { container, user } = renderWithElements(<LabelHistory onRefund={onRefund} />, { provider: { queryClient } });
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('checkbox', { name: `Select label ${labels[0]!.tracking_number}` }));
    await user.click(screen.getByRole('button', { name: 'Void selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void the selected labels' });
    expect(dialog).toHaveAccessibleDescription('Void 1 label? Its refund is requested once and followed here.');
    expect(await axe(container.ownerDocument.body)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Void labels' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onRefund).toHaveBeenCalledTimes(1);
    const row = within(table).getByText(labels[0]!.tracking_number!, { selector: TRACKING_CELL }).closest('tr')!;
    const refundStatus = '[data-se-part="label-refund-status"]';
    expect(await within(row).findByText('Your refund request is queued.', { selector: refundStatus })).toBeInTheDocument();
    await testSandbox().advance(DAY);
    await act(() => queryClient.refetchQueries());
    expect(await within(row).findByText('The label was voided and refunded.', { selector: refundStatus })).toBeInTheDocument();
    expect(await within(row).findByText('Refunded', { selector: '[data-se-part="label-history-status"]' })).toBeInTheDocument();
    // The other label was not selected: it can still be voided.
    const other = within(table).getByText(labels[1]!.tracking_number!, { selector: TRACKING_CELL }).closest('tr')!;
    expect(within(other).getByRole('button', { name: 'Void label' })).toBeInTheDocument();
    expect(onRefund).toHaveBeenCalledTimes(1);

    // A second void, one after the other in the same visit, is sent too (issue 36: every flow twice).
    await user.click(within(table).getByRole('checkbox', { name: `Select label ${labels[1]!.tracking_number}` }));
    await user.click(screen.getByRole('button', { name: 'Void selected' }));
    const second = await screen.findByRole('dialog', { name: 'Void the selected labels' });
    await user.click(within(second).getByRole('button', { name: 'Void labels' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onRefund).toHaveBeenCalledTimes(2);
    expect(onRefund).toHaveBeenLastCalledWith(expect.objectContaining({ transaction: labels[1]!.object_id }));
    expect(await within(other).findByText('Your refund request is queued.', { selector: refundStatus })).toBeInTheDocument();
  });

  it('says a voided label is voided in its tracking, not "Awaiting pickup" (issue 36)', async () => {
    const [label] = await buyLabels(['Grace Hopper']);
    const queryClient = new QueryClient();
    const { user } = renderWithElements(<LabelHistory />, { provider: { queryClient } });
    const table = await screen.findByRole('table');
    const row = within(table).getByText(label!.tracking_number!, { selector: TRACKING_CELL }).closest('tr')!;
    const trackingCell = '[data-se-part="label-history-tracking-status"]';
    expect(within(row).getByText('Awaiting pickup', { selector: trackingCell })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Void label' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Void this label?' })).getByRole('button', { name: 'Void label' }));
    expect(await within(row).findByText('Voided, refund pending', { selector: trackingCell })).toBeInTheDocument();
    expect(within(row).queryByText('Awaiting pickup')).not.toBeInTheDocument();
    await testSandbox().advance(DAY);
    await act(() => queryClient.refetchQueries());
    expect(await within(row).findByText('Voided and refunded', { selector: trackingCell })).toBeInTheDocument();
  });

  it('links the commercial invoice of a label abroad, and none at home', async () => {
    const api = merchantApi();
    const shipment = await createShipment(api, {
      address_from: SENDER,
      address_to: RECIPIENT_GB,
      parcels: [BOX],
      customs_declaration: {
        certify: true,
        certify_signer: 'Ada Lovelace',
        contents_type: 'MERCHANDISE',
        non_delivery_option: 'RETURN',
        items: [{ description: 'T-shirt', quantity: 2, net_weight: '0.4', mass_unit: 'lb', value_amount: '40.00', value_currency: 'USD', origin_country: 'US' }],
      },
    });
    const abroad = await createTransaction(api, { rate: shipment.rates![0]!.object_id });
    const [home] = await buyLabels(['Grace Hopper']);
    renderWithElements(<LabelHistory />);
    const table = await screen.findByRole('table');
    const rowOf = (label: Transaction) => within(table).getByText(label.tracking_number!, { selector: TRACKING_CELL }).closest('tr')!;
    const invoice = within(rowOf(abroad)).getByRole('link', { name: `Commercial invoice ${abroad.tracking_number} (opens in a new tab)` });
    expect(invoice).toHaveAttribute('href', abroad.commercial_invoice_url);
    expect(invoice.getAttribute('href')).toMatch(/^https?:/);
    expect(within(rowOf(home!)).queryByRole('link', { name: /Commercial invoice/ })).not.toBeInTheDocument();
  });

  it('reprints one label with one click, without a dialog (issue 36)', async () => {
    const create = vi.fn(() => 'blob:label-file');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() }));
    try {
      const [label] = await buyLabels(['Grace Hopper']);
      const { container, user } = renderWithElements(<LabelHistory />);
      const table = await screen.findByRole('table');
      await user.click(within(table).getByRole('button', { name: `Reprint ${label!.tracking_number}` }));
      await waitFor(() => expect(container.querySelector('iframe[data-se-part="label-print-frame"]')).toHaveAttribute('src', 'blob:label-file'));
      expect(create).toHaveBeenCalledOnce();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('tracks a label in a dialog', async () => {
    const [label] = await buyLabels(['Grace Hopper']);
    const { user } = renderWithElements(<LabelHistory />);
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: `Track ${label!.tracking_number}` }));
    const dialog = await screen.findByRole('dialog', { name: `Tracking ${label!.tracking_number}` });
    expect(await within(dialog).findByText('Awaiting pickup', { selector: '[data-se-part="tracking-status-word"]' })).toBeInTheDocument();
    // One title: the dialog's, which names the label; TrackingStatus inside adds none of its own.
    expect(within(dialog).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([`Tracking ${label!.tracking_number}`]);
    expect(await axe(dialog)).toHaveNoViolations();
  });
});
