import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { addressHandlers } from '../../../test/msw/addresses';
import { TEST_API, testSandbox } from '../../../test/msw-sandbox';
import { server } from '../../../test/msw-server';
import { renderWithElements as renderWithProvider } from '../../../test/render';
import { createApiClient } from '../../api/client';
import type { Address } from '../../api/resources/addresses';
import { listOrders } from '../../api/resources/orders';
import type { ShippingElementsEvent } from '../../provider/events';
import { useAddresses } from '../../queries/addresses';
import { AddressForm } from './AddressForm';
import type { AddressFormValue } from '../shared/address/address-values';

// ---------------------------------------------------------------------------------------------
// Helpers: a person filling in the form
// ---------------------------------------------------------------------------------------------

/**
 * The shared render helper, with a userEvent that types without a timer between keystrokes: the
 * same events, a few seconds less per test on a busy two-core machine.
 */
function renderWithElements(...args: Parameters<typeof renderWithProvider>) {
  return { ...renderWithProvider(...args), user: userEvent.setup({ delay: null }) };
}

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const combobox = (name: string | RegExp) => screen.getByRole('combobox', { name });
const submitButton = () => screen.getByRole('button', { name: 'Save address' });

interface UsAddress {
  name: string;
  street1: string;
  city: string;
  state: string;
  zip: string;
}

const SAN_FRANCISCO: UsAddress = { name: 'Ada Lovelace', street1: '215 Clayton St', city: 'San Francisco', state: 'CA', zip: '94117' };

async function fillUsAddress(user: UserEvent, address: Partial<UsAddress> = {}) {
  const values = { ...SAN_FRANCISCO, ...address };
  await user.selectOptions(combobox('Country'), 'US');
  await user.type(textbox('Full name'), values.name);
  await user.type(textbox('Address line 1'), values.street1);
  await user.type(textbox('City'), values.city);
  await user.selectOptions(combobox('State'), values.state);
  await user.type(textbox('ZIP code'), values.zip);
}

function form(): HTMLFormElement {
  const element = document.querySelector<HTMLFormElement>('form[data-se-part="address-form"]');
  if (!element) {
    throw new Error('AddressForm is not rendered');
  }
  return element;
}

async function expectState(state: string) {
  await waitFor(() => expect(form()).toHaveAttribute('data-state', state));
}

/** The address the API stored, as onSubmit received it. */
function submittedAddress(onSubmit: ReturnType<typeof vi.fn>): Address {
  expect(onSubmit).toHaveBeenCalledTimes(1);
  return onSubmit.mock.calls[0]?.[0] as Address;
}

/** The suggestion dialog, once it is shown. */
async function findSuggestionDialog() {
  return screen.findByRole('dialog', { name: 'Confirm your address' });
}

function sandboxApi() {
  return createApiClient({ baseUrl: TEST_API, auth: { apiKey: testSandbox().keys.test }, retry: false });
}

/** Counts the requests the kit sends while a test runs (`POST /addresses/`, `GET /addresses/`). */
function countRequests() {
  const counts = { creates: 0, lists: 0 };
  const listener = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    if (path === '/addresses/' && request.method === 'POST') {
      counts.creates += 1;
    } else if (path === '/addresses/' && request.method === 'GET') {
      counts.lists += 1;
    }
  };
  server.events.on('request:start', listener);
  return { counts, stop: () => server.events.removeListener('request:start', listener) };
}

/** An address book beside the form, as a host shows one: the stored addresses by street. */
function AddressBook() {
  const addresses = useAddresses({ results: 25 });
  return (
    <ul aria-label="Address book">
      {addresses.data?.results.map((address) => (
        <li key={address.object_id}>{address.street1}</li>
      ))}
    </ul>
  );
}

// ---------------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------------

