// Walks a message catalogue by dotted path, for the catalogue tests (src/provider/*.test.ts).
import { isPluralMessage, type MessageValue } from '../src/provider/messages';

/** Every message of a catalogue by dotted path; plural objects are single messages. */
export function messagesByPath(tree: object, prefix = ''): Map<string, MessageValue> {
  const result = new Map<string, MessageValue>();
  for (const [key, value] of Object.entries(tree)) {
    // The catalogue's language tag is not a message.
    if (prefix === '' && key === 'language') {
      continue;
    }
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string' || isPluralMessage(value)) {
      result.set(path, value);
    } else {
      for (const [childPath, childValue] of messagesByPath(value as object, path)) {
        result.set(childPath, childValue);
      }
    }
  }
  return result;
}
