import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getExport, getExportQueryOptions } from './get-export';

const ID = '5d0c6a1e-8f3b-4c2a-9e7d-1b2c3d4e5f60';
const JOB = {
  id: ID,
  format: 'json',
  status: 'running',
  progress: { done: 3, total: 12 },
  byteSize: null,
  createdAt: '2026-11-28T09:00:00.000Z',
  finishedAt: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('getExport', () => {
  it('reads the job through the domain contract', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ export: JOB })),
    );
    expect(await getExport(ID)).toMatchObject({ id: ID, status: 'running', progress: { done: 3, total: 12 } });
  });

  it('refuses an answer outside the contract', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ export: { ...JOB, status: 'done' } })),
    );
    await expect(getExport(ID)).rejects.toMatchObject({ code: 'invalid_response' });
  });
});

describe('getExportQueryOptions', () => {
  it('keeps the job under its own key, so the page can follow it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ export: JOB })),
    );
    const client = new QueryClient();
    const options = getExportQueryOptions(ID);
    await client.fetchQuery(options);
    expect(client.getQueryData(options.queryKey)).toMatchObject({ id: ID, progress: { done: 3, total: 12 } });
  });
});
