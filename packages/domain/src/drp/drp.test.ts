import { describe, expect, it } from 'vitest';
import { exerciseMessage, identityClaims, pairwiseSetupMessage } from './claims';
import type { MemberClaims } from './claims';
import { ExerciseStatusSchema, parseDiscovery, supportedExercises } from './protocol';
import { drpOutcome } from './states';

const member: MemberClaims = {
  name: 'Jordan Miller',
  email: 'jordan@example.com',
  emailVerified: true,
  phone: '+14155550100',
  phoneVerified: false,
  address: { street: '1 Main St', city: 'Oakland', state: 'CA', postalCode: '94601' },
};
const now = new Date('2026-11-28T10:00:00.000Z');

describe('DRP discovery', () => {
  it('reads a 0.9 directory entry and normalises the old opt-out spelling', () => {
    const business = parseDiscovery(
      {
        id: 'ACME_DATA',
        name: 'Acme Data',
        api_base: 'https://drp.acme.example/',
        supported_actions: ['deletion', 'sale:opt-out', 'access'],
        supported_verifications: ['email', 'fingerprint'],
      },
      'acme.example',
    );
    expect(business).toEqual({
      businessId: 'ACME_DATA',
      name: 'Acme Data',
      apiBase: 'https://drp.acme.example',
      actions: ['deletion', 'sale:opt_out', 'access'],
      verifications: ['email'],
    });
    expect(supportedExercises(business!)).toEqual(['deletion', 'sale:opt_out']);
  });

  it('reads a pre-0.9 well-known file, naming the business by its host', () => {
    const business = parseDiscovery(
      { version: '0.8', api_base: 'https://acme.example/drp', actions: ['access'] },
      'acme.example',
    );
    expect(business?.businessId).toBe('acme.example');
    expect(supportedExercises(business!)).toEqual([]);
  });

  it('refuses a document that is neither', () => {
    expect(parseDiscovery({ api_base: 'ftp://x' }, 'x.example')).toBeNull();
    expect(parseDiscovery('<html>', 'x.example')).toBeNull();
  });
});

describe('DRP messages', () => {
  it('signs for ten minutes and names both parties and the version', () => {
    expect(pairwiseSetupMessage({ agentId: 'CLEARDOCKET', businessId: 'ACME', now })).toEqual({
      'agent-id': 'CLEARDOCKET',
      'business-id': 'ACME',
      'issued-at': '2026-11-28T10:00:00.000Z',
      'expires-at': '2026-11-28T10:10:00.000Z',
      'drp.version': '0.9.4',
    });
  });

  it('sends only the fields a business verifies, plus the name', () => {
    expect(identityClaims(member, ['email'])).toEqual({
      name: 'Jordan Miller',
      email: 'jordan@example.com',
      email_verified: true,
    });
  });

  it('sends what we hold when the business names no verification, address in OpenID form', () => {
    const claims = identityClaims(
      { ...member, address: { street: null, city: 'Oakland', state: 'CA', postalCode: null } },
      [],
    );
    expect(claims).toMatchObject({ phone_number: '+14155550100', phone_number_verified: false });
    expect(claims.address).toEqual({ locality: 'Oakland', region: 'CA', country: 'US' });
  });

  it('names the CCPA only for a Californian', () => {
    const base = {
      agentId: 'A',
      businessId: 'B',
      now,
      exercise: 'deletion' as const,
      agentRequestId: 'REM-000001',
      callbackUrl: 'https://x.example/cb',
      member,
      verifications: [],
    };
    expect(exerciseMessage({ ...base, regime: 'ccpa' })).toMatchObject({
      regime: 'ccpa',
      exercise: 'deletion',
      status_callback: 'https://x.example/cb',
    });
    expect(exerciseMessage({ ...base, regime: null })).not.toHaveProperty('regime');
  });
});

describe('DRP states on the request', () => {
  const status = (value: object) => ExerciseStatusSchema.parse({ request_id: 'r1', ...value });

  it('maps progress without a verdict', () => {
    expect(drpOutcome(status({ status: 'open' }), 'deletion')).toMatchObject({ status: 'submitted', evidence: false });
    expect(drpOutcome(status({ status: 'in_progress' }), 'deletion')).toMatchObject({ status: 'acknowledged' });
  });

  it('turns a verification demand into a task for the member, with no status change', () => {
    const outcome = drpOutcome(
      status({
        status: 'in_progress',
        reason: 'need_user_verification',
        user_verification_url: 'https://acme.example/verify/1',
      }),
      'deletion',
    );
    expect(outcome).toMatchObject({ status: null, task: 'https://acme.example/verify/1' });
  });

  it('gives a verdict only on the business answer, kept as evidence', () => {
    expect(drpOutcome(status({ status: 'fulfilled' }), 'deletion')).toMatchObject({
      status: 'removed',
      evidence: true,
    });
    expect(drpOutcome(status({ status: 'fulfilled' }), 'sale:opt_out')).toMatchObject({
      status: null,
      evidence: false,
    });
    expect(drpOutcome(status({ status: 'denied', reason: 'no_match' }), 'deletion')).toMatchObject({
      status: 'not-found',
      evidence: true,
    });
    expect(drpOutcome(status({ status: 'denied', reason: 'whatever' }), 'deletion')).toMatchObject({
      status: 'rejected',
    });
  });
});
