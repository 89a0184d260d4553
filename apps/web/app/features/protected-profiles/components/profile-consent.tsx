import {
  CONSENT_ROLES,
  CONSENT_ROLE_LABELS,
  ConsentAttestationFormSchema,
  ConsentLinkSchema,
  isConsentValid,
} from '@cleardocket/domain/protected-profiles/consent';
import type { ConsentWire } from '@cleardocket/domain/protected-profiles/consent';
import { Form } from '~/lib/form/form';
import { CheckboxField, SelectField, TextField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { toast } from '~/lib/toast';
import { useProfileConsent } from '../api/get-profile-consent';
import { useRequestConsent } from '../api/request-consent';

const STATUS_TEXT: Record<ConsentWire['status'], string> = {
  none: 'We have no consent from them yet, so we do not search for them.',
  pending: 'We sent them a confirmation link. We search for them once they confirm.',
  confirmed: 'They confirmed by the link we emailed them. We search for them.',
  attested: 'You stated your role. We search for them; our team may ask for the document that proves it.',
  rejected: 'Their consent was declined or not accepted, so we do not search for them.',
};

/**
 * Consent for someone else's profile (issue 32 item 4): the adult confirms by a link to their own
 * email; a parent, guardian, power of attorney or business officer states their role instead.
 */
export function ProfileConsent({ profileId, isBusiness }: { profileId: string; isBusiness: boolean }) {
  const query = useProfileConsent(profileId);
  const request = useRequestConsent(profileId);
  const roles = CONSENT_ROLES.filter((role) => (role === 'business-officer') === isBusiness);
  const status = query.data?.status ?? 'none';
  return (
    <section aria-labelledby="consent" className="grid gap-4 rounded-lg border border-ink-200 p-4">
      <h2 id="consent" className="text-xl font-semibold">
        Their consent
      </h2>
      <p role="status">{query.isLoading ? 'Loading…' : STATUS_TEXT[status]}</p>
      {isConsentValid(status) ? null : (
        <div className="grid gap-6 md:grid-cols-2">
          <Form
            schema={ConsentLinkSchema}
            defaultValues={{ method: 'email-link', email: '' }}
            onSubmit={async (input) => {
              await request.mutateAsync(input);
              toast({ title: 'Link sent', description: 'We emailed them a link to confirm.', variant: 'success' });
            }}
            className="grid content-start gap-3"
          >
            <TextField name="email" type="email" label="Their own email" maxLength={254} autoComplete="off" />
            <div>
              <SubmitButton pendingLabel="Sending…">Send them a link</SubmitButton>
            </div>
          </Form>
          <Form
            schema={ConsentAttestationFormSchema}
            defaultValues={{ role: roles[0] ?? 'guardian', attest: false }}
            onSubmit={async (input) => {
              await request.mutateAsync(input);
              toast({ title: 'Recorded', description: 'Your role is on record.', variant: 'success' });
            }}
            className="grid content-start gap-3"
          >
            <SelectField
              name="role"
              label="Or, I act for them as"
              options={roles.map((role) => ({ value: role, label: CONSENT_ROLE_LABELS[role] }))}
            />
            <CheckboxField name="attest" label="This is true, and I can show the document that proves it if asked." />
            <div>
              <SubmitButton pendingLabel="Saving…">State my role</SubmitButton>
            </div>
          </Form>
        </div>
      )}
    </section>
  );
}
