'use client';

import * as React from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { Transaction } from '../../api/resources/transactions';
import { useShippingElements } from '../../provider/context';
import { formatCounts, formatMessage } from '../../provider/messages';
import { serviceOf, type LabelParties } from '../shared/pickup-labels';
import type { PickupFormValues } from './pickup-values';
import { PICKUP_TEXT } from '../shared/pickup-text';

/** Props of {@link LabelChecklist}. */
export interface LabelChecklistProps {
  form: UseFormReturn<PickupFormValues>;
  /** The labels that can be handed over; `undefined` while no account is chosen. */
  labels: readonly Transaction[] | undefined;
  /** The order and recipient of a label. */
  describeLabel: (label: Transaction) => LabelParties;
  /** True when the list was cut at the page size. */
  truncated: boolean;
  error?: string | undefined;
}

/** The labels to hand over: one checkbox each, "select all", and how many are chosen. */
export function LabelChecklist({ form, labels, describeLabel, truncated, error }: LabelChecklistProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('PickupScheduler', PICKUP_TEXT);
  const text = messages.pickup.labels;
  const errorId = React.useId();
  const selectAllRef = React.useRef<HTMLInputElement>(null);
  const chosen = useWatch({ control: form.control, name: 'transactions' });
  const ids = React.useMemo(() => (labels ?? []).map((label) => label.object_id), [labels]);
  const selected = ids.filter((id) => chosen.includes(id)).length;
  const all = ids.length > 0 && selected === ids.length;

  React.useEffect(() => {
    if (selectAllRef.current) {
      selectAllRef.current.indeterminate = selected > 0 && !all;
    }
  }, [selected, all]);

  const registration = form.register('transactions');
  return (
    <fieldset data-se-part="pickup-labels" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend data-se-part="pickup-legend">{text.legend}</legend>
      {labels === undefined ? (
        <p data-se-part="pickup-note">{text.chooseAccount}</p>
      ) : labels.length === 0 ? (
        <p data-se-part="pickup-note" data-state="empty">
          {text.none}
        </p>
      ) : (
        <>
          <div data-se-part="control-checkbox" data-se-field="select-all">
            <input
              ref={selectAllRef}
              id={`${errorId}-all`}
              type="checkbox"
              checked={all}
              onChange={() => form.setValue('transactions', all ? [] : ids, { shouldValidate: form.formState.isSubmitted, shouldDirty: true })}
            />
            <label htmlFor={`${errorId}-all`}>{text.selectAll}</label>
          </div>
          <ul data-se-part="pickup-label-list">
            {labels.map((label) => {
              const id = `${errorId}-${label.object_id}`;
              return (
                <li key={label.object_id} data-se-part="control-checkbox" data-se-field="transactions">
                  <input {...registration} id={id} type="checkbox" value={label.object_id} />
                  <label htmlFor={id}>
                    {formatMessage(text.option, { tracking: label.tracking_number || label.object_id, service: serviceOf(label) || '—' }, locale)}
                    <PartiesText parties={describeLabel(label)} text={text} locale={locale} />
                  </label>
                </li>
              );
            })}
          </ul>
          <p data-se-part="pickup-label-count" aria-live="polite">
            {formatCounts(text.count, { selected: [text.countSelected, selected], labels: [text.countTotal, ids.length] }, locale)}
          </p>
          {truncated && <p data-se-part="pickup-note">{text.more}</p>}
        </>
      )}
      {error && (
        <p id={errorId} data-se-part="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** "Order #1004, to Émilie Laurent, Lyon" under a label's tracking number, with what is known. */
function PartiesText({ parties, text, locale }: { parties: LabelParties; text: { orderAndRecipient: string; orderOnly: string; recipientOnly: string }; locale: string }) {
  const { order, recipient } = parties;
  const line =
    order && recipient
      ? formatMessage(text.orderAndRecipient, { order, recipient }, locale)
      : order
        ? formatMessage(text.orderOnly, { order }, locale)
        : recipient
          ? formatMessage(text.recipientOnly, { recipient }, locale)
          : '';
  return line ? <span data-se-part="pickup-label-parties">{line}</span> : null;
}
