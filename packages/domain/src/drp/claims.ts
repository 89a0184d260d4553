import { addMinutes } from 'date-fns';
import { DRP_MESSAGE_LIFETIME_MINUTES, DRP_VERSION } from './protocol';
import type { DrpExercise, DrpVerification } from './protocol';

/** What we know of the member, and which of it we have verified ourselves. */
export type MemberClaims = {
  name: string;
  email: string | null;
  emailVerified: boolean;
  /** E.164, as 3.04 asks. */
  phone: string | null;
  phoneVerified: boolean;
  address: { street: string | null; city: string | null; state: string | null; postalCode: string | null } | null;
};

type Envelope = { agentId: string; businessId: string; now: Date };

/** 2.01 group 1: who sends, to whom, and for how long the message holds. */
function envelope({ agentId, businessId, now }: Envelope) {
  return {
    'agent-id': agentId,
    'business-id': businessId,
    'issued-at': now.toISOString(),
    'expires-at': addMinutes(now, DRP_MESSAGE_LIFETIME_MINUTES).toISOString(),
  };
}

/** 2.05: the message of the pair-wise key set-up. */
export function pairwiseSetupMessage(input: Envelope) {
  return { ...envelope(input), 'drp.version': DRP_VERSION };
}

/**
 * 3.04: identity claims as schema.org/Person fields. A business that names the verifications it
 * supports gets those fields (and the name) and no others, to send no more personal data than it
 * asks for; one that names none gets what we hold. The address follows OpenID Connect Core 5.1.1.
 */
export function identityClaims(member: MemberClaims, verifications: readonly DrpVerification[]) {
  const wants = (field: DrpVerification) => verifications.length === 0 || verifications.includes(field);
  const claims: Record<string, unknown> = { name: member.name };
  if (member.email && wants('email'))
    Object.assign(claims, { email: member.email, email_verified: member.emailVerified });
  if (member.phone && wants('phone_number')) {
    Object.assign(claims, { phone_number: member.phone, phone_number_verified: member.phoneVerified });
  }
  if (member.address && wants('address')) {
    const { street, city, state, postalCode } = member.address;
    const address = Object.fromEntries(
      Object.entries({
        street_address: street,
        locality: city,
        region: state,
        postal_code: postalCode,
        country: 'US',
      }).filter(([, value]) => value),
    );
    Object.assign(claims, { address, address_verified: false });
  }
  return claims;
}

/** 2.01: the exercise request's body before it is signed. */
export function exerciseMessage(
  input: Envelope & {
    exercise: DrpExercise;
    agentRequestId: string;
    callbackUrl: string;
    member: MemberClaims;
    verifications: readonly DrpVerification[];
    /** 'ccpa' for a member living in California; otherwise none, which 2.01 reads as a voluntary request. */
    regime: 'ccpa' | null;
  },
) {
  return {
    ...envelope(input),
    'agent-request-id': input.agentRequestId,
    'drp.version': DRP_VERSION,
    exercise: input.exercise,
    ...(input.regime ? { regime: input.regime } : {}),
    status_callback: input.callbackUrl,
    ...identityClaims(input.member, input.verifications),
  };
}
