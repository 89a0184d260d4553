import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { OUTCOMES, PLACES, RECORD_KINDS } from '@cleardocket/domain/assessment/assess';
import type { AssessmentAnswers, Outcome, Place, RecordKind } from '@cleardocket/domain/assessment/assess';
import { SESSION_STORAGE_KEYS } from '@cleardocket/domain/constants';
import { US_STATES } from '@cleardocket/domain/profile/address';
import { Button } from '~/components/ui/button';
import { FormError } from '~/components/ui/field';
import { paths } from '~/config/paths';

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

function toggle<T>(list: T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

export function readAssessment(): AssessmentAnswers | null {
  if (typeof window === 'undefined') return null;
  const raw = window.sessionStorage.getItem(SESSION_STORAGE_KEYS.freeAssessment);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<AssessmentAnswers>;
    if (
      !Array.isArray(parsed.kinds) ||
      !Array.isArray(parsed.places) ||
      typeof parsed.outcome !== 'string' ||
      typeof parsed.state !== 'string'
    )
      return null;
    return {
      kinds: parsed.kinds.filter((kind): kind is RecordKind => (RECORD_KINDS as readonly string[]).includes(kind)),
      places: parsed.places.filter((place): place is Place => (PLACES as readonly string[]).includes(place)),
      outcome: (OUTCOMES as readonly string[]).includes(parsed.outcome) ? (parsed.outcome as Outcome) : 'not-sure',
      state: parsed.state,
    };
  } catch {
    return null;
  }
}

export function AssessmentForm() {
  const navigate = useNavigate();
  const [kinds, setKinds] = useState<RecordKind[]>([]);
  const [places, setPlaces] = useState<Place[]>([]);
  const [outcome, setOutcome] = useState<Outcome>('not-sure');
  const [state, setState] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (kinds.length === 0) return setError('Choose at least one kind of record.');
    if (state === '') return setError('Choose the state where the record is from.');
    window.sessionStorage.setItem(
      SESSION_STORAGE_KEYS.freeAssessment,
      JSON.stringify({ kinds, places, outcome, state }),
    );
    void navigate(paths.previewResults.getHref());
  };

  return (
    <form noValidate onSubmit={submit} className="mx-auto grid max-w-2xl gap-8 px-4 pb-16">
      <FormError message={error} />
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-lg font-semibold">What follows you online?</legend>
        {RECORD_KINDS.map((kind) => (
          <label key={kind} className="flex items-center gap-3">
            <input
              type="checkbox"
              className="size-5"
              checked={kinds.includes(kind)}
              onChange={() => setKinds((list) => toggle(list, kind))}
            />
            {KIND_LABELS[kind]}
          </label>
        ))}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-lg font-semibold">How did the case end?</legend>
        {OUTCOMES.map((value) => (
          <label key={value} className="flex items-center gap-3">
            <input
              type="radio"
              name="outcome"
              className="size-5"
              checked={outcome === value}
              onChange={() => setOutcome(value)}
            />
            {OUTCOME_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-lg font-semibold">Where have you seen it?</legend>
        {PLACES.map((place) => (
          <label key={place} className="flex items-center gap-3">
            <input
              type="checkbox"
              className="size-5"
              checked={places.includes(place)}
              onChange={() => setPlaces((list) => toggle(list, place))}
            />
            {PLACE_LABELS[place]}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-1.5">
        <label htmlFor="assessment-state" className="text-lg font-semibold">
          State
        </label>
        <select
          id="assessment-state"
          value={state}
          onChange={(event) => setState(event.target.value)}
          className="h-11 max-w-xs rounded-md border border-ink-300 bg-white px-3"
        >
          <option value="">Choose a state</option>
          {US_STATES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
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
