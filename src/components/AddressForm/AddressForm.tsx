'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { Address } from '../../api/resources/addresses';
import { getCountryFormat } from '../../lib/country-formats';
import { countryName } from '../../lib/country-name';
import { useShippingElements } from '../../provider/context';
import { BlockFrame } from '../../ui/BlockFrame';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Skeleton } from '../../ui/Skeleton';
import { usePreloadedDialog } from '../../ui/Dialog';
import { componentOnUse, usePreloaded } from '../../ui/load-on-use';
import { addressForm } from '../../locales/en/address-form';
import { addressFields } from '../../locales/en/address-fields';
import type { AddressFormState } from './address-form-machine';
import type { AddressMode, AddressFormValue } from '../shared/address/address-values';
import { AddressFields } from '../shared/address/AddressFields';
import { AddressStatus } from './AddressStatus';
import { addressFieldText } from '../shared/address/field-text';
import { useAddressForm } from './use-address-form';

// The suggestion dialog loads on use (ui/load-on-use.tsx), fetched when the form mounts: it shows
// only after a check (LabelPurchase and PickupScheduler, which embed the form, gain the most).
const AddressSuggestion = /* @__PURE__ */ componentOnUse(() => import('./AddressSuggestion').then((module) => module.AddressSuggestion), { closeOf: (props) => props.onDismiss });

// The English namespaces AddressForm reads beyond the shared ones: its own and its fields' (the
// address fields unit's). One object: merged once.
const ADDRESS_FORM_TEXT = { addressForm, addressFields };

/**
 * Whose address the form edits: the address fields' `AddressMode`, under the name AddressForm's
 * `mode` prop has always had in the kit's declarations.
 */
type AddressFormMode = AddressMode;

/** The values of the root's `data-state`. */
type AddressFormDataState = 'loading' | 'idle' | 'submitting' | 'validating' | 'suggestion' | 'error' | 'success';

const DATA_STATE: Readonly<Record<AddressFormState['step'], AddressFormDataState>> = {
  editing: 'idle',
  validating: 'validating',
  suggestion: 'suggestion',
  correction: 'suggestion',
  keeping: 'submitting',
  invalid: 'error',
  failed: 'error',
  saved: 'success',
};

/** Props of {@link AddressForm}. */
export interface AddressFormProps
  extends Omit<React.ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'onError' | 'onChange' | 'defaultValue' | 'children'> {
  /**
   * Whose address this is. A sender address also requires a phone number and an email address,
   * which carriers use to reach the shipper; the legend changes with it.
   * @default 'recipient'
   */
  mode?: AddressFormMode;
  /**
   * The address in the fields. Setting it makes the form controlled: pair it with
   * `onValueChange`. Fields left `undefined` in it are not overwritten; `null` empties a field.
   * A new `value` is applied whenever it differs from what the fields hold; a host that does not
   * update `value` from `onValueChange` keeps what the person typed rather than reverting it.
   * @default undefined (uncontrolled)
   */
  value?: AddressFormValue;
  /**
   * The address in the fields on first render when uncontrolled. Accepts an `Address` or an
   * order's `to_address` as it is. Without a country, the country of the provider's locale is
   * preselected (`en` → US, `fr` → France).
   * @default {} (empty fields, the locale's country)
   */
  defaultValue?: AddressFormValue;
  /**
   * Called with every field, as typed, whenever a field changes: by the person, by a prefill
   * from `orderId`, or when an accepted validation writes the standardised address back.
   */
  onValueChange?: (value: AddressFormValue) => void;
  /**
   * Called once the address is saved: validated and accepted as it was, standardised and the
   * suggestion taken, or kept as entered. Receives the API's `Address` (with `object_id` and,
   * after validation, `validation_results` and `is_residential`). Never called for an address
   * the API could not verify. The address stays the saved one until the next `onValueChange`:
   * a host that shows it ("Saved …") should clear that there, so a later failed validation does
   * not sit beside a stale success.
   */
  onSubmit?: (address: Address) => void;
  /**
   * Called when saving or loading fails. The form still shows the problem itself (on the fields,
   * or in an alert with a retry button); the provider's `onEvent` also receives an `error` event
   * with `source: 'AddressForm'`.
   */
  onError?: (error: ShippingElementsError) => void;
  /**
   * Prefills the fields with this order's recipient (`to_address`) once the order has loaded,
   * replacing `defaultValue`. The fields show a loading state until then, and a retryable
   * alert if the order cannot be loaded (the fields can still be filled in by hand).
   * @default undefined (no prefill)
   */
  orderId?: string;
  /**
   * Limits the country picker to these two-letter codes, in the order of their localised names.
   * @default every country
   */
  countries?: readonly string[];
  /**
   * Disables every field and the submit button (native `disabled` on the fieldset).
   * @default false
   */
  disabled?: boolean;
  /**
   * Shows the address without letting it be edited. The address can still be submitted for
   * validation, and a suggestion accepted.
   * @default false
   */
  readOnly?: boolean;
  /**
   * Text of the submit button.
   * @default messages.addressForm.submit ("Save address")
   */
  submitLabel?: string;
}

