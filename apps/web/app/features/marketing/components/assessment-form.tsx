import { useNavigate } from 'react-router';
import { OUTCOMES, PLACES, RECORD_KINDS } from '@cleardocket/domain/assessment/assess';
import type { Outcome, Place, RecordKind } from '@cleardocket/domain/assessment/assess';
import { US_STATES } from '@cleardocket/domain/profile/address';
import { Button } from '~/components/ui/button';
import { FormErrorSlot, SelectOptions, usePlainForm } from '~/components/ui/plain-form-parts';
import { paths } from '~/config/paths';
import { attachAssessmentForm } from './assessment-behaviour';

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
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-lg font-semibold">{legend}</legend>
      {values.map((value) => (
        <label key={value} className="flex items-center gap-3">
          <input type={type} name={name} value={value} defaultChecked={value === checkedValue} className="size-5" />
          {labels[value]}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The free assessment's markup. Its behaviour (assessment-behaviour.ts) is plain DOM code, run
 * here under React and by the static page's script.
 */
export function AssessmentForm() {
  const navigate = useNavigate();
  const formRef = usePlainForm(
    (form) => attachAssessmentForm(form, (href) => void navigate(href), paths.previewResults.getHref()),
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
      <div className="grid gap-1.5">
        <label htmlFor="assessment-state" className="text-lg font-semibold">
          State
        </label>
        <select
          id="assessment-state"
          name="state"
          defaultValue=""
          className="h-11 max-w-xs rounded-md border border-ink-300 bg-white px-3"
        >
          <SelectOptions placeholder="Choose a state" values={US_STATES} />
        </select>
      </div>
      <div>
        <Button type="submit" size="lg">
          See my results
        </Button>
      </div>
    </form>
  );
}
