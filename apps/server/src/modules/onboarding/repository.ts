import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/identity';
import { onboardingProgress } from '../../db/schema/onboarding';

export type ProgressRow = typeof onboardingProgress.$inferSelect;
type ProgressChange = Partial<Pick<ProgressRow, 'profileId' | 'planId' | 'paymentChoice' | 'completedAt'>>;

export async function findProgress(db: Db, userId: string): Promise<ProgressRow | undefined> {
  const [row] = await db.select().from(onboardingProgress).where(eq(onboardingProgress.userId, userId));
  return row;
}

export async function saveProgress(db: Db, userId: string, change: ProgressChange): Promise<void> {
  const updatedAt = new Date();
  await db
    .insert(onboardingProgress)
    .values({ userId, ...change, updatedAt })
    .onConflictDoUpdate({ target: onboardingProgress.userId, set: { ...change, updatedAt } });
}

/** The sign-up metadata's flag (spec §3 "Sign-up data"), set when the funnel is done. */
export async function markAccountOnboarded(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ onboardingCompleted: true, updatedAt: new Date() }).where(eq(users.id, userId));
}
