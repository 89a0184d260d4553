import { AUTHORISATION_MODE_LABELS, AUTHORISATION_MODES } from '@cleardocket/domain/removal/authorisation';
import type { AuthorisationMode, HumanStepOwner } from '@cleardocket/domain/removal/authorisation';
import { GrantAuthorisationSchema } from '@cleardocket/domain/removal/contract';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { Form } from '~/lib/form/form';
import { RadioGroupField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { useAuthorisation } from '../api/get-authorisation';
import { useGrantAuthorisation } from '../api/grant-authorisation';
import { useRevokeAuthorisation } from '../api/revoke-authorisation';
import { formatMoment } from '~/lib/dates';

const MODE_HINTS: Record<AuthorisationMode, string> = {
  'file-for-me': 'We file each site’s opt-out form as soon as a request is made: no click per site.',
  'ask-each-time': 'Each filing waits for your one-click approval on the request.',
};
const OWNER_LABELS: Record<HumanStepOwner, string> = {
  member: 'Ask me (I get a task with the page and what to do)',
  operator: 'Our team does them',
};
const MODE_OPTIONS = AUTHORISATION_MODES.map((value) => ({ value, label: AUTHORISATION_MODE_LABELS[value] }));
const OWNER_OPTIONS = (['member', 'operator'] as const).map((value) => ({ value, label: OWNER_LABELS[value] }));

/**
 * The limited, revocable authorisation to act as the member's agent for opt-outs (issue 14 §1):
 * the exact text, the two choices (on the app's one <Form>, decision 012), and revoke. Usable in
 * settings and, later, in onboarding.
 */
export function AgentAuthorisation() {
  const state = useAuthorisation();
  const grant = useGrantAuthorisation();
  const revoke = useRevokeAuthorisation();
  const active = state.data?.authorisation ?? null;
  if (state.isLoading) return <Spinner label="Loading your authorisation" />;
  if (!state.data) return <p>Your authorisation could not be loaded. Try again later.</p>;
  return (
    <section className="grid max-w-2xl gap-4" aria-label="Agent authorisation">
      <p>
        {active
          ? `You authorised us on ${formatMoment(active.grantedAt)} (text version ${active.textVersion}).`
          : 'Nothing is filed in your name until you agree to this.'}
      </p>
      <blockquote className="grid gap-2 whitespace-pre-line rounded-md border border-ink-200 bg-ink-50 p-4 text-sm text-ink-800">
        {state.data.text}
      </blockquote>
      <p className="text-sm text-ink-700">
        Sites send their confirmations to your private agent address,{' '}
        <code className="rounded bg-ink-100 px-1 break-all">{state.data.agentAddress}</code>, never to your own inbox.
      </p>
      <Form
        // A new grant (or a new text) starts the choices from what is now on record.
        key={`${active?.grantedAt ?? 'none'}-${state.data.version}`}
        schema={GrantAuthorisationSchema}
        defaultValues={{
          mode: active?.mode ?? 'file-for-me',
          humanSteps: active?.humanSteps ?? 'member',
          textVersion: state.data.version,
        }}
        onSubmit={(values) => grant.mutateAsync(values)}
        // The mutation's toast tells a failure.
        showsFormError={false}
        className="grid gap-4"
      >
        <RadioGroupField
          name="mode"
          label="How should we file?"
          hint={AUTHORISATION_MODES.map((value) => `${AUTHORISATION_MODE_LABELS[value]}: ${MODE_HINTS[value]}`).join(
            ' ',
          )}
          options={MODE_OPTIONS}
          optionClassName="flex items-center gap-2"
        />
        <RadioGroupField
          name="humanSteps"
          label="Steps a site keeps for a person (a CAPTCHA, an ID upload, a phone call)"
          options={OWNER_OPTIONS}
          optionClassName="flex items-center gap-2"
        />
        <div className="flex flex-wrap gap-2">
          <SubmitButton>{active ? 'Save my choices' : 'I agree: file opt-outs for me'}</SubmitButton>
          {active ? (
            <Button type="button" variant="destructive" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
              Revoke the authorisation
            </Button>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
