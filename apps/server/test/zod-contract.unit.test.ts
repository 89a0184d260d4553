import { describe, expect, it } from 'vitest';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { ScanResponseSchema } from '@cleardocket/domain/search/contract';
import { contractSerializerCompiler } from '../src/lib/zod-contract';

const serialize = (data: unknown) =>
  contractSerializerCompiler({ schema: ScanResponseSchema, method: 'GET', url: '/api/search/scans/:id' })(data);

const scan = {
  id: 's1',
  searchTerm: 'Jane Doe',
  searchType: 'name',
  status: 'completed',
  provider: 'offline',
  usedMockData: false,
  providerMessage: null,
  fromCache: false,
  resultCount: 3,
  foundCount: 2,
  highCount: 1,
  reviewCount: 0,
  requestsCreated: 0,
  error: null,
  createdAt: new Date('2026-02-03T04:05:06.000Z'),
  finishedAt: null,
};

describe('responses through their contract', () => {
  it('writes dates as ISO strings and drops fields the contract does not name', () => {
    const body = JSON.parse(serialize({ scan: { ...scan, userId: 'owner', startedAt: new Date() } }));
    expect(body.scan.createdAt).toBe('2026-02-03T04:05:06.000Z');
    expect(body.scan).not.toHaveProperty('userId');
    expect(body.scan).not.toHaveProperty('startedAt');
  });

  it('refuses an answer that breaks the contract, as a serialization error (500)', () => {
    let caught: unknown;
    try {
      serialize({ scan: { ...scan, status: 'lost' } });
    } catch (error) {
      caught = error;
    }
    expect(isResponseSerializationError(caught)).toBe(true);
  });
});
