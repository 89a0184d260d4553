import { z } from 'zod';
import { useWatch } from 'react-hook-form';
import type { EligibilityAnswers } from '@cleardocket/domain/court-records/contract';
import {
  CASE_TYPES,
  CHARGE_LEVELS,
  DISPOSITIONS,
  ELIGIBILITY_STATES,
  OFFENCE_CATEGORIES,
} from '@cleardocket/domain/court-records/eligibility/index';
import {
  CASE_TYPE_LABELS,
  CHARGE_LEVEL_LABELS,
  DISPOSITION_LABELS,
  OFFENCE_CATEGORY_LABELS,
} from '@cleardocket/domain/court-records/labels';
import { US_STATES } from '@cleardocket/domain/profile/address';
import { US_STATE_NAMES } from '@cleardocket/domain/search/matching/us-states';
import { Form } from '~/lib/form/form';
import { CheckboxField, SelectField, TextField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const stateName = (code: string) => US_STATE_NAMES[code] ?? code;
const WITH_RULES = new Set(ELIGIBILITY_STATES.map((state) => state.code));
/**
 * Every state by its full name (issue 31: the list mixed names and codes), those with a rule set
 * first, then the rest, each group in alphabetical order.
 */
export const STATE_OPTIONS = [...US_STATES]
  .map((code) => ({ value: code, label: stateName(code) }))
  .sort((a, b) => Number(WITH_RULES.has(b.value)) - Number(WITH_RULES.has(a.value)) || a.label.localeCompare(b.label));

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const optionalDay = (message: string) => z.string().refine((value) => value === '' || DAY.test(value), message);
const isOneOf = <T extends string>(values: readonly T[], value: string): value is T => values.some((v) => v === value);

/** The pre-check's fields as the form holds them (text), shaped into the engine's answers. */
const EligibilityFormSchema = z
  .object({
    state: z.string().regex(/^[A-Z]{2}$/, 'Choose the state where the case was.'),
    caseType: z.enum(CASE_TYPES, 'Choose the kind of case.'),
    chargeLevel: z.string(),
    offenceCategory: z.string(),
    disposition: z.enum(DISPOSITIONS, 'Choose how the case ended.'),
    offenceDate: optionalDay('Enter the date of the offence, or leave it empty.'),
    dispositionDate: z.string().regex(DAY, 'Enter the date the case ended.'),
    sentenceCompletedDate: optionalDay('Enter the date the sentence was completed, or leave it empty.'),
    pending: z.boolean(),
    laterConvictions: z
      .string()
      .max(240)
      .refine(
        (value) =>
          value
            .split(/[,\s]+/)
            .filter(Boolean)
            .every((day) => DAY.test(day)),
        'Write each date as YYYY-MM-DD, separated by commas.',
      ),
  })
  .superRefine((values, ctx) => {
    if (values.caseType !== 'criminal') return;
    if (!isOneOf(CHARGE_LEVELS, values.chargeLevel)) {
      ctx.addIssue({ code: 'custom', path: ['chargeLevel'], message: 'Choose the charge level.' });
    }
    if (!isOneOf(OFFENCE_CATEGORIES, values.offenceCategory)) {
      ctx.addIssue({ code: 'custom', path: ['offenceCategory'], message: 'Choose the kind of offence.' });
    }
  })
  .transform((values): EligibilityAnswers => {
    const criminal = values.caseType === 'criminal';
    return {
      state: values.state,
      caseType: values.caseType,
      chargeLevel: criminal && isOneOf(CHARGE_LEVELS, values.chargeLevel) ? values.chargeLevel : null,
      offenceCategory: criminal && isOneOf(OFFENCE_CATEGORIES, values.offenceCategory) ? values.offenceCategory : null,
      disposition: values.disposition,
      offenceDate: values.offenceDate || null,
      dispositionDate: values.dispositionDate,
      sentenceCompletedDate: values.sentenceCompletedDate || null,
      otherCases: {
        pending: values.pending,
        laterConvictionDates: values.laterConvictions.split(/[,\s]+/).filter(Boolean),
      },
    };
  });
type EligibilityFormValues = z.input<typeof EligibilityFormSchema>;

function valuesOf(answers: Partial<EligibilityAnswers>): EligibilityFormValues {
  return {
    state: answers.state ?? '',
    caseType: answers.caseType ?? 'criminal',
    chargeLevel: answers.chargeLevel ?? '',
    offenceCategory: answers.offenceCategory ?? '',
    disposition: answers.disposition ?? 'dismissed',
    offenceDate: answers.offenceDate ?? '',
    dispositionDate: answers.dispositionDate ?? '',
    sentenceCompletedDate: answers.sentenceCompletedDate ?? '',
    pending: answers.otherCases?.pending ?? false,
    laterConvictions: answers.otherCases?.laterConvictionDates.join(', ') ?? '',
  };
}

/** Charge level and kind of offence only matter for a criminal case. */
function CriminalFields() {
  const caseType = useWatch<EligibilityFormValues, 'caseType'>({ name: 'caseType' });
  if (caseType !== 'criminal') return null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        name="chargeLevel"
        label="Charge level"
        placeholder="Choose…"
        options={options(CHARGE_LEVELS, CHARGE_LEVEL_LABELS)}
      />
      <SelectField
        name="offenceCategory"
        label="Kind of offence"
        placeholder="Choose…"
        options={options(OFFENCE_CATEGORIES, OFFENCE_CATEGORY_LABELS)}
      />
    </div>
  );
}

