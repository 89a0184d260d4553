import { describe, expect, it } from 'vitest';
import { authorisationText } from './authorisation';
import { confirmationCode, confirmationLink, extractLinks, matchesMail, senderDomain } from './mail-match';
import { PlaybookSchema, isPlaybookHost } from './playbook';
import { WEB_FORM_SITES, gapReason, otherMethod } from './playbook-gaps';
import { PLAYBOOKS, findPlaybook } from './playbooks';
import { canMoveRun, judgeRunnerPage } from './runs';

describe('playbooks', () => {
  it('gives every web-form site in the catalogue a playbook or a stated reason for none', () => {
    expect(WEB_FORM_SITES.length).toBeGreaterThanOrEqual(170);
    const withPlaybook = WEB_FORM_SITES.filter((site) => findPlaybook(site.domain));
    const without = WEB_FORM_SITES.filter((site) => !findPlaybook(site.domain));
    expect(withPlaybook.length).toBe(PLAYBOOKS.length);
    // 166 of 174 when written (decision 038); the rest have no request page, are paid, need documents,
    // or have a broken form and an email address instead.
    expect(withPlaybook.length).toBeGreaterThanOrEqual(166);
    for (const site of without) expect(gapReason(site)?.length ?? 0, site.domain).toBeGreaterThan(10);
    // Every web-form site with a request page, not a court record and not reported broken, has one.
    for (const site of WEB_FORM_SITES.filter((entry) => entry.optOutUrl && !gapReason(entry)))
      expect(findPlaybook(site.domain), site.domain).toBeDefined();
    // A people-search site without a playbook is worked by its email address.
    for (const site of without.filter((entry) => entry.category === 'people-search'))
      expect(otherMethod(site), site.domain).toMatch(/@/);
  });

  it('gives a registry entry the generic request-form playbook, honest about its origin, with a portal’s hosts', () => {
    const registry = PLAYBOOKS.filter((playbook) => playbook.verifiedAgainst === 'registry-page');
    expect(registry.length).toBeGreaterThanOrEqual(100);
    for (const playbook of registry) {
      expect(playbook.lastVerified).toBeNull();
      expect(playbook.steps.map((step) => step.kind)).toEqual([
        'navigate',
        'fillRequestForm',
        'screenshot',
        'openEmailLink',
        'expectText',
      ]);
    }
    const adstra = findPlaybook('adstradata.com');
    expect(adstra?.verifiedAgainst).toBe('registry-page');
    expect(adstra && isPlaybookHost(adstra, 'privacyportal.onetrust.com')).toBe(true);
    expect(adstra && isPlaybookHost(adstra, 'cdn.cookielaw.org')).toBe(true);
    expect(adstra && isPlaybookHost(adstra, 'tracker.example.net')).toBe(false);
    // A date-of-birth form is no reason for no playbook: the field goes to a person.
    expect(findPlaybook('checkpeople.com')?.verifiedAgainst).toBe('registry-page');
    expect(findPlaybook('radaris.com')).toBeUndefined();
  });

  it('writes playbooks only for catalogue web-form sites, one each, every one honest about being unverified', () => {
    const domains = PLAYBOOKS.map((playbook) => playbook.domain);
    expect(new Set(domains).size).toBe(domains.length);
    for (const playbook of PLAYBOOKS) {
      expect(
        WEB_FORM_SITES.some((site) => site.domain === playbook.domain),
        playbook.domain,
      ).toBe(true);
      expect(['description', 'registry-page']).toContain(playbook.verifiedAgainst);
      expect(playbook.lastVerified).toBeNull();
      expect(playbook.sources.length).toBeGreaterThan(0);
    }
  });

  it('finds a playbook for a subdomain of its site', () => {
    expect(findPlaybook('ca.spokeo.com')?.domain).toBe('spokeo.com');
    expect(findPlaybook('bustedmugshots.com')).toBeUndefined();
  });

  it('refuses a playbook that claims a live check without a date, or has no submitted mark', () => {
    const base = {
      domain: 'example.com',
      version: 1,
      verifiedAgainst: 'live',
      lastVerified: null,
      sources: ['test'],
      steps: [
        { kind: 'navigate', url: 'https://example.com/optout' },
        { kind: 'expectText', text: 'done', marks: 'submitted' },
      ],
    };
    expect(PlaybookSchema.safeParse(base).success).toBe(false);
    expect(PlaybookSchema.safeParse({ ...base, lastVerified: '2026-11-01' }).success).toBe(true);
    const unmarked = {
      ...base,
      lastVerified: '2026-11-01',
      steps: [base.steps[0], { kind: 'expectText', text: 'done' }],
    };
    expect(PlaybookSchema.safeParse(unmarked).success).toBe(false);
  });

  it('keeps a run to the playbook’s own hosts', () => {
    const intelius = findPlaybook('intelius.com');
    expect(intelius && isPlaybookHost(intelius, 'suppression.peopleconnect.us')).toBe(true);
    expect(intelius && isPlaybookHost(intelius, 'www.intelius.com')).toBe(true);
    expect(intelius && isPlaybookHost(intelius, 'evil-intelius.com')).toBe(false);
    expect(intelius && isPlaybookHost(intelius, 'tracker.example.net')).toBe(false);
  });
});

