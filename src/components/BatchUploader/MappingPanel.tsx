'use client';

import * as React from 'react';
import { useShippingElements } from '../../provider/context';
import type { Messages } from '../../provider/messages';
import { Field } from '../../ui/Field';
import { BATCH_FIELDS, REQUIRED_FIELDS, type BatchField, type ColumnMapping } from '../shared/batch-review/batch-fields';
import { RequiredLabel } from '../../ui/RequiredLabel';
import { PREVIEW_TEXT } from './preview-text';
import { DECLARATION_FIELDS, ITEM_FIELDS } from '../shared/batch-review/customs-fields';
import { fieldLabel } from '../shared/batch-review/field-label';

export interface MappingPanelProps {
  headers: readonly string[];
  mapping: ColumnMapping;
  onChange: (field: BatchField, column: number | undefined) => void;
}

const REQUIRED = new Set<BatchField>(REQUIRED_FIELDS);
const CUSTOMS = new Set<BatchField>([...DECLARATION_FIELDS, ...ITEM_FIELDS]);
const SHIPMENT_FIELDS = BATCH_FIELDS.filter((field) => !CUSTOMS.has(field));
const CUSTOMS_FIELDS = BATCH_FIELDS.filter((field) => CUSTOMS.has(field));

/** One select: which column fills `field`. */
function FieldSelect({ field, headers, mapping, onChange, text, review, locale }: MappingPanelProps & { field: BatchField; text: Messages['batchUploader']; review: Messages['batchReview']; locale: string }) {
  return (
    <Field label={<RequiredLabel label={fieldLabel(review, field, locale)} required={REQUIRED.has(field)} />} required={REQUIRED.has(field)} part="batch-uploader-mapping-field">
      {(control) => (
        <select
          {...control}
          value={mapping[field] === undefined ? '' : String(mapping[field])}
          onChange={(event) => onChange(field, event.target.value === '' ? undefined : Number(event.target.value))}
          data-se-part="control-select"
        >
          <option value="">{text.mapping.notMapped}</option>
          {headers.map((header, index) => (
            <option key={`${index}:${header}`} value={String(index)}>
              {header || `#${index + 1}`}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** One select per shipment field: which column of the file fills it. */
export function MappingPanel({ headers, mapping, onChange }: MappingPanelProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('BatchUploader', PREVIEW_TEXT);
  const text = messages.batchUploader;
  const review = messages.batchReview;
  const missing = BATCH_FIELDS.some((field) => REQUIRED.has(field) && mapping[field] === undefined);
  // The selects (one per field, an option per column) are most of the preview's elements: they
  // are rendered while the panel is open only, so a file whose columns are all recognised shows
  // its preview without them. The panel opens by itself when a required field has no column,
  // and closes only when the person closes it: mapping the last missing field in it must not
  // take it (and the focused select) away.
  const [open, setOpen] = React.useState(missing);
  const [wasMissing, setWasMissing] = React.useState(missing);
  if (missing !== wasMissing) {
    setWasMissing(missing);
    if (missing) {
      setOpen(true);
    }
  }
  return (
    <details data-se-part="batch-uploader-mapping" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary data-se-part="batch-uploader-mapping-summary">{text.mapping.heading}</summary>
      {open && (
        <fieldset data-se-part="batch-uploader-mapping-fields">
          <legend data-se-part="visually-hidden">{text.mapping.heading}</legend>
          <p data-se-part="batch-uploader-mapping-description">{text.mapping.description}</p>
          {SHIPMENT_FIELDS.map((field) => (
            <FieldSelect key={field} field={field} headers={headers} mapping={mapping} onChange={onChange} text={text} review={review} locale={locale} />
          ))}
          <fieldset data-se-part="batch-uploader-mapping-customs">
            <legend>{review.customs.mappingLegend}</legend>
            {CUSTOMS_FIELDS.map((field) => (
              <FieldSelect key={field} field={field} headers={headers} mapping={mapping} onChange={onChange} text={text} review={review} locale={locale} />
            ))}
          </fieldset>
        </fieldset>
      )}
    </details>
  );
}
