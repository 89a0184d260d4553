import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { sample } from 'openapi-sampler';
import { safeParse, toJSONSchema } from 'zod/v4/core';
import type { $ZodType } from 'zod/v4/core';
import { ApiErrorBodySchema } from '@cleardocket/domain/errors/contract';
import { NotificationPageSchema } from '@cleardocket/domain/notifications/contract';
import { TakedownListSchema } from '@cleardocket/domain/requests/contract';
import { ResultPageSchema } from '@cleardocket/domain/search/contract';
import { TimestampSchema } from '@cleardocket/domain/wire';
import { compileContractSerializer } from '../src/lib/compiled-serializer';

/** What the checked path (lib/zod-contract.ts) writes: the contract's parse, as JSON. */
const parsed = (schema: $ZodType, data: unknown) => {
  const result = safeParse(schema, data);
  if (!result.success) throw result.error;
  return JSON.stringify(result.data);
};

const compiledOf = (schema: $ZodType) => {
  const serialize = compileContractSerializer(schema);
  if (!serialize) throw new Error('expected the schema to compile');
  return serialize;
};

const at = new Date('2026-11-28T10:15:30.123Z');

describe('the serializer compiled from a contract (decision 094)', () => {
  it('writes the notifications page as the parse does: Dates as ISO strings, nulls kept, unknown fields dropped', () => {
    const page = {
      notifications: [
        { id: 'n1', category: 'search', categoryId: 'search', title: 'New result', message: 'm', type: 'info' },
        { id: 'n2', category: 'search', title: 'Seen', message: 'm', type: 'info', link: '/requests', isRead: true },
      ].map((row) => ({ link: null, isRead: false, userId: 'secret-owner', createdAt: at, ...row })),
      total: 2,
      page: 1,
      pageSize: 20,
    };
    const written = compiledOf(NotificationPageSchema)(page);
    expect(written).toBe(parsed(NotificationPageSchema, page));
    expect(written).not.toContain('secret-owner');
    expect(written).toContain('"createdAt":"2026-11-28T10:15:30.123Z"');
  });

  it('writes the request list and its removals as the parse does, null dates included', () => {
    const removal = {
      id: 'r1',
      takedownRequestId: 't1',
      reference: 'REM-000001',
      url: 'https://people.example/1',
      domain: 'people.example',
      siteName: 'People Search',
      category: null,
      method: 'web_form',
      status: 'submitted',
      optOutUrl: null,
      optOutEmail: null,
      googleRoute: null,
      submittedAt: at,
      acknowledgeBy: at,
      respondBy: '2026-12-28T10:15:30.000Z',
      decidedAt: null,
      authorisedAt: at,
      emailSentAt: null,
      lastCheckedAt: null,
      checkProblem: null,
      nextCheckAt: null,
      operatorCheckAt: null,
      relistedAt: null,
      relistedFromId: null,
      createdAt: at,
      internalNote: 'not for the member',
    };
    const takedown = {
      id: 't1',
      reference: 'REQ-1',
      url: 'https://people.example/1',
      title: null,
      status: 'pending',
      type: 'others',
      searchTerm: null,
      resultId: null,
      submittedDate: null,
      completedAt: at,
      createdAt: '2026-11-28T10:15:30.123Z',
      userId: 'secret-owner',
      removals: [removal],
    };
    const list = { requests: [takedown, { ...takedown, id: 't2', removals: [] }], total: 2, page: 1, pageSize: 100 };
    const result = safeParse(TakedownListSchema, list);
    // The fixture must be a valid answer, or the comparison below says nothing.
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    expect(compiledOf(TakedownListSchema)(list)).toBe(parsed(TakedownListSchema, list));
  });

  it('compiles the polled pages and the error body, so production writes them without a parse', () => {
    for (const schema of [NotificationPageSchema, TakedownListSchema, ResultPageSchema, ApiErrorBodySchema]) {
      expect(compileContractSerializer(schema)).not.toBeNull();
    }
  });

  it('keeps the parse for a schema JSON Schema cannot say (a transform, undefined)', () => {
    expect(
      compileContractSerializer(
        z.pipe(
          z.string(),
          z.transform((value) => value.length),
        ),
      ),
    ).toBeNull();
    expect(compileContractSerializer(z.undefined())).toBeNull();
    expect(compileContractSerializer(z.object({ when: z.date() }))).toBeNull();
    expect(compileContractSerializer(z.object({ at: TimestampSchema }))).not.toBeNull();
  });

  it(
    'writes what the parse writes for every contract schema it compiles, also on answers without their optional fields',
    { timeout: 120_000 },
    async () => {
      const root = path.resolve(import.meta.dirname, '../../../packages/domain/src');
      const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
        /(^|\/)[a-z-]*contract\.ts$/.test(file),
      );
      expect(files.length).toBeGreaterThan(20);
      let compiled = 0;
      for (const file of files) {
        const module = (await import(path.join(root, file))) as Record<string, unknown>;
        for (const [name, value] of Object.entries(module)) {
          if (!name.endsWith('Schema') || typeof value !== 'object' || value === null || !('_zod' in value)) continue;
          const schema = value as $ZodType;
          const serialize = compileContractSerializer(schema);
          if (!serialize) continue;
          compiled += 1;
          // A different answer from the ones the compiler checked itself: optional fields left out.
          const jsonSchema = toJSONSchema(schema, { io: 'output', target: 'draft-07' }) as Parameters<typeof sample>[0];
          const answer: unknown = sample(jsonSchema, { skipNonRequired: true });
          expect(serialize(answer), `${file} ${name}`).toBe(parsed(schema, answer));
        }
      }
      // Most contracts compile (those that cannot are request bodies with transforms and defaults).
      expect(compiled).toBeGreaterThan(100);
    },
  );
});
