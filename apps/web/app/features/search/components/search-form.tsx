import { useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  SEARCH_TERM_MAX_LENGTH,
  SEARCH_TYPES,
  SEARCH_TYPE_LABELS,
  resolveSearchTerm,
} from '@cleardocket/domain/search/query';
import type { SearchInput, SearchType } from '@cleardocket/domain/search/query';
import { Form } from '~/lib/form/form';
import { RadioGroupField, SelectField, TextField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { announceBlankSearch } from './scan-toasts';

const PLACEHOLDERS: Record<Exclude<SearchType, 'name'>, string> = {
  company: 'e.g. Miller Roofing LLC',
  case: 'e.g. 2019-CR-4821',
  phone: 'e.g. (512) 555-0142',
  email: 'e.g. jordan@example.com',
  address: 'e.g. 12 Elm Street, Austin TX',
};
const TYPE_OPTIONS = SEARCH_TYPES.map((value) => ({ value, label: SEARCH_TYPE_LABELS[value] }));

const termField = () => z.string().max(SEARCH_TERM_MAX_LENGTH);
type SearchValues = { profileId: string; type: SearchType; firstName: string; lastName: string; term: string };
/** A scan's input; `profileId` is whose scan it is (none: the member themself). */
export type ProfileSearchInput = SearchInput & { profileId?: string };

const toSearchInput = ({ type, firstName, lastName, term }: SearchValues): SearchInput =>
  type === 'name' ? { type, firstName, lastName } : { type, term };
const withProfile = (values: SearchValues): ProfileSearchInput => ({
  ...toSearchInput(values),
  ...(values.profileId ? { profileId: values.profileId } : {}),
});
const isBlank = (values: SearchValues) =>
  values.type === 'name' ? !values.firstName.trim() && !values.lastName.trim() : !values.term.trim();

/** The search's own checks (spec §5); a blank form is not an error here but the 'Search error' toast. */
const SearchFormSchema = z
  .object({
    profileId: z.string(),
    type: z.enum(SEARCH_TYPES),
    firstName: termField(),
    lastName: termField(),
    term: termField(),
  })
  .superRefine((values, ctx) => {
    if (isBlank(values)) return;
    const resolved = resolveSearchTerm(toSearchInput(values));
    if (!resolved.ok) {
      ctx.addIssue({
        code: 'custom',
        path: [values.type === 'name' ? 'firstName' : 'term'],
        message: resolved.message,
      });
    }
  });

export type SearchFormProps = {
  initial?: { type: SearchType; term: string };
  isSearching: boolean;
  onSearch: (input: ProfileSearchInput) => void;
  /** Whose scan it can be: the member themself ('' ) first, then the people and businesses they added. */
  profiles?: readonly { value: string; label: string }[];
};

/**
 * One search: the type and its fields (a name search takes first and last name). Bad input keeps
 * what was typed and says what is wrong; a blank form gets the spec's 'Search error' toast.
 */
export function SearchForm({ initial, isSearching, onSearch, profiles = [] }: SearchFormProps) {
  const names = initial?.type === 'name' ? splitName(initial.term) : { first: '', last: '' };
  return (
    <Form
      schema={SearchFormSchema}
      defaultValues={{
        profileId: '',
        type: initial?.type ?? 'name',
        firstName: names.first,
        lastName: names.last,
        term: initial?.type === 'name' ? '' : (initial?.term ?? ''),
      }}
      onSubmit={(values) => {
        if (isBlank(values)) return void announceBlankSearch();
        onSearch(withProfile(values));
      }}
      className="grid gap-4 rounded-lg border border-ink-200 bg-white p-5"
    >
      {profiles.length > 1 ? (
        <SelectField
          name="profileId"
          label="Whose scan is it?"
          hint="We search only for that person's or business's own names, numbers and addresses."
          options={profiles}
          className="max-w-sm"
        />
      ) : null}
      <SearchTerms />
      <div>
        <SubmitButton disabled={isSearching}>{isSearching ? 'Searching…' : 'Search'}</SubmitButton>
      </div>
    </Form>
  );
}

/** The type's fields; choosing another type clears the last one's error. */
function SearchTerms() {
  const { clearErrors } = useFormContext<SearchValues>();
  const type = useWatch<SearchValues, 'type'>({ name: 'type' });
  return (
    <>
      <RadioGroupField
        name="type"
        label="Search for"
        options={TYPE_OPTIONS}
        onValueChange={() => clearErrors()}
        optionClassName="inline-flex cursor-pointer items-center gap-2 rounded-md border border-ink-300 px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
      />
      {type === 'name' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="firstName" label="First name" autoComplete="off" />
          <TextField name="lastName" label="Last name" autoComplete="off" />
        </div>
      ) : (
        <TextField name="term" label={SEARCH_TYPE_LABELS[type]} placeholder={PLACEHOLDERS[type]} autoComplete="off" />
      )}
    </>
  );
}

function splitName(term: string): { first: string; last: string } {
  const words = term.trim().split(/\s+/);
  if (words.length < 2) return { first: term, last: '' };
  return { first: words.slice(0, -1).join(' '), last: words.at(-1) ?? '' };
}
