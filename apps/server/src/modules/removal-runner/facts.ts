import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import * as repository from './repository';
import type { Facts } from './runner/steps';

/** The member's private agent address, made on first use: `m-<12 hex>@AGENT_MAIL_DOMAIN`. */
export async function agentAddressOf(db: Db, userId: string, domain: string): Promise<string> {
  let local = await repository.findAgentAddress(db, userId);
  if (!local) {
    await repository.insertAgentAddress(db, userId, `m-${randomBytes(6).toString('hex')}`);
    local = await repository.findAgentAddress(db, userId);
  }
  if (!local) throw new Error('agent address could not be made');
  return `${local}@${domain}`;
}

/**
 * What a playbook may type for this member: their profile, the listing's address, and the agent
 * address in place of their own email. A fact the profile lacks is left out (the step then fails).
 */
export async function factsFor(db: Db, userId: string, listingUrl: string, agentAddress: string): Promise<Facts> {
  const { account, place, preferences } = await repository.profileFacts(db, userId);
  const firstName = account?.firstName.trim() || undefined;
  const lastName = account?.lastName.trim() || undefined;
  const birthYear = preferences?.birthYear ?? undefined;
  return {
    firstName,
    lastName,
    middleName: preferences?.middleName ?? undefined,
    fullName: firstName && lastName ? `${firstName} ${lastName}` : undefined,
    city: place?.city,
    state: place?.state,
    zip: place?.postalCode,
    street: place?.line1,
    birthYear: birthYear ? String(birthYear) : undefined,
    age: birthYear ? String(new Date().getUTCFullYear() - birthYear) : undefined,
    phone: account?.phone?.replace(/^\+1/, '') ?? undefined,
    email: agentAddress,
    listingUrl,
  };
}
