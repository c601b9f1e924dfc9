// Entry point `shipping-elements/locales/en`: the English catalogue, built into the provider
// anyway; exported so hosts can pick a catalogue the same way for every language.
import { en as catalogue } from './en/catalogue';
import type { Messages } from '../provider/messages';

/**
 * Shows the kit in English: the text the provider shows without `messages`, typed as
 * {@link Messages} like the other catalogues.
 *
 * @example
 * import { en } from 'shipping-elements/locales/en';
 * const messages = mergeMessages(en, { ratePicker: { legend: 'Delivery speed' } });
 */
export const en: Messages = catalogue;
