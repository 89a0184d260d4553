import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MCP_TOOLS } from '@cleardocket/domain/mcp/contract';
import { apiKeys } from '../src/db/schema/api-keys';
import { userActivity } from '../src/db/schema/profiles';
import { takedownRequests } from '../src/db/schema/requests';
import { searchResults, searchScans } from '../src/db/schema/search';
import { scanDeps } from '../src/app-wiring';
import { runScan } from '../src/modules/search/scan';
import type { SearchProvider } from '../src/providers/search/types';
import { ORIGIN, createMember } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { claimTerm } from './helpers/profiles';

type Member = Awaited<ReturnType<typeof createMember>>;
let app: TestApp;
let endpoint: URL;
const clients: Client[] = [];

beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  endpoint = new URL(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/mcp`);
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await app.cleanup();
});

async function newKey(member: Member, scope: 'read' | 'write'): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/api-keys',
    payload: { name: `assistant (${scope})`, scope },
    headers: { cookie: member.cookie, origin: ORIGIN },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { secret: string }).secret;
}

/** The SDK's own client over Streamable HTTP, with the key as its bearer token. */
async function connect(key: string): Promise<Client> {
  const client = new Client({ name: 'cleardocket-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(endpoint, {
    requestInit: { headers: { authorization: `Bearer ${key}` } },
  });
  await client.connect(transport);
  clients.push(client);
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const [first] = result.content;
  const text = first?.type === 'text' ? first.text : '';
  return { isError: result.isError === true, text, data: result.isError ? null : (JSON.parse(text) as unknown) };
}

/** A provider that finds exactly these URLs, with the member's email beside their name (theirs, then). */
function providerFor(member: Member, urls: string[]): SearchProvider {
  return {
    id: 'searxng',
    configured: true,
    search: async () =>
      urls.map((url) => ({
        url,
        title: `${member.firstName} ${member.lastName} court record`,
        snippet: `Court case docket and arrest record. Contact: ${member.email}.`,
      })),
  };
}

describe('the MCP server', () => {
  it('lists its tools to the SDK client', async () => {
    const member = await createMember(app);
    const client = await connect(await newKey(member, 'read'));
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...MCP_TOOLS].sort());
    expect(client.getServerVersion()?.name).toMatch(/MCP/);
  });

  it('runs a scan for the key’s owner only; another member’s key sees none of it', async () => {
    const alice = await createMember(app);
    const bob = await createMember(app);
    const aliceClient = await connect(await newKey(alice, 'write'));
    const bobClient = await connect(await newKey(bob, 'write'));

    await claimTerm(app, alice.id, { type: 'company', term: 'Alice Holdings' });
    const started = await call(aliceClient, 'run_scan', { type: 'company', term: 'Alice Holdings' });
    expect(started.isError, started.text).toBe(false);
    const scanId = (started.data as { scan: { id: string } }).scan.id;
    const [stored] = await app.db.select().from(searchScans).where(eq(searchScans.id, scanId));
    expect(stored?.userId).toBe(alice.id);

    // The test app runs no workers: the scan is worked here, on a provider that finds Alice.
    const deps = scanDeps(app);
    const urls = ['https://www.spokeo.com/alice-mcp-1', 'https://www.whitepages.com/alice-mcp-2'];
    await runScan({ ...deps, searchProviders: { ...deps.searchProviders, active: providerFor(alice, urls) } }, scanId);

    const scan = await call(aliceClient, 'get_scan', { scanId });
    expect(scan.data).toMatchObject({ scan: { id: scanId, status: 'completed' } });
    const findings = await call(aliceClient, 'list_findings', {});
    const aliceResults = (findings.data as { results: { url: string }[]; total: number }).results;
    expect(aliceResults.map((result) => result.url).sort()).toEqual([...urls].sort());

    const bobScan = await call(bobClient, 'get_scan', { scanId });
    expect(bobScan.isError).toBe(true);
    expect(bobScan.text).toMatch(/not found/i);
    const bobFindings = await call(bobClient, 'list_findings', {});
    expect(bobFindings.data).toMatchObject({ results: [], total: 0 });
    expect(bobFindings.text).not.toContain('alice-mcp');

    const audited = await app.db
      .select({ description: userActivity.description })
      .from(userActivity)
      .where(and(eq(userActivity.userId, alice.id), eq(userActivity.activityType, 'mcp_tool')));
    expect(audited.map((row) => row.description)).toEqual(
      expect.arrayContaining([expect.stringContaining('“run_scan”'), expect.stringContaining('“list_findings”')]),
    );
  });

  it('creates a takedown request with a write key, refuses a read key, and reads the timeline', async () => {
    const member = await createMember(app);
    const readClient = await connect(await newKey(member, 'read'));
    const writeClient = await connect(await newKey(member, 'write'));
    await claimTerm(app, member.id, { type: 'company', term: 'Member Co' });
    const started = await call(writeClient, 'run_scan', { type: 'company', term: 'Member Co' });
    const scanId = (started.data as { scan: { id: string } }).scan.id;
    const deps = scanDeps(app);
    const urls = ['https://www.spokeo.com/member-mcp-1'];
    await runScan({ ...deps, searchProviders: { ...deps.searchProviders, active: providerFor(member, urls) } }, scanId);
    const [result] = await app.db.select().from(searchResults).where(eq(searchResults.userId, member.id));
    expect(result).toBeDefined();

    const refusedScan = await call(readClient, 'run_scan', { type: 'company', term: 'Read Co' });
    expect(refusedScan.isError).toBe(true);
    expect(refusedScan.text).toMatch(/write access/);
    const refused = await call(readClient, 'create_takedown_request', { resultIds: [result?.id] });
    expect(refused.isError).toBe(true);
    expect(refused.text).toMatch(/write access/);
    expect(await app.db.select().from(takedownRequests).where(eq(takedownRequests.userId, member.id))).toEqual([]);

    const created = await call(writeClient, 'create_takedown_request', { resultIds: [result?.id] });
    expect(created.isError, created.text).toBe(false);
    const requestId = (created.data as { requests: { id: string }[] }).requests[0]?.id;
    expect(requestId).toBeDefined();

    const listed = await call(readClient, 'list_requests', {});
    expect(listed.data).toMatchObject({ total: 1, requests: [{ id: requestId }] });
    const detail = await call(readClient, 'get_request', { requestId });
    expect(detail.isError, detail.text).toBe(false);
    const { timeline, evidence } = detail.data as { timeline: unknown[]; evidence: unknown[] };
    expect(timeline.length).toBeGreaterThan(0);
    expect(Array.isArray(evidence)).toBe(true);
  });

  it('refuses a cookie session, a revoked key and a made-up key', async () => {
    const member = await createMember(app);
    const cookie = await app.inject({
      method: 'POST',
      url: '/api/mcp',
      payload: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      headers: { cookie: member.cookie, origin: ORIGIN },
    });
    expect(cookie.statusCode).toBe(401);
    await expect(connect(`cdk_${'B'.repeat(43)}`)).rejects.toThrow();

    const key = await newKey(member, 'write');
    const client = await connect(key);
    expect((await client.listTools()).tools.length).toBe(MCP_TOOLS.length);
    const [row] = await app.db.select().from(apiKeys).where(eq(apiKeys.userId, member.id));
    const revoked = await app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${row?.id}`,
      headers: { cookie: member.cookie, origin: ORIGIN },
    });
    expect(revoked.statusCode).toBe(200);
    // Revoked keys fail at once, even on a client already connected.
    await expect(client.listTools()).rejects.toThrow();
    await expect(connect(key)).rejects.toThrow();
  });

  it('answers malformed messages with 4xx, never 5xx', async () => {
    const member = await createMember(app);
    const key = await newKey(member, 'write');
    const bodies: unknown[] = [
      { jsonrpc: '2.0' },
      { jsonrpc: '2.0', id: 1 },
      { jsonrpc: '2.0', id: 1, method: 42 },
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: 'x' },
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'run_scan', arguments: { profileId: 'x' } } },
      { jsonrpc: '2.0', id: 1, method: 'no/such/method' },
      [{ jsonrpc: '2.0', id: 1, method: 'tools/list' }, { jsonrpc: '2.0' }],
      { jsonrpc: '1.0', id: 1, method: 'tools/list' },
      'not an object',
    ];
    for (const accept of ['application/json, text/event-stream', 'text/html']) {
      for (const payload of bodies) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/mcp',
          payload: JSON.stringify(payload),
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', accept },
        });
        expect(response.statusCode, `${accept} ${JSON.stringify(payload)}: ${response.body}`).toBeLessThan(500);
      }
    }
    expect(
      (await app.inject({ method: 'GET', url: '/api/mcp', headers: { authorization: `Bearer ${key}` } })).statusCode,
    ).toBe(405);
  });
});
