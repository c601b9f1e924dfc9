'use client';

import * as React from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Address } from '../../api/resources/addresses';
import { useShippingElements } from '../../provider/context';
import { guessTimeZone } from '../../lib/zoned-time';
import { Button } from '../../ui/Button';
import { SelectControl, TextControl, type SelectOption } from '../../ui/form-controls';
import { PICKUP_TEXT } from '../shared/pickup-text';
import { BUILDING_LOCATION_TYPES, BUILDING_TYPES, type PickupFormValues } from './pickup-values';

/** Props of {@link PickupLocationFields}. */
export interface PickupLocationFieldsProps {
  form: UseFormReturn<PickupFormValues>;
  /** The places the merchant ships from. */
  addresses: readonly Address[];
  /** A field's problem in words, when it has one. */
  issue: (name: keyof PickupFormValues) => string | undefined;
  onAddAddress: () => void;
}

function addressLabel(address: Address): string {
  return [address.name || address.company, address.street1, address.city, address.state, address.country].filter(Boolean).join(', ');
}

/** Where the carrier picks up: the place, where at the building, and instructions. */
export function PickupLocationFields({ form, addresses, issue, onAddAddress }: PickupLocationFieldsProps): React.JSX.Element {
  const { messages } = useShippingElements('PickupScheduler', PICKUP_TEXT);
  const text = messages.pickup.location;
  const { register, setValue, getValues } = form;

  const addressOptions: SelectOption[] = React.useMemo(
    () => [{ value: '', label: text.placeholder, disabled: true }, ...addresses.map((address) => ({ value: address.object_id, label: addressLabel(address) }))],
    [addresses, text],
  );
  const locationTypeOptions = React.useMemo(() => BUILDING_LOCATION_TYPES.map((value) => ({ value, label: text.buildingLocationTypes[value] })), [text]);
  const buildingTypeOptions = React.useMemo(
    () => [{ value: '', label: text.buildingTypeNone }, ...BUILDING_TYPES.map((value) => ({ value, label: text.buildingTypes[value] }))],
    [text],
  );
  const addressRegistration = register('addressId', {
    // Another place is most likely in another zone: the window follows it.
    onChange: () => {
      const address = addresses.find((candidate) => candidate.object_id === getValues('addressId'));
      const guess = guessTimeZone(address);
      if (guess) {
        setValue('timeZone', guess);
      }
    },
  });

  return (
    <fieldset data-se-part="pickup-location">
      <legend data-se-part="pickup-legend">{text.legend}</legend>
      <SelectControl label={text.address} field="addressId" required options={addressOptions} registration={addressRegistration} error={issue('addressId')} />
      <Button variant="secondary" part="pickup-add-address" onClick={onAddAddress}>
        {text.addAddress}
      </Button>
      <SelectControl label={text.buildingLocationType} field="buildingLocationType" required options={locationTypeOptions} registration={register('buildingLocationType')} />
      <SelectControl label={text.buildingType} field="buildingType" options={buildingTypeOptions} registration={register('buildingType')} />
      <TextControl label={text.instructions} field="instructions" description={text.instructionsHint} registration={register('instructions')} error={issue('instructions')} />
    </fieldset>
  );
}
