import { describeDetail, identifiersShown } from './identifiers';
import type { Identifiers } from './identifiers';
import {
  classifyRedirect,
  hasCaptcha,
  hasMetaRefresh,
  isLoginWall,
  pageBarrier,
  saysGone,
  wordCount,
} from './page-signals';

/**
 * The verdict on a listing's page (ARCHITECTURE §7, issue 14 §6): *removed* only on positive
 * evidence — a 404/410, or the page rendered with real content and the listing absent — and
 * *could not check* for everything that hides the page: blocks, challenges, CAPTCHAs, script
 * shells, timeouts, redirects away from the listing. docs/removal.md "Verdicts" states the rule.
 */
export type CheckProblem =
  | 'refused'
  | 'unreachable'
  | 'timeout'
  | 'no-browser'
  | 'blocked'
  | 'rate-limited'
  | 'server-error'
  | 'unexpected-status'
  | 'challenge'
  | 'captcha'
  | 'login-wall'
  | 'redirected-home'
  | 'redirected-search'
  | 'redirected-login'
  | 'redirected-off-site'
  | 'redirect-pending'
  | 'script-shell'
  | 'too-little-content'
  | 'mixed-signals'
  | 'partial-match';

export type Verdict =
  | { verdict: 'removed'; reason: 'gone-status' | 'gone-message' | 'listing-absent'; detail: string }
  | { verdict: 'still-listed'; reason: 'name-shown' | 'contact-shown' | 'details-shown'; detail: string }
  | { verdict: 'could-not-check'; reason: CheckProblem; detail: string; retryAfterSeconds?: number };

/** The plain HTTP answer (no browser): its status decides 404/410, rate limits and server errors. */
export type HttpAnswer =
  | { kind: 'answered'; status: number; finalUrl: string; retryAfterSeconds: number | null }
  | { kind: 'failed'; failure: 'refused' | 'unreachable' | 'timeout' };

/** The page as Chromium rendered it: main document status, final address, title, visible text, HTML. */
export type RenderedPage =
  | { kind: 'rendered'; status: number | null; finalUrl: string; title: string; text: string; html: string }
  | { kind: 'failed'; failure: 'timeout' | 'unreachable' | 'no-browser' | 'refused' };

/** Less visible text than this is not "real content": a shell, a spinner, a blank page. */
const MIN_CONTENT = { chars: 200, words: 30 } as const;

const PROBLEM_SENTENCES: Record<CheckProblem, string> = {
  refused: 'The address points to a private network, so we did not open it.',
  unreachable: 'The site could not be reached.',
  timeout: 'The page did not finish loading in time.',
  'no-browser': 'The page needs a browser to check, and none is available on this server.',
  blocked: 'The site refused to show the page to our checker.',
  'rate-limited': 'The site asked us to slow down.',
  'server-error': 'The site answered with an error.',
  'unexpected-status': 'The site gave an answer that neither shows nor denies the page.',
  challenge: 'The site showed a bot check instead of the page.',
  captcha: 'The site asked for a CAPTCHA instead of showing the page.',
  'login-wall': 'The site asked to sign in before showing the page.',
  'redirected-home': 'The site sent us to its home page instead of the listing.',
  'redirected-search': 'The site sent us to a search or index page instead of the listing.',
  'redirected-login': 'The site sent us to a sign-in or check page instead of the listing.',
  'redirected-off-site': 'The address now leads to another site.',
  'redirect-pending': 'The page was about to send us elsewhere.',
  'script-shell': 'The page loaded without its content (it is filled in by scripts that did not finish).',
  'too-little-content': 'The page showed too little to tell whether the listing is there.',
  'mixed-signals': 'The page shows your name but also says nothing was found; a person will look.',
  'partial-match': 'Your name is gone but the page still shows one of your details; a person will look.',
};

export const problemSentence = (problem: CheckProblem) => PROBLEM_SENTENCES[problem];

const cannot = (reason: CheckProblem, extra: Partial<{ retryAfterSeconds: number; detail: string }> = {}): Verdict => ({
  verdict: 'could-not-check',
  reason,
  detail: extra.detail ?? PROBLEM_SENTENCES[reason],
  ...(extra.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: extra.retryAfterSeconds }),
});

