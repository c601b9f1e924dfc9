import type { TrackingLocation } from '../../api/resources/tracks';
import { countryName } from '../../lib/country-name';

/**
 * A tracking event's place in the reader's terms: city and state as the carrier wrote them, and
 * the country's name in the reader's language when it differs from `home` (the recipient's).
 */
export function placeText(location: TrackingLocation | null | undefined, locale: string, home?: string | null): string {
  if (!location) {
    return '';
  }
  const country = location.country && location.country !== home ? countryName(locale, location.country) : '';
  return [location.city, location.state, country].filter((part): part is string => Boolean(part)).join(', ');
}
