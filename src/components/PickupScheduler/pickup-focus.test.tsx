// Where focus goes as the pickup and close-out flows move (the roots' titles take it through
// BlockFrame's focusKey): to the title for an answer and a new round, to the date field when a
// refused pickup is changed, back to the opener when the confirmation is closed.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buyLabels, onPickupDay } from '../../../test/pickup-day';
import { renderWithElements } from '../../../test/render';
import { ManifestCloseout } from '../ManifestCloseout';
import { PickupScheduler } from './PickupScheduler';

onPickupDay();

async function book(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Review the pickup' }));
  const dialog = await screen.findByRole('dialog', { name: 'Book this pickup?' });
  await user.click(within(dialog).getByRole('button', { name: 'Book the pickup' }));
}

describe('focus in PickupScheduler and ManifestCloseout', () => {
  it('moves focus to the date field to change a refused pickup, and to the title for the next pickup', async () => {
    await buyLabels('kestrel', 1);
    await buyLabels('parcelwise', 1);
    const { user } = renderWithElements(<PickupScheduler />);
    await user.selectOptions(await screen.findByRole('combobox', { name: /Carrier account/ }), screen.getByRole('option', { name: /^Kestrel Express/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select all labels' }));
    const date = screen.getByLabelText(/^Date/);
    await user.clear(date);
    await user.type(date, '2026-11-28');

    // The confirmation closed without booking gives focus back to the button that opened it.
    await user.click(screen.getByRole('button', { name: 'Review the pickup' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Back to the form' }));
    expect(screen.getByRole('button', { name: 'Review the pickup' })).toHaveFocus();

    await book(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('The carrier does not pick up on weekends.');
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Change the pickup' }));
    expect(screen.getByLabelText(/^Date/)).toHaveFocus();

    await user.clear(screen.getByLabelText(/^Date/));
    await user.type(screen.getByLabelText(/^Date/), '2026-11-27');
    await book(user);
    expect(await screen.findByRole('heading', { name: 'Pickup booked' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Schedule another pickup' }));
    expect(await screen.findByRole('heading', { name: 'Schedule a pickup' })).toHaveFocus();
    // The next pickup starts from the last one's account and window, without its labels.
    expect(screen.getByRole('combobox', { name: /Carrier account/ })).toHaveDisplayValue(/^Kestrel Express/);
    expect(screen.getByLabelText(/^Date/)).toHaveValue('2026-11-27');
  });

  it('moves focus to the title when the manifest is made, and again for the next day', async () => {
    await buyLabels('parcelwise', 1);
    const { user } = renderWithElements(<ManifestCloseout />);
    await screen.findByText('1 label will be included');
    await user.click(screen.getByRole('button', { name: 'Create the manifest' }));
    expect(await screen.findByRole('heading', { name: 'Manifest created' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close out another day' }));
    expect(await screen.findByRole('heading', { level: 2 })).toHaveFocus();
  });
});
