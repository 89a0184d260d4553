import { useState } from 'react';
import { SEARCH_TYPES, SEARCH_TYPE_LABELS } from '@cleardocket/domain/search/query';
import { Form } from '~/lib/form/form';
import { PasswordField, SelectField, TextField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { FormExampleSchema } from './form-example-schema';
import type { FormExampleInput, FormExampleOutput } from './form-example-schema';
import { CodeBlock } from './scroll-box';

const DEFAULTS: FormExampleInput = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  password: '',
  fullName: '',
  code: '',
  searchType: 'name',
  searchTerm: '',
  apiKey: '',
  engineId: '',
};

const TYPE_OPTIONS = SEARCH_TYPES.map((type) => ({ value: type, label: SEARCH_TYPE_LABELS[type] }));

function Fieldset({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-lg border border-ink-200 p-4 sm:grid-cols-2">
      <legend className="px-1 font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The one `<Form>` (decision 012) with every spec §5 rule; a valid submit shows what it hands on. */
export function FormExample() {
  const [output, setOutput] = useState<FormExampleOutput | null>(null);
  return (
    <div className="grid gap-6">
      <Form schema={FormExampleSchema} defaultValues={DEFAULTS} onSubmit={setOutput} className="grid gap-6">
        <Fieldset legend="Sign-up (spec §5)">
          <TextField name="firstName" label="First name" autoComplete="off" />
          <TextField name="lastName" label="Last name" autoComplete="off" />
          <TextField name="email" label="Email" hint="Trimmed and lower-cased when sent." autoComplete="off" />
          <TextField
            name="phoneNumber"
            label="Phone (optional)"
            hint="10 digits get +1; 11 starting with 1 get +; must end as +1 and 10 digits."
            autoComplete="off"
          />
          <PasswordField name="password" label="Password" hint="At least 8 characters." isNew />
          <TextField name="code" label="Phone code" hint="Exactly 6 digits." inputMode="numeric" autoComplete="off" />
        </Fieldset>
        <Fieldset legend="Full name (the classic sign-up)">
          <TextField
            name="fullName"
            label="Full name"
            hint="The first word is the first name, the rest the last name."
          />
        </Fieldset>
        <Fieldset legend="Search">
          <SelectField name="searchType" label="Search by" options={TYPE_OPTIONS} />
          <TextField name="searchTerm" label="Search term" hint="At least one non-blank term; phones 7 to 15 digits." />
        </Fieldset>
        <Fieldset legend="Search-API settings (optional)">
          <TextField name="apiKey" label="API key" hint="Longer than 10 characters, no test or placeholder value." />
          <TextField name="engineId" label="Search engine id" hint="At least 10 characters and not “google”." />
        </Fieldset>
        <div>
          <SubmitButton>Check</SubmitButton>
        </div>
      </Form>
      {output ? (
        <section aria-labelledby="form-output" className="grid gap-2">
          <h2 id="form-output" className="text-xl font-semibold">
            What the form hands on
          </h2>
          <CodeBlock label="Form output">{JSON.stringify(output, null, 2)}</CodeBlock>
        </section>
      ) : null}
    </div>
  );
}
