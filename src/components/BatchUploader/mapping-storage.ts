// The last column mapping, remembered between uploads (by header name). Only the mapping is
// stored, never anything from the file or the session.
import { BATCH_FIELDS, type BatchField } from '../shared/batch-review/batch-fields';

const STORAGE_KEY = 'shipping-elements:batch-uploader:mapping';

/** A mapping by header name: each field and the header of its column. */
export type RememberedMapping = Partial<Record<BatchField, string>>;

/** The mapping remembered from the last upload, if storage is available and holds one. */
export function loadRememberedMapping(): RememberedMapping | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (!raw) {
      return undefined;
    }
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) {
      return undefined;
    }
    const mapping: RememberedMapping = {};
    for (const field of BATCH_FIELDS) {
      const header = (parsed as Record<string, unknown>)[field];
      if (typeof header === 'string') {
        mapping[field] = header;
      }
    }
    return mapping;
  } catch {
    // Storage disabled (private mode, a sandboxed iframe) or a damaged value: detect afresh.
    return undefined;
  }
}

/** Whether a `storage` event (another tab's change) may have changed the remembered mapping. */
export function isMappingStorageEvent(event: StorageEvent): boolean {
  return event.key === null || event.key === STORAGE_KEY;
}

/** Remembers a mapping for the next upload; silently does nothing where storage is unavailable. */
export function rememberMapping(mapping: RememberedMapping): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(mapping));
  } catch {
    // Quota or disabled storage: the next upload detects the columns again.
  }
}
