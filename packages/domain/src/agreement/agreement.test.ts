import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatCents, PLANS } from '../membership/plans';
import {
  AGREEMENT_CONSENTS,
  agreementSections,
  agreementText,
  CURRENT_AGREEMENT_VERSION,
  isAgreementVersion,
  nameMismatchMessage,
  namesMatch,
} from './agreement';
import { SignBodySchema } from './contract';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('the agreement text', () => {
  const text = agreementText(CURRENT_AGREEMENT_VERSION);

  it('is one deterministic string per version, so its SHA-256 is stable', () => {
    expect(agreementText(CURRENT_AGREEMENT_VERSION)).toBe(text);
    expect(sha256(agreementText(CURRENT_AGREEMENT_VERSION))).toBe(sha256(text));
    expect(text.startsWith(`ClearDocket Service Agreement\nVersion ${CURRENT_AGREEMENT_VERSION}\n\n1. `)).toBe(true);
    expect(text.endsWith('\n')).toBe(true);
    expect(text).not.toMatch(/\r/);
  });

  it('has the sections the issue names, numbered in order', () => {
    const headings = agreementSections(CURRENT_AGREEMENT_VERSION).map((section) => section.heading);
    expect(headings).toEqual([
      'Who this agreement is between',
      'What we do for you (scope of service)',
      'The limited authorisation to act as your agent',
      'Fees',
      'The 45-day guarantee for premium links',
      'Cancellation',
      'Privacy',
      'Changes to this agreement',
      'How you sign',
    ]);
    headings.forEach((heading, index) => expect(text).toContain(`${index + 1}. ${heading}\n`));
  });

  it('says what the authorisation covers and what it does not', () => {
    expect(text).toMatch(/opt-out and removal forms/);
    expect(text).toMatch(/de-index/);
    expect(text).toMatch(/removal letters/);
    expect(text).toMatch(/does NOT let us: pay any money in your name/);
  });

  it('takes the fees from the plans, formatted from integer cents', () => {
    expect(text).toContain(`Monitoring (monthly): ${formatCents(PLANS['monitoring-monthly'].amountCents)} a month`);
    expect(text).toContain('Monitoring (yearly): $588.00 a year');
    expect(text).toContain('Basic: $299.00, charged once');
    expect(text).toContain('Premium: $499.00 per link');
    expect(text).toContain('free 14-day trial');
  });

  it('states the cancellation terms: one click, at the period end, reversible until then', () => {
    expect(text).toMatch(/cancel with one click/);
    expect(text).toMatch(/at the end of the period you already paid for/);
    expect(text).toMatch(/take the cancellation back/);
  });

  it('is plain ASCII, so the PDF’s standard font prints all of it', () => {
    expect(text).toMatch(/^[\n\x20-\x7e]+$/);
  });

  it('knows only its own versions', () => {
    expect(isAgreementVersion(CURRENT_AGREEMENT_VERSION)).toBe(true);
    expect(isAgreementVersion('2020-01')).toBe(false);
    expect(isAgreementVersion('constructor')).toBe(false);
    expect(agreementSections('2020-01')).toEqual([]);
  });
});

describe('the signature rule', () => {
  it('matches the account name whatever the capitals and spaces', () => {
    expect(namesMatch('Jane Doe', 'Jane Doe')).toBe(true);
    expect(namesMatch('  jane   DOE ', 'Jane Doe')).toBe(true);
    expect(namesMatch('JaneDoe', 'Jane Doe')).toBe(true);
    expect(namesMatch('José Núñez', 'JOSÉ NÚÑEZ')).toBe(true);
  });

  it('refuses another name, a part of it, or nothing', () => {
    expect(namesMatch('Jane Smith', 'Jane Doe')).toBe(false);
    expect(namesMatch('Jane', 'Jane Doe')).toBe(false);
    expect(namesMatch('   ', '')).toBe(false);
  });

  it('says in plain words what to type', () => {
    expect(nameMismatchMessage(' Jane Doe ')).toBe(
      'Type your full name as it is on your account: Jane Doe. Capitals and spaces do not matter.',
    );
  });
});

describe('the sign body', () => {
  const consents = Object.fromEntries(AGREEMENT_CONSENTS.map((consent) => [consent.id, true]));
  const body = { version: CURRENT_AGREEMENT_VERSION, typedName: ' Jane Doe ', consents };

  it('takes every consent box ticked and a typed name, trimmed', () => {
    const parsed = SignBodySchema.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.typedName).toBe('Jane Doe');
    expect(Object.keys(parsed.data?.consents ?? {})).toEqual(AGREEMENT_CONSENTS.map((consent) => consent.id));
  });

  it('refuses a box left unticked or missing, with the box named', () => {
    const unticked = SignBodySchema.safeParse({ ...body, consents: { ...consents, authoriseAgent: false } });
    expect(unticked.success).toBe(false);
    expect(unticked.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['consents.authoriseAgent', 'Tick this box to sign.'],
    ]);
    const { acceptFees: _dropped, ...missing } = consents;
    expect(SignBodySchema.safeParse({ ...body, consents: missing }).success).toBe(false);
  });

  it('refuses an empty name', () => {
    const parsed = SignBodySchema.safeParse({ ...body, typedName: '   ' });
    expect(parsed.error?.issues[0]?.message).toBe('Type your full name to sign.');
  });
});
