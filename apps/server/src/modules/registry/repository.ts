import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { registryRoutes } from '../../db/schema/registry';

export type RegistryRouteRow = typeof registryRoutes.$inferSelect;

export async function routesOf(db: Db, edition: string): Promise<RegistryRouteRow[]> {
  return db.select().from(registryRoutes).where(eq(registryRoutes.edition, edition));
}

export async function saveRoute(db: Db, row: typeof registryRoutes.$inferInsert): Promise<void> {
  await db
    .insert(registryRoutes)
    .values(row)
    .onConflictDoUpdate({
      target: [registryRoutes.edition, registryRoutes.brokerId],
      set: { route: row.route, reason: row.reason, pageUrl: row.pageUrl, classifiedAt: new Date() },
    });
}
