import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { checkoutHandlers } from '../../../test/msw/checkout';
import { TEST_API, mintTestToken } from '../../../test/msw-sandbox';
import { server } from '../../../test/msw-server';
import { renderWithElements } from '../../../test/render';
import type { ServiceGroup } from '../../api/resources/service-groups';
import { fr } from '../../locales/fr';
import { ShippingElementsProvider } from '../../provider/ShippingElementsProvider';
import { ServiceGroups } from './ServiceGroups';

const root = (container: HTMLElement) => container.querySelector('[data-se-part="service-groups"]')!;
const groupList = () => screen.getByRole('list', { name: 'Shipping options' });
const previewOptions = () => screen.findByRole('list', { name: 'Options at checkout' });
/** The dialog closed once its request was answered: the page is there for a person again. */
const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

/** Fills the open group dialog: name, type, the chosen levels (carrier → level), the price fields. */
async function fillGroup(
  user: UserEvent,
  group: { name: string; description?: string; type: string; levels: [string, string][]; amounts: Record<string, string> },
): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: /shipping option|^Edit/ });
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Type/ }), group.type);
  const name = within(dialog).getByRole('textbox', { name: /^Name/ });
  await user.clear(name);
  await user.type(name, group.name);
  if (group.description) {
    await user.type(within(dialog).getByRole('textbox', { name: /^Description/ }), group.description);
  }
  for (const [carrier, level] of group.levels) {
    await user.click(within(within(dialog).getByRole('group', { name: carrier })).getByRole('checkbox', { name: level }));
  }
  for (const [label, value] of Object.entries(group.amounts)) {
    const field = within(dialog).getByRole('textbox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });
    await user.clear(field);
    await user.type(field, value);
  }
  return dialog;
}