/**
 * Collects a postal address, checks it as the country requires, validates it with the shipping
 * API and hands the saved `Address` to the host.
 *
 * @remarks
 * The layout follows the chosen country: field order (postcode before city in Germany, from
 * postcode to street in Japan), labels (State, Province, County, Prefecture; ZIP code or
 * Postcode), required fields and postcode formats, for US, CA, GB, DE, FR, ES, IT, NL, AU, JP and
 * more, with a generic layout for the rest. Pasted text is cleaned (whitespace and line breaks
 * collapsed, country upper-cased, postcode separators added) before it is sent; nothing typed is
 * lost when a submit fails.
 *
 * On submit the address is created with `validate: true`. If the API's standardised address
 * differs in a postal field (case included; whitespace ignored), a dialog offers the suggestion
 * or the address as entered; nothing counts as saved (no `onSubmit`, no "saved" status, address
 * lists not refreshed) until the person chooses. Keeping the entered address creates it again
 * without validation, so the stored address is exactly what was typed. An address the API cannot
 * verify shows the API's messages and is not submitted; when the API returned a suggestion with it
 * (other postal fields than were sent: "San Francisco, NY 94105" → CA), a dialog asks "Did you
 * mean this address?" first: yes validates the suggestion (verified, it is saved), no shows why
 * the entered address is not verified. Addresses are disposable in the API, so
 * an unchanged address submitted again reuses the object this provider already created for it
 * (a kept address is saved again at once, without a second question or a copy).
 *
 * Styling contract (all inside `@layer shipping-elements`, so host CSS wins):
 * - root `<form>`: `data-se-part="address-form"`, `data-disabled`, `data-readonly`, and
 *   `data-state`: `loading` (the order of `orderId` loads), `idle`, `validating` (the API checks
 *   the address), `suggestion` (a suggestion dialog is open), `submitting` (the address as entered is
 *   saved), `error` (a request failed, the API could not verify the address, or the order did not
 *   load) or `success` (saved; back to `idle` at the next edit);
 * - `address-form-fieldset`, `address-form-legend`, `address-form-required-note`,
 *   `address-fields`;
 * - each field: `address-field` with `data-field="<API field name>"` and `data-required`,
 *   around the shared `field`, `field-label`, `field-description` and `field-error` parts and the
 *   shared `required-marker`; the controls are `address-input` and `address-select`;
 * - `address-form-messages` (`data-kind="error" | "warning"`): the API's verdict on the address;
 *   a refusal that names no field of the form is the kit's error notice under the same name
 *   (`data-se-notice="error"`, `data-kind` the error's kind, its sentence `error-notice-message`),
 *   `address-form-status`, `address-form-badge` (`data-kind="residential" | "commercial"`),
 *   `address-form-actions`;
 * - in the suggestion dialog (`data-kind="standardised" | "correction"` on `address-form-suggestion`,
 *   the second for an address not verified): `address-form-suggestion`, `address-form-suggestion-option`
 *   (`data-kind="entered" | "suggested"`), `address-form-suggestion-heading`,
 *   `address-form-suggestion-lines`, `address-form-suggestion-change`,
 *   `address-form-suggestion-actions`;
 * - variables: the shared `--se-*` tokens, plus `--se-address-form-max-width` (default `40rem`)
 *   and `--se-address-form-column-gap`. Below a 30rem wide container every field takes a line.
 *
 * State and province names in the selects are the official English names (the values sent are
 * the postal codes carriers expect); country names follow the active locale.
 *
 * @example
 * <AddressForm
 *   mode="recipient"
 *   orderId={order.object_id}
 *   onSubmit={(address) => setRecipientId(address.object_id)}
 * />
 */
