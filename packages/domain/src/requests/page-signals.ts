/**
 * What a rendered page is, beyond its words: a bot wall, a CAPTCHA, a login wall, a page saying the
 * listing is gone, a redirect to somewhere that is not the listing (docs/removal.md "Verdicts").
 * The markers are those of the common bot walls and of people-search sites' own "not found" pages;
 * each is matched in the page's title, its visible text or its HTML as noted.
 */

/**
 * The page IS a wall: these only appear on challenge or block pages, not on pages that embed a check.
 * One set for the verifier and the removal runner (issue 29): the union of both earlier lists.
 */
const WALL_TEXT = [
  /just a moment\.\.\./,
  /attention required!?\s*\|\s*cloudflare/,
  /^\s*attention required\b/,
  /checking (?:your|if the site connection is) (?:browser|secure)/,
  /enable javascript and cookies to continue/,
  /please enable (?:javascript|cookies)\b/,
  /performing security verification/,
  /needs to review the security of your connection/,
  /verify(?:ing)? (?:that )?you are (?:a )?human/,
  /are you a (?:human|robot)\??/,
  /i(?:'|’)?m not a robot/,
  /unusual (?:traffic|activity) from your (?:computer network|network|device)/,
  /\bunusual traffic\b/,
  /automated (?:queries|requests|access)/,
  /press (?:&|and) hold/,
  /pardon our interruption/,
  /request unsuccessful\. incapsula incident id/,
  /access (?:to this page )?(?:has been )?denied/,
  /you don(?:'|’)?t have permission to access/,
  /(?:sorry, )?you have been blocked/,
  /request blocked/,
  /too many requests/,
  /rate limit(?:ed| exceeded)/,
  /(?:bot|robot) (?:detection|check)/,
  /sucuri website firewall/,
  /ddos protection by/,
  /please enable js and disable any ad blocker/,
];

/** HTML that only challenge and block pages carry (not the beacons that sit on every page). */
const WALL_HTML = [
  /_cf_chl_opt|cf-browser-verification|cf_chl_prog|id="challenge-(?:form|running|stage)"/,
  /captcha-delivery\.com/,
  /id="px-captcha"|_pxcaptcha|px-captcha-wrapper/,
  /incapsula incident id/,
  /awswaf\.com\/.*challenge|aws-waf-token|gokuprops/,
  /ddos-guard/,
  /ak-challenge|akamai-bm-challenge|sec-if-cpt-container/,
  /kpsdk|ips\.js\?.*kasada/,
];

/** A CAPTCHA widget: on a listing it may sit beside real content, so it only counts when the listing is absent. */
const CAPTCHA_HTML = [
  /class="[^"]*\bg-recaptcha\b|google\.com\/recaptcha|recaptcha\.net\/recaptcha/,
  /class="[^"]*\bh-captcha\b|hcaptcha\.com\/1\/api\.js|js\.hcaptcha\.com/,
  /class="[^"]*\bcf-turnstile\b|challenges\.cloudflare\.com\/turnstile/,
  /friendlycaptcha|frc-captcha|arkoselabs|funcaptcha/,
];
const CAPTCHA_TEXT = [/complete the captcha|solve the captcha|captcha/];

const LOGIN_TEXT = [
  /(?:sign|log) ?in to (?:continue|view|see|access|unlock)/,
  /(?:please|you must) (?:sign|log) ?in/,
  /create (?:a )?(?:free )?account to (?:view|see|continue)/,
  /members only/,
];

