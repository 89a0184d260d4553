import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LeadBodySchema, LeadPreviewSchema } from './contract';
import { LEAD_TTL_DAYS, isLeadExpired, leadExpiresAt } from './lead';
import { countFindings, maskFinding, maskText, previewFindings, removalPaths } from './mask';
import type { LeadFinding } from './mask';

const facts = {
  firstName: 'Jordan',
  lastName: 'Miller',
  email: 'jordan.miller@example.com',
  city: 'Austin',
  caseNumber: '2019-CR-4821',
};

const finding = (overrides: Partial<LeadFinding> = {}): LeadFinding => ({
  title: 'State of TX v. Jordan Miller - 2019-CR-4821 | UniCourt',
  source: 'unicourt.com',
  siteName: 'UniCourt',
  category: 'court-records',
  severity: 'high',
  priority: true,
  matchScore: 80,
  matchLabel: 'likely',
  found: true,
  ...overrides,
});

describe('lead expiry', () => {
  it(`keeps a lead for ${LEAD_TTL_DAYS} days, to the millisecond`, () => {
    const created = new Date('2026-11-24T10:00:00Z');
    const expires = leadExpiresAt(created);
    expect(expires.toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(isLeadExpired(expires, new Date(expires.getTime() - 1))).toBe(false);
    expect(isLeadExpired(expires, expires)).toBe(true);
  });
});

describe('maskText', () => {
  it('masks the name, city, email, phone, house number and case number, and keeps the rest', () => {
    const text =
      'Jordan A. Miller, 38, of 1412 Elm St, Austin TX; call (512) 555-0188 or mail jordan.miller@example.com. Case 2019-CR-4821, JORDAN MILLER';
    const masked = maskText(text, facts);
    expect(masked).not.toMatch(/jordan|miller|austin|example\.com|\d/i);
    expect(masked).toContain('Elm St');
    expect(masked).toContain('Case');
  });

  it('masks a short name part only as a word of its own', () => {
    const masked = maskText('Al Lee, a legal clerk in Leeds', { firstName: 'Al', lastName: 'Lee', email: 'a@b.co' });
    expect(masked).toBe('████ ████, a legal clerk in Leeds');
  });

  it('masks any other email address in the text', () => {
    expect(maskText('write to someone@else.org', facts)).toBe('write to ████');
  });

  const namePart = fc.stringMatching(/^[A-Za-z]{4,12}$/);
  it('never leaves a name part, the email or a run of digits (property)', () => {
    fc.assert(
      fc.property(
        namePart,
        namePart,
        fc.stringMatching(/^[a-z0-9.]{1,12}@[a-z]{2,10}\.[a-z]{2,4}$/),
        fc.stringMatching(/^\+?1?\d{10}$/),
        fc.stringMatching(/^\d{2,4}-[A-Z]{2}-\d{3,6}$/),
        fc.array(fc.constantFrom('case', 'record', ' ', ', ', 'Street', '(', ')', '-', 'v.', 'Court', '42'), {
          maxLength: 6,
        }),
        (first, last, email, phone, caseNumber, filler) => {
          const lead = { firstName: first, lastName: last, email, caseNumber };
          const text = [first, filler.join(''), last.toUpperCase(), phone, email, caseNumber, `${first}${last}`].join(
            ' ',
          );
          const masked = maskText(text, lead);
          const lower = masked.toLowerCase();
          expect(lower).not.toContain(first.toLowerCase());
          expect(lower).not.toContain(last.toLowerCase());
          expect(lower).not.toContain(email.toLowerCase());
          expect(masked).not.toMatch(/\d{3,}/);
          expect(masked).not.toMatch(/\d/);
        },
      ),
    );
  });
});

describe('maskFinding', () => {
  it('keeps only the site, its kind, the severity and the masked title', () => {
    expect(maskFinding(finding(), facts)).toEqual({
      site: 'UniCourt',
      kind: 'court-records',
      severity: 'high',
      title: 'State of TX v. ████ ████ - ••••████•••• | UniCourt',
    });
  });

  it('masks the host when the site is not catalogued', () => {
    expect(maskFinding(finding({ siteName: null, source: 'jordanmiller.example' }), facts).site).toBe(
      '████████.example',
    );
  });
});

describe('the preview', () => {
  const findings = [
    finding(),
    finding({ title: 'Jordan Miller mugshot', category: 'mugshots', priority: false }),
    finding({
      title: 'Jordan Miller - Spokeo',
      category: 'people-search',
      priority: false,
      matchLabel: 'possible',
      found: false,
    }),
    finding({
      title: 'A blog',
      category: 'other',
      severity: 'low',
      priority: false,
      matchScore: 10,
      matchLabel: 'unlikely',
      found: false,
    }),
    finding({
      title: 'Odd',
      category: 'not-a-kind',
      severity: 'medium',
      priority: false,
      matchLabel: 'possible',
      found: false,
    }),
  ];

  it('counts by severity and by kind of site, zero as zero', () => {
    const counts = countFindings(findings);
    expect(counts.total).toBe(5);
    expect(counts.needsAction).toBe(2);
    // What may be the visitor is counted too, by the members' rule: never only "0 look like you".
    expect(counts.needsReview).toBe(2);
    expect(counts.bySeverity).toEqual({ high: 3, medium: 1, low: 1 });
    expect(counts.byKind.map(({ kind, count }) => [kind, count])).toEqual([
      ['court-records', 1],
      ['mugshots', 1],
      ['people-search', 1],
      ['other', 2],
    ]);
    expect(countFindings([]).bySeverity).toEqual({ high: 0, medium: 0, low: 0 });
  });

  it('shows court records first and gives each kind found its removal path', () => {
    const shown = previewFindings(findings, facts);
    expect(shown[0]?.kind).toBe('court-records');
    expect(shown.at(-1)?.severity).toBe('low');
    const paths = removalPaths(countFindings(findings));
    expect(paths.map((path) => path.kind)).toEqual(['court-records', 'mugshots', 'people-search', 'other']);
    expect(paths[2]?.title).toBe('Opt-outs at people-search sites');
  });
});

describe('the lead contract', () => {
  const body = {
    answers: { kinds: ['arrest'], outcome: 'dismissed', places: ['google'], state: 'TX' },
    firstName: ' Jordan ',
    lastName: 'Miller',
    email: ' Jordan.Miller@Example.com ',
    consent: true,
  };

  it('takes a complete lead, trimming names and lower-casing the email', () => {
    const parsed = LeadBodySchema.parse(body);
    expect(parsed.firstName).toBe('Jordan');
    expect(parsed.email).toBe('jordan.miller@example.com');
  });

  it('refuses a lead without consent, names or a valid email, in plain words per field', () => {
    const parsed = LeadBodySchema.safeParse({ ...body, consent: false, firstName: '', email: 'nope' });
    expect(parsed.success).toBe(false);
    const messages = Object.fromEntries(
      (parsed.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toMatchObject({
      consent: 'Please agree so we can run the search for you.',
      firstName: 'Please enter your first name.',
      email: 'Enter a valid email address.',
    });
  });

  it('a preview names no kind outside the list', () => {
    const preview = {
      status: 'done',
      expiresAt: '2026-12-01T10:00:00.000Z',
      answers: body.answers,
      total: 0,
      needsAction: 0,
      bySeverity: { high: 0, medium: 0, low: 0 },
      byKind: [{ kind: 'castles', label: 'x', count: 1 }],
      findings: [],
      removalPaths: [],
    };
    expect(LeadPreviewSchema.safeParse(preview).success).toBe(false);
  });
});
