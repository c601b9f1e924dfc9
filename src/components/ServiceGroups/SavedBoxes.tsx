'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { DistanceUnit } from '../../api/resources/parcels';
import type { UserParcelTemplate } from '../../api/resources/user-parcel-templates';
import { useReportQueryError } from '../../internal/use-report-query-error';
import { useSubmitGuard } from '../../internal/use-submit-guard';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { useClearDefaultParcelTemplate, useDefaultParcelTemplate, useSetDefaultParcelTemplate } from '../../queries/live-rates';
import { useCreateUserParcelTemplate, useDeleteUserParcelTemplate, useUserParcelTemplates } from '../../queries/user-parcel-templates';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { SelectControl, TextControl } from '../../ui/form-controls';
import { Skeleton } from '../../ui/Skeleton';
import { useStepForm } from '../../ui/use-step-form';
import { BOX_DIMENSIONS as DIMENSIONS, BOX_UNITS, BoxSchema, EMPTY_BOX, boxInputOf, type BoxIssue, type BoxValues } from '../shared/steps/box-values';
import { SERVICE_GROUPS_TEXT } from './service-groups-text';

const NO_DEFAULT = '';

/**
 * The merchant's saved boxes (user parcel templates): the one checkout packs carts in by default
 * (a radio group, "none" sizing the parcel from the cart), deleting one, and saving a new one.
 */
export function SavedBoxes({ onError }: { onError: (error: ShippingElementsError) => void }): React.JSX.Element {
  const { messages, format, locale } = useShippingElements('ServiceGroups', SERVICE_GROUPS_TEXT);
  const text = messages.serviceGroups.boxes;
  const boxes = useUserParcelTemplates();
  const current = useDefaultParcelTemplate();
  const setDefault = useSetDefaultParcelTemplate();
  const clearDefault = useClearDefaultParcelTemplate();
  const remove = useDeleteUserParcelTemplate();
  const loadError = boxes.error ?? current.error;
  useReportQueryError(loadError, onError);
  const [failure, setFailure] = React.useState<ShippingElementsError | null>(null);
  const titleId = `${React.useId()}-boxes`;

  // Choosing the default and deleting a box are idempotent: a second click sends the same answer again.
  const send = async (request: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await request();
    } catch (error) {
      setFailure(error as ShippingElementsError);
      onError(error as ShippingElementsError);
    }
  };
  const choose = (id: string) => void send(() => (id === NO_DEFAULT ? clearDefault.mutateAsync() : setDefault.mutateAsync(id)));
  const pendingChoice = setDefault.isPending ? setDefault.variables : clearDefault.isPending ? NO_DEFAULT : undefined;
  const chosen = pendingChoice ?? current.data?.result?.object_id ?? NO_DEFAULT;
  const label = (box: UserParcelTemplate) =>
    `${box.name} (${format.dimensions(box.length, box.width, box.height, box.distance_unit as DistanceUnit)})`;

  return (
    <section aria-labelledby={titleId} data-se-part="service-groups-boxes">
      <h3 id={titleId}>{text.title}</h3>
      <p>{text.intro}</p>
      {loadError && !boxes.data ? (
        <ErrorNotice error={loadError} onRetry={() => void Promise.all([boxes.refetch(), current.refetch()])} />
      ) : !boxes.data || !current.data ? (
        <Skeleton rows={2} label={messages.common.loading} />
      ) : (
        <fieldset data-se-part="service-groups-default-box">
          <legend>{text.defaultLegend}</legend>
          {[{ id: NO_DEFAULT, name: text.noDefault, box: undefined }, ...boxes.data.map((box) => ({ id: box.object_id, name: label(box), box }))].map(({ id, name, box }) => (
            <div key={id || 'none'} data-se-part="service-groups-box">
              <label>
                <input type="radio" name={`${titleId}-default`} value={id} checked={chosen === id} onChange={() => choose(id)} /> {name}
              </label>
              {box && (
                <Button
                  variant="secondary"
                  part="service-groups-box-remove"
                  pending={remove.isPending && remove.variables === box.object_id}
                  onClick={() => void send(() => remove.mutateAsync(box.object_id))}
                >
                  {formatMessage(text.removeNamed, { name: box.name }, locale)}
                </Button>
              )}
            </div>
          ))}
          {boxes.data.length === 0 && <p data-se-part="service-groups-boxes-empty">{text.empty}</p>}
        </fieldset>
      )}
      {failure && <ErrorNotice error={failure} />}
      <NewBoxForm onError={onError} />
    </section>
  );
}

/** Saves a box of the merchant's own size. */
function NewBoxForm({ onError }: { onError: (error: ShippingElementsError) => void }): React.JSX.Element {
  const { messages } = useShippingElements('ServiceGroups', SERVICE_GROUPS_TEXT);
  const text = messages.serviceGroups.boxes;
  const create = useCreateUserParcelTemplate();
  const guard = useSubmitGuard('in-flight');
  const form = useStepForm(BoxSchema, EMPTY_BOX);
  const { register, formState } = form;
  const issue = (name: keyof BoxValues) => {
    const code = formState.errors[name]?.message as BoxIssue | undefined;
    return code === undefined ? undefined : (text.issues[code] ?? messages.serviceGroups.issues.rejected);
  };
  const unitOptions = React.useMemo(() => BOX_UNITS.map((unit) => ({ value: unit, label: messages.units.distance[unit].long })), [messages]);
  const submit = form.handleSubmit((values) =>
    guard.run(async () => {
      try {
        await create.mutateAsync(boxInputOf(values));
        form.reset(EMPTY_BOX);
      } catch (error) {
        onError(error as ShippingElementsError);
      }
    }),
  );
  const titleId = `${React.useId()}-new-box`;
  return (
    <form noValidate aria-labelledby={titleId} data-se-part="service-groups-new-box" onSubmit={(event) => void submit(event)}>
      <h4 id={titleId}>{text.addTitle}</h4>
      <TextControl label={text.name} field="name" required registration={register('name')} error={issue('name')} />
      <div data-se-part="service-groups-box-dimensions">
        {DIMENSIONS.map((name) => (
          <TextControl key={name} label={text[name]} field={name} inputMode="decimal" required registration={register(name)} error={issue(name)} />
        ))}
        <SelectControl label={text.unit} field="unit" required options={unitOptions} registration={register('unit')} />
      </div>
      {create.error && <ErrorNotice error={create.error} />}
      <Button type="submit" variant="secondary" part="service-groups-box-save" pending={create.isPending}>
        {create.isPending ? text.adding : text.add}
      </Button>
    </form>
  );
}
