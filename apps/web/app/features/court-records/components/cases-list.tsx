import { useNavigate } from 'react-router';
import { z } from 'zod';
import { CASE_TYPES } from '@cleardocket/domain/court-records/eligibility/index';
import { CASE_TYPE_LABELS } from '@cleardocket/domain/court-records/labels';
import { Link } from 'react-router';
import { Spinner } from '~/components/ui/spinner';
import { paths } from '~/config/paths';
import { Form } from '~/lib/form/form';
import { SelectField, TextField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { useCreateCase } from '../api/create-case';
import { useBusinessProfiles } from '../api/get-business-profiles';
import { useCases } from '../api/get-cases';
import { STATE_OPTIONS } from './eligibility-form';

const NewCaseSchema = z.object({
  caseNumber: z.string().trim().min(1, 'Enter the case number.').max(60),
  caption: z.string().trim().min(1, 'Enter the case name, such as “State v. Doe”.').max(200),
  court: z.string().trim().min(1, 'Enter the court.').max(200),
  state: z.string().regex(/^[A-Z]{2}$/, 'Choose the state.'),
  caseType: z.enum(CASE_TYPES, 'Choose the kind of case.'),
  /** Empty: the member's own case; else a business profile's id (its lawsuits follow the same path). */
  protectedProfileId: z.string(),
});

/** A case the member adds: the findings that name its number are linked to it at once. */
export function NewCaseForm() {
  const create = useCreateCase();
  const navigate = useNavigate();
  const businesses = useBusinessProfiles().data ?? [];
  return (
    <Form
      schema={NewCaseSchema}
      defaultValues={{
        caseNumber: '',
        caption: '',
        court: '',
        state: '',
        caseType: 'criminal',
        protectedProfileId: '',
      }}
      onSubmit={async (values) => {
        const { case: created } = await create.mutateAsync({
          ...values,
          protectedProfileId: values.protectedProfileId || null,
        });
        await navigate(paths.dashboardCourtCase.getHref(created.id));
      }}
      className="grid gap-4 rounded-lg border border-ink-200 bg-white p-4 sm:p-6"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="caseNumber" label="Case number" hint="As printed on court papers, e.g. 2019-CR-4821" />
        <TextField name="caption" label="Case name" hint="Such as “State v. Doe” or “Smith v. Acme LLC”" />
        <TextField name="court" label="Court" hint="Such as “Superior Court, Los Angeles County”" />
        <SelectField name="state" label="State" placeholder="Choose a state" options={STATE_OPTIONS} />
        <SelectField
          name="caseType"
          label="Kind of case"
          options={CASE_TYPES.map((value) => ({ value, label: CASE_TYPE_LABELS[value] }))}
        />
        {businesses.length > 0 ? (
          <SelectField
            name="protectedProfileId"
            label="Whose case"
            hint="A business’s lawsuit follows the same path once it is sealed or dismissed"
            options={[
              { value: '', label: 'Mine' },
              ...businesses.map((profile) => ({ value: profile.id, label: profile.companyName ?? profile.label })),
            ]}
          />
        ) : null}
      </div>
      <div>
        <SubmitButton pendingLabel="Adding…">Add the case</SubmitButton>
      </div>
    </Form>
  );
}

/** The member's cases, each with how many pages show it and whether it is gone everywhere. */
export function CasesList() {
  const cases = useCases();
  if (cases.isLoading) return <Spinner label="Loading your cases" />;
  if (cases.isError || !cases.data)
    return <p role="alert">Your cases could not be loaded. Reload the page to try again.</p>;
  if (cases.data.cases.length === 0) return <p className="text-ink-700">You have not added a case yet.</p>;
  return (
    <ul className="grid gap-3">
      {cases.data.cases.map((row) => (
        <li key={row.id} className="grid gap-1 rounded-lg border border-ink-200 bg-white p-4">
          <Link to={paths.dashboardCourtCase.getHref(row.id)} className="text-lg font-semibold underline">
            {row.caption}
          </Link>
          <p className="text-ink-700">
            {row.caseNumber} · {row.court} · {row.state}
          </p>
          <p className="text-sm text-ink-600">
            {row.goneEverywhere
              ? 'Gone from every page where it appeared'
              : `Appears on ${row.appearances} page${row.appearances === 1 ? '' : 's'} we found`}
          </p>
        </li>
      ))}
    </ul>
  );
}
