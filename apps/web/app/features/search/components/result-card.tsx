import { Bookmark, BookmarkCheck, Eye, EyeOff, FileWarning, UserCheck, UserX } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { safeHref } from '~/lib/safe-href';
import { CATEGORY_LABELS, MATCH_LABEL_TEXT } from '@cleardocket/domain/search/labels';
import type { SearchResult } from '@cleardocket/domain/search/contract';
import type { ResultAction } from '../api/update-result';
import { ProfileLessons } from './profile-lessons';

const SEVERITY_STYLES: Record<SearchResult['severity'], string> = {
  high: 'bg-red-100 text-red-900 border-red-300',
  medium: 'bg-amber-100 text-amber-900 border-amber-300',
  low: 'bg-ink-100 text-ink-800 border-ink-300',
};

/** One finding: badges, source, snippet (always text), and what the member can do with it. */
export function ResultCard({
  result,
  forLabel,
  busy,
  onAction,
  onCreateRequest,
}: {
  result: SearchResult;
  /** Whose result it is when it is not the member's own (a family member's or business's). */
  forLabel?: string;
  busy: boolean;
  onAction: (action: ResultAction) => void;
  onCreateRequest: (id: string) => void;
}) {
  const href = safeHref(result.url);
  return (
    <article
      className="grid gap-2 rounded-lg border border-ink-200 bg-white p-4"
      aria-labelledby={`result-${result.id}`}
    >
      <ResultBadges result={result} forLabel={forLabel} />
      <h3 id={`result-${result.id}`} className="text-lg font-semibold text-ink-900">
        {href ? (
          <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="hover:underline">
            {result.title || result.url}
          </a>
        ) : (
          result.title || result.url
        )}
      </h3>
      <p className="text-sm text-ink-600">
        {result.siteName ? `${result.siteName} · ` : ''}
        {result.source}
      </p>
      <p className="text-ink-800">{result.snippet}</p>
      <MatchReasons reasons={result.match.reasons} />
      {result.feedback === 'me' && !result.processed ? (
        <p className="text-sm font-semibold text-ink-800" role="note">
          You confirmed this is you: it is now one of your alerts. Ask for its removal with a request.
        </p>
      ) : null}
      <ResultActions result={result} busy={busy} onAction={onAction} onCreateRequest={onCreateRequest} />
      {result.feedback === 'me' ? <ProfileLessons resultId={result.id} /> : null}
    </article>
  );
}

/** The reasons for and against, as the decision gave them ("matched: …", "conflicts: …"). */
function MatchReasons({ reasons }: { reasons: readonly string[] }) {
  if (reasons.length === 0) return null;
  const lines = reasons.map((reason) => {
    if (reason.startsWith('matched: ')) return `Why it may be you: ${reason.slice('matched: '.length)}`;
    if (reason.startsWith('conflicts: ')) return `Why it may not be: ${reason.slice('conflicts: '.length)}`;
    return reason;
  });
  return (
    <ul className="text-sm text-ink-600" aria-label="Why we think so">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

interface ResultActionsProps {
  result: SearchResult;
  busy: boolean;
  onAction: (action: ResultAction) => void;
  onCreateRequest: (id: string) => void;
}

/** Severity, category, match and what has been done with the finding. */
function ResultBadges({ result, forLabel }: { result: SearchResult; forLabel: string | undefined }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      {forLabel ? (
        <span className="rounded-full border border-ink-400 bg-ink-50 px-2 py-0.5 font-semibold">For {forLabel}</span>
      ) : null}
      <span
        className={cn('rounded-full border px-2 py-0.5 font-semibold capitalize', SEVERITY_STYLES[result.severity])}
        data-testid="severity"
      >
        {result.severity} severity
      </span>
      <span className="rounded-full border border-ink-300 px-2 py-0.5">
        {CATEGORY_LABELS[result.category] ?? result.category}
      </span>
      <span className="rounded-full border border-brand-200 bg-brand-50 px-2 py-0.5" data-testid="match">
        {result.feedback === 'me'
          ? 'You confirmed this is you'
          : `${MATCH_LABEL_TEXT[result.match.label]} (${result.match.score})`}
      </span>
      {result.processed && !result.ignored ? (
        <span className="rounded-full bg-green-100 px-2 py-0.5 text-green-900">Request created</span>
      ) : null}
      {result.ignored ? <span className="rounded-full bg-ink-100 px-2 py-0.5">Ignored</span> : null}
      {result.goneAt ? (
        <span className="rounded-full bg-green-100 px-2 py-0.5 text-green-900">No longer found</span>
      ) : null}
    </div>
  );
}

/** Create a request, ignore (and undo), save, "This is me" and "Not me". */
function ResultActions({ result, busy, onAction, onCreateRequest }: ResultActionsProps) {
  return (
    <div className="mt-1 flex flex-wrap gap-2">
      {!result.processed ? (
        <Button size="sm" disabled={busy} onClick={() => onCreateRequest(result.id)}>
          <FileWarning aria-hidden="true" className="size-4" /> Create request
        </Button>
      ) : null}
      {!result.processed ? (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => onAction({ kind: 'ignore', id: result.id })}>
          <EyeOff aria-hidden="true" className="size-4" /> Ignore
        </Button>
      ) : null}
      {result.ignored ? (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => onAction({ kind: 'unignore', id: result.id })}
        >
          <Eye aria-hidden="true" className="size-4" /> Undo ignore
        </Button>
      ) : null}
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        aria-pressed={result.saved}
        onClick={() => onAction({ kind: 'save', id: result.id, saved: !result.saved })}
      >
        {result.saved ? (
          <BookmarkCheck aria-hidden="true" className="size-4" />
        ) : (
          <Bookmark aria-hidden="true" className="size-4" />
        )}
        {result.saved ? 'Saved' : 'Save'}
      </Button>
      <Button
        size="sm"
        variant={result.feedback === 'me' ? 'secondary' : 'outline'}
        disabled={busy}
        aria-pressed={result.feedback === 'me'}
        onClick={() => onAction({ kind: 'feedback', id: result.id, feedback: result.feedback === 'me' ? null : 'me' })}
      >
        <UserCheck aria-hidden="true" className="size-4" /> This is me
      </Button>
      <Button
        size="sm"
        variant={result.feedback === 'not_me' ? 'secondary' : 'outline'}
        disabled={busy}
        aria-pressed={result.feedback === 'not_me'}
        onClick={() =>
          onAction({ kind: 'feedback', id: result.id, feedback: result.feedback === 'not_me' ? null : 'not_me' })
        }
      >
        <UserX aria-hidden="true" className="size-4" /> {result.feedback === 'not_me' ? 'Undo Not me' : 'Not me'}
      </Button>
    </div>
  );
}
