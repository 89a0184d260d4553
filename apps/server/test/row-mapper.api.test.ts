import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removalRequests, takedownRequests } from '../src/db/schema/requests';
import { withCompiledRowMapper } from '../src/db/row-mapper';
import { createMember } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.cleanup();
});

/**
 * One select with what a row can hold: nested objects, timestamps, JSON, SQL with a decoder, nulls,
 * and a left join that finds a row for one request and none for the other (drizzle then makes the
 * joined object null).
 */
function joinedSelect(name: string) {
  return app.db
    .select({
      request: {
        id: takedownRequests.id,
        reference: takedownRequests.reference,
        createdAt: takedownRequests.createdAt,
      },
      removal: { id: removalRequests.id, siteName: removalRequests.siteName, submittedAt: removalRequests.submittedAt },
      completedAt: takedownRequests.completedAt,
      removals:
        sql<number>`(select count(*) from ${removalRequests} r where r.takedown_request_id = ${takedownRequests.id})`.mapWith(
          Number,
        ),
      facts: sql<{ at: string }>`json_build_object('at', ${takedownRequests.createdAt})`,
    })
    .from(takedownRequests)
    .leftJoin(removalRequests, eq(removalRequests.takedownRequestId, takedownRequests.id))
    .where(eq(takedownRequests.userId, sql.placeholder('userId')))
    .orderBy(desc(takedownRequests.reference))
    .prepare(name);
}

describe('prepared selects map their rows with a compiled mapper (issue 34)', () => {
  it("gives the same rows as drizzle's own mapper, joins that miss included", async () => {
    const member = await createMember(app);
    const [withRemoval, without] = await app.db
      .insert(takedownRequests)
      .values([
        { userId: member.id, reference: 'REQ-2', url: 'https://people.example/2', status: 'pending' },
        {
          userId: member.id,
          reference: 'REQ-1',
          url: 'https://people.example/1',
          status: 'completed',
          completedAt: new Date('2026-11-01T10:00:00Z'),
        },
      ])
      .returning();
    await app.db.insert(removalRequests).values({
      userId: member.id,
      takedownRequestId: withRemoval?.id ?? '',
      reference: 'REM-1',
      url: 'https://people.example/2',
      domain: 'people.example',
      siteName: 'People Example',
      method: 'web-form',
      submittedAt: new Date('2026-11-02T09:30:00Z'),
    });

    const generic = joinedSelect('row_mapper_generic');
    const compiled = withCompiledRowMapper(joinedSelect('row_mapper_compiled'));
    expect((compiled as unknown as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf('function');
    expect((generic as unknown as { customResultMapper?: unknown }).customResultMapper).toBeUndefined();

    const expected = await generic.execute({ userId: member.id });
    const actual = await compiled.execute({ userId: member.id });
    expect(actual).toEqual(expected);
    // The rows themselves, so that two mappers agreeing on something wrong would still fail.
    expect(actual).toHaveLength(2);
    expect(actual[0]?.request.reference).toBe('REQ-2');
    expect(actual[0]?.removal).toEqual({
      id: expect.any(String),
      siteName: 'People Example',
      submittedAt: new Date('2026-11-02T09:30:00Z'),
    });
    expect(actual[0]?.removals).toBe(1);
    expect(actual[1]?.request.id).toBe(without?.id);
    expect(actual[1]?.removal).toBeNull();
    expect(actual[1]?.completedAt).toEqual(new Date('2026-11-01T10:00:00Z'));
    expect(actual[1]?.request.createdAt).toBeInstanceOf(Date);
    expect(actual[1]?.facts).toEqual({ at: expect.any(String) });
  });
});
