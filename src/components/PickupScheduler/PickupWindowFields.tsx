'use client';

import * as React from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { pickupTimeZones } from '../../lib/zoned-time';
import { SelectControl, TextControl } from '../../ui/form-controls';
import { PICKUP_TEXT } from '../shared/pickup-text';
import { describeTimeZone, formatPickupWindow, timeZoneOptionLabel } from './pickup-times';
import type { PickupFormValues } from './pickup-values';

/** Props of {@link PickupWindowFields}. */
export interface PickupWindowFieldsProps {
  form: UseFormReturn<PickupFormValues>;
  /** A field's problem in words, when it has one. */
  issue: (name: keyof PickupFormValues) => string | undefined;
}

/** When the carrier picks up: the location's time zone, the day and the window, said back in words. */
export function PickupWindowFields({ form, issue }: PickupWindowFieldsProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('PickupScheduler', PICKUP_TEXT);
  const text = messages.pickup.window;
  const { register } = form;
  const [timeZone, date, startTime, endTime] = useWatch({ control: form.control, name: ['timeZone', 'date', 'startTime', 'endTime'] });

  const zoneOptions = React.useMemo(() => {
    const collator = new Intl.Collator(locale);
    return pickupTimeZones([timeZone])
      .map((zone) => ({ value: zone, label: timeZoneOptionLabel(zone, locale) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [timeZone, locale]);

  // Named at noon of the chosen day, so the summer or winter name is the one that day has (the
  // zone's standard name until a day is entered).
  const zoneAt = Date.parse(`${date}T12:00:00Z`);
  const zoneName = describeTimeZone(timeZone, locale, Number.isNaN(zoneAt) ? 0 : zoneAt);
  // The browser writes its date and time inputs in its own language: the chosen window is said
  // again in the interface's (French `jeu. 26 nov. 2026, 09:00 – 15:00`, not `11/26/2026 09:00 AM`).
  const chosenWindow = date && startTime && endTime ? formatPickupWindow(`${date}T${startTime}`, `${date}T${endTime}`, timeZone, locale) : undefined;

  return (
    <fieldset data-se-part="pickup-window">
      <legend data-se-part="pickup-legend">{text.legend}</legend>
      <p data-se-part="pickup-zone-note">{formatMessage(text.timeZoneNote, { zone: zoneName }, locale)}</p>
      <SelectControl label={text.timeZone} field="timeZone" required options={zoneOptions} registration={register('timeZone')} />
      <TextControl label={text.date} field="date" type="date" required registration={register('date')} error={issue('date')} />
      <div data-se-part="pickup-times">
        <TextControl label={text.start} field="startTime" type="time" required registration={register('startTime')} error={issue('startTime')} />
        <TextControl label={text.end} field="endTime" type="time" required registration={register('endTime')} error={issue('endTime')} />
      </div>
      {chosenWindow && (
        <p data-se-part="pickup-window-chosen" aria-live="polite">
          {formatMessage(text.chosen, { window: chosenWindow }, locale)}
        </p>
      )}
    </fieldset>
  );
}
