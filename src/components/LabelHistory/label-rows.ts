import type { Transaction } from '../../api/resources/transactions';
import type { LabelHistoryFilters } from './label-history-machine';

/** What the host knows of a label that the API's transaction does not carry (its order, its recipient). */
export interface LabelDetails {
  /** The order the label ships, as the merchant names it (`#1042`). */
  order?: string | undefined;
  /** The recipient's name. */
  recipient?: string | undefined;
}

// One formatter per time zone: creating one costs far more than formatting with it, and the date
// filters read the day of every label loaded (thousands) on each change (bench/RESULTS.md).
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The reader's calendar day of an instant (`YYYY-MM-DD`), in `timeZone` or the runtime's zone. */
export function dayOf(iso: string, timeZone: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return '';
  }
  const key = timeZone ?? '';
  let format = dayFormats.get(key);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD, the order of <input type="date">'s value.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(key, format);
  }
  return format.format(date);
}

/** Whether the filters the block applies itself (dates, search) need labels the API cannot pick: the list then reads on. */
export const filtersLocally = (filters: LabelHistoryFilters) => filters.from !== '' || filters.to !== '' || filters.search.trim() !== '';

/**
 * Whether a label passes the filters the API has no parameter for: the day it was bought, and the
 * search (every word found, ignoring case, in its tracking number, metadata, order or recipient).
 */
export function matchesLocally(transaction: Transaction, filters: LabelHistoryFilters, details: LabelDetails, timeZone: string | undefined): boolean {
  if (filters.from || filters.to) {
    const day = transaction.object_created ? dayOf(transaction.object_created, timeZone) : '';
    if ((filters.from && day < filters.from) || (filters.to && (day === '' || day > filters.to))) {
      return false;
    }
  }
  const words = filters.search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) {
    return true;
  }
  const haystack = [transaction.tracking_number, transaction.metadata, details.order, details.recipient].filter(Boolean).join(' ').toLocaleLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** The name of a label in sentences and accessible names: its tracking number, else its id. */
export const labelName = (transaction: Transaction) => transaction.tracking_number || transaction.object_id;

/** A label the API may still refund: bought, and not refunded or asked for already. */
export const isVoidable = (transaction: Transaction, refunds: Readonly<Record<string, string>>) => transaction.status === 'SUCCESS' && refunds[transaction.object_id] === undefined;
