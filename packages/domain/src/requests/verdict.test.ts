import { describe, expect, it } from 'vitest';
import { identifiersIn } from './identifiers';
import type { Identifiers } from './identifiers';
import { judgePage } from './verdict';
import type { HttpAnswer, RenderedPage } from './verdict';

const NOW = new Date('2026-11-20T12:00:00Z');
const URL_ = 'https://people.example/p/jane-doe-42';
const PROFILE = {
  firstName: 'Jane',
  lastName: 'Doe',
  birthYear: 1980,
  places: [{ city: 'Springfield', state: 'IL' }],
  relatives: ['Mark Doe'],
  phones: ['(217) 555-0142'],
  emails: ['jane@example.com'],
};
const BEFORE = `Jane Doe, Age 46, Springfield, IL. Relatives: Mark Doe. Phone (217) 555-0142.`;
const IDS: Identifiers = identifiersIn(BEFORE, PROFILE, NOW);
const ok: HttpAnswer = { kind: 'answered', status: 200, finalUrl: URL_, retryAfterSeconds: null };

const filler = (words: number) =>
  Array.from({ length: words }, (_, index) => ['people', 'search', 'records', 'about', 'contact'][index % 5]).join(' ');
const site = (body: string) => `Example People — home, about, privacy, terms. ${body} ${filler(60)}`;

function page(text: string, overrides: Partial<Extract<RenderedPage, { kind: 'rendered' }>> = {}): RenderedPage {
  return {
    kind: 'rendered',
    status: 200,
    finalUrl: URL_,
    title: 'Example People',
    text,
    html: `<p>${text}</p>`,
    ...overrides,
  };
}
const judge = (rendered: RenderedPage | null, http: HttpAnswer = ok, ids: Identifiers = IDS) =>
  judgePage(URL_, http, rendered, ids, NOW);

describe('identifiers saved from the page', () => {
  it('keeps the names and each detail the page showed', () => {
    expect(IDS.names).toEqual([{ first: 'jane', last: 'doe' }]);
    expect(IDS.details.map((detail) => detail.kind).sort()).toEqual(['birth-year', 'phone', 'place', 'relative']);
  });
});

describe('removed only on positive evidence', () => {
  it.each([404, 410])('a plain %i decides without a browser', (status) => {
    expect(judge(null, { ...ok, status })).toMatchObject({ verdict: 'removed', reason: 'gone-status' });
  });

  it('a rendered page with real content and neither the name nor the details is removed', () => {
    expect(judge(page(site('Search millions of public records by name.')))).toMatchObject({
      verdict: 'removed',
      reason: 'listing-absent',
    });
  });

  it('a soft 404 that says the profile was not found is removed', () => {
    expect(judge(page(site('Sorry, this profile was not found. It may have been removed.')))).toMatchObject({
      verdict: 'removed',
      reason: 'gone-message',
    });
  });

  it('a rendered 404 is removed', () => {
    expect(judge(page('Not here', { status: 404 }))).toMatchObject({ verdict: 'removed' });
  });
});

describe('still listed', () => {
  it('shows the name (nicknames and middle initials too)', () => {
    expect(judge(page(site('Jane Doe, 46, Springfield IL')))).toMatchObject({
      verdict: 'still-listed',
      reason: 'name-shown',
    });
    expect(judge(page(site('Doe, Jane Q. — view report')))).toMatchObject({ verdict: 'still-listed' });
  });

  it('hides the name but still shows the phone number', () => {
    expect(judge(page(site('J*** D** — call 217-555-0142')))).toMatchObject({
      verdict: 'still-listed',
      reason: 'contact-shown',
    });
  });

  it('hides the name but still shows two other details', () => {
    expect(judge(page(site('J. D., Age 46, lives in Springfield, IL')))).toMatchObject({
      verdict: 'still-listed',
      reason: 'details-shown',
    });
  });

  it('a teaser behind a login form still shows the listing', () => {
    const text = site('Jane Doe — sign in to view the full report');
    expect(judge(page(text, { html: `<form><input type="password"></form><p>${text}</p>` }))).toMatchObject({
      verdict: 'still-listed',
    });
  });
});

