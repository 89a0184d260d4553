import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takedownRequests } from '../../src/db/schema/requests';
import { searchResults, searchScans } from '../../src/db/schema/search';
import { scanDeps } from '../../src/app-wiring';
import { runScan } from '../../src/modules/search/scan';
import type { SearchProvider } from '../../src/providers/search/types';
import { createMember } from '../helpers/identity';
import { claimTerm } from '../helpers/profiles';
import type { TestApp } from '../helpers/test-app';
import { call, createSecurityApp } from './fixture';
import type { Member } from './fixture';
import { recordRows } from './report';
import type { SecurityRow } from './report';

/**
 * Issue 32: creates a retry could double. A request killed after it was sent (the socket closed
 * before the answer) and sent again with its Idempotency-Key, a double submit of one key, and
 * simultaneous scans of one term, each must leave one row.
 */
const KILLED = 60;
const DOUBLES = 20;
let app: TestApp;
let base: string;
let member: Member;
let resultIds: string[];
const rows: SecurityRow[] = [];

async function resultsFor(target: Member, count: number): Promise<string[]> {
  const term = `${target.firstName} ${target.lastName}`;
  await claimTerm(app, target.id, { type: 'name', term });
  const started = await call(app, target, 'POST', '/api/search/scans', { type: 'name', term });
  expect(started.statusCode, started.body).toBe(202);
  const provider: SearchProvider = {
    id: 'searxng',
    configured: true,
    search: async () =>
      Array.from({ length: count }, (_, n) => ({
        url: `https://people.example/${target.id}/${n}`,
        title: `${term} court record ${n}`,
        snippet: `${term} arrest record`,
      })),
  };
  const deps = scanDeps(app);
  await runScan({ ...deps, searchProviders: { ...deps.searchProviders, active: provider } }, started.json().scan.id);
  const results = await app.db.select().from(searchResults).where(eq(searchResults.userId, target.id));
  return results.map((row) => row.id);
}

beforeAll(async () => {
  app = await createSecurityApp();
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  member = await createMember(app);
  resultIds = await resultsFor(member, KILLED + DOUBLES + 2);
  expect(resultIds.length).toBe(KILLED + DOUBLES + 2);
});

afterAll(async () => {
  recordRows('retries', rows);
  await app.cleanup();
});

const createBody = (resultId: string) => JSON.stringify({ resultIds: [resultId] });

/** Sends the whole request on a raw socket and closes it at once: the answer is never read. */
function sendAndKill(path: string, body: string, key: string): Promise<void> {
  const { port } = app.server.address() as AddressInfo;
  const head = [
    `POST ${path} HTTP/1.1`,
    `host: 127.0.0.1:${port}`,
    'content-type: application/json',
    `content-length: ${Buffer.byteLength(body)}`,
    'sec-fetch-site: same-origin',
    `cookie: ${member.cookie}`,
    `idempotency-key: ${key}`,
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`${head}\r\n\r\n${body}`, () => {
        socket.destroy();
        resolve();
      });
    });
    socket.on('error', reject);
  });
}

/** A client's retry: the same key and body until the server has an answer (409 while it runs). */
async function sendUntilAnswered(path: string, body: string, key: string): Promise<Response> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
        cookie: member.cookie,
        'idempotency-key': key,
      },
      body,
    });
    if (response.status !== 409) return response;
    await response.arrayBuffer();
    await sleep(50);
  }
  throw new Error('the key stayed in use');
}

/** Takedown requests past the first for each result: what a retry doubled. */
async function duplicatesOf(ids: string[]): Promise<number> {
  const takedowns = await app.db.select().from(takedownRequests).where(eq(takedownRequests.userId, member.id));
  const perResult = new Map<string, number>();
  for (const row of takedowns) {
    if (row.resultId && ids.includes(row.resultId)) perResult.set(row.resultId, (perResult.get(row.resultId) ?? 0) + 1);
  }
  return [...perResult.values()].reduce((sum, count) => sum + count - 1, 0);
}

describe('retried creates', () => {
  it('creates one request per key when the first send was killed after it left', async () => {
    const ids = resultIds.slice(0, KILLED);
    const answers: number[] = [];
    for (const id of ids) {
      const key = randomUUID();
      await sendAndKill('/api/requests', createBody(id), key);
      const retry = await sendUntilAnswered('/api/requests', createBody(id), key);
      answers.push(retry.status);
      await retry.arrayBuffer();
    }
    const duplicates = await duplicatesOf(ids);
    rows.push({
      check: 'creates retried after a killed request',
      count: KILLED,
      unit: 'creates',
      failures: duplicates,
      failureUnit: 'duplicates',
    });
    expect(answers.filter((status) => status !== 201)).toEqual([]);
    expect(duplicates).toBe(0);
    // Every result has its one request: nothing was lost either.
    const takedowns = await app.db.select().from(takedownRequests).where(eq(takedownRequests.userId, member.id));
    expect(new Set(takedowns.map((row) => row.resultId)).size).toBe(KILLED);
  });

  it('answers a double submit of one key once, and the second sender gets the same answer', async () => {
    const ids = resultIds.slice(KILLED, KILLED + DOUBLES);
    const mismatched: string[] = [];
    for (const id of ids) {
      const key = randomUUID();
      const [first, second] = await Promise.all([
        sendUntilAnswered('/api/requests', createBody(id), key),
        sendUntilAnswered('/api/requests', createBody(id), key),
      ]);
      const [a, b] = [await first.json(), await second.json()];
      if (first.status !== 201 || JSON.stringify(a) !== JSON.stringify(b)) mismatched.push(id);
    }
    const duplicates = await duplicatesOf(ids);
    rows.push({
      check: 'double submits of one create',
      count: DOUBLES,
      unit: 'pairs',
      failures: duplicates,
      failureUnit: 'duplicates',
    });
    expect(mismatched).toEqual([]);
    expect(duplicates).toBe(0);
  });

  it('refuses the same key with another body with 422 and a clear message', async () => {
    const key = randomUUID();
    const [first, second] = resultIds.slice(KILLED + DOUBLES);
    const created = await sendUntilAnswered('/api/requests', createBody(first ?? ''), key);
    expect(created.status).toBe(201);
    const reused = await sendUntilAnswered('/api/requests', createBody(second ?? ''), key);
    expect(reused.status).toBe(422);
    expect((await reused.json()).error.message).toMatch(/already used for a different request/);
    expect(await duplicatesOf([first ?? '', second ?? ''])).toBe(0);
  });
});

describe('simultaneous scans', () => {
  it('starts one scan when a member starts the same term many times at once', async () => {
    const other = await createMember(app);
    const term = `${other.firstName} ${other.lastName}`;
    await claimTerm(app, other.id, { type: 'name', term });
    const starts = await Promise.all(
      Array.from({ length: DOUBLES }, () => call(app, other, 'POST', '/api/search/scans', { type: 'name', term })),
    );
    const scans = await app.db.select().from(searchScans).where(eq(searchScans.userId, other.id));
    rows.push({
      check: 'simultaneous scans of one term',
      count: DOUBLES,
      unit: 'starts',
      failures: scans.length - 1,
      failureUnit: 'extra scans',
    });
    expect(starts.map((start) => start.statusCode)).toEqual(Array.from({ length: DOUBLES }, () => 202));
    expect(new Set(starts.map((start) => start.json().scan.id)).size).toBe(1);
    expect(scans).toHaveLength(1);
  });
});
