import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runExport } from '../src/modules/account/exports';
import { USER_DATA_TABLES } from '../src/modules/account/user-data';
import { ORIGIN, createMember } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

/** Issue 33 item 5: the account export as JSON and as a ZIP of CSVs, made by a job with progress. */
type Member = Awaited<ReturnType<typeof createMember>>;
type ExportJob = { id: string; status: string; format: string; progress: { done: number; total: number } };
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.cleanup();
});

const as = (member: Member, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { cookie: member.cookie, origin: ORIGIN } });

/** Asks for an export and works its job here (the test app runs no workers). */
async function madeExport(member: Member, format: 'json' | 'zip'): Promise<ExportJob> {
  const asked = await as(member, 'POST', '/api/account/exports', { format });
  expect(asked.statusCode, asked.body).toBe(202);
  const queued = (asked.json() as { export: ExportJob }).export;
  expect(queued).toMatchObject({ status: 'queued', format, progress: { done: 0 } });
  expect(queued.progress.total).toBe(USER_DATA_TABLES.length + 1);
  expect((await as(member, 'GET', `/api/account/exports/${queued.id}/file`)).statusCode).toBe(409);
  await runExport(app.db, queued.id);
  const status = await as(member, 'GET', `/api/account/exports/${queued.id}`);
  expect(status.statusCode).toBe(200);
  return (status.json() as { export: ExportJob }).export;
}

describe('account exports made by a job', () => {
  it('writes a ZIP with a README and one CSV per kind of data, secrets withheld', async () => {
    const member = await createMember(app);
    const done = await madeExport(member, 'zip');
    expect(done).toMatchObject({ status: 'ready', progress: { done: done.progress.total } });

    const file = await as(member, 'GET', `/api/account/exports/${done.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toContain('cleardocket-my-data.zip');
    expect(file.headers['cache-control']).toContain('no-store');
    const entries = unzipSync(new Uint8Array(file.rawPayload));
    const names = Object.keys(entries).sort();
    const expected = [...USER_DATA_TABLES.map((table) => `${table.name}.csv`), 'outbox_messages.csv', 'README.txt'];
    expect(names).toEqual(expected.sort());

    const text = (name: string) => strFromU8(entries[name] ?? new Uint8Array());
    expect(text('README.txt')).toContain('users.csv: 1 row');
    const users = text('users.csv')
      .replace(/^\uFEFF/, '')
      .split('\r\n'); // RFC 4180 line ends
    expect(users[0]).toContain('email');
    expect(users[1]).toContain(member.email);
    expect(text('accounts.csv')).toContain('[withheld]');
    expect(text('accounts.csv')).not.toMatch(/\$argon|scrypt|\$2[aby]\$/);

    const activity = await as(member, 'GET', '/api/account/activity');
    expect(activity.body).toContain('Downloaded a copy of your data (ZIP)');
  });

  it('writes the JSON document too', async () => {
    const member = await createMember(app);
    const done = await madeExport(member, 'json');
    const file = await as(member, 'GET', `/api/account/exports/${done.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/json');
    const data = JSON.parse(file.body) as { userId: string; tables: Record<string, { email?: string }[]> };
    expect(data.userId).toBe(member.id);
    expect(data.tables.users?.[0]?.email).toBe(member.email);
    expect(Object.keys(data.tables)).toHaveLength(done.progress.total);

    const listed = await as(member, 'GET', '/api/account/exports');
    expect((listed.json() as { exports: ExportJob[] }).exports.map((each) => each.id)).toContain(done.id);
  });

  it('shows an export to its member only', async () => {
    const owner = await createMember(app);
    const other = await createMember(app);
    const done = await madeExport(owner, 'zip');
    expect((await as(other, 'GET', `/api/account/exports/${done.id}`)).statusCode).toBe(404);
    expect((await as(other, 'GET', `/api/account/exports/${done.id}/file`)).statusCode).toBe(404);
    expect((await as(other, 'GET', '/api/account/exports')).json()).toEqual({ exports: [] });
    expect((await as(owner, 'POST', '/api/account/exports', { format: 'pdf' })).statusCode).toBe(400);
  });
});
