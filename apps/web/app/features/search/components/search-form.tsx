import { useState } from 'react';
import type { FormEvent } from 'react';
import { SEARCH_TOASTS } from '@cleardocket/domain/search/messages';
import { SEARCH_TYPES, SEARCH_TYPE_LABELS, resolveSearchTerm } from '@cleardocket/domain/search/query';
import type { SearchInput, SearchType } from '@cleardocket/domain/search/query';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { toast } from '~/lib/toast';

const PLACEHOLDERS: Record<Exclude<SearchType, 'name'>, string> = {
  company: 'e.g. Miller Roofing LLC',
  case: 'e.g. 2019-CR-4821',
  phone: 'e.g. (512) 555-0142',
  email: 'e.g. jordan@example.com',
  address: 'e.g. 12 Elm Street, Austin TX',
};

/**
 * One search: the type and its fields (a name search takes first and last name). Bad input keeps
 * what was typed and says what is wrong; a blank form gets the spec's 'Search error' toast.
 */
export function SearchForm({
  initial,
  isSearching,
  onSearch,
}: {
  initial?: { type: SearchType; term: string };
  isSearching: boolean;
  onSearch: (input: SearchInput) => void;
}) {
  const [type, setType] = useState<SearchType>(initial?.type ?? 'name');
  const [names] = useState(() => (initial?.type === 'name' ? splitName(initial.term) : { first: '', last: '' }));
  const [firstName, setFirstName] = useState(names.first);
  const [lastName, setLastName] = useState(names.last);
  const [term, setTerm] = useState(initial?.type === 'name' ? '' : (initial?.term ?? ''));
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const input: SearchInput = type === 'name' ? { type, firstName, lastName } : { type, term };
    const empty = type === 'name' ? !firstName.trim() && !lastName.trim() : !term.trim();
    if (empty) {
      setError(undefined);
      toast({ ...SEARCH_TOASTS.noTerm, variant: 'destructive' });
      return;
    }
    const resolved = resolveSearchTerm(input);
    if (!resolved.ok) {
      setError(resolved.message);
      return;
    }
    setError(undefined);
    onSearch(input);
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 rounded-lg border border-ink-200 bg-white p-5">
      <fieldset>
        <legend className="font-medium text-ink-900">Search for</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {SEARCH_TYPES.map((value) => (
            <label
              key={value}
              className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-ink-300 px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="search-type"
                value={value}
                checked={type === value}
                onChange={() => {
                  setType(value);
                  setError(undefined);
                }}
              />
              {SEARCH_TYPE_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      {type === 'name' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="First name"
            name="firstName"
            value={firstName}
            autoComplete="off"
            onChange={(event) => setFirstName(event.target.value)}
            error={error}
          />
          <Field
            label="Last name"
            name="lastName"
            value={lastName}
            autoComplete="off"
            onChange={(event) => setLastName(event.target.value)}
          />
        </div>
      ) : (
        <Field
          label={SEARCH_TYPE_LABELS[type]}
          name="term"
          value={term}
          placeholder={PLACEHOLDERS[type]}
          autoComplete="off"
          onChange={(event) => setTerm(event.target.value)}
          error={error}
        />
      )}
      <div>
        <Button type="submit" disabled={isSearching}>
          {isSearching ? 'Searching…' : 'Search'}
        </Button>
      </div>
    </form>
  );
}

function splitName(term: string): { first: string; last: string } {
  const words = term.trim().split(/\s+/);
  if (words.length < 2) return { first: term, last: '' };
  return { first: words.slice(0, -1).join(' '), last: words.at(-1) ?? '' };
}
