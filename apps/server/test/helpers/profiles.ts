import { eq } from 'drizzle-orm';
import type { ProfileFacts } from '@cleardocket/domain/protected-profiles/facts';
import { users } from '../../src/db/schema/identity';
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
  // The member's own phone is searched only once it is their account's, proven by its code (issue 32
  // item 4): the test stands in for that step.
  // A name searched for the member themself is their own (another person's name in one's own other
  // names is refused): the test member takes the name the test searches for.
  if (fact === 'otherNames' && !profileId) {
    const [account] = await app.db.select().from(users).where(eq(users.id, userId));
    // The domain's rule in short: another name keeps the first name or the last name.
    const words = term.trim().toLowerCase().split(/\s+/);
    const shares =
      words[0] === account?.firstName.toLowerCase() || words[words.length - 1] === account?.lastName.toLowerCase();
    const [first = '', ...rest] = term.trim().split(/\s+/);
    if (!shares) {
      await app.db
        .update(users)
        .set({ firstName: first, lastName: rest.join(' ') })
        .where(eq(users.id, userId));
    }
  }
  if (fact === 'phones' && !profileId) {
    await app.db.update(users).set({ phoneNumber: term, phoneNumberVerified: true }).where(eq(users.id, userId));
  }
  const id = profileId ?? (await selfProfile(app.db, userId)).profile.id;
  const { facts } = await profileFacts(app.db, userId, id);
  if (facts[fact].includes(term)) return;
  await updateProfileFacts(app.db, userId, id, { ...facts, [fact]: [...facts[fact], term] });
}
