import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { pickupHandlers } from '../../../test/msw/pickups';
import { server } from '../../../test/msw-server';
import { buyLabels, onPickupDay } from '../../../test/pickup-day';
import { renderWithElements } from '../../../test/render';
import type { ShippingElementsError } from '../../api/errors';
import type { Pickup } from '../../api/resources/pickups';
import type { ShippingElementsEvent } from '../../provider/events';
import { PickupScheduler } from './PickupScheduler';

onPickupDay();

/** Counts the booking requests that reach the network. */
function countBookings() {
  let bookings = 0;
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.replace(/\/$/, '') === '/pickups') {
      bookings += 1;
    }
  };
  server.events.on('request:start', listener);
  cleanups.push(() => server.events.removeListener('request:start', listener));
  return { count: () => bookings };
}
const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
});

const root = (container: HTMLElement) => container.querySelector('[data-se-part="pickup-scheduler"]')!;

async function formReady() {
  return screen.findByRole('button', { name: 'Review the pickup' });
}

async function review(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Review the pickup' }));
  return screen.findByRole('dialog', { name: 'Book this pickup?' });
}

async function setWindow(user: UserEvent, date: string, start = '09:00', end = '17:00') {
  for (const [label, value] of [
    ['Date', date],
    ['Ready from', start],
    ['Available until', end],
  ] as const) {
    const input = screen.getByLabelText(new RegExp(`^${label}`));
    await user.clear(input);
    await user.type(input, value);
  }
}

