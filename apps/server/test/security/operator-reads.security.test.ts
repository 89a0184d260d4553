import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit } from '../../src/db/schema/requests';
import { runnerRuns, runnerSteps } from '../../src/db/schema/runner';
import type { TestApp } from '../helpers/test-app';
import { call, createAdmin, createSecurityApp, fillPath, seedMember } from './fixture';
import type { Member, Seeded } from './fixture';
import { recordRows } from './report';
import { listRoutes } from './routes';

let app: TestApp;
let victim: Seeded;
let operator: Member;
let screenshot: string;
let petition: string;

beforeAll(async () => {
  app = await createSecurityApp();
  victim = await seedMember(app, {
    firstName: 'Marguerite',
    lastName: 'Oakhollow',
    line1: '3 Ferncliff Way',
    term: 'Marguerite Oakhollow',
    title: 'Oakhollow arrest',
    note: 'A note',
  });
  operator = await createAdmin(app);
  // A runner step's screenshot, and another kind of stored file (a petition PDF) in the same store.
  screenshot = (await app.blobs.put(Buffer.from('\x89PNG\r\n\x1a\nstep screenshot'))).sha256;
  petition = (await app.blobs.put(Buffer.from('%PDF-1.7 petition of Marguerite Oakhollow'))).sha256;
  const [run] = await app.db
    .insert(runnerRuns)
    .values({
      userId: victim.member.id,
      removalRequestId: victim.ids.removalId,
      playbookDomain: 'people.example',
      playbookVersion: 1,
    })
    .returning();
  await app.db.insert(runnerSteps).values({
    userId: victim.member.id,
    runId: run?.id ?? '',
    stepIndex: 0,
    kind: 'navigate',
    outcome: 'ok',
    screenshotSha256: screenshot,
    startedAt: new Date(),
  });
});

afterAll(async () => {
  await app.cleanup();
});

async function auditRows(memberId?: string): Promise<number> {
  const where = memberId
    ? and(eq(operatorAudit.adminId, operator.id), eq(operatorAudit.userId, memberId))
    : eq(operatorAudit.adminId, operator.id);
  const [row] = await app.db.select({ total: count() }).from(operatorAudit).where(where);
  return row?.total ?? 0;
}

describe('operator reads (issue 32 item 5)', () => {
  it('records every operator read of member data: who, what, which member, when', async () => {
    const reads = [
      ...listRoutes(app)
        // The audit log is the operators' own record, not a member's data: reading it adds no row (decision 056).
        .filter(
          (route) =>
            route.method === 'GET' && route.path.startsWith('/api/admin/') && route.path !== '/api/admin/audit',
        )
        .map((route) =>
          route.path.includes('{sha256}') ? route.path.replace('{sha256}', screenshot) : fillPath(route.path, victim),
        ),
      '/api/outbox',
      `/api/users/${victim.member.id}/notifications`,
    ];
    const unaudited: string[] = [];
    let served = 0;
    let entries = 0;
    for (const url of reads) {
      const before = await auditRows();
      const response = await call(app, operator, 'GET', url);
      const added = (await auditRows()) - before;
      if (response.statusCode >= 400) continue;
      served += 1;
      entries += added;
      if (added === 0) unaudited.push(url);
    }
    expect(served).toBeGreaterThanOrEqual(12);
    recordRows('operator-reads', [
      {
        check: 'operator reads of member data',
        count: served,
        unit: 'reads',
        failures: unaudited.length,
        failureUnit: `unaudited (${entries} audit entries)`,
      },
    ]);
    expect(unaudited).toEqual([]);
  });

  it('names the member whose data was read', async () => {
    for (const url of [
      `/api/admin/members/${victim.member.id}/requests`,
      `/api/users/${victim.member.id}/notifications`,
      `/api/admin/removal-runner/screenshots/${screenshot}`,
    ]) {
      const before = await auditRows(victim.member.id);
      expect((await call(app, operator, 'GET', url)).statusCode, url).toBe(200);
      expect(await auditRows(victim.member.id), url).toBeGreaterThan(before);
    }
  });

  it('serves only runner screenshots from the screenshot route, never another stored file', async () => {
    const refused = await call(app, operator, 'GET', `/api/admin/removal-runner/screenshots/${petition}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('%PDF');
  });
});
