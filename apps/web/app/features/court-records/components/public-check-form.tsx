import {
  CASE_TYPES,
  CHARGE_LEVELS,
  DISPOSITIONS,
  OFFENCE_CATEGORIES,
} from '@cleardocket/domain/court-records/eligibility/index';
import {
  CASE_TYPE_LABELS,
  CHARGE_LEVEL_LABELS,
  DISPOSITION_LABELS,
  OFFENCE_CATEGORY_LABELS,
} from '@cleardocket/domain/court-records/labels';
import { Button } from '~/components/ui/button';
import { FormErrorSlot, usePlainForm } from '~/components/ui/plain-form-parts';
import { STATE_OPTIONS } from './eligibility-form';

const CONTROL = 'h-11 w-full rounded-md border border-ink-300 bg-white px-3 text-ink-900 aria-invalid:border-red-600';

function Slot({ field }: { field: string }) {
  return <p id={`court-check-${field}-error`} data-error-for={field} hidden className="text-sm text-red-700" />;
}

function Select({
  field,
  label,
  options,
  placeholder,
}: {
  field: string;
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={`court-check-${field}`} className="font-medium text-ink-900">
        {label}
      </label>
      <select id={`court-check-${field}`} name={field} defaultValue="" className={CONTROL}>
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Slot field={field} />
    </div>
  );
}

function DateInput({ field, label, hint }: { field: string; label: string; hint?: string }) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={`court-check-${field}`} className="font-medium text-ink-900">
        {label}
      </label>
      {hint ? <p className="text-sm text-ink-600">{hint}</p> : null}
      <input id={`court-check-${field}`} name={field} type="date" className={CONTROL} />
      <Slot field={field} />
    </div>
  );
}

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** Attaches public-check-behaviour.ts (loaded on demand) to the form while it is mounted. */
function usePublicCheckBehaviour() {
  return usePlainForm((form) => {
    let detach: (() => void) | null = null;
    let live = true;
    void import('./public-check-behaviour').then(({ attachPublicCheck }) => {
      if (live) detach = attachPublicCheck(form);
    });
    return () => {
      live = false;
      detach?.();
    };
  }, []);
}

/** The case as the member describes it: state, kind, charge, offence, outcome, dates, open cases. */
function CaseFields() {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select field="state" label="State" options={STATE_OPTIONS} placeholder="Choose a state" />
        <Select
          field="caseType"
          label="Kind of case"
          options={options(CASE_TYPES, CASE_TYPE_LABELS)}
          placeholder="Choose…"
        />
        <Select
          field="chargeLevel"
          label="Charge level (criminal cases)"
          options={options(CHARGE_LEVELS, CHARGE_LEVEL_LABELS)}
          placeholder="Choose…"
        />
        <Select
          field="offenceCategory"
          label="Kind of offence (criminal cases)"
          options={options(OFFENCE_CATEGORIES, OFFENCE_CATEGORY_LABELS)}
          placeholder="Choose…"
        />
      </div>
      <Select
        field="disposition"
        label="How the case ended"
        options={options(DISPOSITIONS, DISPOSITION_LABELS)}
        placeholder="Choose…"
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <DateInput field="offenceDate" label="Date of the offence" hint="If you know it" />
        <DateInput field="dispositionDate" label="Date the case ended" />
        <DateInput field="sentenceCompletedDate" label="Sentence completed on" hint="Empty if none" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="flex items-center gap-3">
          <input type="checkbox" name="pending" className="size-5 shrink-0" />
          <span>I have another case that is still open</span>
        </label>
        <DateInput field="laterConvictionDate" label="Date of a later conviction" hint="Empty if none" />
      </div>
    </>
  );
}

/**
 * The short public pre-check on /seal-court-records (issue 15 Deliver 1). Plain markup: the static
 * page's script or, under React, `usePlainForm` attaches public-check-behaviour.ts to it.
 */
export function PublicCheckForm() {
  const formRef = usePublicCheckBehaviour();
  return (
    <section aria-labelledby="court-check" className="mx-auto grid max-w-3xl gap-6 px-4 py-12">
      <div className="grid gap-2">
        <h2 id="court-check" className="text-2xl font-bold">
          Can your record be sealed? Check in a minute
        </h2>
        <p className="text-ink-700">
          We check your answers against the state’s sealing and expungement laws and cite them. Nothing you enter here
          is stored.
        </p>
      </div>
      <form
        ref={formRef}
        noValidate
        data-court-check
        className="grid gap-5 rounded-lg border border-ink-200 bg-white p-4 sm:p-6"
      >
        <FormErrorSlot />
        <CaseFields />
        <div>
          <Button type="submit">Check</Button>
        </div>
      </form>
      <div
        data-court-check-result
        hidden
        aria-live="polite"
        className="grid gap-3 rounded-lg border-l-4 border-brand-600 bg-ink-50 p-4 sm:p-6"
      />
    </section>
  );
}
