'use client';

import * as React from 'react';
import * as z from 'zod/mini';
import { useShippingElements } from '../../provider/context';
import { Button } from '../../ui/Button';
import { SelectControl, TextControl } from '../../ui/form-controls';
import { useStepForm } from '../../ui/use-step-form';
import { NO_FILTERS, type LabelHistoryFilters } from './label-history-machine';
import { LABEL_HISTORY_TEXT } from './label-history-text';

// Every value is a choice of a list or free text: nothing to refuse, so the schema only shapes them.
const FiltersSchema = z.object({ labelStatus: z.string(), trackingStatus: z.string(), from: z.string(), to: z.string(), search: z.string() });

const LABEL_STATUSES = ['SUCCESS', 'QUEUED', 'WAITING', 'ERROR', 'REFUNDPENDING', 'REFUNDED', 'REFUNDREJECTED'] as const;
const TRACKING_STATUSES = ['PRE_TRANSIT', 'TRANSIT', 'DELIVERED', 'RETURNED', 'FAILURE', 'UNKNOWN'] as const;

/**
 * The filters of the list: label status and tracking status (the API filters by them), the days
 * bought and the search (the block filters by them). Each change applies at once.
 */
export function LabelFilters({ onChange }: { onChange: (filters: LabelHistoryFilters) => void }): React.JSX.Element {
  const { messages } = useShippingElements('LabelHistory', LABEL_HISTORY_TEXT);
  const text = messages.labelHistory.filters;
  const form = useStepForm(FiltersSchema, NO_FILTERS);
  const { subscribe, register, reset } = form;
  React.useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values }) => onChange(values as LabelHistoryFilters) }),
    [subscribe, onChange],
  );
  const [labelOptions, trackingOptions] = React.useMemo(() => {
    const any = { value: '', label: messages.labelHistory.filters.any };
    return [
      [any, ...LABEL_STATUSES.map((value) => ({ value, label: messages.status.transaction[value] }))],
      [any, ...TRACKING_STATUSES.map((value) => ({ value, label: messages.status.tracking[value] }))],
    ] as const;
  }, [messages]);
  return (
    <form role="search" aria-label={text.legend} data-se-part="label-history-filters" onSubmit={(event) => event.preventDefault()}>
      <TextControl label={text.search} description={text.searchHint} field="search" registration={register('search')} type="text" />
      <SelectControl label={text.labelStatus} field="labelStatus" options={labelOptions} registration={register('labelStatus')} />
      <SelectControl label={text.trackingStatus} field="trackingStatus" options={trackingOptions} registration={register('trackingStatus')} />
      <TextControl label={text.from} field="from" type="date" registration={register('from')} />
      <TextControl label={text.to} field="to" type="date" registration={register('to')} />
      <Button variant="secondary" onClick={() => reset(NO_FILTERS)}>
        {text.clear}
      </Button>
    </form>
  );
}