/** What a status code alone says; null when the page has to be looked at. */
function byStatus(status: number, retryAfterSeconds: number | null): Verdict | null {
  if (status === 404 || status === 410) {
    return {
      verdict: 'removed',
      reason: 'gone-status',
      detail: `The page answers ${status} (${status === 404 ? 'not found' : 'gone'}).`,
    };
  }
  if (status === 429) return cannot('rate-limited', retryAfterSeconds ? { retryAfterSeconds } : {});
  if (status === 401 || status === 403 || status === 407 || status === 451) return cannot('blocked');
  if (status >= 500) return cannot('server-error');
  if (status >= 300 && status < 400) return cannot('redirected-off-site', { detail: 'The page kept redirecting.' });
  if (status >= 400) return cannot('unexpected-status');
  return null;
}

/**
 * Decides from the plain HTTP answer alone when it can: 404/410 (removed), a refused or failed
 * fetch, a rate limit or a server error (could not check — no browser is sent to hammer the site).
 * Null means the page has to be rendered. A 401/403 is rendered too: bot walls often treat a plain
 * HTTP client worse than a browser.
 */
export function judgeHttp(requestedUrl: string, http: HttpAnswer): Verdict | null {
  if (http.kind === 'failed') return cannot(http.failure);
  const redirect = classifyRedirect(requestedUrl, http.finalUrl);
  if (redirect === 'off-site') return cannot('redirected-off-site');
  if (http.status === 404 || http.status === 410 || http.status === 429 || http.status >= 500) {
    return byStatus(http.status, http.retryAfterSeconds);
  }
  return null;
}

/** The verdict on a listing's page from what the plain fetch and Chromium saw (docs/removal.md). */
export function judgePage(
  requestedUrl: string,
  http: HttpAnswer,
  rendered: RenderedPage | null,
  identifiers: Identifiers,
  now: Date,
): Verdict {
  const early = judgeHttp(requestedUrl, http);
  if (early) return early;
  if (!rendered)
    return http.kind === 'answered' ? (byStatus(http.status, null) ?? cannot('no-browser')) : cannot('no-browser');
  if (rendered.kind === 'failed') {
    // Without a browser a plain 401/403 still says why.
    const status = http.kind === 'answered' ? byStatus(http.status, http.retryAfterSeconds) : null;
    return status?.verdict === 'could-not-check' && rendered.failure === 'no-browser'
      ? status
      : cannot(rendered.failure);
  }
  const page = { title: rendered.title, text: rendered.text, html: rendered.html };
  // A wall first: challenge pages often answer 403 or 503, and some echo the address (and a name).
  // The same rule the removal runner judges its pages by (page-signals.ts).
  const barrier = pageBarrier(rendered.status, page);
  if (barrier) return cannot(barrier.kind);
  if (rendered.status !== null) {
    const status = byStatus(rendered.status, null);
    if (status) return status;
  }
  const redirect = classifyRedirect(requestedUrl, rendered.finalUrl);
  if (redirect === 'home' || redirect === 'search' || redirect === 'login' || redirect === 'off-site') {
    return cannot(`redirected-${redirect}`);
  }
  if (hasMetaRefresh(rendered.html)) return cannot('redirect-pending');

  const seen = `${rendered.title}\n${rendered.text}`;
  const shown = identifiersShown(seen, identifiers, now);
  const gone = saysGone(page);
  const [contact] = shown.strong;
  if (contact) {
    return {
      verdict: 'still-listed',
      reason: 'contact-shown',
      detail: `The page still shows your ${describeDetail(contact)}.`,
    };
  }
  if (shown.name) {
    // "No results for Jane Doe" on a short page: a search echoing the name is neither the listing
    // nor proof that it is gone.
    if (gone && shown.weak.length === 0 && rendered.text.length < 1500) return cannot('mixed-signals');
    return { verdict: 'still-listed', reason: 'name-shown', detail: 'The page still shows your name.' };
  }
  if (rendered.text.trim().length < MIN_CONTENT.chars || wordCount(rendered.text) < MIN_CONTENT.words) {
    return cannot(/<script\b/i.test(rendered.html) ? 'script-shell' : 'too-little-content');
  }
  if (hasCaptcha(page)) return cannot('captcha');
  if (isLoginWall(page)) return cannot('login-wall');
  if (shown.weak.length >= 2) {
    return {
      verdict: 'still-listed',
      reason: 'details-shown',
      detail: `The name is hidden but the page still shows ${shown.weak.map(describeDetail).join(' and ')}.`,
    };
  }
  if (shown.weak.length === 1) return cannot('partial-match');
  return gone
    ? {
        verdict: 'removed',
        reason: 'gone-message',
        detail: 'The page says the listing is not there, and shows neither your name nor your details.',
      }
    : {
        verdict: 'removed',
        reason: 'listing-absent',
        detail: 'The page loads with its content, and shows neither your name nor your details.',
      };
}
