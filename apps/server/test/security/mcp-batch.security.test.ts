import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../helpers/identity';
import type { TestApp } from '../helpers/test-app';
import { call, createSecurityApp } from './fixture';
import { recordRows } from './report';
import type { SecurityRow } from './report';

/**
 * Issue 32: an MCP batch of 50 tool calls counted as one request against the key's limit. With a
 * limit of 50 a minute, a batch of 50 tool calls uses the whole minute: every further message is
 * refused, and a batch of 51 is refused whole (the contract takes at most 50 messages).
 */
const BATCH = 50;
let app: TestApp;
let endpoint: string;
const rows: SecurityRow[] = [];

beforeAll(async () => {
  app = await createSecurityApp({ apiKeys: { rateLimit: { max: BATCH, windowMs: 60_000 } } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  endpoint = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/mcp`;
});

afterAll(async () => {
  recordRows('mcp-batch', rows);
  await app.cleanup();
});

async function newKey(): Promise<string> {
  const member = await createMember(app);
  const created = await call(app, member, 'POST', '/api/api-keys', { name: 'assistant', scope: 'read' });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().secret as string;
}

const toolCall = (id: number) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name: 'list_profiles', arguments: {} },
});

const post = (key: string, body: unknown) =>
  fetch(endpoint, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    },
    body: JSON.stringify(body),
  });

describe('MCP batches', () => {
  it('counts a batch of 50 tool calls as 50 requests against the key’s limit', async () => {
    const key = await newKey();
    const batch = await post(
      key,
      Array.from({ length: BATCH }, (_, index) => toolCall(index + 1)),
    );
    expect(batch.status, await batch.clone().text()).toBe(200);
    const answers = (await batch.json()) as { result?: { isError?: boolean } }[];
    expect(answers).toHaveLength(BATCH);
    expect(answers.filter((answer) => !answer.result || answer.result.isError)).toEqual([]);
    // Whatever still gets through in the same minute is what the batch failed to count.
    let passedAfter = 0;
    for (let id = 0; id < 5; id += 1) {
      const next = await post(key, toolCall(1000 + id));
      if (next.status !== 429) passedAfter += 1;
      await next.arrayBuffer();
    }
    const tooBig = await post(
      await newKey(),
      Array.from({ length: BATCH + 1 }, (_, index) => toolCall(index + 1)),
    );
    rows.push({
      check: 'MCP batch of 50 tool calls on a limit of 50',
      count: BATCH,
      unit: 'tool calls',
      failures: passedAfter + ([400, 429].includes(tooBig.status) ? 0 : 1),
      failureUnit: 'calls past the limit',
    });
    expect(passedAfter).toBe(0);
    // Refused whole: over the key's limit (429), or past the largest batch the contract takes (400).
    expect([400, 429]).toContain(tooBig.status);
  });
});
