/**
 * Which state a US ZIP code and which province a Canadian postal code belong to, from public
 * postal data, so the sandbox's validator can refuse "San Francisco, NY 94105" offline as a
 * carrier's would (issue 36).
 *
 * US: the USPS assigns each 3-digit ZIP prefix (the sectional centre) to one state, territory or
 * military "state" (AA, AE, AP); a few prefixes serve several (967: HI and AS; 969: Guam and the
 * Pacific islands). The table below is those assignments written as ranges, from the USPS
 * National Five-Digit ZIP Code and Post Office Directory; gaps are prefixes the USPS does not
 * use, and a prefix inside a range that is unused is harmless (no address has it).
 * Canada: the first letter of a postal code is the postal district, one province each, except
 * X (the Northwest Territories and Nunavut).
 */

/** `[first prefix, last prefix, states]`, ascending and disjoint. */
const US_ZIP_PREFIXES: readonly (readonly [number, number, string])[] = [
  [5, 5, 'NY'],
  [6, 7, 'PR'],
  [8, 8, 'VI'],
  [9, 9, 'PR'],
  [10, 27, 'MA'],
  [28, 29, 'RI'],
  [30, 38, 'NH'],
  [39, 49, 'ME'],
  [50, 54, 'VT'],
  [55, 55, 'MA'],
  [56, 59, 'VT'],
  [60, 69, 'CT'],
  [70, 89, 'NJ'],
  [90, 99, 'AE'],
  [100, 149, 'NY'],
  [150, 196, 'PA'],
  [197, 199, 'DE'],
  [200, 200, 'DC'],
  [201, 201, 'VA'],
  [202, 205, 'DC'],
  [206, 219, 'MD'],
  [220, 246, 'VA'],
  [247, 268, 'WV'],
  [270, 289, 'NC'],
  [290, 299, 'SC'],
  [300, 319, 'GA'],
  [320, 339, 'FL'],
  [340, 340, 'AA'],
  [341, 349, 'FL'],
  [350, 369, 'AL'],
  [370, 385, 'TN'],
  [386, 397, 'MS'],
  [398, 399, 'GA'],
  [400, 427, 'KY'],
  [430, 459, 'OH'],
  [460, 479, 'IN'],
  [480, 499, 'MI'],
  [500, 528, 'IA'],
  [530, 549, 'WI'],
  [550, 567, 'MN'],
  [569, 569, 'DC'],
  [570, 577, 'SD'],
  [580, 588, 'ND'],
  [590, 599, 'MT'],
  [600, 629, 'IL'],
  [630, 658, 'MO'],
  [660, 679, 'KS'],
  [680, 693, 'NE'],
  [700, 714, 'LA'],
  [716, 729, 'AR'],
  [730, 732, 'OK'],
  [733, 733, 'TX'],
  [734, 749, 'OK'],
  [750, 799, 'TX'],
  [800, 816, 'CO'],
  [820, 831, 'WY'],
  [832, 838, 'ID'],
  [840, 847, 'UT'],
  [850, 865, 'AZ'],
  [870, 884, 'NM'],
  [885, 885, 'TX'],
  [889, 898, 'NV'],
  [900, 961, 'CA'],
  [962, 966, 'AP'],
  [967, 967, 'HI AS'],
  [968, 968, 'HI'],
  [969, 969, 'GU MP PW FM MH'],
  [970, 979, 'OR'],
  [980, 994, 'WA'],
  [995, 999, 'AK'],
];

/** The first letter of a Canadian postal code → its province or territory. */
const CA_POSTAL_DISTRICTS: Readonly<Record<string, string>> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  X: 'NT NU',
  Y: 'YT',
};

/**
 * The states (US) or provinces (CA) a well-formed postcode belongs to, or `undefined` when the
 * country has no such table or the postcode's prefix is not assigned to any.
 */
export function regionsOfPostcode(country: string, postcode: string): readonly string[] | undefined {
  if (country === 'US') {
    const prefix = Number.parseInt(postcode.slice(0, 3), 10);
    const range = /^\d{3}/.test(postcode) ? US_ZIP_PREFIXES.find(([first, last]) => prefix >= first && prefix <= last) : undefined;
    return range?.[2].split(' ');
  }
  if (country === 'CA') {
    return CA_POSTAL_DISTRICTS[postcode.charAt(0).toUpperCase()]?.split(' ');
  }
  return undefined;
}
