'use client';

import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { useWatch } from 'react-hook-form';
import type { Address } from '../../api/resources/addresses';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { guessTimeZone } from '../../lib/zoned-time';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SelectControl, TextControl, type SelectOption } from '../../ui/form-controls';
import { useStepForm } from '../../ui/use-step-form';
import { AddressForm } from '../AddressForm';
import { placeKey } from '../shared/ship-from';
import { PICKUP_TEXT } from '../shared/pickup-text';
import { LabelChecklist } from './LabelChecklist';
import { PickupLocationFields } from './PickupLocationFields';
import { PickupRefusal } from './PickupRefusal';
import { PickupWindowFields } from './PickupWindowFields';
import { pickupFormSchema, type PickupFormValues, type PickupIssue } from './pickup-values';
import type { PickupSchedulerController } from './use-pickup-scheduler';

// "In the future" means at the moment the person submits.
const PICKUP_FORM_SCHEMA = /* @__PURE__ */ pickupFormSchema(() => Date.now());

/** Props of {@link PickupForm}. */
export interface PickupFormProps {
  /** The controller: the data offered, the machine's state and the actions. */
  flow: PickupSchedulerController;
  /** What the form starts from (read when it mounts). */
  startValues: PickupFormValues;
  /** Id of the heading that names the form. */
  labelledBy: string;
}

/**
 * The form step: account, labels, location and window, with the carrier's refusal above it when
 * there is one. Its valid values go to `actions.review`, which opens the confirmation.
 */
export function PickupForm({ flow, startValues, labelledBy }: PickupFormProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('PickupScheduler', PICKUP_TEXT);
  const text = messages.pickup;
  const { state, actions, accounts, pickupCarriers } = flow;
  const form = useStepForm(PICKUP_FORM_SCHEMA, startValues);
  const { register, formState, setValue } = form;
  const [addingAddress, setAddingAddress] = React.useState(false);
  const issue = (name: keyof PickupFormValues): string | undefined => {
    const code = formState.errors[name]?.message as PickupIssue | undefined;
    return code === undefined ? undefined : (text.issues[code] ?? code);
  };

  const chosenAccount = useWatch({ control: form.control, name: 'carrierAccount' });
  const { labelsOf } = flow;
  const labels = React.useMemo(() => labelsOf(chosenAccount), [labelsOf, chosenAccount]);
  const accountOptions: SelectOption[] = React.useMemo(
    () => [
      { value: '', label: text.account.placeholder, disabled: true },
      ...accounts.map((account) => {
        const carrier = account.carrier_name || account.carrier;
        const supported = pickupCarriers.includes(account.carrier);
        return {
          value: account.object_id,
          label: supported ? formatMessage(text.account.option, { carrier, account: account.account_id ?? account.object_id }, locale) : formatMessage(text.account.unsupported, { carrier }, locale),
          disabled: !supported,
        };
      }),
    ],
    [accounts, pickupCarriers, text, locale],
  );
  const accountRegistration = register('carrierAccount', {
    // Labels belong to one account: another account starts with none chosen.
    onChange: () => setValue('transactions', []),
  });
  const unsupportedCount = accounts.filter((account) => !pickupCarriers.includes(account.carrier)).length;
  const submit = form.handleSubmit(actions.review);

  function addressAdded(address: Address) {
    // The select is uncontrolled: its new option must be in the DOM before RHF sets it.
    ReactDOM.flushSync(() => actions.addAddress(address));
    // A place already listed keeps its entry: the new object is the same place.
    const place = flow.addresses.find((candidate) => placeKey(candidate) === placeKey(address)) ?? address;
    setValue('addressId', place.object_id, { shouldValidate: formState.isSubmitted });
    const zone = guessTimeZone(address);
    if (zone) {
      setValue('timeZone', zone);
    }
    setAddingAddress(false);
  }

  return (
    <>
      {state.step === 'refused' && (
        <PickupRefusal
          pickup={state.pickup}
          labels={flow.labels}
          booked={flow.booked}
          onEdit={() => {
            actions.edit();
            form.setFocus('date');
          }}
        />
      )}
      <form noValidate aria-labelledby={labelledBy} data-se-part="pickup-form" onSubmit={(event) => void submit(event)}>
        <p data-se-part="required-note">{messages.common.requiredFieldsNote}</p>
        <SelectControl
          label={text.account.label}
          field="carrierAccount"
          required
          options={accountOptions}
          registration={accountRegistration}
          error={issue('carrierAccount')}
          description={unsupportedCount > 0 ? text.account.unsupportedNote : undefined}
        />
        <LabelChecklist form={form} labels={labels} describeLabel={flow.describeLabel} truncated={flow.labelsTruncated} error={issue('transactions')} />
        <PickupLocationFields form={form} addresses={flow.addresses} issue={issue} onAddAddress={() => setAddingAddress(true)} />
        <PickupWindowFields form={form} issue={issue} />
        <TextControl label={text.metadata.label} field="metadata" description={text.metadata.hint} registration={register('metadata')} error={issue('metadata')} />
        <div data-se-part="pickup-actions">
          <Button type="submit" part="pickup-review">
            {text.review}
          </Button>
        </div>
      </form>
      {/* Outside the pickup form: AddressForm is a form of its own. */}
      <Dialog open={addingAddress} onOpenChange={setAddingAddress} title={text.location.addressDialog} description={text.location.addressDialogDescription}>
        <AddressForm mode="sender" onError={flow.reportError} onSubmit={addressAdded} />
      </Dialog>
    </>
  );
}
