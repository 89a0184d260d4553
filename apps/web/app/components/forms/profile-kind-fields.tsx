import { useWatch } from 'react-hook-form';
import {
  FAMILY_CONSENT_TEXT,
  FAMILY_RELATION_LABELS,
  FAMILY_RELATIONS,
} from '@cleardocket/domain/protected-profiles/profiles';
import { CheckboxField, SelectField, TextField } from '~/lib/form/form-fields';

const RELATION_OPTIONS = FAMILY_RELATIONS.map((relation) => ({
  value: relation,
  label: FAMILY_RELATION_LABELS[relation],
}));

/** The fields of the kind chosen: a family member's name and consent, the business's name, or none. */
export function ProfileKindFields() {
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
