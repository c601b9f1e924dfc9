// The name of a batch field as a person reads it, in the block's language: the address, parcel
// and service fields by name, the customs ones from their own namespace ("Item 2: net weight").
import type { Messages } from '../../../provider/messages';
import { formatMessage } from '../../../provider/messages';
import type { BatchField } from './batch-fields';
import { parseItemField } from './customs-fields';

type Text = Messages['batchReview'];

/** The label of `field` in `text`. */
export function fieldLabel(text: Text, field: BatchField, locale: string): string {
  const item = parseItemField(field);
  if (item) {
    return formatMessage(text.customs.item, { index: item.number, field: text.customs.itemFields[item.column] }, locale);
  }
  return field in text.fields ? text.fields[field as keyof Text['fields']] : text.customs.fields[field as keyof Text['customs']['fields']];
}
