// What the pickup and manifest forms offer after a merchant's day: the places shipped from, each
// once (never a recipient, never what a CSV put in the address book), the labels not yet on a
// pickup of any session, each with its order and recipient, and a refusal in the interface's words.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { pickupHandlers } from '../../../test/msw/pickups';
import { server } from '../../../test/msw-server';
import { buyLabelFrom, buyLabels, merchantApi, onPickupDay } from '../../../test/pickup-day';
import { renderWithElements } from '../../../test/render';
import { createAddress, listAddresses } from '../../api/resources/addresses';
import { listOrders } from '../../api/resources/orders';
import { createPickup } from '../../api/resources/pickups';
import type { Transaction } from '../../api/resources/transactions';
import { ManifestCloseout } from '../ManifestCloseout/ManifestCloseout';
import { PickupScheduler } from './PickupScheduler';

onPickupDay();

const EAST_DOCK = { name: 'East Dock', street1: '10 Water St', city: 'New York', state: 'NY', zip: '10004', country: 'US' };

/** The options of a select, without its disabled placeholder. */
function choices(select: HTMLElement): string[] {
  return within(select)
    .getAllByRole('option')
    .filter((option) => !(option as HTMLOptionElement).disabled)
    .map((option) => option.textContent ?? '');
}

/** Books `labels` on a pickup, as another session (another tab, yesterday's visit) did. */
async function bookElsewhere(labels: readonly Transaction[], accountId: string) {
  const api = merchantApi();
  const sender = (await listAddresses(api)).results.at(-1)!;
  const pickup = await createPickup(api, {
    carrier_account: accountId,
    location: { address: { name: sender.name ?? '', street1: sender.street1 ?? '', city: sender.city ?? '', state: sender.state ?? '', zip: sender.zip ?? '', country: sender.country ?? '' }, building_location_type: 'Front Door' },
    // Tuesday 24 November 2026, 09:00 to 17:00 in San Francisco.
    requested_start_time: '2026-11-24T17:00:00Z',
    requested_end_time: '2026-11-25T01:00:00Z',
    transactions: labels.map((label) => label.object_id),
  });
  expect(pickup.status).toBe('CONFIRMED');
}

describe('pickup and manifest places', () => {
  it('offers the places shipped from, each once: no recipient, no CSV junk, the same warehouse sent again as one', async () => {
    const senderId = (await listAddresses(merchantApi())).results.at(-1)!.object_id;
    await buyLabelFrom('parcelwise', senderId);
    // The warehouse again, as a form sends it (a new address object, other case and punctuation).
    await buyLabelFrom('parcelwise', { name: 'Warehouse', street1: '215 CLAYTON ST.', city: 'san francisco', state: 'CA', zip: '94117', country: 'US' });
    await buyLabelFrom('kestrel', EAST_DOCK, { recipient: { name: 'Ada Lovelace', street1: '12 Elm St', city: 'Boston', state: 'MA', zip: '02110', country: 'US' } });
    // What a CSV left in the address book: a recipient with a formula, never a place shipped from.
    await createAddress(merchantApi(), { name: '=HYPERLINK("http://x")', street1: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701', country: 'US' });

    // By their latest label; the warehouse under the name it was first stored with.
    const expected = [/^East Dock, 10 Water St, New York/, /^Shipping Desk, 215 Clayton St, San Francisco/];
    const pickup = renderWithElements(<PickupScheduler />);
    const address = await screen.findByRole('combobox', { name: /^Address/ });
    expect(choices(address)).toHaveLength(2);
    choices(address).forEach((choice, index) => expect(choice).toMatch(expected[index]!));
    expect(address).toHaveDisplayValue(expected[0]!);
    pickup.unmount();

    const { container } = renderWithElements(<ManifestCloseout />);
    const shipFrom = await screen.findByRole('combobox', { name: /^Ship-from address/ });
    expect(choices(shipFrom)).toHaveLength(2);
    choices(shipFrom).forEach((choice, index) => expect(choice).toMatch(expected[index]!));
    expect(container.textContent).not.toMatch(/HYPERLINK|Grace Hopper|Ada Lovelace/);
  });

  it('leaves out the labels a pickup of another session holds, and names each label by its order and recipient', async () => {
    const { labels, accountId } = await buyLabels('parcelwise', 2);
    await bookElsewhere([labels[0]!], accountId);
    const order = (await listOrders(merchantApi(), { results: 5 })).results[0]!;
    const senderId = (await listAddresses(merchantApi())).results.at(-1)!.object_id;
    const to = order.to_address!;
    const forOrder = await buyLabelFrom('parcelwise', senderId, {
      recipient: { name: to.name ?? '', street1: to.street1 ?? '', city: to.city ?? '', state: to.state ?? '', zip: to.zip ?? '', country: to.country ?? '' },
      metadata: `order:${order.object_id}`,
    });

    const { container } = renderWithElements(<PickupScheduler />);
    await screen.findByRole('checkbox', { name: 'Select all labels' });
    expect(screen.queryByRole('checkbox', { name: new RegExp(labels[0]!.tracking_number!) })).toBeNull();
    expect(screen.getByRole('checkbox', { name: new RegExp(`^${labels[1]!.tracking_number!}.*To Grace Hopper, Brooklyn$`) })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: new RegExp(`^${forOrder.tracking_number!}.*Order ${order.order_number!}, to ${to.name!}, ${to.city!}$`) }),
    ).toBeInTheDocument();
    expect(screen.getByText('0 of 2 labels selected')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('words the refusal of a label already on a pickup in French, where the API has no list of pickups', async () => {
    const { labels, accountId } = await buyLabels('parcelwise', 1);
    await bookElsewhere(labels, accountId);
    // An API without `GET /pickups/`: only the carrier's refusal says the label is taken.
    server.use(pickupHandlers.noPickupList());
    const { user } = renderWithElements(<PickupScheduler />, { provider: { locale: 'fr' } });
    await user.click(await screen.findByRole('checkbox', { name: 'Sélectionner toutes les étiquettes' }));
    await user.click(screen.getByRole('button', { name: 'Vérifier l’enlèvement' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Réserver l’enlèvement' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`L’étiquette ${labels[0]!.tracking_number!} fait déjà partie d’un enlèvement confirmé : retirez-la.`);
    expect(alert).not.toHaveTextContent(/already|confirmed pickup/);
  });
});
