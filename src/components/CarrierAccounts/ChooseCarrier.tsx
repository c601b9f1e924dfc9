'use client';

import * as React from 'react';
import { useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { Button } from '../../ui/Button';
import { SelectControl } from '../../ui/form-controls';
import { useStepForm } from '../../ui/use-step-form';
import type { ConnectPath } from './carrier-accounts-machine';
import { CARRIER_ACCOUNTS_TEXT } from './carrier-accounts-text';
import type { ConnectableCarrier } from './ConnectDialog';
import { pathsOf } from './connect-values';

const ChoiceSchema = z.object({ carrier: z.string(), path: z.enum(['own', 'service']) });
type Choice = z.infer<typeof ChoiceSchema>;

/** Props of {@link ChooseCarrier}. */
export interface ChooseCarrierProps {
  carriers: readonly ConnectableCarrier[];
  signinEnabled: boolean;
  onChoose: (carrier: string, path: ConnectPath) => void;
  onCancel: () => void;
}

/** The first step of the connect flow: which carrier, and how (own account or through the service). */
export function ChooseCarrier({ carriers, signinEnabled, onChoose, onCancel }: ChooseCarrierProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('CarrierAccounts', CARRIER_ACCOUNTS_TEXT);
  const text = messages.carrierAccounts.connect;
  // An OAuth carrier is offered only when the host gave its sign-in route.
  const offered = carriers.filter((carrier) => signinEnabled || carrier.connection.authentication !== 'oauth');
  const form = useStepForm(ChoiceSchema, { carrier: offered[0]?.connection.carrier ?? '', path: 'own' } satisfies Choice);
  const { register, control, setValue } = form;
  const carrierToken = useWatch({ control, name: 'carrier' });
  const chosen = offered.find((carrier) => carrier.connection.carrier === carrierToken);
  const paths = chosen ? pathsOf(chosen.connection) : (['own'] as ConnectPath[]);
  const options = offered.map((carrier) => ({ value: carrier.connection.carrier, label: carrier.name }));
  const id = React.useId();
  const submit = form.handleSubmit((values) => onChoose(values.carrier, values.path));
  return (
    <form noValidate data-se-part="carrier-accounts-choose" onSubmit={(event) => void submit(event)}>
      <SelectControl label={text.carrier} field="carrier" required options={options} registration={register('carrier', { onChange: () => setValue('path', 'own') })} />
      <fieldset data-se-part="carrier-accounts-paths">
        <legend>{text.path}</legend>
        {paths.map((option) => (
          <div key={option} data-se-part="control-radio">
            <input id={`${id}-${option}`} type="radio" value={option} aria-describedby={`${id}-${option}-help`} {...register('path')} />
            <label htmlFor={`${id}-${option}`}>
              {option === 'service' ? text.service : chosen?.connection.authentication === 'oauth' ? formatMessage(text.ownOauth, { carrier: chosen.name }, locale) : text.own}
            </label>
            <p id={`${id}-${option}-help`} data-se-part="field-description">
              {option === 'service' ? text.serviceHelp : text.ownHelp}
            </p>
          </div>
        ))}
      </fieldset>
      <div data-se-part="carrier-accounts-form-actions">
        <Button variant="secondary" onClick={onCancel}>
          {messages.common.cancel}
        </Button>
        <Button type="submit" part="carrier-accounts-continue">
          {text.continue}
        </Button>
      </div>
    </form>
  );
}