describe('could not check: never a verdict', () => {
  it.each<[string, HttpAnswer, string]>([
    ['a refused address', { kind: 'failed', failure: 'refused' }, 'refused'],
    ['a timeout', { kind: 'failed', failure: 'timeout' }, 'timeout'],
    ['a 429', { ...ok, status: 429, retryAfterSeconds: 120 }, 'rate-limited'],
    ['a 503', { ...ok, status: 503 }, 'server-error'],
    ['a redirect to another site', { ...ok, finalUrl: 'https://elsewhere.example/' }, 'redirected-off-site'],
  ])('%s (plain fetch)', (_label, http, reason) => {
    expect(judge(null, http)).toMatchObject({ verdict: 'could-not-check', reason });
  });

  it('keeps the Retry-After of a 429', () => {
    expect(judge(null, { ...ok, status: 429, retryAfterSeconds: 120 })).toMatchObject({ retryAfterSeconds: 120 });
  });

  it.each([401, 403, 407, 451])('a %i in the browser too', (status) => {
    expect(judge(page('Forbidden', { status }), { ...ok, status })).toMatchObject({
      verdict: 'could-not-check',
      reason: 'blocked',
    });
  });

  it('a 403 with no browser available says blocked', () => {
    expect(judge({ kind: 'failed', failure: 'no-browser' }, { ...ok, status: 403 })).toMatchObject({
      reason: 'blocked',
    });
  });

  it.each<[string, Partial<Extract<RenderedPage, { kind: 'rendered' }>>, string]>([
    [
      'Cloudflare "Just a moment"',
      { title: 'Just a moment...', text: 'Checking your browser before accessing people.example.' },
      'challenge',
    ],
    [
      'Cloudflare "Attention Required"',
      { title: 'Attention Required! | Cloudflare', text: 'Sorry, you have been blocked' },
      'challenge',
    ],
    [
      'an Akamai "Access Denied"',
      { title: 'Access Denied', text: "You don't have permission to access this page. Reference #18.2f" },
      'challenge',
    ],
    [
      'a Turnstile challenge',
      { text: 'Verify you are human by completing the action below.', html: '<div class="cf-turnstile"></div>' },
      'captcha',
    ],
    [
      'a DataDome block',
      { text: 'x', html: '<iframe src="https://geo.captcha-delivery.com/captcha/?initialCid=1"></iframe>' },
      'challenge',
    ],
    [
      'a PerimeterX "Press & Hold"',
      { text: 'Press & Hold to confirm you are a human (and not a bot).', html: '<div id="px-captcha"></div>' },
      'challenge',
    ],
    ['an Incapsula block', { text: 'Request unsuccessful. Incapsula incident ID: 123' }, 'challenge'],
    [
      'a wall that echoes the name',
      { title: 'Just a moment...', text: 'people.example/p/jane-doe Jane Doe' },
      'challenge',
    ],
    [
      'a reCAPTCHA page',
      { text: site('Please complete the form below.'), html: '<div class="g-recaptcha" data-sitekey="x"></div>' },
      'captcha',
    ],
    [
      'an hCaptcha page',
      { text: site('One more step.'), html: '<script src="https://js.hcaptcha.com/1/api.js"></script>' },
      'captcha',
    ],
    [
      'a login wall',
      { text: site('Please log in to continue.'), html: '<input type="password" name="p">' },
      'login-wall',
    ],
    [
      'a script-only shell',
      { text: 'Loading…', html: '<div id="root">Loading…</div><script src="/app.js"></script>' },
      'script-shell',
    ],
    [
      'a noscript-only page',
      { text: '', html: '<noscript>You need to enable JavaScript to run this app.</noscript>' },
      'too-little-content',
    ],
    ['a tiny page', { text: 'OK', html: '<p>OK</p>' }, 'too-little-content'],
    ['a redirect to the home page', { finalUrl: 'https://people.example/' }, 'redirected-home'],
    ['a redirect to a search page', { finalUrl: 'https://people.example/search?name=jane+doe' }, 'redirected-search'],
    ['a redirect up to the index', { finalUrl: 'https://people.example/p' }, 'redirected-search'],
    [
      'a redirect to a login page',
      { finalUrl: 'https://people.example/login?next=/p/jane-doe-42' },
      'redirected-login',
    ],
    [
      'a meta refresh',
      { text: site('Redirecting…'), html: '<meta http-equiv="refresh" content="5;url=/">' },
      'redirect-pending',
    ],
    [
      'a search that echoes the name with no results',
      { text: 'No results for Jane Doe. Try another search or browse people by state and city.' },
      'mixed-signals',
    ],
    ['a page with one detail left and no name', { text: site('People living in Springfield, IL') }, 'partial-match'],
  ])('%s', (_label, overrides, reason) => {
    expect(judge(page(site('Jane Doe'), overrides))).toMatchObject({ verdict: 'could-not-check', reason });
  });

  it.each(['timeout', 'unreachable', 'no-browser', 'refused'] as const)('a render that failed: %s', (failure) => {
    expect(judge({ kind: 'failed', failure })).toMatchObject({ verdict: 'could-not-check', reason: failure });
  });

  it('no rendering at all for a 200 is not a verdict', () => {
    expect(judge(null)).toMatchObject({ verdict: 'could-not-check', reason: 'no-browser' });
  });

  it('follows a moved listing and judges the new page', () => {
    expect(
      judge(page(site('Jane Doe, 46'), { finalUrl: 'https://www.people.example/p/jane-doe-42-springfield' })),
    ).toMatchObject({
      verdict: 'still-listed',
    });
  });
});
