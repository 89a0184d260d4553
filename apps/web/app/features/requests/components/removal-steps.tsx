import { useEffect, useState } from 'react';
import { Button } from '~/components/ui/button';
import { paths } from '~/config/paths';
import { memberFiles } from '@cleardocket/domain/requests/methods';
import { safeHref } from '~/lib/safe-href';
import { useRemovalAction } from '../api/removal-action';
import { GoogleTask } from './google-task';
import { LetterEditor } from './letter-editor';
import { BRAND } from '@cleardocket/domain/brand';
import type { Evidence, Letter, Removal } from '@cleardocket/domain/requests/contract';
import { formatDay } from '~/lib/dates';

/** How long "Check the page now" waits for the check before saying it could not check. */
const CHECK_WAIT_MS = 60_000;

const CHECKED: Record<string, string> = {
  removed: 'Checked just now: the page no longer shows the listing.',
  'still-listed': 'Checked just now: the listing is still on the page.',
  'could-not-check': 'We could not check the page just now. We will try again; the reason is under Evidence.',
};

/**
 * "Check the page now": pending until a check newer than the one shown when it was pressed
 * arrives (the detail page refreshes itself), then its outcome; or, after a minute or an error,
 * that it could not check (issue 20: the button gave no feedback).
 */
function usePageCheck(removalId: string, latestCheck: Evidence | undefined) {
  const action = useRemovalAction();
  // undefined: not asked; otherwise the id of the latest check when the member asked (null: none yet).
  const [askedAfter, setAskedAfter] = useState<string | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const asked = askedAfter !== undefined;
  const fresh = asked && latestCheck !== undefined && latestCheck.id !== askedAfter ? latestCheck : undefined;
  const waiting = asked && !fresh && !failed;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setFailed(true), CHECK_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  const message = fresh
    ? (CHECKED[fresh.outcome] ?? `Checked just now: ${fresh.outcome}.`)
    : failed
      ? 'We could not check the page just now. We will try again; the result will appear under Evidence.'
      : waiting
        ? 'Checking the page…'
        : null;
  function check() {
    setFailed(false);
    setAskedAfter(latestCheck?.id ?? null);
    action.mutate({ kind: 'verify', id: removalId }, { onError: () => setFailed(true) });
  }
  return { check, waiting, message };
}

/** What happens next for one removal, by its method (ARCHITECTURE §7), with the member's buttons. */
export function RemovalSteps({
  removal,
  letter,
  latestCheck,
}: {
  removal: Removal;
  letter?: Letter | undefined;
  /** The newest verification of this removal's page, if any. */
  latestCheck?: Evidence;
}) {
  const action = useRemovalAction();
  const pageCheck = usePageCheck(removal.id, latestCheck);
  const open = removal.status === 'not-started' || removal.status === 'needs-escalation';
  // A letter our team sends by hand (a court order to a site with no removal address).
  const teamLetter = letter?.sentBy === 'team' ? letter : undefined;
  return (
    <div className="grid gap-3">
      {removal.method === 'email' && letter ? <EmailLetter removal={removal} letter={letter} /> : null}
      {teamLetter ? <TeamLetter removal={removal} letter={teamLetter} /> : null}
      {!teamLetter && ['web-form', 'search-then-form', 'account-required'].includes(removal.method) ? (
        <FormSteps removal={removal} />
      ) : null}
      {removal.method === 'google' ? <GoogleTask removal={removal} /> : null}
      {removal.method === 'court-order' && !teamLetter ? (
        <p>
          Court-record sites remove a record when the court that holds it seals or expunges it. Add the case under{' '}
          <a href={paths.dashboardCourtRecords.getHref()} className="text-brand-700 underline">
            Court records
          </a>
          : we check whether it qualifies, put you in touch with a partner attorney, and once the order is on file we
          send it to this site and every other one that shows the case.
        </p>
      ) : null}
      {!teamLetter && ['manual-review', 'none-known', 'mail', 'phone'].includes(removal.method) ? (
        <p>This site has no self-service opt-out. Our team contacts it for you and records each step here.</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {open && memberFiles(removal.method) && !teamLetter ? (
          <Button
            size="sm"
            variant="outline"
            disabled={action.isPending}
            onClick={() => action.mutate({ kind: 'submitted', id: removal.id })}
          >
            I have submitted it
          </Button>
        ) : null}
        {removal.method !== 'google' ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={action.isPending || pageCheck.waiting}
            aria-busy={pageCheck.waiting}
            onClick={pageCheck.check}
          >
            {pageCheck.waiting ? 'Checking…' : 'Check the page now'}
          </Button>
        ) : null}
      </div>
      <p role="status" className="text-sm text-ink-700 empty:hidden">
        {pageCheck.message}
      </p>
    </div>
  );
}

/** The letter we email for the member once they authorise it (they may edit it before). */
function EmailLetter({ removal, letter }: { removal: Removal; letter: Letter }) {
  return (
    <div className="grid gap-2">
      <p>
        We email {removal.optOutEmail} on your behalf with this letter.{' '}
        {removal.emailSentAt
          ? `Sent ${formatDay(removal.emailSentAt)}.`
          : removal.authorisedAt
            ? 'You authorised it; it is being sent.'
            : 'Nothing is sent until you authorise it.'}
      </p>
      <details className="rounded-md border border-ink-200 p-3">
        <summary className="cursor-pointer font-medium">Read the letter: {letter.subject}</summary>
        <pre className="mt-2 whitespace-pre-wrap font-sans text-sm text-ink-800">{letter.body}</pre>
      </details>
      {!removal.authorisedAt ? <LetterEditor removalId={removal.id} letter={letter} /> : null}
    </div>
  );
}

/** A letter the team sends by hand through the site's own contact route. */
function TeamLetter({ removal, letter }: { removal: Removal; letter: Letter }) {
  return (
    <div className="grid gap-2">
      <p>
        The {BRAND.name} team sends this letter to {removal.siteName ?? removal.domain} through the site&apos;s own
        contact route{removal.method === 'court-order' ? ', with the court order attached' : ''}. There is nothing for
        you to do: the sending is recorded on the timeline below, and then we check the page.
      </p>
      <details className="rounded-md border border-ink-200 p-3">
        <summary className="cursor-pointer font-medium">Read the letter: {letter.subject}</summary>
        <pre className="mt-2 whitespace-pre-wrap font-sans text-sm wrap-anywhere text-ink-800">{letter.body}</pre>
      </details>
    </div>
  );
}

/** The steps of a site's opt-out form, for a member who files it themself. */
function FormSteps({ removal }: { removal: Removal }) {
  const optOut = safeHref(removal.optOutUrl);
  return (
    <div className="grid gap-2">
      <ol className="list-decimal pl-5 text-ink-800">
        <li>
          Open the site&apos;s opt-out page
          {optOut ? (
            <>
              {': '}
              <a href={optOut} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                {removal.optOutUrl}
              </a>
            </>
          ) : (
            ' (our team will find it if it has moved)'
          )}
          .
        </li>
        {removal.method === 'search-then-form' ? (
          <li>Search for your name and pick this listing: {removal.url}</li>
        ) : null}
        <li>Fill in the form and confirm any email the site sends.</li>
        <li>Tell us it is done, so we can track the site&apos;s deadline and check the page.</li>
      </ol>
      <p className="text-sm text-ink-700">
        Prefer not to? Our team works these forms for you: it is already in their queue.
      </p>
    </div>
  );
}
