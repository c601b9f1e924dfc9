import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { pickupHandlers } from '../../../test/msw/pickups';
import { server } from '../../../test/msw-server';
import { buyLabels, merchantApi, onPickupDay } from '../../../test/pickup-day';
import { renderWithElements } from '../../../test/render';
import { createManifest, type Manifest } from '../../api/resources/manifests';
import { ManifestCloseout } from './ManifestCloseout';

onPickupDay();

const root = (container: HTMLElement) => container.querySelector('[data-se-part="manifest-closeout"]')!;

describe('ManifestCloseout', () => {
  it('shows the day’s labels, creates the manifest and opens its document without the token', async () => {
    const { labels } = await buyLabels('parcelwise', 2);
    const onCreate = vi.fn<(manifest: Manifest) => void>();
    const { user, container } = renderWithElements(<ManifestCloseout onCreate={onCreate} />);

    expect(await screen.findByText('2 labels will be included')).toBeInTheDocument();
    for (const label of labels) {
      expect(screen.getByText(label.tracking_number!)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Shipment date/)).toHaveValue('2026-11-23');
    // The browser writes the date input in its own language: the day is said in the interface's.
    expect(screen.getByLabelText(/^Shipment date/)).toHaveAccessibleDescription('Monday, November 23, 2026');
    expect(await screen.findByText('No manifests yet.')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: 'Create the manifest' }));
    expect(await screen.findByRole('heading', { name: 'Manifest created' })).toHaveFocus();
    expect(root(container)).toHaveAttribute('data-state', 'SUCCESS');
    expect(onCreate).toHaveBeenCalledOnce();
    expect(onCreate.mock.calls[0]![0]).toMatchObject({ status: 'SUCCESS' });
    expect([...(onCreate.mock.calls[0]![0].transactions ?? [])].sort()).toEqual(labels.map((label) => label.object_id).sort());

    const link = screen.getByRole('link', { name: 'Manifest document 1 (PDF, opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // A signed URL: fetched as the browser would follow the link, without any Authorization header.
    // eslint-disable-next-line no-restricted-globals -- the test follows the link as the browser does
    const response = await fetch(link.getAttribute('href')!);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    const pdf = new TextDecoder('latin1').decode(await response.arrayBuffer());
    for (const label of labels) {
      expect(pdf).toContain(`(${label.tracking_number}) Tj`);
    }

    const history = screen.getByRole('table', { name: 'Past manifests' });
    expect(await within(history).findByRole('cell', { name: 'Created' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    // Those labels are closed out: the next close-out of the day has none.
    await user.click(screen.getByRole('button', { name: 'Close out another day' }));
    expect(await screen.findByText(/No bought labels of this account on that day/)).toBeInTheDocument();
  });

  it('shows every error of a manifest the API could not make', async () => {
    const { labels, accountId, senderId } = await buyLabels('kestrel', 1);
    const { user, container } = renderWithElements(<ManifestCloseout />);
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Carrier account/ }), screen.getByRole('option', { name: /^Kestrel Express/ }));
    expect(await screen.findByText('1 label will be included')).toBeInTheDocument();
    // Meanwhile the merchant's backend closes out the same label.
    await createManifest(merchantApi(), { carrier_account: accountId, shipment_date: '2026-11-23T12:00:00Z', address_from: senderId, transactions: [labels[0]!.object_id] });

    await user.click(screen.getByRole('button', { name: 'Create the manifest' }));
    expect(await screen.findByRole('heading', { name: 'The manifest could not be created' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Some labels are already on another manifest.');
    expect(root(container)).toHaveAttribute('data-state', 'ERROR');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('sends nothing when the day has no labels, and says so', async () => {
    const onCreate = vi.fn();
    const { user } = renderWithElements(<ManifestCloseout onCreate={onCreate} />);
    expect(await screen.findByText(/No bought labels of this account on that day/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create the manifest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There are no labels to close out for this account and day.');
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('shows a failed request, reports it, and creates on the next try', async () => {
    await buyLabels('parcelwise', 1);
    server.use(pickupHandlers.manifestFails(500, { once: true }));
    const onError = vi.fn();
    const { user, container } = renderWithElements(<ManifestCloseout onError={onError} />);
    await screen.findByText('1 label will be included');
    await user.click(screen.getByRole('button', { name: 'Create the manifest' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(root(container)).toHaveAttribute('data-state', 'failed');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'api', status: 500 }));
    await user.click(screen.getByRole('button', { name: 'Create the manifest' }));
    expect(await screen.findByRole('heading', { name: 'Manifest created' })).toBeInTheDocument();
  });

  it('pages through past manifests five at a time', async () => {
    const { accountId, senderId } = await buyLabels('bluebird', 0);
    for (let index = 0; index < 6; index += 1) {
      await createManifest(merchantApi(), { carrier_account: accountId, shipment_date: '2026-11-23T12:00:00Z', address_from: senderId });
    }
    const { user } = renderWithElements(<ManifestCloseout />);
    const history = await screen.findByRole('table', { name: 'Past manifests' });
    expect(within(history).getAllByRole('row')).toHaveLength(6);
    // The API's errors are shown in the history too, in words.
    expect(within(history).getAllByText('There are no labels of this account on that day to close out.')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2')).toBeInTheDocument();
    await vi.waitFor(() => expect(within(screen.getByRole('table', { name: 'Past manifests' })).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Page 1')).toBeInTheDocument();
  });

  it('shows a retryable error when past manifests cannot be loaded', async () => {
    server.use(pickupHandlers.manifestListFails(500));
    const { container } = renderWithElements(<ManifestCloseout />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(root(container)).toHaveAttribute('data-state', 'error');
    expect(await axe(container)).toHaveNoViolations();
  });
});