// Whole-form flows type a dozen fields and wait for the sandbox; give a loaded machine room.
describe('AddressForm', { timeout: 20_000 }, () => {
  describe('happy path', () => {
    it('validates a typed US address with the API and hands the saved address to onSubmit', async () => {
      const onSubmit = vi.fn();
      const { user } = renderWithElements(<AddressForm onSubmit={onSubmit} />);
      expect(screen.getByRole('group', { name: 'Ship to' })).toBeInTheDocument();
      expect(form()).toHaveAttribute('data-state', 'idle');

      await fillUsAddress(user);
      await user.click(submitButton());

      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      const address = submittedAddress(onSubmit);
      expect(address.object_id).toMatch(/^adr_/);
      expect(address).toMatchObject({
        name: 'Ada Lovelace',
        street1: '215 Clayton St',
        city: 'San Francisco',
        state: 'CA',
        zip: '94117',
        country: 'US',
        validation_results: { is_valid: true },
      });
      expect(form()).toHaveAttribute('data-state', 'success');
      expect(screen.getByText('Address verified')).toBeInTheDocument();
      expect(screen.getByText('Residential')).toHaveAttribute('data-kind', 'residential');
    });

    it('is no longer saved once a field is edited, after each save', async () => {
      // Uncontrolled and without onValueChange: the form follows its fields only after a save.
      const onSubmit = vi.fn();
      const { user } = renderWithElements(<AddressForm onSubmit={onSubmit} />);
      await fillUsAddress(user);
      await user.click(submitButton());
      await expectState('success');

      await user.type(textbox('Full name'), '!');
      expect(form()).toHaveAttribute('data-state', 'idle');
      expect(screen.queryByText('Address verified')).not.toBeInTheDocument();

      // Typed back to the saved text, it is still an edit until it is submitted again.
      await user.type(textbox('Full name'), '{Backspace}');
      expect(form()).toHaveAttribute('data-state', 'idle');
      await user.click(submitButton());
      await expectState('success');
      expect(onSubmit).toHaveBeenCalledTimes(2);

      await user.type(textbox('City'), 'x');
      expect(form()).toHaveAttribute('data-state', 'idle');
    });

    it('forwards its ref and the host’s attributes to the form, keeping its own contract', () => {
      const ref = React.createRef<HTMLFormElement>();
      renderWithElements(<AddressForm ref={ref} className="checkout-address" aria-label="Recipient" data-state="mine" />);
      expect(ref.current).toBe(form());
      expect(screen.getByRole('form', { name: 'Recipient' })).toHaveClass('checkout-address');
      expect(form()).toHaveAttribute('data-state', 'idle');
      expect(form()).toHaveAttribute('data-se-root');
    });

    it('shows the validating state while the API checks the address', async () => {
      server.use(addressHandlers.createPending());
      const { user } = renderWithElements(<AddressForm />);
      await fillUsAddress(user);
      await user.click(submitButton());

      await expectState('validating');
      expect(form()).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('button', { name: 'Checking address…' })).toHaveAttribute('aria-disabled', 'true');
    });

    it('sends one request when the form is submitted twice at once', async () => {
      const creates: string[] = [];
      const countCreates = ({ request }: { request: Request }) => {
        if (request.method === 'POST' && new URL(request.url).pathname === '/addresses/') {
          creates.push(request.url);
        }
      };
      server.events.on('request:start', countCreates);
      try {
        server.use(addressHandlers.createPending());
        const { user } = renderWithElements(<AddressForm />);
        await fillUsAddress(user);
        fireEvent.submit(form());
        fireEvent.submit(form());
        await expectState('validating');
        await waitFor(() => expect(creates).toHaveLength(1));
        await user.keyboard('{Enter}');
        expect(creates).toHaveLength(1);
      } finally {
        server.events.removeListener('request:start', countCreates);
      }
    });

    it('asks a sender for a phone number and an email address', async () => {
      const onSubmit = vi.fn();
      const { user } = renderWithElements(<AddressForm mode="sender" onSubmit={onSubmit} />);
      expect(screen.getByRole('group', { name: 'Ship from' })).toBeInTheDocument();
      await fillUsAddress(user);
      await user.click(submitButton());

      expect(await screen.findByText('Phone is required.')).toBeInTheDocument();
      expect(screen.getByText('Email is required.')).toBeInTheDocument();
      expect(textbox('Phone')).toHaveFocus();
      expect(textbox('Phone')).toBeRequired();

      await user.type(textbox('Phone'), 'call me');
      await user.type(textbox('Email'), 'shipping@');
      await user.click(submitButton());
      expect(await screen.findByText('Enter a valid phone number, including the area code.')).toBeInTheDocument();
      expect(screen.getByText('Enter a valid email address, for example name@example.com.')).toBeInTheDocument();

      await user.clear(textbox('Phone'));
      await user.type(textbox('Phone'), '+1 (415) 555-0100');
      await user.type(textbox('Email'), 'example.com');
      await user.click(submitButton());
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(submittedAddress(onSubmit)).toMatchObject({ phone: '+1 (415) 555-0100', email: 'shipping@example.com' });
    });
  });

  describe('country-aware layout', () => {
    it('relabels, reorders and re-requires the fields when the country changes', async () => {
      const { user } = renderWithElements(<AddressForm />);
      // The provider's locale (en) preselects the United States.
      expect(combobox('Country')).toHaveValue('US');
      expect(combobox('State')).toBeRequired();
      expect(textbox('ZIP code')).toBeRequired();
      expect(screen.queryByRole('textbox', { name: 'Address line 3' })).not.toBeInTheDocument();

      await user.selectOptions(combobox('Country'), 'GB');
      expect(textbox('County')).not.toBeRequired();
      expect(textbox('Postcode')).toBeRequired();
      expect(textbox('Address line 3')).toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'State' })).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'ZIP code' })).not.toBeInTheDocument();

      await user.selectOptions(combobox('Country'), 'JP');
      expect(textbox('Prefecture')).toBeRequired();
      expect(textbox('Postal code')).toBeRequired();
      // Japanese addresses run from the postcode to the street.
      const order = Array.from(form().querySelectorAll('[data-se-part="address-field"]')).map((field) => field.getAttribute('data-field'));
      expect(order).toEqual(['country', 'name', 'company', 'zip', 'state', 'city', 'street1', 'street2', 'phone', 'email']);

      await user.selectOptions(combobox('Country'), 'DE');
      expect(screen.queryByRole('textbox', { name: /State|Prefecture/ })).not.toBeInTheDocument();
      expect(textbox('Postal code')).toHaveAccessibleDescription('Example: 10117');
    });

    it('lists countries by their localised names in collation order', () => {
      renderWithElements(<AddressForm countries={['us', 'AT', 'DE', 'FR']} />, { provider: { locale: 'de' } });
      const names = within(combobox('Land')).getAllByRole('option').map((option) => option.textContent);
      expect(names).toEqual(['Land auswählen', 'Deutschland', 'Frankreich', 'Österreich', 'Vereinigte Staaten']);
      expect(combobox('Land')).toHaveValue('DE');
    });

    it('reports a wrong postcode for the country, focuses the first invalid field and describes it', async () => {
      const onSubmit = vi.fn();
      const { user } = renderWithElements(<AddressForm onSubmit={onSubmit} />);
      await user.selectOptions(combobox('Country'), 'GB');
      await user.type(textbox('Full name'), 'Alan Turing');
      await user.type(textbox('Address line 1'), '78 High St');
      await user.type(textbox('Postcode'), '12345');
      await user.click(submitButton());

      // City comes before the postcode in a British address, so it gets the focus.
      expect(await screen.findByText('City is required.')).toBeInTheDocument();
      expect(textbox('City')).toHaveFocus();
      const postcode = textbox('Postcode');
      const message = screen.getByText('Enter a valid postal code, for example SW1A 1AA.');
      expect(postcode).toHaveAttribute('aria-invalid', 'true');
      expect(postcode.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
      expect(postcode).toHaveAccessibleDescription('Example: SW1A 1AA Enter a valid postal code, for example SW1A 1AA.');
      expect(onSubmit).not.toHaveBeenCalled();
      expect(postcode).toHaveValue('12345');

      // Fixing the field clears its message as the person types.
      await user.clear(postcode);
      await user.type(postcode, 'm41ew');
      await waitFor(() => expect(postcode).not.toHaveAttribute('aria-invalid'));
    });

    it('formats a postcode typed without its separator', async () => {
      const onSubmit = vi.fn();
      const { user } = renderWithElements(<AddressForm defaultValue={{ country: 'GB' }} onSubmit={onSubmit} />);
      await user.type(textbox('Full name'), 'Alan Turing');
      await user.type(textbox('Address line 1'), '78 High St');
      await user.type(textbox('City'), 'Manchester');
      await user.type(textbox('Postcode'), 'm41ew');
      await user.click(submitButton());
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(submittedAddress(onSubmit)).toMatchObject({ zip: 'M4 1EW', country: 'GB', validation_results: { is_valid: true } });
      expect(textbox('Postcode')).toHaveValue('M4 1EW');
    });
  });

  describe('suggestions', () => {
    async function submitLowerCaseAddress(user: UserEvent) {
      await fillUsAddress(user, { street1: '1 main street' });
      await user.click(submitButton());
      return findSuggestionDialog();
    }

    it('offers the standardised address and submits it when the person takes it', async () => {
      const onSubmit = vi.fn();
      const onValueChange = vi.fn();
      const { user } = renderWithElements(<AddressForm onSubmit={onSubmit} onValueChange={onValueChange} />);
      const dialog = await submitLowerCaseAddress(user);

      expect(form()).toHaveAttribute('data-state', 'suggestion');
      expect(within(dialog).getByRole('group', { name: 'You entered' })).toHaveTextContent('1 main street');
      const suggested = within(dialog).getByRole('group', { name: 'We suggest' });
      expect(suggested).toHaveTextContent('1 Main St (changed)');
      expect(within(dialog).getByRole('button', { name: 'Use suggested address' })).toHaveFocus();

      await user.click(within(dialog).getByRole('button', { name: 'Use suggested address' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(submittedAddress(onSubmit)).toMatchObject({ street1: '1 Main St', validation_results: { is_valid: true } });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(textbox('Address line 1')).toHaveValue('1 Main St');
      expect(onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ street1: '1 Main St' }));
      expect(form()).toHaveAttribute('data-state', 'success');
    });

    it('saves the address as entered when the person keeps theirs', async () => {
      const onSubmit = vi.fn();
      const { user } = renderWithElements(<AddressForm onSubmit={onSubmit} />);
      const dialog = await submitLowerCaseAddress(user);

      await user.click(within(dialog).getByRole('button', { name: 'Keep the address I entered' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      const address = submittedAddress(onSubmit);
      expect(address).toMatchObject({ street1: '1 main street', city: 'San Francisco', zip: '94117' });
      expect(address.validation_results ?? undefined).toBeUndefined();
      expect(textbox('Address line 1')).toHaveValue('1 main street');
      expect(screen.getByText('Address saved as entered')).toBeInTheDocument();
      expect(submitButton()).toHaveFocus();
    });

    it('shows the submitting state while the entered address is saved', async () => {
      const { user } = renderWithElements(<AddressForm />);
      const dialog = await submitLowerCaseAddress(user);
      server.use(addressHandlers.createPending());
      await user.click(within(dialog).getByRole('button', { name: 'Keep the address I entered' }));
      await expectState('submitting');
      expect(screen.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true');
    });

    it('goes back to the form, values intact, when the dialog is dismissed', async () => {
      const onSubmit = vi.fn();
      const { user } = renderWithElements(<AddressForm onSubmit={onSubmit} />);
      await submitLowerCaseAddress(user);
      await user.keyboard('{Escape}');

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(form()).toHaveAttribute('data-state', 'idle');
      expect(textbox('Address line 1')).toHaveValue('1 main street');
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  describe('problems', () => {
    it('shows why the API could not verify an address, keeps every value and does not submit', async () => {
      const onSubmit = vi.fn();
      const { user } = renderWithElements(<AddressForm onSubmit={onSubmit} />);
      await fillUsAddress(user, { zip: '00000' });
      await user.type(textbox('Address line 2'), 'Apt 4');
      await user.click(submitButton());

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent("We couldn't verify this address.");
      expect(alert).toHaveTextContent('The address could not be found.');
      expect(form()).toHaveAttribute('data-state', 'error');
      expect(onSubmit).not.toHaveBeenCalled();
      expect(textbox('Full name')).toHaveValue('Ada Lovelace');
      expect(textbox('Address line 2')).toHaveValue('Apt 4');
      expect(textbox('ZIP code')).toHaveValue('00000');
    });

    it('refuses a ZIP code of another state, "San Francisco, NY 94105" (issue 36: it was saved as verified), asks "Did you mean" the address in CA, and says what to check when the person keeps theirs', async () => {
      const onSubmit = vi.fn();
      const { user } = renderWithElements(<AddressForm onSubmit={onSubmit} />);
      await fillUsAddress(user, { street1: '1 Market St', state: 'NY', zip: '94105' });
      await user.click(submitButton());

      const dialog = await screen.findByRole('dialog', { name: 'Did you mean this address?' });
      expect(dialog).toHaveAccessibleDescription("We couldn't verify the address you entered, but we found one close to it.");
      expect(within(dialog).getByRole('group', { name: 'You entered' })).toHaveTextContent('San Francisco NY 94105');
      expect(within(dialog).getByRole('group', { name: 'Suggested address' })).toHaveTextContent('San Francisco CA (changed) 94105');
      expect(within(dialog).getByRole('button', { name: 'Yes, use this address' })).toHaveFocus();
      expect(onSubmit).not.toHaveBeenCalled();

      await user.click(within(dialog).getByRole('button', { name: 'No, keep what I entered' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent("We couldn't verify this address.");
      expect(within(alert).getByRole('listitem')).toHaveTextContent('This ZIP or postal code belongs to another state or province. Check the state and the code.');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByText('Address verified')).not.toBeInTheDocument();
      expect(combobox('State')).toHaveValue('NY');
      expect(submitButton()).toHaveFocus();
      expect(onSubmit).not.toHaveBeenCalled();

      // The person puts the state right themselves.
      await user.selectOptions(combobox('State'), 'CA');
      await user.click(submitButton());
      expect(await screen.findByText('Address verified')).toBeInTheDocument();
      expect(submittedAddress(onSubmit)).toMatchObject({ city: 'San Francisco', state: 'CA', zip: '94105', validation_results: { is_valid: true } });
    });

    it('verifies and saves the suggested address of another state when the person takes it, showing it in the fields', async () => {
      const onSubmit = vi.fn();
      const { user } = renderWithElements(<AddressForm onSubmit={onSubmit} />);
      await fillUsAddress(user, { street1: '1 Market St', state: 'NY', zip: '94105' });
      await user.click(submitButton());

      const dialog = await screen.findByRole('dialog', { name: 'Did you mean this address?' });
      await user.click(within(dialog).getByRole('button', { name: 'Yes, use this address' }));
      expect(await screen.findByText('Address verified')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(combobox('State')).toHaveValue('CA');
      expect(onSubmit).toHaveBeenCalledTimes(1);
      expect(submittedAddress(onSubmit)).toMatchObject({ city: 'San Francisco', state: 'CA', zip: '94105', validation_results: { is_valid: true } });
    });

    it('puts the API field errors of a 400 on their fields', async () => {
      server.use(addressHandlers.createFieldErrors());
      const onError = vi.fn();
      const { user } = renderWithElements(<AddressForm onError={onError} />);
      await fillUsAddress(user);
      await user.click(submitButton());

      const zip = textbox('ZIP code');
      await waitFor(() => expect(zip).toHaveAttribute('aria-invalid', 'true'));
      expect(zip).toHaveAccessibleDescription('Example: 94117 Check ZIP code: the shipping service did not accept it.');
      expect(zip).toHaveFocus();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'api', status: 400 }));
      expect(form()).toHaveAttribute('data-state', 'error');
    });

    it('says so for the 400 problems that name no field of the form, in the catalogue’s words (the API’s go to onError)', async () => {
      server.use(addressHandlers.createFieldErrors({ __all__: ['This address cannot receive parcels.'], street3: ['Too long.'], zip: ['Unknown ZIP code.'] }));
      const { user } = renderWithElements(<AddressForm />);
      await fillUsAddress(user);
      await user.click(submitButton());

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent("We couldn't save this address. Check the details and try again.");
      expect(alert).not.toHaveTextContent(/cannot receive parcels|Too long/);
      // The field's error follows the alert by a render: waited for, as a person would see it.
      await waitFor(() => expect(textbox('ZIP code')).toHaveAccessibleDescription('Example: 94117 Check ZIP code: the shipping service did not accept it.'));
      expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    });

    it('shows a retryable alert when the API fails, and succeeds on retry', async () => {
      server.use(addressHandlers.createFails(500, { once: true }));
      const onError = vi.fn();
      const onSubmit = vi.fn();
      const events: ShippingElementsEvent[] = [];
      const { user } = renderWithElements(<AddressForm onError={onError} onSubmit={onSubmit} />, {
        provider: { onEvent: (event) => events.push(event) },
      });
      await fillUsAddress(user);
      await user.click(submitButton());

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent("The shipping service couldn't complete this request. Try again.");
      expect(alert).toHaveTextContent('Reference: req_address_500');
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'api', status: 500 }));
      const errorEvent = events.find((event) => event.type === 'error');
      expect(errorEvent).toMatchObject({ source: 'AddressForm', error: { kind: 'api', status: 500 } });
      expect(textbox('Full name')).toHaveValue('Ada Lovelace');

      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(form()).toHaveAttribute('data-state', 'success');
    });

    it('retries saving the entered address when that is what failed', async () => {
      const onSubmit = vi.fn();
      const { user } = renderWithElements(<AddressForm onSubmit={onSubmit} />);
      await fillUsAddress(user, { street1: '1 main street' });
      await user.click(submitButton());
      const dialog = await findSuggestionDialog();
      server.use(addressHandlers.createFails(500, { once: true }));
      await user.click(within(dialog).getByRole('button', { name: 'Keep the address I entered' }));

      const alert = await screen.findByRole('alert');
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(submittedAddress(onSubmit)).toMatchObject({ street1: '1 main street' });
    });

    it('reports a street line longer than carriers print', async () => {
      const { user } = renderWithElements(<AddressForm />);
      await user.click(textbox('Address line 1'));
      await user.paste('1600 Pennsylvania Avenue Northwest, Suite 1200');
      await user.click(submitButton());
      expect(await screen.findByText('Address line 1 must be 35 characters or fewer.')).toBeInTheDocument();
      // Reported, never cut: the whole pasted text is still there to edit.
      expect(textbox('Address line 1')).toHaveValue('1600 Pennsylvania Avenue Northwest, Suite 1200');
    });
  });

  describe('bad input that is fine', () => {
    it('accepts emoji and non-Latin names', async () => {
      const onSubmit = vi.fn();
      const { user } = renderWithElements(<AddressForm defaultValue={{ country: 'JP' }} onSubmit={onSubmit} />);
      await user.type(textbox('Postal code'), '1000001');
      await user.type(textbox('Prefecture'), 'Tokyo');
      await user.type(textbox('City'), '千代田区');
      await user.type(textbox('Address line 1'), '1-1 Chiyoda');
      await user.click(textbox('Full name'));
      await user.paste('田中 花子 🌸');
      await user.click(textbox('Company'));
      await user.paste('Zoë & Ἀθηνᾶ 👩‍👩‍👧‍👦 Ltd');
      await user.click(submitButton());

      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(submittedAddress(onSubmit)).toMatchObject({
        name: '田中 花子 🌸',
        company: 'Zoë & Ἀθηνᾶ 👩‍👩‍👧‍👦 Ltd',
        city: '千代田区',
        zip: '100-0001',
        country: 'JP',
      });
    });

    it('normalises pasted whitespace and line breaks before sending', async () => {
      const onSubmit = vi.fn();
      const { user } = renderWithElements(<AddressForm onSubmit={onSubmit} />);
      await user.click(textbox('Full name'));
      await user.paste('  Ada\t\tLovelace  ');
      await user.click(textbox('Address line 1'));
      await user.paste('215 Clayton St\r\nApt 4');
      await user.click(textbox('City'));
      await user.paste('San   Francisco\u00a0');
      await user.selectOptions(combobox('State'), 'CA');
      await user.click(textbox('ZIP code'));
      await user.paste(' 94117 ');
      await user.click(submitButton());

      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(submittedAddress(onSubmit)).toMatchObject({ name: 'Ada Lovelace', street1: '215 Clayton St Apt 4', city: 'San Francisco', zip: '94117' });
      expect(textbox('Address line 1')).toHaveValue('215 Clayton St Apt 4');
    });
  });

  describe('prefill and control', () => {
    it('prefills the recipient of an order', async () => {
      const page = await listOrders(sandboxApi(), { results: 5 });
      const order = page.results.find((candidate) => candidate.to_address?.country === 'US');
      if (!order?.to_address) {
        throw new Error('The sandbox seeds US orders');
      }
      renderWithElements(<AddressForm orderId={order.object_id} />);
      expect(form()).toHaveAttribute('data-state', 'loading');
      expect(screen.getByText('Loading…')).toBeInTheDocument();

      await waitFor(() => expect(textbox('Full name')).toHaveValue(order.to_address?.name));
      expect(textbox('Address line 1')).toHaveValue(order.to_address.street1);
      expect(combobox('State')).toHaveValue(order.to_address.state);
      expect(textbox('ZIP code')).toHaveValue(order.to_address.zip);
      expect(textbox('Email')).toHaveValue(order.to_address.email);
      expect(form()).toHaveAttribute('data-state', 'idle');
    });

    it('shows a retryable alert when the order cannot be loaded', async () => {
      const onError = vi.fn();
      renderWithElements(<AddressForm orderId="ord_missing" onError={onError} />);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent("We couldn't find this item.");
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'api', status: 404 }));
      expect(form()).toHaveAttribute('data-state', 'error');
    });

    it('follows a controlled value and reports every change', async () => {
      const onValueChange = vi.fn();
      function Host() {
        const [value, setValue] = React.useState<AddressFormValue>({ country: 'US', name: 'Grace Hopper' });
        return (
          <>
            <button type="button" onClick={() => setValue({ ...value, city: 'Brooklyn', state: 'NY' })}>
              Fill city
            </button>
            <AddressForm
              value={value}
              onValueChange={(next) => {
                onValueChange(next);
                setValue(next);
              }}
            />
            <output>{value.name}</output>
          </>
        );
      }
      const { user } = renderWithElements(<Host />);
      expect(textbox('Full name')).toHaveValue('Grace Hopper');

      await user.type(textbox('Full name'), '!');
      expect(onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Grace Hopper!' }));
      expect(document.querySelector('output')).toHaveTextContent('Grace Hopper!');

      onValueChange.mockClear();
      await user.click(screen.getByRole('button', { name: 'Fill city' }));
      expect(textbox('City')).toHaveValue('Brooklyn');
      expect(combobox('State')).toHaveValue('NY');
      expect(textbox('Full name')).toHaveValue('Grace Hopper!');
      // A change the host made is not reported back to it.
      expect(onValueChange).not.toHaveBeenCalled();
    });

    it('starts from an uncontrolled default value', () => {
      renderWithElements(<AddressForm defaultValue={{ country: 'ca', name: 'Frances Allen', state: 'ontario', zip: null }} />);
      expect(combobox('Country')).toHaveValue('CA');
      expect(textbox('Full name')).toHaveValue('Frances Allen');
      expect(combobox('Province')).toHaveValue('ON');
      expect(textbox('Postal code')).toHaveValue('');
    });
  });

  describe('disabled and read-only', () => {
    it('disables every control', () => {
      renderWithElements(<AddressForm disabled defaultValue={SAN_FRANCISCO} />);
      for (const input of screen.getAllByRole('textbox')) {
        expect(input).toBeDisabled();
      }
      expect(combobox('Country')).toBeDisabled();
      expect(submitButton()).toBeDisabled();
      expect(form()).toHaveAttribute('data-disabled');
    });

    it('shows the address without letting it change, and can still submit it', async () => {
      const onSubmit = vi.fn();
      const { user } = renderWithElements(<AddressForm readOnly defaultValue={{ ...SAN_FRANCISCO, country: 'US' }} onSubmit={onSubmit} />);
      expect(textbox('Country')).toHaveValue('United States');
      expect(textbox('State')).toHaveValue('California');
      expect(textbox('Full name')).toHaveAttribute('readonly');
      await user.type(textbox('Full name'), 'xyz');
      expect(textbox('Full name')).toHaveValue('Ada Lovelace');

      await user.click(submitButton());
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    });
  });

  describe('keyboard', () => {
    it('can be completed with the keyboard alone, in a sensible tab order', async () => {
      const onSubmit = vi.fn();
      const { user } = renderWithElements(<AddressForm defaultValue={{ country: 'GB' }} onSubmit={onSubmit} />);
      await user.tab();
      expect(combobox('Country')).toHaveFocus();
      const entries: [string, string][] = [
        ['Full name', 'Alan Turing'],
        ['Company', ''],
        ['Address line 1', '78 High St'],
        ['Address line 2', ''],
        ['Address line 3', ''],
        ['City', 'Manchester'],
        ['County', ''],
        ['Postcode', 'M4 1EW'],
        ['Phone', ''],
        ['Email', 'alan@example.test'],
      ];
      for (const [label, typed] of entries) {
        await user.tab();
        expect(textbox(label)).toHaveFocus();
        if (typed !== '') {
          await user.keyboard(typed);
        }
      }
      await user.tab();
      expect(submitButton()).toHaveFocus();
      await user.tab({ shift: true });
      await user.keyboard('{Enter}');

      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(submittedAddress(onSubmit)).toMatchObject({ name: 'Alan Turing', city: 'Manchester', zip: 'M4 1EW', email: 'alan@example.test' });
    });
  });

  describe('locales', () => {
    it('speaks French, with French country names and the French layout preselected', async () => {
      const { user } = renderWithElements(<AddressForm />, { provider: { locale: 'fr' } });
      expect(screen.getByRole('group', { name: 'Livrer à' })).toBeInTheDocument();
      expect(combobox('Pays')).toHaveValue('FR');
      expect(textbox('Nom complet')).toBeInTheDocument();
      expect(textbox('Code postal')).toBeInTheDocument();
      expect(within(combobox('Pays')).getByRole('option', { name: 'Royaume-Uni' })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Enregistrer l’adresse' }));
      expect(await screen.findByText(/Nom complet.*est obligatoire/)).toBeInTheDocument();
      await user.selectOptions(combobox('Pays'), 'GB');
      expect(textbox('Comté')).toBeInTheDocument();
    });

    it('says why the API could not verify an address in French, from the message codes, never the API English', async () => {
      const { user } = renderWithElements(<AddressForm />, { provider: { locale: 'fr' } });
      await user.type(textbox('Nom complet'), 'Camille Martin');
      await user.type(textbox('Adresse (ligne 1)'), '1 rue de Nowhere');
      await user.type(textbox('Ville'), 'Paris');
      await user.type(textbox('Code postal'), '75001');
      await user.click(screen.getByRole('button', { name: 'Enregistrer l’adresse' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Nous n’avons pas pu vérifier cette adresse.');
      expect(within(alert).getByRole('listitem')).toHaveTextContent('L’adresse est introuvable.');
      expect(alert).not.toHaveTextContent(/could not be found/);
    });
  });

  // The behaviour the kit's own form hook pinned (src/internal/use-form.test.tsx), kept on react-hook-form.
  describe('form behaviour', () => {
    it('focuses the first invalid field in the country’s order, not the order fields appeared in', async () => {
      const { user } = renderWithElements(<AddressForm />);
      await user.type(textbox('Full name'), 'Hanako Tanaka');
      await user.selectOptions(combobox('Country'), 'JP');
      await user.click(submitButton());
      // Japanese addresses start at the postcode, although the US layout put it last.
      expect(await screen.findByText('Postal code is required.')).toBeInTheDocument();
      expect(textbox('Postal code')).toHaveFocus();
    });

    it('re-validates a field as the person edits it after a submit, leaving the others as they were', async () => {
      const { user } = renderWithElements(<AddressForm defaultValue={{ country: 'GB', name: 'Alan Turing', street1: '78 High St' }} />);
      await user.click(submitButton());
      expect(await screen.findByText('City is required.')).toBeInTheDocument();
      expect(screen.getByText('Postcode is required.')).toBeInTheDocument();

      await user.type(textbox('City'), 'Manchester');
      await waitFor(() => expect(screen.queryByText('City is required.')).not.toBeInTheDocument());
      expect(screen.getByText('Postcode is required.')).toBeInTheDocument();
      expect(textbox('Postcode')).toHaveAttribute('aria-invalid', 'true');
    });

    it('keeps a server error on its field until that field changes', async () => {
      server.use(addressHandlers.createFieldErrors());
      const { user } = renderWithElements(<AddressForm />);
      await fillUsAddress(user);
      await user.click(submitButton());
      const zip = textbox('ZIP code');
      await waitFor(() => expect(zip).toHaveAccessibleDescription('Example: 94117 Check ZIP code: the shipping service did not accept it.'));

      await user.type(textbox('Address line 2'), 'Apt 4');
      expect(zip).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText('Check ZIP code: the shipping service did not accept it.')).toBeInTheDocument();

      await user.clear(zip);
      await user.type(zip, '94118');
      await waitFor(() => expect(zip).not.toHaveAttribute('aria-invalid'));
      expect(screen.queryByText('Check ZIP code: the shipping service did not accept it.')).not.toBeInTheDocument();
    });

    it('checks every field against the new country’s rules at once when the country changes after a submit', async () => {
      const { user } = renderWithElements(<AddressForm defaultValue={{ country: 'GB', name: 'Alan Turing', street1: '78 High St', city: 'Manchester' }} />);
      await user.click(submitButton());
      expect(await screen.findByText('Postcode is required.')).toBeInTheDocument();
      await user.selectOptions(combobox('Country'), 'US');
      expect(await screen.findByText('State is required.')).toBeInTheDocument();
      expect(screen.getByText('ZIP code is required.')).toBeInTheDocument();
      expect(screen.queryByText('Postcode is required.')).not.toBeInTheDocument();
    });

    it('empties a state chosen from one country’s list when another country is chosen', async () => {
      const { user } = renderWithElements(<AddressForm defaultValue={{ country: 'US', state: 'CA' }} />);
      expect(combobox('State')).toHaveValue('CA');
      await user.selectOptions(combobox('Country'), 'CA');
      expect(combobox('Province')).toHaveValue('');
    });
  });

  describe('what a new user found (issue 16)', () => {
    it('clears the "verified" status when a later validation fails', async () => {
      const onSubmit = vi.fn();
      const { user } = renderWithElements(<AddressForm onSubmit={onSubmit} />);
      await fillUsAddress(user);
      await user.click(submitButton());
      expect(await screen.findByText('Address verified')).toBeInTheDocument();

      await user.clear(textbox('ZIP code'));
      await user.type(textbox('ZIP code'), '00000');
      await user.click(submitButton());
      await screen.findByRole('alert');
      expect(screen.queryByText('Address verified')).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('');
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });

    it('does not say the street was standardised beside "the address could not be found"', async () => {
      const { user } = renderWithElements(<AddressForm />);
      await fillUsAddress(user, { street1: '1 main street', zip: '00000' });
      await user.click(submitButton());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('The address could not be found.');
      expect(alert).not.toHaveTextContent('The street address was standardised.');
      expect(screen.queryByText(/standardised/)).not.toBeInTheDocument();
    });

    it('never hands over an address that failed validation, however often it is submitted', async () => {
      const requests = countRequests();
      try {
        const onSubmit = vi.fn();
        const { user } = renderWithElements(<AddressForm onSubmit={onSubmit} />);
        await fillUsAddress(user, { zip: '00000' });
        await user.click(submitButton());
        await screen.findByRole('alert');
        await user.click(submitButton());
        await expectState('error');
        expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't verify this address.");
        expect(screen.getByRole('status')).toHaveTextContent('');
        expect(onSubmit).not.toHaveBeenCalled();
        // The unchanged address is the object the API already checked: it is not created again.
        expect(requests.counts.creates).toBe(1);
      } finally {
        requests.stop();
      }
    });

    it('does not show the address as saved while "Confirm your address" is open', async () => {
      const requests = countRequests();
      try {
        const onSubmit = vi.fn();
        const { user } = renderWithElements(
          <>
            <AddressForm onSubmit={onSubmit} />
            <AddressBook />
          </>,
        );
        const book = await screen.findByRole('list', { name: 'Address book' });
        await waitFor(() => expect(requests.counts.lists).toBe(1));
        await fillUsAddress(user, { street1: '1 main street' });
        await user.click(submitButton());
        const dialog = await findSuggestionDialog();

        expect(form()).toHaveAttribute('data-state', 'suggestion');
        // The modal dialog hides the rest of the page from assistive technology, status included.
        expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('');
        expect(onSubmit).not.toHaveBeenCalled();
        // The address book is not told about an address nobody has chosen yet.
        expect(requests.counts.lists).toBe(1);
        expect(within(book).queryByText('1 Main St')).not.toBeInTheDocument();

        await user.click(within(dialog).getByRole('button', { name: 'Use suggested address' }));
        await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
        expect(await within(book).findByText('1 Main St')).toBeInTheDocument();
      } finally {
        requests.stop();
      }
    });

    it('keeps the entered address without saving a second copy when it is submitted again', async () => {
      const requests = countRequests();
      try {
        const onSubmit = vi.fn();
        const { user } = renderWithElements(<AddressForm onSubmit={onSubmit} />);
        await fillUsAddress(user, { street1: '1 main street' });
        await user.click(submitButton());
        const dialog = await findSuggestionDialog();
        await user.click(within(dialog).getByRole('button', { name: 'Keep the address I entered' }));
        await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
        expect(requests.counts.creates).toBe(2);

        // Continue again with the same address: the person already chose theirs.
        await user.click(submitButton());
        await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        const [first, second] = onSubmit.mock.calls.map((call) => (call[0] as Address).object_id);
        expect(second).toBe(first);
        expect(requests.counts.creates).toBe(2);
        expect(screen.getByText('Address saved as entered')).toBeInTheDocument();
      } finally {
        requests.stop();
      }
    });
  });

  describe('accessibility', () => {
    it('has no axe violations when empty', async () => {
      const { container } = renderWithElements(<AddressForm />);
      expect(await axe(container)).toHaveNoViolations();
    });

    it('has no axe violations with field errors shown', async () => {
      const { user, container } = renderWithElements(<AddressForm mode="sender" />);
      await user.click(submitButton());
      await screen.findByText('Full name is required.');
      expect(await axe(container)).toHaveNoViolations();
    });

    it('has no axe violations while suggesting an address', async () => {
      const { user } = renderWithElements(<AddressForm />);
      await fillUsAddress(user, { street1: '1 main street' });
      await user.click(submitButton());
      // jsdom has no top layer, so axe cannot tell that the form behind the modal dialog is inert
      // (it would report the form as outside any landmark): the dialog is checked here, and the
      // SuggestionDialog story checks the whole page in Chromium.
      expect(await axe(await findSuggestionDialog())).toHaveNoViolations();
    });

    it('has no axe violations while suggesting the address of another state (issue 36)', async () => {
      const { user } = renderWithElements(<AddressForm />);
      await fillUsAddress(user, { street1: '1 Market St', state: 'NY', zip: '94105' });
      await user.click(submitButton());
      // The dialog alone, as above; the CorrectionDialog story checks the whole page.
      expect(await axe(await screen.findByRole('dialog', { name: 'Did you mean this address?' }))).toHaveNoViolations();
    });

    it('has no axe violations after a successful submit', async () => {
      const onSubmit = vi.fn();
      const { user, container } = renderWithElements(<AddressForm onSubmit={onSubmit} />);
      await fillUsAddress(user);
      await user.click(submitButton());
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
      expect(await axe(container)).toHaveNoViolations();
    });
  });
});
