import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { LEAD_CONSENT, LEAD_TTL_DAYS } from '@cleardocket/domain/assessment/lead';
import { OUTCOMES, PLACES, RECORD_KINDS } from '@cleardocket/domain/assessment/assess';
import type { Outcome, Place, RecordKind } from '@cleardocket/domain/assessment/assess';
import { US_STATES } from '@cleardocket/domain/profile/address';
import { Button } from '~/components/ui/button';
import { FormErrorSlot, SelectOptions, usePlainForm } from '~/components/ui/plain-form-parts';
import { paths } from '~/config/paths';
import { attachAssessmentForm } from './assessment-behaviour';
import { prefillAssessment } from '~/lib/behaviours/assessment-link';

const KIND_LABELS: Record<RecordKind, string> = {
  'criminal-case': 'A criminal case',
  arrest: 'An arrest record',
  mugshot: 'A mugshot',
  'civil-lawsuit': 'A lawsuit',
  bankruptcy: 'A bankruptcy',
  'personal-data': 'My address, phone or relatives on people-search sites',
};
const OUTCOME_LABELS: Record<Outcome, string> = {
  dismissed: 'Dismissed or dropped',
  acquitted: 'Found not guilty',
  convicted: 'Convicted or pleaded guilty',
  settled: 'Settled or closed',
  open: 'Still open',
  'not-sure': 'Not sure',
};
const PLACE_LABELS: Record<Place, string> = {
  google: 'Google or Bing results',
  'court-record-sites': 'Court-record sites (UniCourt, Trellis…)',
  'mugshot-sites': 'Mugshot sites',
  'people-search-sites': 'People-search sites',
  news: 'News articles',
};

const CONTROL = 'h-11 rounded-md border border-ink-300 bg-white px-3 text-ink-900 aria-invalid:border-red-600';

/** The hidden message under a field that the behaviour fills in and points aria-describedby at. */
function FieldError({ field }: { field: string }) {
  return <p id={`assessment-${field}-error`} data-error-for={field} hidden className="text-sm text-red-700" />;
}

/** A text control (id `assessment-<field>`) under its label, with its message slot. */
function TextControl({
  field,
  label,
  autoComplete,
  type = 'text',
  maxLength,
  hint,
}: {
  field: string;
  label: string;
  autoComplete: string;
  type?: 'text' | 'email';
  maxLength: number;
  hint?: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={`assessment-${field}`} className="font-medium text-ink-900">
        {label}
      </label>
      {hint ? <p className="text-sm text-ink-600">{hint}</p> : null}
      <input
        id={`assessment-${field}`}
        name={field}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        className={CONTROL}
      />
      <FieldError field={field} />
    </div>
  );
}

type ChoiceGroupProps<T extends string> = {
  legend: string;
  name: string;
  type: 'checkbox' | 'radio';
  values: readonly T[];
  labels: Record<T, string>;
  checkedValue?: T;
};

/** One question: its choices, in the domain's order, as checkboxes or radio buttons under a legend. */
function ChoiceGroup<T extends string>({ legend, name, type, values, labels, checkedValue }: ChoiceGroupProps<T>) {
  return (
    <fieldset className="grid gap-2" data-group={name}>
      <legend className="mb-2 text-lg font-semibold">{legend}</legend>
      {values.map((value) => (
        <label key={value} className="flex items-center gap-3">
          <input type={type} name={name} value={value} defaultChecked={value === checkedValue} className="size-5" />
          {labels[value]}
        </label>
      ))}
      <FieldError field={name} />
    </fieldset>
  );
}

/** The state the case was in: its rules and its sites decide what can be done. */
function StateQuestion() {
  return (
    <div className="grid gap-1.5">
      <label htmlFor="assessment-state" className="text-lg font-semibold">
        State
      </label>
      <select id="assessment-state" name="state" defaultValue="" className={`max-w-xs ${CONTROL}`}>
        <SelectOptions placeholder="Choose a state" values={US_STATES} />
      </select>
      <FieldError field="state" />
    </div>
  );
}

/** Who to search for, the address the results are kept under, and the consent to search. */
function WhoToSearch() {
  return (
    <fieldset className="grid gap-5">
      <legend className="mb-2 text-lg font-semibold">Who should we look for?</legend>
      <p className="text-ink-700">
        We search the web for your name once, the way a landlord or employer would, and show you what we find.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextControl field="firstName" label="First name" autoComplete="given-name" maxLength={100} />
        <TextControl field="lastName" label="Last name" autoComplete="family-name" maxLength={100} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextControl field="city" label="City (optional)" autoComplete="address-level2" maxLength={80} />
        <TextControl field="caseNumber" label="Case number (optional)" autoComplete="off" maxLength={60} />
      </div>
      <TextControl
        field="email"
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={254}
        hint={`We keep your results for ${LEAD_TTL_DAYS} days under this address.`}
      />
      <div className="grid gap-1.5">
        <label className="flex items-start gap-3">
          <input id="assessment-consent" type="checkbox" name="consent" value="yes" className="mt-1 size-5 shrink-0" />
          <span>
            {LEAD_CONSENT.text.replace(/ See the privacy policy\.$/, '')}{' '}
            <a href={paths.privacy.getHref()} className="font-semibold text-brand-700 underline">
              Privacy policy
            </a>
          </span>
        </label>
        <FieldError field="consent" />
      </div>
    </fieldset>
  );
}

/**
 * The free assessment's markup: the four questions, then who to search for, the email the results
 * are kept for and the visitor's consent (issue 16 step 1). Its behaviour (assessment-behaviour.ts) is plain DOM code, run
 * here under React and by the static page's script.
 */
export function AssessmentForm() {
  const navigate = useNavigate();
  const formRef = usePlainForm(
    (form) => {
      prefillAssessment(form, window.location.search);
      return attachAssessmentForm(form, (href) => void navigate(href), paths.previewResults.getHref());
    },
    [navigate],
  );

  return (
    <form ref={formRef} noValidate data-assessment-form className="mx-auto grid max-w-2xl gap-8 px-4 pb-16">
      <FormErrorSlot />
      <ChoiceGroup
        legend="What follows you online?"
        name="kinds"
        type="checkbox"
        values={RECORD_KINDS}
        labels={KIND_LABELS}
      />
      <ChoiceGroup
        legend="How did the case end?"
        name="outcome"
        type="radio"
        values={OUTCOMES}
        labels={OUTCOME_LABELS}
        checkedValue="not-sure"
      />
      <ChoiceGroup
        legend="Where have you seen it?"
        name="places"
        type="checkbox"
        values={PLACES}
        labels={PLACE_LABELS}
      />
      <StateQuestion />
      <WhoToSearch />
      <div>
        <Button type="submit" size="lg">
          See my results
        </Button>
      </div>
    </form>
  );
}