describe('PickupScheduler', () => {
  it('books a pickup and shows the carrier’s window in the location’s zone, not the machine’s', async () => {
    await buyLabels('parcelwise', 2);
    const onSchedule = vi.fn<(pickup: Pickup) => void>();
    const onEvent = vi.fn<(event: ShippingElementsEvent) => void>();
    const { user, container } = renderWithElements(<PickupScheduler onSchedule={onSchedule} />, { provider: { onEvent } });

    await screen.findByRole('checkbox', { name: 'Select all labels' });
    expect(screen.getByRole('combobox', { name: /Carrier account/ })).toHaveDisplayValue(/^Parcelwise/);
    expect(screen.getByRole('combobox', { name: /^Address/ })).toHaveDisplayValue(/^Shipping Desk, 215 Clayton St/);
    expect(screen.getByText(/: Pacific Standard Time\.$/)).toBeInTheDocument();
    expect(screen.getByText('0 of 2 labels selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all labels' }));
    expect(screen.getByText('2 of 2 labels selected')).toBeInTheDocument();
    // The form's first window is the next weekday, 09:00 to 17:00 local.
    expect(screen.getByLabelText(/^Date/)).toHaveValue('2026-11-24');

    const dialog = await review(user);
    expect(root(container)).toHaveAttribute('data-state', 'confirming');
    expect(within(dialog).getByText(/2 labels/)).toBeInTheDocument();
    // The zone in words, once, without its IANA id: "(Pacific Standard Time)".
    expect(within(dialog).getByText(/5:00\sPM \(Pacific Standard Time\)$/)).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/America\/|\)\)/);
    expect(within(dialog).getByText(/cannot be cancelled or changed here/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Book the pickup' }));

    expect(await screen.findByRole('heading', { name: 'Pickup booked' })).toHaveFocus();
    expect(root(container)).toHaveAttribute('data-state', 'scheduled');
    // 09:00–17:00 requested; Los Angeles time on a Berlin machine (18:00 there would be wrong).
    const window = container.querySelector('[data-se-part="pickup-window-value"]')!;
    expect(window.textContent?.replace(/\s/g, ' ')).toMatch(/Tue, Nov 24, 2026, 9:00 AM – 5:00 PM/);
    expect(container.querySelector('[data-se-part="pickup-cancel-by"]')!.textContent?.replace(/\s/g, ' ')).toBe('Tue, Nov 24, 2026, 7:00 AM');
    const code = container.querySelector('[data-se-part="pickup-confirmation-code"]')!.textContent;
    expect(code).toMatch(/^PW-[0-9A-F]{8}$/);
    expect(screen.getByText(new RegExp(`contact Parcelwise and give them the confirmation code ${code}`))).toBeInTheDocument();

    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy the confirmation code' }));
    expect(writeText).toHaveBeenCalledWith(code);
    expect(await screen.findByText('Confirmation code copied.')).toBeInTheDocument();

    expect(onSchedule).toHaveBeenCalledOnce();
    expect(onSchedule.mock.calls[0]![0]).toMatchObject({ status: 'CONFIRMED', timezone: 'America/Los_Angeles' });
    expect(onEvent).toHaveBeenCalledWith({ type: 'pickup.scheduled', pickup: expect.objectContaining({ confirmation_code: code }) as unknown });
    expect(await axe(container)).toHaveNoViolations();

    // The labels handed over are not offered again.
    await user.click(screen.getByRole('button', { name: 'Schedule another pickup' }));
    expect(await screen.findByText(/No bought labels of this account are waiting/)).toBeInTheDocument();
  });

  it('shows accounts of carriers without pickups disabled, with the reason', async () => {
    renderWithElements(<PickupScheduler />);
    await formReady();
    const accounts = screen.getByRole('combobox', { name: /Carrier account/ });
    const bluebird = within(accounts).getByRole('option', { name: 'Bluebird Post: no pickups through this service' });
    expect(bluebird).toBeDisabled();
    expect(within(accounts).getByRole('option', { name: /^Kestrel Express/ })).toBeEnabled();
  });

  it('shows the carrier’s messages when it refuses a weekend window, and books once it is changed', async () => {
    await buyLabels('kestrel', 1);
    const onSchedule = vi.fn();
    const { user, container } = renderWithElements(<PickupScheduler onSchedule={onSchedule} />);
    await formReady();
    await user.selectOptions(screen.getByRole('combobox', { name: /Carrier account/ }), screen.getByRole('option', { name: /^Kestrel Express/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select all labels' }));
    await setWindow(user, '2026-11-28');
    const dialog = await review(user);
    await user.click(within(dialog).getByRole('button', { name: 'Book the pickup' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The carrier could not book this pickup');
    expect(alert).toHaveTextContent('The carrier does not pick up on weekends.');
    expect(alert).toHaveTextContent(/Carriers pick up on weekdays/);
    expect(root(container)).toHaveAttribute('data-state', 'refused');
    expect(onSchedule).not.toHaveBeenCalled();
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: 'Change the pickup' }));
    await setWindow(user, '2026-11-27');
    await user.click(within(await review(user)).getByRole('button', { name: 'Book the pickup' }));
    expect(await screen.findByRole('heading', { name: 'Pickup booked' })).toBeInTheDocument();
    expect(onSchedule).toHaveBeenCalledOnce();
  });

  it('sends one request when two clicks land before the busy state renders', async () => {
    await buyLabels('parcelwise', 1);
    const bookings = countBookings();
    const { user } = renderWithElements(<PickupScheduler />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select all labels' }));
    const dialog = await review(user);
    const book = within(dialog).getByRole('button', { name: 'Book the pickup' });
    // Both clicks in one act(): React renders nothing in between, so the button is not busy yet and
    // the step is still "confirming" for the second click. Only the block's own guard stops it.
    act(() => {
      fireEvent.click(book);
      fireEvent.click(book);
    });
    await screen.findByRole('heading', { name: 'Pickup booked' });
    expect(bookings.count()).toBe(1);
  });

  it('names each problem on its field before anything is sent', async () => {
    await buyLabels('parcelwise', 1);
    const bookings = countBookings();
    const { user } = renderWithElements(<PickupScheduler />);
    await formReady();
    await setWindow(user, '2026-11-24', '15:00', '10:00');
    await user.type(screen.getByLabelText(/^Your reference/), 'x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Review the pickup' }));
    expect(await screen.findByText('Choose at least one label to hand over.')).toBeInTheDocument();
    expect(screen.getByText('"Available until" must be later than "Ready from".')).toBeInTheDocument();
    expect(screen.getByText('Use at most 100 characters.')).toBeInTheDocument();
    await setWindow(user, '2026-11-23', '06:00', '10:00');
    await user.click(screen.getByRole('button', { name: 'Review the pickup' }));
    expect(await screen.findByText('The window must start in the future, at the location’s time.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bookings.count()).toBe(0);
  });

  it('shows a failed booking in the confirmation, reports it, and books on retry', async () => {
    await buyLabels('parcelwise', 1);
    server.use(pickupHandlers.scheduleFails(502, { once: true }));
    const onError = vi.fn<(error: ShippingElementsError) => void>();
    const { user, container } = renderWithElements(<PickupScheduler onError={onError} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select all labels' }));
    const dialog = await review(user);
    await user.click(within(dialog).getByRole('button', { name: 'Book the pickup' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(root(container)).toHaveAttribute('data-state', 'failed');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'api', status: 502 }));
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Try booking again' }));
    expect(await screen.findByRole('heading', { name: 'Pickup booked' })).toBeInTheDocument();
  });

  it('keeps the dialog open while the booking is in flight', async () => {
    await buyLabels('parcelwise', 1);
    server.use(pickupHandlers.schedulePending());
    const { user, container } = renderWithElements(<PickupScheduler />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select all labels' }));
    const dialog = await review(user);
    await user.click(within(dialog).getByRole('button', { name: 'Book the pickup' }));
    await waitFor(() => expect(root(container)).toHaveAttribute('data-state', 'scheduling'));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Booking the pickup…' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows a retryable error when the carrier accounts cannot be loaded', async () => {
    server.use(pickupHandlers.accountsFail(500, { once: true }));
    const onError = vi.fn();
    const { user, container } = renderWithElements(<PickupScheduler onError={onError} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(root(container)).toHaveAttribute('data-state', 'error');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'api', status: 500 }));
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await formReady();
  });

  it('adds a pickup address through AddressForm, chooses it and moves the window to its zone', async () => {
    const { user } = renderWithElements(<PickupScheduler />);
    await formReady();
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    const dialog = await screen.findByRole('dialog', { name: 'New pickup address' });
    const inDialog = within(dialog);
    await user.selectOptions(inDialog.getByRole('combobox', { name: /^Country/ }), 'US');
    await user.type(inDialog.getByRole('textbox', { name: /^Full name/ }), 'Loading Dock');
    await user.type(inDialog.getByRole('textbox', { name: /^Address line 1/ }), '233 S Wacker Dr');
    await user.type(inDialog.getByRole('textbox', { name: /^City/ }), 'Chicago');
    await user.selectOptions(inDialog.getByRole('combobox', { name: /^State/ }), 'IL');
    await user.type(inDialog.getByRole('textbox', { name: /^ZIP code/ }), '60606');
    await user.type(inDialog.getByRole('textbox', { name: /^Phone/ }), '+1 312 555 0100');
    await user.type(inDialog.getByRole('textbox', { name: /^Email/ }), 'dock@example.test');
    await user.click(inDialog.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: /^Address/ })).toHaveDisplayValue(/^Loading Dock, 233 S Wacker Dr, Chicago/);
    expect(screen.getByRole('combobox', { name: /^Time zone of the location/ })).toHaveValue('America/Chicago');
    expect(screen.getByText(/: Central Standard Time\.$/)).toBeInTheDocument();
  });

  it('speaks French, with the zone named in French', async () => {
    await buyLabels('parcelwise', 1);
    renderWithElements(<PickupScheduler />, { provider: { locale: 'fr' } });
    expect(await screen.findByRole('checkbox', { name: 'Sélectionner toutes les étiquettes' })).toBeInTheDocument();
    expect(screen.getByText(/heure normale du Pacifique/i)).toBeInTheDocument();
    // The zone list names each zone by its city and its clock in French, never by its IANA name.
    const zone = screen.getByRole('combobox', { name: /^Fuseau horaire/ });
    expect(zone).toHaveDisplayValue('Los Angeles (heure du Pacifique nord-américain)');
    expect(within(zone).getByRole('option', { name: 'Berlin (heure normale d’Europe centrale)' })).toHaveValue('Europe/Berlin');
    expect(within(zone).queryByRole('option', { name: /\// })).toBeNull();
    // The browser writes its date and time inputs in its own language: the window is said again
    // in French, with French hours (09:00, never 9:00).
    expect(screen.getByText(/^Choisi : mar\. 24 nov\. 2026, 09:00\s–\s17:00$/)).toBeInTheDocument();
  });
});
