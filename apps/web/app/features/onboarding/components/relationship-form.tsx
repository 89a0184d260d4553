import { ProfileFormSchema, profileFormDefaults } from '@cleardocket/domain/protected-profiles/profile-form';
import type { ProtectedProfile } from '@cleardocket/domain/protected-profiles/contract';
import { ProfileKindFields } from '~/components/forms/profile-kind-fields';
import { Form } from '~/lib/form/form';
import { SubmitButton } from '~/lib/form/submit-button';
import { useChooseRelationship } from '../api/choose-relationship';

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
      <ProfileKindFields kinds={KIND_OPTIONS} />
      <div>
        <SubmitButton pendingLabel="Saving…">Continue</SubmitButton>
      </div>
    </Form>
  );
}
