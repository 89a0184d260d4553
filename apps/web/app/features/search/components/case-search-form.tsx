import { z } from 'zod';
import {
  SEARCH_TERM_MAX_LENGTH,
  SEARCH_TYPES,
  SEARCH_TYPE_LABELS,
  hasAnyTerm,
  resolveSearchTerm,
} from '@cleardocket/domain/search/query';
import type { SearchInput, SearchType } from '@cleardocket/domain/search/query';
import { Form } from '~/lib/form/form';
import { TextField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { announceBlankSearch } from './scan-toasts';

type TermType = Exclude<SearchType, 'name'>;
const TERM_TYPES = ['company', 'case', 'phone', 'email', 'address'] as const satisfies readonly TermType[];
const HINTS: Record<TermType, string> = {
  company: 'A business you own or owned, if it appears in lawsuits',
  case: 'As printed on court papers, e.g. 2019-CR-4821',
  phone: 'Any number that people-search sites may list',
  email: 'An address you use or used',
  address: 'Current or past home address',
};
const INPUT_TYPES: Partial<Record<TermType, 'email' | 'tel'>> = { email: 'email', phone: 'tel' };

const term = () => z.string().max(SEARCH_TERM_MAX_LENGTH);
const TermsSchema = z.object({
  firstName: term(),
  lastName: term(),
  company: term(),
  case: term(),
  phone: term(),
  email: term(),
  address: term(),
});
type Terms = z.infer<typeof TermsSchema>;
const EMPTY_TERMS: Terms = { firstName: '', lastName: '', company: '', case: '', phone: '', email: '', address: '' };

/** One search per filled-in type, in the wizard's order. */
function inputsOf(terms: Terms): SearchInput[] {
  return SEARCH_TYPES.flatMap((type): SearchInput[] => {
    if (type === 'name') {
      return terms.firstName.trim() || terms.lastName.trim()
        ? [{ type, firstName: terms.firstName, lastName: terms.lastName }]
        : [];
    }
    return terms[type].trim() ? [{ type, term: terms[type] }] : [];
  });
}

/** Each filled-in type checked by the search's rules (spec §5); the name's problem shows on First name. */
const CaseSearchSchema = TermsSchema.superRefine((terms, ctx) => {
  for (const input of inputsOf(terms)) {
    const resolved = resolveSearchTerm(input);
    if (!resolved.ok) {
      ctx.addIssue({
        code: 'custom',
        path: [input.type === 'name' ? 'firstName' : input.type],
        message: resolved.message,
      });
    }
  }
});

export type CaseSearchFormProps = { onStart: (inputs: SearchInput[]) => Promise<void> };

/** What to look for: fill what applies, at least one (spec §5); a blank form gets the 'Search error' toast. */
export function CaseSearchForm({ onStart }: CaseSearchFormProps) {
  return (
    <Form
      schema={CaseSearchSchema}
      defaultValues={EMPTY_TERMS}
      onSubmit={(terms) => {
        const name = `${terms.firstName} ${terms.lastName}`.trim();
        if (!hasAnyTerm({ ...terms, name })) return void announceBlankSearch();
        return onStart(inputsOf(terms));
      }}
      className="grid gap-5 rounded-lg border border-ink-200 bg-white p-6"
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">{SEARCH_TYPE_LABELS.name}</legend>
        <TextField name="firstName" label="First name" />
        <TextField name="lastName" label="Last name" />
      </fieldset>
      {TERM_TYPES.map((type) => (
        <TextField
          key={type}
          name={type}
          label={SEARCH_TYPE_LABELS[type]}
          hint={HINTS[type]}
          type={INPUT_TYPES[type]}
        />
      ))}
      <div>
        <SubmitButton pendingLabel="Starting…">Start scan</SubmitButton>
      </div>
    </Form>
  );
}
