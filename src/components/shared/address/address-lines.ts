import { getCountryFormat } from '../../../lib/country-formats';
import type { AddressField, AddressFormValue } from './address-values';

/** One part of an address line, with the field it shows. */
export interface AddressLinePart {
  field: AddressField;
  text: string;
}

/**
 * The postal lines of an address as the country writes them: each street line on its own, then
 * the locality line in the country's order ("San Francisco CA 94117", "10117 Berlin"), then the
 * country's name. Names and companies are not postal lines; the caller puts them first.
 */
export function addressLines(address: AddressFormValue, countryName: (code: string) => string): AddressLinePart[][] {
  const country = address.country ?? '';
  const lines: AddressLinePart[][] = [];
  const locality: AddressLinePart[] = [];
  for (const field of getCountryFormat(country).fields) {
    const text = address[field] ?? '';
    if (text === '') {
      continue;
    }
    if (field === 'street1' || field === 'street2' || field === 'street3') {
      lines.push([{ field, text }]);
    } else {
      locality.push({ field, text });
    }
  }
  if (locality.length > 0) {
    lines.push(locality);
  }
  if (country !== '') {
    lines.push([{ field: 'country', text: countryName(country) }]);
  }
  return lines;
}
