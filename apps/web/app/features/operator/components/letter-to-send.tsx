import { useId, useState } from 'react';
import type { Letter } from '@cleardocket/domain/requests/contract';
import { Button } from '~/components/ui/button';
import { safeHref } from '~/lib/safe-href';
import { operatorOrderUrl } from '../api/file-urls';

/** What the clipboard gets: the subject on the first line, then the letter as the server wrote it. */
const letterText = (letter: Pick<Letter, 'subject' | 'body'>) => `${letter.subject}\n\n${letter.body}`;

function WebLink({ url }: { url: string }) {
  const href = safeHref(url);
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className="break-all text-brand-700 underline">
      {url}
    </a>
  ) : (
    <span className="break-all">{url}</span>
  );
}

/** Where the letter goes, as the catalogue has the site's own contact route. */
function SendTo({ site, sendTo }: { site: string; sendTo: Letter['sendTo'] }) {
  const known = sendTo.email !== null || sendTo.formUrl !== null || sendTo.guidance !== null;
  return (
    <div className="grid gap-1 text-sm">
      <h4 className="font-semibold">Where to send it</h4>
      <ul className="grid list-disc gap-1 pl-5">
        {sendTo.email ? (
          <li>
            By email to <span className="break-all font-medium">{sendTo.email}</span>
          </li>
        ) : null}
        {sendTo.formUrl ? (
          <li>
            {site}&apos;s removal page: <WebLink url={sendTo.formUrl} />
          </li>
        ) : null}
        {sendTo.guidance ? (
          <li>
            How {site} takes requests: {sendTo.guidance}
          </li>
        ) : null}
        {!known ? (
          <li>
            Our catalogue has no removal address or form for {site}: use the contact route on its site and note which
            one you used.
          </li>
        ) : null}
        {sendTo.sources.map((url) => (
          <li key={url}>
            {site}&apos;s policy: <WebLink url={url} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A letter our team sends by hand (issue 15: a court order to a site with no removal address):
 * the exact text the server stored, where it goes, and a button that copies it.
 */
export function LetterToSend({ letter, site }: { letter: Letter; site: string }) {
  const headingId = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(letterText(letter));
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-3 rounded-md border border-brand-200 p-3">
      <h3 id={headingId} className="font-semibold">
        The letter to send
      </h3>
      <p className="text-sm text-ink-700">
        The product does not send this letter. Send it to {site} by the route below (with the court order attached when
        the letter says so), then record &ldquo;Submitted&rdquo; with a note in the queue.
      </p>
      <SendTo site={site} sendTo={letter.sendTo} />
      {letter.orderDocumentId ? (
        <p className="text-sm">
          <a
            href={operatorOrderUrl(letter.orderDocumentId)}
            download
            className="font-semibold text-brand-700 underline"
          >
            Download the court order
          </a>{' '}
          (the file the member or their attorney uploaded; your download is recorded in the audit log).
        </p>
      ) : null}
      <div className="grid gap-1">
        <h4 className="text-sm font-semibold">Subject</h4>
        <p className="text-sm wrap-anywhere" data-testid="letter-subject">
          {letter.subject}
        </p>
      </div>
      <div className="grid gap-1">
        <h4 className="text-sm font-semibold">Letter</h4>
        <pre
          className="rounded-md bg-ink-50 p-3 font-sans text-sm whitespace-pre-wrap wrap-anywhere text-ink-800"
          data-testid="letter-body"
        >
          {letter.body}
        </pre>
      </div>
      <div>
        <Button size="sm" type="button" onClick={() => void copy()}>
          Copy the letter
        </Button>
      </div>
      <p role="status" className="text-sm text-ink-700 empty:hidden">
        {copied === 'yes'
          ? 'The letter is copied, subject first: paste it into the site’s form or message.'
          : copied === 'failed'
            ? 'Could not copy: select the letter above and copy it yourself.'
            : null}
      </p>
    </section>
  );
}
