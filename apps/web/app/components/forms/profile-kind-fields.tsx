import { useWatch } from 'react-hook-form';
import {
  FAMILY_CONSENT_TEXT,
  FAMILY_RELATION_LABELS,
  FAMILY_RELATIONS,
} from '@cleardocket/domain/protected-profiles/profiles';
import { CheckboxField, RadioGroupField, SelectField, TextField } from '~/lib/form/form-fields';

const RELATION_OPTIONS = FAMILY_RELATIONS.map((relation) => ({
  value: relation,
  label: FAMILY_RELATION_LABELS[relation],
}));

type KindOption = { readonly value: string; readonly label: string };

/** "Who is this for?" with the kinds a page offers, then the fields of the kind chosen. */
export function ProfileKindFields({ kinds }: { kinds: readonly KindOption[] }) {
  return (
    <>
      <RadioGroupField
        name="kind"
        label="Who is this for?"
        options={kinds}
        optionClassName="flex min-h-11 items-center gap-2 rounded-md border border-ink-300 px-4"
      />
      <KindFields />
    </>
  );
}

/** The fields of the kind chosen: a family member's name and consent, the business's name, or none. */
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
