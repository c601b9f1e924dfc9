'use client';

import * as React from 'react';
import { useShippingElements } from '../../../provider/context';
import { CustomsStep } from '../steps/CustomsStep';
import { emptyCustomsItem, type CustomsStepValues } from '../steps/customs-values';
import { BATCH_REVIEW_TEXT } from './batch-review-text';
import { MAX_CUSTOMS_ITEMS } from './customs-fields';
import { customsFromRow, rowFromCustoms } from './customs-rows';
import type { RowValues } from './parse-batch-csv';
import { ErrorNotice } from '../../../ui/ErrorNotice';

/** Props of {@link RowCustomsStep}. */
export interface RowCustomsStepProps {
  /** The row whose declaration is filled in: its customs columns prefill the step. */
  values: RowValues;
  /** Country of origin of items added by hand: the sender's country. */
  senderCountry: string | undefined;
  /** Called with the row's customs columns once the declaration is valid. */
  onSubmit: (customs: RowValues) => void;
  onBack: () => void;
}

/**
 * A row's customs declaration, filled in with LabelPurchase's customs step (the same form, rules
 * and words as a single label's): the row's customs columns prefill it, and what it gives back
 * are customs columns again, so the row is checked and sent as a file's row would be.
 */
export function RowCustomsStep({ values, senderCountry, onSubmit, onBack }: RowCustomsStepProps): React.JSX.Element {
  const { messages } = useShippingElements('BatchReview', BATCH_REVIEW_TEXT);
  const text = messages.batchReview.customs;
  const headingId = React.useId();
  const [tooMany, setTooMany] = React.useState(false);
  const origin = senderCountry ?? '';
  const defaultValues = React.useMemo<CustomsStepValues>(() => {
    const customs = customsFromRow(values);
    return customs.items.length > 0 ? customs : { ...customs, items: [emptyCustomsItem('USD', origin, customs.items[0]?.mass_unit ?? 'lb')] };
  }, [values, origin]);
  return (
    <div data-se-part="batch-review-customs">
      <h3 id={headingId} data-se-part="batch-review-customs-heading">
        {text.step}
      </h3>
      <CustomsStep
        defaultValues={defaultValues}
        originCountry={origin}
        labelledBy={headingId}
        onBack={onBack}
        onSubmit={(customs) => {
          const fits = customs.items.length <= MAX_CUSTOMS_ITEMS;
          setTooMany(!fits);
          if (fits) {
            onSubmit(rowFromCustoms(customs));
          }
        }}
      />
      {tooMany && (
        <ErrorNotice part="batch-review-customs-error" message={text.tooManyItems} />
      )}
    </div>
  );
}
