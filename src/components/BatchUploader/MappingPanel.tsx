'use client';

import * as React from 'react';
import { useShippingElements } from '../../provider/context';
import { Field } from '../../ui/Field';
import { BATCH_FIELDS, REQUIRED_FIELDS, type BatchField, type ColumnMapping } from './batch-fields';
import { RequiredLabel } from '../../ui/RequiredLabel';
import { BATCH_UPLOADER_TEXT } from './batch-uploader-text';

export interface MappingPanelProps {
  headers: readonly string[];
  mapping: ColumnMapping;
  onChange: (field: BatchField, column: number | undefined) => void;
}

const REQUIRED = new Set<BatchField>(REQUIRED_FIELDS);

/** One select per shipment field: which column of the file fills it. */
export function MappingPanel({ headers, mapping, onChange }: MappingPanelProps): React.JSX.Element {
  const { messages } = useShippingElements('BatchUploader', BATCH_UPLOADER_TEXT);
  const text = messages.batchUploader;
  return (
    <details data-se-part="batch-uploader-mapping" open={BATCH_FIELDS.some((field) => REQUIRED.has(field) && mapping[field] === undefined) || undefined}>
      <summary data-se-part="batch-uploader-mapping-summary">{text.mapping.heading}</summary>
      <fieldset data-se-part="batch-uploader-mapping-fields">
        <legend data-se-part="visually-hidden">{text.mapping.heading}</legend>
        <p data-se-part="batch-uploader-mapping-description">{text.mapping.description}</p>
        {BATCH_FIELDS.map((field) => (
          <Field key={field} label={<RequiredLabel label={text.fields[field]} required={REQUIRED.has(field)} />} required={REQUIRED.has(field)} part="batch-uploader-mapping-field">
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
        ))}
      </fieldset>
    </details>
  );
}
