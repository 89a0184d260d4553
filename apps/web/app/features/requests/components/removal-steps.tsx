import { Button } from '~/components/ui/button';
import { paths } from '~/config/paths';
import { safeHref } from '~/lib/safe-href';
import { useRemovalAction } from '../api/requests';
import type { Removal } from '@cleardocket/domain/requests/contract';

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** What happens next for one removal, by its method (ARCHITECTURE §7), with the member's buttons. */
export function RemovalSteps({ removal, letter }: { removal: Removal; letter?: { subject: string; body: string } }) {
  const action = useRemovalAction();
  const open = removal.status === 'not-started' || removal.status === 'needs-escalation';
  const optOut = safeHref(removal.optOutUrl);
  return (
    <div className="grid gap-3">
      {removal.method === 'email' && letter ? (
        <div className="grid gap-2">
          <p>
            We email {removal.optOutEmail} on your behalf with this letter.{' '}
            {removal.emailSentAt
              ? `Sent ${date.format(new Date(removal.emailSentAt))}.`
              : removal.authorisedAt
                ? 'You authorised it; it is being sent.'
                : 'Nothing is sent until you authorise it.'}
          </p>
          <details className="rounded-md border border-ink-200 p-3">
            <summary className="cursor-pointer font-medium">Read the letter: {letter.subject}</summary>
            <pre className="mt-2 whitespace-pre-wrap font-sans text-sm text-ink-800">{letter.body}</pre>
          </details>
          {!removal.authorisedAt ? (
            <div>
              <Button
                size="sm"
                disabled={action.isPending}
                onClick={() => action.mutate({ kind: 'authorise', id: removal.id })}
              >
                Authorise and send
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
      {['web-form', 'search-then-form', 'account-required'].includes(removal.method) ? (
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
      ) : null}
      {removal.method === 'google' ? (
        <div className="grid gap-2">
          <p>
            Ask Google to drop the page from its results with its{' '}
            <a
              href="https://support.google.com/websearch/answer/9673730"
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand-700 underline"
            >
              personal information removal form
            </a>
            {'; if the page is already gone, use the '}
            <a
              href="https://search.google.com/search-console/remove-outdated-content"
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand-700 underline"
            >
              outdated content tool
            </a>
            . Paste this address: <code className="rounded bg-ink-100 px-1 break-all">{removal.url}</code>
          </p>
        </div>
      ) : null}
      {removal.method === 'court-order' ? (
        <p>
          Court-record sites remove a record when the court that holds it seals or expunges it. Our partner attorneys
          can tell you whether your case qualifies: see{' '}
          <a href={paths.sealCourtRecords.getHref()} className="text-brand-700 underline">
            sealing and expungement
          </a>
          .
        </p>
      ) : null}
      {['manual-review', 'none-known', 'mail', 'phone'].includes(removal.method) ? (
        <p>This site has no self-service opt-out. Our team contacts it for you and records each step here.</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {open && removal.method !== 'email' && removal.method !== 'court-order' ? (
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
            disabled={action.isPending}
            onClick={() => action.mutate({ kind: 'verify', id: removal.id })}
          >
            Check the page now
          </Button>
        ) : null}
      </div>
    </div>
  );
}
