import { ProfileFormSchema, profileFormDefaults } from '@cleardocket/domain/protected-profiles/profile-form';
import type { ProtectedProfile } from '@cleardocket/domain/protected-profiles/contract';
import { ProfileKindFields } from '~/components/forms/profile-kind-fields';
import { Form } from '~/lib/form/form';
import { RadioGroupField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { useChooseRelationship } from '../api/onboarding';

const KIND_OPTIONS = [
  { value: 'self', label: 'Myself' },
  { value: 'family', label: 'A family member' },
  { value: 'business', label: 'My business' },
] as const;

/** Who the member wants help for; it creates (or changes) that profile, then on to the plan. */
export function RelationshipForm({ profile, onDone }: { profile: ProtectedProfile | null; onDone: () => void }) {
  const choose = useChooseRelationship();
  return (
    <Form
      schema={ProfileFormSchema}
      defaultValues={profileFormDefaults(profile)}
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
      <ProfileKindFields />
      <div>
        <SubmitButton pendingLabel="Saving…">Continue</SubmitButton>
      </div>
    </Form>
  );
}
