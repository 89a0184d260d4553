import type { ProfileFacts } from '@cleardocket/domain/protected-profiles/facts';
import type { SearchType } from '@cleardocket/domain/search/query';
import { selfProfile } from '../../src/modules/protected-profiles/service';
import { profileFacts, updateProfileFacts } from '../../src/modules/protected-profiles/facts-service';
import type { TestApp } from './test-app';

const FACT_OF: Record<
  SearchType,
  keyof Pick<ProfileFacts, 'otherNames' | 'companies' | 'caseNumbers' | 'phones' | 'emails' | 'addresses'>
> = {
  name: 'otherNames',
  company: 'companies',
  case: 'caseNumbers',
  phone: 'phones',
  email: 'emails',
  address: 'addresses',
};

/**
 * Adds a scan's term to the facts of the member's own profile (or `profileId`), as the member
 * would on the profile page before searching for it: the server scans only a profile's own terms.
 */
export async function claimTerm(
  app: TestApp,
  userId: string,
  scan: { type: SearchType | string; term?: string; firstName?: string; lastName?: string },
  profileId?: string,
) {
  const fact = FACT_OF[scan.type as SearchType];
  const term = scan.term ?? [scan.firstName, scan.lastName].filter(Boolean).join(' ');
  if (!fact || !term.trim()) return;
  const id = profileId ?? (await selfProfile(app.db, userId)).profile.id;
  const { facts } = await profileFacts(app.db, userId, id);
  if (facts[fact].includes(term)) return;
  await updateProfileFacts(app.db, userId, id, { ...facts, [fact]: [...facts[fact], term] });
}
