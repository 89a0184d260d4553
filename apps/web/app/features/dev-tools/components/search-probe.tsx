import { z } from 'zod';
import { PERSON_NAME_MAX_LENGTH } from '@cleardocket/domain/identity/person-name';
import {
  SEARCH_TERM_MAX_LENGTH,
  SEARCH_TYPES,
  SEARCH_TYPE_LABELS,
  resolveSearchTerm,
} from '@cleardocket/domain/search/query';
import type { SearchProbe } from '@cleardocket/domain/dev/contract';
import { Form } from '~/lib/form/form';
import { SelectField, TextField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { useSearchProbe } from '../api/probe-search';

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || undefined);

/** The term checked by the search form's own rule (domain `resolveSearchTerm`). */
const ProbeFormSchema = z
  .object({
    type: z.enum(SEARCH_TYPES),
    term: z.string().max(SEARCH_TERM_MAX_LENGTH + 50),
    firstName: optional(PERSON_NAME_MAX_LENGTH),
    lastName: optional(PERSON_NAME_MAX_LENGTH),
    city: optional(100),
    state: optional(50),
  })
  .transform((input, ctx) => {
    const term = resolveSearchTerm({ type: input.type, term: input.term });
    if (!term.ok) {
      ctx.addIssue({ code: 'custom', path: ['term'], message: term.message });
      return z.NEVER;
    }
    return { ...input, term: term.term };
  });

const TYPE_OPTIONS = SEARCH_TYPES.map((type) => ({ value: type, label: SEARCH_TYPE_LABELS[type] }));

function Timings({ probe }: { probe: SearchProbe }) {
  return (
    <p className="text-sm" aria-live="polite">
      <span className="font-mono">{probe.query}</span> to <span className="font-mono">{probe.provider}</span>: waited{' '}
      {probe.slotWaitMs} ms for a slot, {probe.totalMs} ms in all
      {probe.classifyMs === null ? '' : `, classified in ${probe.classifyMs} ms`}; {probe.results.length} results.
    </p>
  );
}

function ResultRow({ result }: { result: SearchProbe['results'][number] }) {
  const c = result.classification;
  return (
    <li className="grid gap-1 rounded-lg border border-ink-200 bg-white p-3">
      <p className="font-semibold">{result.title}</p>
      <p className="font-mono text-xs break-all text-ink-700">{result.url}</p>
      <p className="text-sm">{result.snippet}</p>
      {c ? (
        <dl className="mt-1 grid grid-cols-[max-content_1fr] gap-x-4 text-sm">
          <dt className="font-semibold">Severity</dt>
          <dd>
            {c.severity} ({c.keywordCount} keywords{c.priority ? ', priority court site' : ''})
          </dd>
          <dt className="font-semibold">Site</dt>
          <dd>
            {c.siteName ?? c.source} ({c.category}); removal: {c.method ?? 'not catalogued'}
          </dd>
          <dt className="font-semibold">Match</dt>
          <dd>
            {c.match.label} ({c.match.score}): {c.match.reasons.join('; ')}
          </dd>
          <dt className="font-semibold">Needs action</dt>
          <dd>{c.found ? 'yes' : 'no'}</dd>
        </dl>
      ) : null}
    </li>
  );
}

/**
 * A raw query to the provider through the shared limit, with its timings; `classify` adds what a
 * scan would decide for each result, against the person described (`/dev/test-enhanced-search`).
 */
export function SearchProbeTool({ classify }: { classify: boolean }) {
  const probe = useSearchProbe();
  return (
    <div className="grid gap-4">
      <Form
        schema={ProbeFormSchema}
        defaultValues={{ type: 'name', term: '', firstName: '', lastName: '', city: '', state: '' }}
        onSubmit={(values) => probe.mutateAsync({ ...values, classify })}
        className="grid gap-4 sm:grid-cols-2"
      >
        <SelectField name="type" label="Search by" options={TYPE_OPTIONS} />
        <TextField name="term" label="Search term" autoComplete="off" />
        {classify ? (
          <>
            <TextField name="firstName" label="The person's first name" hint="For the match decision." />
            <TextField name="lastName" label="The person's last name" />
            <TextField name="city" label="City" />
            <TextField name="state" label="State" hint="Code or full name." />
          </>
        ) : null}
        <div className="sm:col-span-2">
          <SubmitButton pendingLabel="Searching…">Run the query</SubmitButton>
        </div>
      </Form>
      {probe.data ? (
        <section aria-label="Query result" className="grid gap-3">
          <Timings probe={probe.data} />
          {probe.data.error ? <p role="alert">The provider failed: {probe.data.error}</p> : null}
          <ol className="grid gap-2">
            {probe.data.results.map((result) => (
              <ResultRow key={result.url} result={result} />
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
