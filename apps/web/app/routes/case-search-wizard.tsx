import { useState } from 'react';
import type { FormEvent } from 'react';
import { SEARCH_TOASTS } from '@cleardocket/domain/search/messages';
import { SEARCH_TYPES, SEARCH_TYPE_LABELS, hasAnyTerm, resolveSearchTerm } from '@cleardocket/domain/search/query';
import type { SearchInput, SearchType } from '@cleardocket/domain/search/query';
import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { Button, ButtonLink } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Spinner } from '~/components/ui/spinner';
import { paths } from '~/config/paths';
import { ApiError } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { startScan, useScan } from '~/features/search/api/search';
import type { Scan } from '@cleardocket/domain/search/contract';

type Terms = Record<Exclude<SearchType, 'name'>, string> & { firstName: string; lastName: string };
const EMPTY_TERMS: Terms = { firstName: '', lastName: '', company: '', case: '', phone: '', email: '', address: '' };
const HINTS: Record<Exclude<SearchType, 'name'>, string> = {
  company: 'A business you own or owned, if it appears in lawsuits',
  case: 'As printed on court papers, e.g. 2019-CR-4821',
  phone: 'Any number that people-search sites may list',
  email: 'An address you use or used',
  address: 'Current or past home address',
};

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

/** A guided scan over the six search types: fill what applies, at least one (spec §5). */
export default function CaseSearchWizard() {
  const [terms, setTerms] = useState<Terms>(EMPTY_TERMS);
  const [errors, setErrors] = useState<Partial<Record<SearchType, string>>>({});
  const [scans, setScans] = useState<Scan[] | null>(null);
  const [isStarting, setIsStarting] = useState(false);

  const set = (key: keyof Terms) => (event: { target: { value: string } }) =>
    setTerms((current) => ({ ...current, [key]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields = { ...terms, name: `${terms.firstName} ${terms.lastName}` };
    if (!hasAnyTerm({ ...fields, name: fields.name.trim() })) {
      toast({ ...SEARCH_TOASTS.noTerm, variant: 'destructive' });
      return;
    }
    const inputs = inputsOf(terms);
    const problems: Partial<Record<SearchType, string>> = {};
    for (const input of inputs) {
      const resolved = resolveSearchTerm(input);
      if (!resolved.ok) problems[input.type] = resolved.message;
    }
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setIsStarting(true);
    try {
      const started: Scan[] = [];
      for (const input of inputs) {
        started.push((await startScan(input)).scan);
      }
      setScans(started);
    } catch (error) {
      toast({
        title: SEARCH_TOASTS.failed.title,
        description:
          error instanceof ApiError && error.status === 400 ? error.message : SEARCH_TOASTS.failed.description,
        variant: 'destructive',
      });
    } finally {
      setIsStarting(false);
    }
  }

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-6 py-10">
      <PageMeta
        title="Case search wizard"
        description="A guided scan for your name, cases and contact details."
        path={paths.caseSearchWizard.path}
        noindex
      />
      <div>
        <p className="text-sm font-semibold text-brand-700">Step {scans ? 2 : 1} of 2</p>
        <h1 className="text-3xl font-bold">{scans ? 'Scanning the web' : 'What should we look for?'}</h1>
        <p className="mt-2 text-ink-700">
          {scans
            ? 'Each search runs on its own. You can leave this page; the results are kept in your dashboard.'
            : 'Fill in whatever applies to you. One field is enough; more fields find more.'}
        </p>
      </div>
      {scans ? (
        <div className="grid gap-4">
          <ul className="grid gap-3">
            {scans.map((scan) => (
              <ScanRow key={scan.id} scan={scan} />
            ))}
          </ul>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={`${paths.dashboardSearch.getHref()}?view=alerts`}>See your findings</ButtonLink>
            <Button
              variant="outline"
              onClick={() => {
                setScans(null);
                setTerms(EMPTY_TERMS);
              }}
            >
              Start another search
            </Button>
          </div>
        </div>
      ) : (
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          className="grid gap-5 rounded-lg border border-ink-200 bg-white p-6"
        >
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 font-semibold">{SEARCH_TYPE_LABELS.name}</legend>
            <Field label="First name" value={terms.firstName} onChange={set('firstName')} error={errors.name} />
            <Field label="Last name" value={terms.lastName} onChange={set('lastName')} />
          </fieldset>
          {(['company', 'case', 'phone', 'email', 'address'] as const).map((type) => (
            <Field
              key={type}
              label={SEARCH_TYPE_LABELS[type]}
              hint={HINTS[type]}
              value={terms[type]}
              onChange={set(type)}
              error={errors[type]}
              type={type === 'email' ? 'email' : type === 'phone' ? 'tel' : 'text'}
            />
          ))}
          <div>
            <Button type="submit" disabled={isStarting}>
              {isStarting ? 'Starting…' : 'Start scan'}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

function ScanRow({ scan: started }: { scan: Scan }) {
  const { data } = useScan(started.id);
  const scan = data ?? started;
  const done = scan.status === 'completed' || scan.status === 'failed';
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-ink-200 bg-white p-4">
      <span>
        <span className="font-semibold">{SEARCH_TYPE_LABELS[scan.searchType]}:</span> {scan.searchTerm}
      </span>
      {!done ? (
        <Spinner label="Searching…" />
      ) : scan.status === 'failed' ? (
        <span className="text-red-700">{SEARCH_TOASTS.searchError.description}</span>
      ) : (
        <span>
          {scan.resultCount} results · {scan.foundCount} may need action
        </span>
      )}
    </li>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