describe('ServiceGroups', () => {
  it('lists the groups with their type and price rule, and previews what a shopper sees', async () => {
    const { container } = renderWithElements(<ServiceGroups />);
    const standard = await screen.findByRole('heading', { name: 'Standard shipping', level: 4 });
    const card = standard.closest('li')!;
    expect(within(card).getByText('Live rate')).toBeInTheDocument();
    expect(within(card).getByText('Carriers’ rate +10%, else $7.99')).toBeInTheDocument();
    expect(within(groupList()).getByText('Free over $75.00')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Offer Express at checkout' })).toBeChecked();
    expect(root(container)).toHaveAttribute('data-state', 'list');

    expect(screen.getByText('A shopper in San Francisco, CA, United States with a cart of $80.00 sees:')).toBeInTheDocument();
    const options = await previewOptions();
    expect(within(options).getByText('Express')).toBeInTheDocument();
    expect(within(options).getByText('$14.99')).toBeInTheDocument();
    expect(within(options).getByText('Free shipping')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('creates a free-shipping group, then a second group, each in the list and the preview', async () => {
    const onSave = vi.fn<(group: ServiceGroup) => void>();
    const { user, container } = renderWithElements(<ServiceGroups onSave={onSave} />);
    await previewOptions();

    // The first: the checks on every field before anything is sent, then the group.
    await user.click(await screen.findByRole('button', { name: 'Add a shipping option' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add a shipping option' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Type/ }), 'FREE_SHIPPING');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(/Enter the name shoppers see\./);
    expect(within(dialog).getByText('Choose at least one carrier service.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Free above/ })).toHaveAccessibleDescription(/Enter an amount, for example 7\.99\./);
    expect(await axe(container)).toHaveNoViolations();

    dialog = await fillGroup(user, {
      name: 'Free over fifty',
      description: 'On carts over $50.',
      type: 'FREE_SHIPPING',
      levels: [['Parcelwise', 'Ground']],
      amounts: { 'Free above': '50' },
    });
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dialogClosed();
    expect(await within(groupList()).findByRole('heading', { name: 'Free over fifty' })).toBeInTheDocument();
    expect(within(groupList()).getByText('Free over $50.00')).toBeInTheDocument();
    expect(screen.getByText('Free over fifty added.')).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ name: 'Free over fifty', type: 'FREE_SHIPPING', free_shipping_threshold_min: '50' }));
    expect(await within(await previewOptions()).findByText('Free over fifty')).toBeInTheDocument();

    // The second, after the first: a flat rate.
    await user.click(screen.getByRole('button', { name: 'Add a shipping option' }));
    dialog = await fillGroup(user, {
      name: 'Courier',
      type: 'FLAT_RATE',
      levels: [['Kestrel Express', 'Express Saver']],
      amounts: { 'Flat rate': '9.50' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dialogClosed();
    expect(await within(groupList()).findByRole('heading', { name: 'Courier' })).toBeInTheDocument();
    expect(within(groupList()).getByText('$9.50')).toBeInTheDocument();
    const options = await previewOptions();
    expect(await within(options).findByText('Courier')).toBeInTheDocument();
    expect(within(options).getByText('$9.50')).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledTimes(2);

    // Below the threshold the free-shipping group is not offered.
    await user.clear(screen.getByRole('textbox', { name: /^Cart total/ }));
    await user.type(screen.getByRole('textbox', { name: /^Cart total/ }), '40');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('A shopper in San Francisco, CA, United States with a cart of $40.00 sees:')).toBeInTheDocument();
    await waitFor(async () => expect(within(await previewOptions()).queryByText('Free over fifty')).not.toBeInTheDocument());
    expect(within(await previewOptions()).getByText('Courier')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('edits a group, and switches groups off and on again', async () => {
    const { user, container } = renderWithElements(<ServiceGroups />);
    await user.click(await screen.findByRole('button', { name: 'Edit Express' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Express' });
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Express');
    expect(within(within(dialog).getByRole('group', { name: 'Kestrel Express' })).getByRole('checkbox', { name: 'Priority' })).toBeChecked();
    const rate = within(dialog).getByRole('textbox', { name: /^Flat rate/ });
    await user.clear(rate);
    await user.type(rate, '12.99');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dialogClosed();
    expect(await within(groupList()).findByText('$12.99')).toBeInTheDocument();
    expect(screen.getByText('Express saved.')).toBeInTheDocument();

    for (const name of ['Express', 'Standard shipping']) {
      const toggle = screen.getByRole('switch', { name: `Offer ${name} at checkout` });
      await user.click(toggle);
      await waitFor(() => expect(toggle).not.toBeChecked());
      expect(screen.getByText(`${name} is no longer offered at checkout.`)).toBeInTheDocument();
      await waitFor(async () => expect(within(await previewOptions()).queryByText(name)).not.toBeInTheDocument());
    }
    expect(await axe(container)).toHaveNoViolations();
    const express = screen.getByRole('switch', { name: 'Offer Express at checkout' });
    await user.click(express);
    await waitFor(() => expect(express).toBeChecked());
    expect(await within(await previewOptions()).findByText('Express')).toBeInTheDocument();
  });

  it('deletes a group only after the confirmation, twice', async () => {
    const onDelete = vi.fn();
    const { user, container } = renderWithElements(<ServiceGroups onDelete={onDelete} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Express' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Express?' });
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    expect(within(groupList()).getByRole('heading', { name: 'Express' })).toBeInTheDocument();

    for (const name of ['Express', 'Free shipping']) {
      await user.click(screen.getByRole('button', { name: `Delete ${name}` }));
      dialog = await screen.findByRole('dialog', { name: `Delete ${name}?` });
      await user.click(within(dialog).getByRole('button', { name: 'Delete the option' }));
      await dialogClosed();
      await waitFor(() => expect(within(groupList()).queryByRole('heading', { name })).not.toBeInTheDocument());
      expect(screen.getByText(`${name} deleted.`)).toBeInTheDocument();
    }
    expect(onDelete).toHaveBeenCalledTimes(2);
    expect(within(groupList()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('marks the field the API refused on the field, and saves once it is fixed', async () => {
    server.use(checkoutHandlers.levelRetired());
    const onError = vi.fn();
    const { user, container } = renderWithElements(<ServiceGroups onError={onError} />);
    await user.click(await screen.findByRole('button', { name: 'Add a shipping option' }));
    const dialog = await fillGroup(user, { name: 'Ground only', type: 'FLAT_RATE', levels: [['Parcelwise', 'Ground']], amounts: { 'Flat rate': '5' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The shipping service did not accept this field. Check it and try again.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(onError).toHaveBeenCalledOnce();
    expect(root(container)).toHaveAttribute('data-state', 'editing');
    expect(await axe(container)).toHaveNoViolations();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dialogClosed();
    expect(await within(groupList()).findByRole('heading', { name: 'Ground only' })).toBeInTheDocument();
  });

  it('says when the groups cannot be loaded, and loads them again', async () => {
    server.use(checkoutHandlers.groupsFail(500, { once: true }));
    const { user, container } = renderWithElements(<ServiceGroups />);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Couldn’t load your shipping options.');
    expect(root(container)).toHaveAttribute('data-state', 'error');
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Express', level: 4 })).toBeInTheDocument();
  });

  it('saves boxes, and sets and clears the one checkout uses', async () => {
    const { user, container } = renderWithElements(<ServiceGroups />);
    const boxes = await screen.findByRole('group', { name: 'Box checkout uses' });
    expect(within(boxes).getByRole('radio', { name: 'None: sized from the cart' })).toBeChecked();
    expect(within(boxes).getByText('No saved boxes yet.')).toBeInTheDocument();

    for (const [name, size] of [['Shoebox', '13'], ['Mailer', '9']] as const) {
      const form = screen.getByRole('form', { name: 'Save a box' });
      await user.type(within(form).getByRole('textbox', { name: /^Box name/ }), name);
      for (const dimension of ['Length', 'Width', 'Height']) {
        await user.type(within(form).getByRole('textbox', { name: new RegExp(`^${dimension}`) }), size);
      }
      await user.click(within(form).getByRole('button', { name: 'Save the box' }));
      const radio = await within(boxes).findByRole('radio', { name: `${name} (${size} × ${size} × ${size} in)` });
      await user.click(radio);
      await waitFor(() => expect(radio).toBeChecked());
    }
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(boxes).getByRole('radio', { name: 'None: sized from the cart' }));
    await waitFor(() => expect(within(boxes).getByRole('radio', { name: 'None: sized from the cart' })).toBeChecked());
    await user.click(within(boxes).getByRole('button', { name: 'Delete the box Shoebox' }));
    await waitFor(() => expect(within(boxes).queryByRole('radio', { name: /^Shoebox/ })).not.toBeInTheDocument());
  });
});

// The merchant's settings page rendered on the server (ServiceGroups.ssr.test.tsx) and hydrated in
// the browser: the same markup, so React reports no mismatch, and the groups load after.
describe('ServiceGroups hydrated over its server markup', () => {
  it('hydrates without a mismatch in French, then loads the groups and the preview', async () => {
    const errors = vi.spyOn(console, 'error');
    const ui = (
      <ShippingElementsProvider baseUrl={TEST_API} fetchToken={() => mintTestToken()} locale="fr-FR" messages={fr}>
        <ServiceGroups />
      </ShippingElementsProvider>
    );
    const host = document.createElement('div');
    host.innerHTML = renderToString(ui);
    document.body.append(host);
    const hydrated = await act(() => hydrateRoot(host, ui, { onRecoverableError: (error) => console.error(error) }));
    expect(await within(host).findByRole('heading', { name: 'Standard shipping', level: 4 })).toBeInTheDocument();
    expect(await within(host).findByRole('list', { name: 'Options au paiement' })).toBeInTheDocument();
    expect(root(host)).toHaveAttribute('data-state', 'list');
    expect(errors).not.toHaveBeenCalled();
    act(() => hydrated.unmount());
    host.remove();
  });
});