describe('confirmation emails', () => {
  const mail = {
    from: '"Spokeo Privacy" <no-reply@mail.spokeo.com>',
    subject: 'Confirm your opt-out request',
    text: 'Click https://www.spokeo.com/optout/confirm?token=abc123 to confirm. Your code is 482913.',
    links: extractLinks(
      'Click https://www.spokeo.com/optout/confirm?token=abc123.',
      '<a href="https://ads.example/x">x</a>',
    ),
  };

  it('reads the sender domain and the links', () => {
    expect(senderDomain(mail.from)).toBe('mail.spokeo.com');
    expect(senderDomain('nobody')).toBeNull();
    expect(mail.links).toEqual(['https://ads.example/x', 'https://www.spokeo.com/optout/confirm?token=abc123']);
  });

  it('matches by sender domain, subject and link pattern, and ignores mail from anyone else', () => {
    expect(matchesMail({ fromDomain: 'spokeo.com', subject: 'opt-out', link: 'optout/confirm' }, mail)).toBe(true);
    expect(matchesMail({ fromDomain: 'spokeo.com', subject: 'password reset' }, mail)).toBe(false);
    expect(matchesMail({ fromDomain: 'spokeo.com' }, { ...mail, from: 'x@spokeo.com.evil.test' })).toBe(false);
    expect(matchesMail({ fromDomain: 'spokeo.com', link: 'nomatch' }, mail)).toBe(false);
  });

  it('opens the link that matches the pattern, and reads a code', () => {
    expect(confirmationLink({ fromDomain: 'spokeo.com', link: 'confirm\\?token=' }, mail)).toContain('token=abc123');
    expect(confirmationCode('\\b(\\d{6})\\b', mail)).toBe('482913');
    expect(confirmationCode('\\bcode (\\d{9})', mail)).toBeNull();
  });
});

describe('runs', () => {
  it('never moves a finished run, and never from queued straight to submitted', () => {
    expect(canMoveRun('confirmed', 'queued')).toBe(false);
    expect(canMoveRun('cancelled', 'running')).toBe(false);
    expect(canMoveRun('queued', 'submitted')).toBe(false);
    expect(canMoveRun('running', 'submitted')).toBe(true);
  });

  it('judges refusals and bot checks as not fillable, 429 and 503 worth a retry', () => {
    const page = (text: string, title = 'Opt out') => ({ title, text, html: `<p>${text}</p>` });
    expect(judgeRunnerPage(200, page('Opt out of our site'))).toEqual({ ok: true });
    expect(judgeRunnerPage(403, page('Forbidden'))).toMatchObject({ ok: false, retry: false });
    expect(judgeRunnerPage(404, page('Not here'))).toMatchObject({
      ok: false,
      retry: false,
      reason: 'The page no longer exists (the site answers 404).',
    });
    expect(judgeRunnerPage(429, page('Slow down'))).toMatchObject({ ok: false, retry: true });
    expect(judgeRunnerPage(503, page('Busy'))).toMatchObject({ ok: false, retry: true });
    expect(judgeRunnerPage(500, page('Oops'))).toMatchObject({ ok: false, retry: false });
    expect(judgeRunnerPage(200, page('Checking your browser before accessing the site'))).toMatchObject({ ok: false });
    // The verifier's markers count for the runner too (one rule, issue 29).
    expect(judgeRunnerPage(200, page('Pardon Our Interruption', 'Pardon Our Interruption'))).toMatchObject({
      ok: false,
    });
    expect(
      judgeRunnerPage(200, {
        title: 'x',
        text: 'One moment',
        html: '<form id="challenge-form"><div class="cf-turnstile"></div></form>',
      }),
    ).toMatchObject({
      ok: false,
      reason: 'The site showed a CAPTCHA wall instead of its form.',
    });
  });

  it('states the authorisation text with its limits', () => {
    expect(authorisationText()).toMatch(/revoke this authorisation at any time/);
    expect(authorisationText()).toMatch(/bypass a CAPTCHA/);
  });
});