export type EligibilityFormProps = {
  onSubmit: (answers: EligibilityAnswers) => Promise<unknown>;
  /** Answers to start from (a case's state and type, or its last check). */
  initial?: Partial<EligibilityAnswers>;
  /** A case's state and type are its own: shown, not chosen (they come from `initial`). */
  fixedCase?: boolean;
  submitLabel?: string;
};

/**
 * The eligibility pre-check (issue 15 Deliver 1): the state, the kind of case, the charge, how it
 * ended, the dates and other cases. The server runs the domain's rules on these answers.
 */
export function EligibilityForm({
  onSubmit,
  initial = {},
  fixedCase = false,
  submitLabel = 'Check',
}: EligibilityFormProps) {
  return (
    <Form
      schema={EligibilityFormSchema}
      defaultValues={valuesOf(initial)}
      onSubmit={(answers) => onSubmit(answers)}
      className="grid gap-5 rounded-lg border border-ink-200 bg-white p-4 sm:p-6"
    >
      {fixedCase ? (
        <p className="text-ink-700">
          {STATE_OPTIONS.find((option) => option.value === initial.state)?.label ?? initial.state} ·{' '}
          {initial.caseType ? CASE_TYPE_LABELS[initial.caseType] : ''}
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField name="state" label="State" placeholder="Choose a state" options={STATE_OPTIONS} />
          <SelectField name="caseType" label="Kind of case" options={options(CASE_TYPES, CASE_TYPE_LABELS)} />
        </div>
      )}
      <CriminalFields />
      <SelectField name="disposition" label="How the case ended" options={options(DISPOSITIONS, DISPOSITION_LABELS)} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name="offenceDate" type="date" label="Date of the offence" hint="If you know it" />
        <TextField name="dispositionDate" type="date" label="Date the case ended" />
        <TextField
          name="sentenceCompletedDate"
          type="date"
          label="Sentence completed on"
          hint="Empty if there was none, or it is not finished"
        />
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-1 font-semibold">Other cases</legend>
        <CheckboxField name="pending" label="I have another case that is still open" />
        <TextField
          name="laterConvictions"
          label="Dates of any later convictions"
          hint="YYYY-MM-DD, separated by commas; empty if none"
        />
      </fieldset>
      <div>
        <SubmitButton pendingLabel="Checking…">{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
