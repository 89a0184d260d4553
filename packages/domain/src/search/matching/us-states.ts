/** US state, DC and territory names by postal code, for reading "Phoenix, Arizona" as AZ. */
export const US_STATE_NAMES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  PR: 'Puerto Rico',
  GU: 'Guam',
  VI: 'Virgin Islands',
  AS: 'American Samoa',
  MP: 'Northern Mariana Islands',
};

/** Folded state names as word lists, longest first ("west virginia" before "virginia"). */
const STATE_NAME_WORDS: readonly { code: string; words: readonly string[] }[] = Object.entries(US_STATE_NAMES)
  .map(([code, name]) => ({ code, words: name.toLowerCase().split(' ') }))
  .sort((a, b) => b.words.length - a.words.length);

/** State names by their first word, so a word is checked only against the names it can start. */
export const STATE_NAMES_BY_FIRST_WORD: ReadonlyMap<string, readonly { code: string; words: readonly string[] }[]> =
  (() => {
    const map = new Map<string, { code: string; words: readonly string[] }[]>();
    for (const state of STATE_NAME_WORDS) {
      const first = state.words[0] ?? '';
      map.set(first, [...(map.get(first) ?? []), state]);
    }
    return map;
  })();

export const STATE_CODES: ReadonlySet<string> = new Set(Object.keys(US_STATE_NAMES).map((code) => code.toLowerCase()));

/** A state as the member wrote it ("AZ", "az" or "Arizona") → its code, or null. */
export function stateCode(value: string): string | null {
  const trimmed = value.trim();
  if (STATE_CODES.has(trimmed.toLowerCase())) return trimmed.toUpperCase();
  const found = Object.entries(US_STATE_NAMES).find(([, name]) => name.toLowerCase() === trimmed.toLowerCase());
  return found ? found[0] : null;
}
