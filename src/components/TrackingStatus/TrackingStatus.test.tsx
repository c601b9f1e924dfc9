import { QueryClient } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { TEST_API, testSandbox } from '../../../test/msw-sandbox';
import { server } from '../../../test/msw-server';
import { merchantApi } from '../../../test/pickup-day';
import { BOX, RECIPIENT, SENDER } from '../../../test/fixtures/addresses';
import { createShipment } from '../../api/resources/shipments';
import { createTransaction } from '../../api/resources/transactions';
import { renderWithElements } from '../../../test/render';
import type { LiveEvent } from '../../api/live-events';
import type { SubscribeLiveEvents } from '../../provider/use-live-events';
import { TrackingStatus } from './TrackingStatus';

const DAY = 24 * 3_600_000;

/** A label bought by the merchant's backend, from San Francisco to Brooklyn. */
async function buyLabel() {
  const api = merchantApi();
  const shipment = await createShipment(api, { address_from: SENDER, address_to: RECIPIENT, parcels: [BOX] });
  return createTransaction(api, { rate: shipment.rates![0]!.object_id });
}

describe('TrackingStatus', () => {
  it('follows a label to DELIVERED on the sandbox’s clock: status in words, expected date, history with places, the carrier’s page', async () => {
    const label = await buyLabel();
    const queryClient = new QueryClient();
    const { container } = renderWithElements(<TrackingStatus transactionId={label.object_id} />, { provider: { queryClient } });
    const region = await screen.findByRole('region', { name: 'Tracking' });
    expect(await within(region).findByText('Awaiting pickup', { selector: '[data-se-part="tracking-status-word"]' })).toBeInTheDocument();
    expect(region).toHaveAttribute('data-state', 'tracking');
    expect(within(region).getByText('Expected delivery')).toBeInTheDocument();
    expect(within(region).getByText(label.tracking_number!)).toBeInTheDocument();
    const link = within(region).getByRole('link', { name: /Track on the carrier’s site/ });
    expect(link).toHaveAttribute('href', label.tracking_url_provider);
    expect(within(region).getByRole('list', { name: 'Shipment history' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await testSandbox().advance(14 * DAY);
    await act(() => queryClient.refetchQueries());
    expect(await within(region).findByText('Delivered', { selector: '[data-se-part="tracking-status-word"]' })).toBeInTheDocument();
    expect(region).toHaveAttribute('data-status', 'DELIVERED');
    expect(within(region).queryByText('Expected delivery')).not.toBeInTheDocument();
    const events = within(within(region).getByRole('list', { name: 'Shipment history' })).getAllByRole('listitem');
    // Newest first; the scans crossed cities on the way from San Francisco to Brooklyn.
    expect(events[0]).toHaveTextContent('Delivered');
    expect(events[0]).toHaveTextContent('Brooklyn, NY');
    expect(new Set(events.map((event) => event.querySelector('[data-se-part="tracking-status-event-place"]')?.textContent)).size).toBeGreaterThan(2);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows a scan when the provider’s live events say track_updated, between its rare polls', async () => {
    const label = await buyLabel();
    const live: { send: (event: LiveEvent) => void } = { send: () => undefined };
    const subscribe: SubscribeLiveEvents = (onEvent) => {
      live.send = onEvent;
      return () => undefined;
    };
    const { container } = renderWithElements(<TrackingStatus transactionId={label.object_id} />, { provider: { events: { subscribe } } });
    const region = await screen.findByRole('region', { name: 'Tracking' });
    expect(await within(region).findByText('Awaiting pickup', { selector: '[data-se-part="tracking-status-word"]' })).toBeInTheDocument();
    // A day on: the parcel is on its way. With the source healthy the track polls every 30 s only,
    // so the event is what brings the change.
    await testSandbox().advance(DAY);
    act(() => live.send({ event: 'track_updated', object_id: label.tracking_number!, transaction: label.object_id }));
    expect(await within(region).findByText('In transit', { selector: '[data-se-part="tracking-status-word"]' })).toBeInTheDocument();
    expect(region).toHaveAttribute('data-status', 'TRANSIT');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('reads a carrier’s test number in German, and says when someone must act', async () => {
    renderWithElements(<TrackingStatus carrier="shippo" trackingNumber="SHIPPO_FAILURE" />, { provider: { locale: 'de' } });
    const region = await screen.findByRole('region', { name: 'Sendungsverfolgung' });
    expect(await within(region).findByText('Zustellproblem', { selector: '[data-se-part="tracking-status-word"]' })).toBeInTheDocument();
    expect(region).toHaveAttribute('data-status', 'FAILURE');
    expect(within(region).getByText('Handlung nötig: Wenden Sie sich an den Versanddienstleister.')).toBeInTheDocument();
    // A number without a label has no carrier page the kit could vouch for.
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says no carrier knows a number, with a retry', async () => {
    const { container, user } = renderWithElements(<TrackingStatus carrier="usps" trackingNumber="9400000000000000000000" />);
    const region = await screen.findByRole('region', { name: 'Tracking' });
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('No carrier has news of tracking number 9400000000000000000000 yet.');
    expect(region).toHaveAttribute('data-state', 'not-found');
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByRole('alert')).toBeInTheDocument();
  });

  it('names a label’s tracking number when no carrier knows it', async () => {
    const label = await buyLabel();
    // The carrier has lost the number: its tracking answers 404, as for a number nobody knows.
    server.use(http.get(`${TEST_API}/tracks/:carrier/${label.tracking_number}`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
    const { container } = renderWithElements(<TrackingStatus transactionId={label.object_id} />);
    const region = await screen.findByRole('region', { name: 'Tracking' });
    expect(await within(region).findByRole('alert')).toHaveTextContent(`No carrier has news of tracking number ${label.tracking_number} yet.`);
    expect(region).toHaveAttribute('data-state', 'not-found');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says a label’s number is unknown without an empty gap when the label itself is not found', async () => {
    renderWithElements(<TrackingStatus transactionId="txn_0000000000000000000000" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No carrier has news of this label’s tracking number yet. Try again later.');
    // The old sentence left a gap where the number goes ("tracking number  yet").
    expect(alert.textContent).not.toMatch(/ {2}/);
  });

  it('leaves its title out for a place that already names it', async () => {
    renderWithElements(
      <>
        <h2>Tracking of order #1042</h2>
        <TrackingStatus carrier="shippo" trackingNumber="SHIPPO_TRANSIT" title={null} />
      </>,
    );
    expect(await screen.findByText('In transit', { selector: '[data-se-part="tracking-status-word"]' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Tracking of order #1042']);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('fits a table cell: the status and the expected date on one line', async () => {
    const label = await buyLabel();
    renderWithElements(
      <table>
        <tbody>
          <tr>
            <td>
              <TrackingStatus variant="compact" transactionId={label.object_id} />
            </td>
          </tr>
        </tbody>
      </table>,
    );
    const cell = screen.getByRole('cell');
    expect(await within(cell).findByText('Awaiting pickup')).toBeInTheDocument();
    expect(within(cell).getByText(/expected/)).toBeInTheDocument();
    expect(within(cell).queryByRole('heading')).not.toBeInTheDocument();
  });

  it('says a label has no tracking number when the carrier refused it', async () => {
    const api = merchantApi();
    const shipment = await createShipment(api, { address_from: SENDER, address_to: { ...RECIPIENT, name: 'Label Error Test' }, parcels: [BOX] });
    const cheapest = shipment.rates!.find((rate) => rate.attributes?.includes('CHEAPEST'))!;
    // The cheapest rate of this recipient's name ends in ERROR (a magic value of the sandbox).
    const failed = await createTransaction(api, { rate: cheapest.object_id });
    expect(failed.status).toBe('ERROR');
    const { container } = renderWithElements(<TrackingStatus transactionId={failed.object_id} />);
    expect(await screen.findByText('This label has no tracking number yet.')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
