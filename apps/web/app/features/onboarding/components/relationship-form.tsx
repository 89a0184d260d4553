import { useWatch } from 'react-hook-form';
import {
  FAMILY_CONSENT_TEXT,
  FAMILY_RELATION_LABELS,
  FAMILY_RELATIONS,
} from '@cleardocket/domain/protected-profiles/profiles';
import type { ProtectedProfile } from '@cleardocket/domain/protected-profiles/contract';
import { Form } from '~/lib/form/form';
import { CheckboxField, RadioGroupField, SelectField, TextField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { useChooseRelationship } from '../api/onboarding';
import { relationshipDefaults, RelationshipFormSchema } from './relationship-form-schema';

const KIND_OPTIONS = [
  { value: 'self', label: 'Myself' },
  { value: 'family', label: 'A family member' },
  { value: 'business', label: 'My business' },
] as const;

const RELATION_OPTIONS = FAMILY_RELATIONS.map((relation) => ({
  value: relation,
  label: FAMILY_RELATION_LABELS[relation],
}));

/** The fields of the kind chosen: a family member's name and consent, or the business's name. */
function KindFields() {
  const kind = useWatch({ name: 'kind' }) as string;
  if (kind === 'family') {
    return (
      <div className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="firstName" label="Their first name" autoComplete="off" />
          <TextField name="lastName" label="Their last name" autoComplete="off" />
        </div>
        <SelectField name="relation" label="How you are related" options={RELATION_OPTIONS} placeholder="Choose one" />
        <CheckboxField name="consent" label={FAMILY_CONSENT_TEXT} />
      </div>
    );
  }
  if (kind === 'business') return <TextField name="companyName" label="Business name" autoComplete="organization" />;
  return <p className="text-ink-700">We use the name on your account.</p>;
}

/** Who the member wants help for; it creates (or changes) that profile, then on to the plan. */
export function RelationshipForm({ profile, onDone }: { profile: ProtectedProfile | null; onDone: () => void }) {
  const choose = useChooseRelationship();
  return (
    <Form
      schema={RelationshipFormSchema}
      defaultValues={relationshipDefaults(profile)}
      onSubmit={async (input) => {
        await choose.mutateAsync(input);
        onDone();
      }}
      className="grid gap-6"
    >
      <RadioGroupField
        name="kind"
        label="Who is this for?"
        options={KIND_OPTIONS}
        optionClassName="flex min-h-11 items-center gap-2 rounded-md border border-ink-300 px-4"
      />
      <KindFields />
      <div>
        <SubmitButton pendingLabel="Saving…">Continue</SubmitButton>
      </div>
    </Form>
  );
}