export const AddressForm = /* @__PURE__ */ React.forwardRef<HTMLFormElement, AddressFormProps>(function AddressForm(
  {
    mode = 'recipient',
    value,
    defaultValue,
    onValueChange,
    onSubmit,
    onError,
    orderId,
    countries,
    disabled = false,
    readOnly = false,
    submitLabel,
    ...formProps
  },
  forwardedRef,
) {
  const { messages, locale } = useShippingElements('AddressForm', ADDRESS_FORM_TEXT);
  const text = messages.addressForm;
  const { state, form, country, order, actions } = useAddressForm({ mode, value, defaultValue, onValueChange, onSubmit, onError, orderId, countries });
  // Its dialog mounts only as it opens: its code is fetched now.
  usePreloadedDialog();
  usePreloaded(AddressSuggestion.code);

  // A closing dialog returns focus to what had it before it opened, but the form opens the
  // suggestion dialog itself and Safari does not focus a clicked button, so focus could fall to
  // <body>. The submit button is where it started.
  const submitButton = React.useRef<HTMLButtonElement>(null);
  const suggesting = state.step === 'suggestion' || state.step === 'correction';
  const wasSuggesting = React.useRef(false);
  React.useEffect(() => {
    if (wasSuggesting.current && !suggesting) {
      submitButton.current?.focus();
    }
    wasSuggesting.current = suggesting;
  }, [suggesting]);

  // A disabled query (no order id, or '') is "pending" forever; only a real load counts.
  const loadingOrder = Boolean(orderId) && order.isPending;
  const busy = state.step === 'validating' || state.step === 'keeping';

  return (
    <BlockFrame
      as="form"
      ref={forwardedRef}
      noValidate
      {...formProps}
      onSubmit={(event) => void actions.submit(event)}
      part="address-form"
      state={loadingOrder ? 'loading' : order.isError ? 'error' : DATA_STATE[state.step]}
      busy={busy || loadingOrder}
      data-disabled={disabled ? '' : undefined}
      data-readonly={readOnly ? '' : undefined}
    >
      <fieldset data-se-part="address-form-fieldset" disabled={disabled}>
        <legend data-se-part="address-form-legend">{text.legend[mode]}</legend>
        {order.isError && <ErrorNotice error={order.error} onRetry={() => void order.refetch()} />}
        {loadingOrder ? (
          <Skeleton rows={6} label={messages.common.loading} />
        ) : (
          <>
            <p data-se-part="address-form-required-note">{messages.common.requiredFieldsNote}</p>
            <AddressFields
              form={form}
              country={country}
              mode={mode}
              readOnly={readOnly}
              countries={countries}
              locale={locale}
              text={addressFieldText(messages.addressFields, messages.formErrors, getCountryFormat(country), locale)}
            />
          </>
        )}

        <AddressStatus state={state} messages={messages} onRetry={actions.retry} />

        <div data-se-part="address-form-actions">
          <Button ref={submitButton} type="submit" pending={busy} disabled={loadingOrder}>
            {state.step === 'validating' ? text.validating : state.step === 'keeping' ? messages.common.saving : (submitLabel ?? text.submit)}
          </Button>
        </div>
      </fieldset>

      {(state.step === 'suggestion' || state.step === 'correction') && (
        <AddressSuggestion
          kind={state.step === 'correction' ? 'correction' : 'standardised'}
          entered={state.entered}
          suggested={state.suggested}
          changed={state.changed}
          messages={text}
          countryName={(code) => countryName(locale, code)}
          onUseSuggested={actions.takeSuggestion}
          onKeepEntered={actions.keepEntered}
          onDismiss={actions.dismissSuggestion}
        />
      )}
    </BlockFrame>
  );
});
// Minifiers rename functions; DevTools and error messages keep this name.
AddressForm.displayName = 'AddressForm';
