import { z } from 'zod';
import { EMPTY_FACTS } from '@cleardocket/domain/protected-profiles/facts';
import type { ProfileFacts, ProfileFactsInput, ProfilePlace } from '@cleardocket/domain/protected-profiles/facts';

/** The profile page's form: one fact per line in each box, turned into `ProfileFacts` on submit. */
type ListField =
  'otherNames' | 'relatives' | 'phones' | 'emails' | 'handles' | 'caseNumbers' | 'companies' | 'addresses';
export type FactsFormValues = Record<ListField | 'places' | 'middleName' | 'birthYear' | 'owner', string>;

const MAX_LINES = 30;
const lines = (value: string) =>
  value
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
const box = z
  .string()
  .max(6000)
  .refine((value) => lines(value).length <= MAX_LINES, `Keep it to ${MAX_LINES} lines`)
  .refine((value) => lines(value).every((line) => line.length <= 200), 'Keep each line to 200 characters');

function placeOf(line: string): ProfilePlace | null {
  const [city = '', state = '', county = ''] = line.split(',').map((part) => part.trim());
  if (!city || !state) return null;
  return { city, state, county: county ? county : null };
}

export const FactsFormSchema = z
  .object({
    middleName: z.string().trim().max(100, 'Keep the middle name to 100 characters'),
    birthYear: z
      .string()
      .trim()
      .refine(
        (value) => value === '' || /^(19|20)\d\d$/.test(value),
        'Write the year of birth as four digits, like 1984',
      ),
    places: box.refine(
      (value) => lines(value).every((line) => placeOf(line) !== null),
      'Write each place on its own line as City, State (for example: Dayton, OH), and add the county after a comma if you know it',
    ),
    owner: z.string().trim().max(200, 'Keep the owner’s name to 200 characters'),
    otherNames: box,
    relatives: box,
    phones: box,
    emails: box,
    handles: box,
    caseNumbers: box,
    companies: box,
    addresses: box,
  })
  .transform((values): ProfileFacts => ({
    ...EMPTY_FACTS,
    middleName: values.middleName || null,
    birthYear: values.birthYear ? Number(values.birthYear) : null,
    places: lines(values.places)
      .map(placeOf)
      .filter((place): place is ProfilePlace => place !== null),
    owner: values.owner || null,
    otherNames: lines(values.otherNames),
    relatives: lines(values.relatives),
    phones: lines(values.phones),
    emails: lines(values.emails),
    handles: lines(values.handles),
    caseNumbers: lines(values.caseNumbers),
    companies: lines(values.companies),
    addresses: lines(values.addresses),
  }));

/** The form's starting values from the stored facts. */
export function toFormValues(facts: ProfileFactsInput): FactsFormValues {
  return {
    middleName: facts.middleName ?? '',
    birthYear: facts.birthYear ? String(facts.birthYear) : '',
    places: facts.places.map((place) => [place.city, place.state, place.county].filter(Boolean).join(', ')).join('\n'),
    owner: facts.owner ?? '',
    otherNames: facts.otherNames.join('\n'),
    relatives: facts.relatives.join('\n'),
    phones: facts.phones.join('\n'),
    emails: facts.emails.join('\n'),
    handles: (facts.handles ?? []).join('\n'),
    caseNumbers: facts.caseNumbers.join('\n'),
    companies: facts.companies.join('\n'),
    addresses: facts.addresses.join('\n'),
  };
}
