import { useState } from 'react';
import type { FormEvent } from 'react';
import { AUTHORISATION_MODE_LABELS, AUTHORISATION_MODES } from '@cleardocket/domain/removal/authorisation';
import type { AuthorisationMode, HumanStepOwner } from '@cleardocket/domain/removal/authorisation';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { useAuthorisation, useGrantAuthorisation, useRevokeAuthorisation } from '../api/authorisation';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const MODE_HINTS: Record<AuthorisationMode, string> = {
  'file-for-me': 'We file each site’s opt-out form as soon as a request is made: no click per site.',
  'ask-each-time': 'Each filing waits for your one-click approval on the request.',
};
const OWNER_LABELS: Record<HumanStepOwner, string> = {
  member: 'Ask me (I get a task with the page and what to do)',
  operator: 'Our team does them',
};

/**
 * The limited, revocable authorisation to act as the member's agent for opt-outs (issue 14 §1):
 * the exact text, the two choices, and revoke. Usable in settings and, later, in onboarding.
 */
export function AgentAuthorisation() {
  const state = useAuthorisation();
  const grant = useGrantAuthorisation();
  const revoke = useRevokeAuthorisation();
  const active = state.data?.authorisation ?? null;
  const [mode, setMode] = useState<AuthorisationMode | null>(null);
  const [owner, setOwner] = useState<HumanStepOwner | null>(null);
  if (state.isLoading) return <Spinner label="Loading your authorisation" />;
  if (!state.data) return <p>Your authorisation could not be loaded. Try again later.</p>;
  const chosenMode = mode ?? active?.mode ?? 'file-for-me';
  const chosenOwner = owner ?? active?.humanSteps ?? 'member';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    grant.mutate({ mode: chosenMode, humanSteps: chosenOwner, textVersion: state.data?.version ?? 0 });
  };
  return (
    <form onSubmit={submit} className="grid max-w-2xl gap-4" aria-label="Agent authorisation">
      <p>
        {active
          ? `You authorised us on ${when.format(new Date(active.grantedAt))} (text version ${active.textVersion}).`
          : 'Nothing is filed in your name until you agree to this.'}
      </p>
      <blockquote className="grid gap-2 whitespace-pre-line rounded-md border border-ink-200 bg-ink-50 p-4 text-sm text-ink-800">
        {state.data.text}
      </blockquote>
      <p className="text-sm text-ink-700">
        Sites send their confirmations to your private agent address,{' '}
        <code className="rounded bg-ink-100 px-1">{state.data.agentAddress}</code>, never to your own inbox.
      </p>
      <fieldset className="grid gap-2">
        <legend className="font-medium">How should we file?</legend>
        {AUTHORISATION_MODES.map((value) => (
          <label key={value} className="flex items-start gap-2">
            <input
              type="radio"
              name="mode"
              value={value}
              checked={chosenMode === value}
              onChange={() => setMode(value)}
              className="mt-1"
            />
            <span>
              <span className="font-medium">{AUTHORISATION_MODE_LABELS[value]}</span>
              <span className="block text-sm text-ink-700">{MODE_HINTS[value]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="font-medium">Steps a site keeps for a person (a CAPTCHA, an ID upload, a phone call)</legend>
        {(['member', 'operator'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              name="humanSteps"
              value={value}
              checked={chosenOwner === value}
              onChange={() => setOwner(value)}
            />
            <span>{OWNER_LABELS[value]}</span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={grant.isPending}>
          {active ? 'Save my choices' : 'I agree: file opt-outs for me'}
        </Button>
        {active ? (
          <Button type="button" variant="destructive" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
            Revoke the authorisation
          </Button>
        ) : null}
      </div>
    </form>
  );
}