/** The page says the listing is not there (a soft 404 or the site's own "removed" notice). */
const GONE_TEXT = [
  /\b(?:page|profile|record|listing|person|result|report)s? (?:was |were )?not (?:be )?found\b/,
  /\bno (?:results|records|matches|people|listings|profiles)(?: were)? found\b/,
  /\b(?:we )?(?:could not|couldn(?:'|’)?t|can(?:'|’)?t|cannot|were unable to) find\b/,
  /\b0 (?:results|records|matches)\b/,
  /\bno (?:results|matches) for\b/,
  /\bno longer (?:available|exists|listed|public)\b/,
  /\b(?:has|have) been (?:removed|deleted|suppressed|opted out)\b/,
  /\b(?:opted out|opt-out (?:was |has been )?(?:processed|completed)|suppressed at the request)\b/,
  /\bdoes not exist\b|\bdoesn(?:'|’)?t exist\b/,
  /\b404\b.*\bnot found\b|\berror 404\b/,
];

const anyOf = (patterns: readonly RegExp[], value: string) => patterns.some((pattern) => pattern.test(value));

export type PageContent = { title: string; text: string; html: string };

/** A wall in place of the page: a challenge, a block page, a rate limit. */
export function isWall(page: PageContent): boolean {
  const title = page.title.toLowerCase();
  const text = page.text.toLowerCase();
  // Wall phrases in a long text are more likely words of the listing's own page: read them in
  // the title always, and in the text only when the page is short, as walls are.
  return (
    anyOf(WALL_TEXT, title) ||
    (text.length < 2000 && anyOf(WALL_TEXT, text)) ||
    anyOf(WALL_HTML, page.html.slice(0, 300_000).toLowerCase())
  );
}

/** A CAPTCHA widget or challenge in the page's HTML (the runner reads live frames itself). */
export function hasCaptcha(page: PageContent): boolean {
  return (
    anyOf(CAPTCHA_HTML, page.html.slice(0, 300_000).toLowerCase()) ||
    (page.text.length < 2000 && anyOf(CAPTCHA_TEXT, page.text.toLowerCase()))
  );
}

/** A login form in front of the content: a password field and words asking to sign in. */
export function isLoginWall(page: PageContent): boolean {
  const html = page.html.toLowerCase();
  const text = `${page.title} ${page.text}`.toLowerCase();
  return (
    /<input[^>]+type=["']?password/.test(html) &&
    (anyOf(LOGIN_TEXT, text) || /\b(?:sign|log) ?in\b/.test(page.title.toLowerCase()))
  );
}

export function saysGone(page: PageContent): boolean {
  return anyOf(GONE_TEXT, `${page.title}\n${page.text}`.toLowerCase());
}

/** A meta refresh still waiting to move the page elsewhere. */
export function hasMetaRefresh(html: string): boolean {
  return /<meta[^>]+http-equiv=["']?refresh/i.test(html.slice(0, 100_000));
}

/** How many words a page's visible text has. */
export const wordCount = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

export type RedirectKind = 'same-page' | 'moved' | 'home' | 'search' | 'login' | 'off-site';

const registrable = (host: string) =>
  host
    .toLowerCase()
    .replace(/^www\./, '')
    .split('.')
    .slice(-2)
    .join('.');
const SEARCH_PATH = /(?:^|\/)(?:search|find|results?|lookup|people-search|people|name|directory)(?:\/|$|\.)/i;
const LOGIN_PATH =
  /(?:^|\/)(?:login|log-in|signin|sign-in|signup|sign-up|register|account|auth|captcha|challenge|blocked|cdn-cgi)(?:\/|$|\.)/i;
const SEARCH_QUERY = /(?:^|&)(?:q|query|s|search|name|fn|ln|firstname|lastname)=/i;

/**
 * Where a redirect chain ended, compared with the listing's address: the same page (a scheme,
 * `www.` or trailing-slash change), a moved listing, or somewhere that is not the listing at all —
 * the site's home page, a search or login page, another site.
 */
export function classifyRedirect(requested: string, final: string): RedirectKind {
  let from: URL;
  let to: URL;
  try {
    from = new URL(requested);
    to = new URL(final);
  } catch {
    return 'off-site';
  }
  if (registrable(from.hostname) !== registrable(to.hostname)) return 'off-site';
  const trim = (path: string) => path.replace(/\/+$/, '').toLowerCase();
  const fromPath = trim(from.pathname);
  const toPath = trim(to.pathname);
  const searchedNow = SEARCH_QUERY.test(to.search.slice(1)) && !SEARCH_QUERY.test(from.search.slice(1));
  if (fromPath === toPath) return from.search === to.search || !searchedNow ? 'same-page' : 'search';
  if (toPath === '' || /^\/(?:index|home|default)(?:\.\w+)?$/.test(toPath))
    return fromPath === '' ? 'same-page' : 'home';
  if (LOGIN_PATH.test(toPath)) return 'login';
  // Up to a parent (/people/jane-doe → /people) is an index of listings, not the listing.
  if (fromPath.startsWith(`${toPath}/`) || searchedNow) return 'search';
  if (SEARCH_PATH.test(toPath) && !SEARCH_PATH.test(fromPath)) return 'search';
  return 'moved';
}

/**
 * What stands between a client and a page: an HTTP refusal, a rate limit, a server error, or a bot
 * wall in place of the content (with or without a CAPTCHA on it). The one rule the verifier and
 * the removal runner both judge a page by; null when nothing does (a 404 means different things to
 * each, so it is theirs to read). A wall is read before any other status: challenge pages answer 403/503.
 */
export type PageBarrier = {
  kind: 'challenge' | 'captcha' | 'blocked' | 'rate-limited' | 'server-error';
  /** Worth trying again later (a rate limit, a server busy): the rest need a person. */
  retry: boolean;
};

export function pageBarrier(status: number | null, page: PageContent): PageBarrier | null {
  // A 429 is a rate limit whatever its page says ("Too many requests" reads as a wall too).
  if (status === 429) return { kind: 'rate-limited', retry: true };
  if (isWall(page)) return { kind: hasCaptcha(page) ? 'captcha' : 'challenge', retry: false };
  if (status === null) return null;
  if (status === 401 || status === 403 || status === 407 || status === 451) return { kind: 'blocked', retry: false };
  if (status >= 500) return { kind: 'server-error', retry: status === 503 };
  return null;
}
