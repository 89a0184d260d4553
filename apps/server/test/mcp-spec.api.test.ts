import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { protectedProfiles } from '../src/db/schema/onboarding';
import { searchScans } from '../src/db/schema/search';
import { ORIGIN, createMember } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

/**
 * Issue 33 item 4: the MCP server as an external client meets it, over a real socket: the
 * official SDK client, and plain fetch for what the SDK hides (headers, batches, metadata).
 */
type Member = Awaited<ReturnType<typeof createMember>>;
const KEY_LIMIT = 10;
let app: TestApp;
let base: string;
let endpoint: URL;
const clients: Client[] = [];

beforeAll(async () => {
  app = await createTestApp({ config: { apiKeys: { rateLimit: { max: KEY_LIMIT, windowMs: 60_000 } } } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  endpoint = new URL(`${base}/api/mcp`);
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await app.cleanup();
});

async function newKey(member: Member, scope: 'read' | 'write'): Promise<string> {
  const response = await fetch(`${base}/api/api-keys`, {
    method: 'POST',
    headers: { cookie: member.cookie, origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ name: `assistant (${scope})`, scope }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { secret: string }).secret;
}

async function connect(key: string): Promise<Client> {
  const client = new Client({ name: 'external-assistant', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(endpoint, { requestInit: { headers: { authorization: `Bearer ${key}` } } }),
  );
  clients.push(client);
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const [first] = result.content;
  const text = first?.type === 'text' ? first.text : '';
  return { isError: result.isError === true, text, data: result.isError ? null : (JSON.parse(text) as unknown) };
}

const postMessages = (key: string, body: unknown) =>
  fetch(endpoint, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    },
    body: JSON.stringify(body),
  });

const toolsList = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/list' });

describe('the MCP server, to the letter of the spec', () => {
  it('advertises only the capabilities it honours: no tool-list change notifications', async () => {
    const client = await connect(await newKey(await createMember(app), 'read'));
    const capabilities = client.getServerCapabilities();
    expect(Object.keys(capabilities ?? {})).toEqual(['tools']);
    expect(capabilities?.tools?.listChanged).not.toBe(true);
  });

  it('lists and scans a family profile the member owns, by its id', async () => {
    const member = await createMember(app);
    const [family] = await app.db
      .insert(protectedProfiles)
      .values({
        userId: member.id,
        kind: 'family',
        firstName: 'Ruth',
        lastName: 'Okafor',
        relation: 'parent',
        consentAt: new Date(),
      })
      .returning();
    const client = await connect(await newKey(member, 'write'));
    const listed = await call(client, 'list_profiles');
    expect(listed.isError, listed.text).toBe(false);
    expect(listed.text).toContain(family?.id);

    const started = await call(client, 'run_scan', { profileId: family?.id });
    expect(started.isError, started.text).toBe(false);
    const scanId = (started.data as { scan: { id: string; searchTerm: string } }).scan.id;
    const [stored] = await app.db.select().from(searchScans).where(eq(searchScans.id, scanId));
    expect(stored).toMatchObject({ userId: member.id, profileId: family?.id, searchTerm: 'Ruth Okafor' });

    const someoneElse = await createMember(app);
    const otherClient = await connect(await newKey(someoneElse, 'write'));
    const refused = await call(otherClient, 'run_scan', { profileId: family?.id });
    expect(refused.isError).toBe(true);
    expect(refused.text).toMatch(/not found/i);
  });

  it('answers 401 with WWW-Authenticate naming the protected-resource metadata, which it serves', async () => {
    const anonymous = await postMessages('', toolsList(1));
    expect(anonymous.status).toBe(401);
    const metadataUrl = `${ORIGIN}/.well-known/oauth-protected-resource/api/mcp`;
    expect(anonymous.headers.get('www-authenticate')).toBe(`Bearer resource_metadata="${metadataUrl}"`);
    const revoked = await postMessages(`cdk_${'C'.repeat(43)}`, toolsList(1));
    expect(revoked.status).toBe(401);
    expect(revoked.headers.get('www-authenticate')).toContain('resource_metadata=');

    for (const path of ['/.well-known/oauth-protected-resource/api/mcp', '/.well-known/oauth-protected-resource']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toMatchObject({
        resource: `${ORIGIN}/api/mcp`,
        bearer_methods_supported: ['header'],
        scopes_supported: ['read', 'write'],
      });
    }
  });

  it('refuses a key once revoked, even to a connected SDK client', async () => {
    const member = await createMember(app);
    const key = await newKey(member, 'read');
    const client = await connect(key);
    expect((await client.listTools()).tools.length).toBeGreaterThan(0);
    const list = (await (await fetch(`${base}/api/api-keys`, { headers: { cookie: member.cookie } })).json()) as {
      keys: { id: string }[];
    };
    const revoked = await fetch(`${base}/api/api-keys/${list.keys[0]?.id}`, {
      method: 'DELETE',
      headers: { cookie: member.cookie, origin: ORIGIN },
    });
    expect(revoked.status).toBe(200);
    await expect(client.listTools()).rejects.toThrow();
  });

  it('answers GET and DELETE with 405 and Allow: POST', async () => {
    const key = await newKey(await createMember(app), 'read');
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(endpoint, { method, headers: { authorization: `Bearer ${key}` } });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow'), method).toBe('POST');
    }
  });

  it('counts every message of a batch against the key’s limit', async () => {
    const member = await createMember(app);
    const key = await newKey(member, 'read');
    const batch = await postMessages(
      key,
      Array.from({ length: KEY_LIMIT }, (_, index) => toolsList(index + 1)),
    );
    expect(batch.status, await batch.clone().text()).toBe(200);
    expect(await batch.json()).toHaveLength(KEY_LIMIT);
    // The batch used the whole minute's allowance: one more message is one too many.
    const next = await postMessages(key, toolsList(99));
    expect(next.status).toBe(429);
    expect(Number(next.headers.get('retry-after'))).toBeGreaterThan(0);

    const fresh = await newKey(member, 'read');
    const tooBig = await postMessages(
      fresh,
      Array.from({ length: KEY_LIMIT + 1 }, (_, index) => toolsList(index + 1)),
    );
    expect(tooBig.status).toBe(429);
  });
});
