import { createPublicKey, randomBytes, randomUUID, verify } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * A loopback stand-in for a Covered Business speaking DRP 0.9.4, written from the protocol's text
 * (consumer-reports-innovation-lab/data-rights-protocol, data-rights-protocol.md): discovery
 * document, 2.05 pair-wise key set-up, 2.01 exercise, 2.02 status, 2.04 revoke, and the 3.07
 * validation order — base64 → Ed25519 signature of the agent's directory key over the JSON that
 * follows the 64-byte signature → agent-id → business-id → issued-at ≤ now → now < expires-at.
 * The key is read here from its raw 32 bytes through an SPKI wrapper, not the way the product
 * loads its own, so a wrong layout on either side fails the test.
 */
type Json = Record<string, unknown>;
type Stored = { id: string; agentId: string; message: Json; status: Json };

const SPKI_ED25519_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
export const STAND_IN_BUSINESS_ID = 'STAND_IN_DATA_CO';

function openSigned(verifyKey: string, body: string): Json | null {
  const buffer = Buffer.from(body, 'base64');
  if (buffer.length <= 64) return null;
  const key = createPublicKey({
    key: Buffer.concat([SPKI_ED25519_PREFIX, Buffer.from(verifyKey, 'base64')]),
    format: 'der',
    type: 'spki',
  });
  const message = buffer.subarray(64);
  if (!verify(null, message, key, buffer.subarray(0, 64))) return null;
  const parsed = JSON.parse(message.toString('utf8')) as unknown;
  return typeof parsed === 'object' && parsed !== null ? (parsed as Json) : null;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** 3.07's checks after the signature; a reason when one fails. */
function envelopeProblem(message: Json, agentId: string): string | null {
  if (message['agent-id'] !== agentId) return 'agent-id does not match';
  if (message['business-id'] !== STAND_IN_BUSINESS_ID) return 'business-id is not ours';
  const issued = Date.parse(String(message['issued-at']));
  const expires = Date.parse(String(message['expires-at']));
  if (!(issued <= Date.now() + 1000)) return 'issued in the future';
  if (!(Date.now() < expires)) return 'expired';
  if (message['drp.version'] !== undefined && message['drp.version'] !== '0.9.4') return 'unknown version';
  return null;
}

export async function startDrpBusiness(
  options: { supportedActions?: string[]; supportedVerifications?: string[] } = {},
) {
  const agents = new Map<string, string>(); // agent id → verify key (the service directory)
  const tokens = new Map<string, string>(); // bearer token → agent id
  const requests = new Map<string, Stored>();
  const refusals: string[] = [];
  let base = '';

  const send = (response: ServerResponse, status: number, body?: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(body === undefined ? '' : JSON.stringify(body));
  };
  const refuse = (response: ServerResponse, status: number, why: string) => {
    refusals.push(why);
    send(response, status, status === 403 ? undefined : { code: String(status), message: why, fatal: false });
  };
  const agentOf = (request: IncomingMessage) =>
    tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));

  async function route(request: IncomingMessage, response: ServerResponse) {
    const path = (request.url ?? '').split('?')[0] ?? '';
    const body = await readBody(request);
    if (request.method === 'GET' && path === '/.well-known/data-rights.json') {
      return send(response, 200, {
        id: STAND_IN_BUSINESS_ID,
        name: 'Stand-in Data Co',
        api_base: `${base}/drp`,
        supported_actions: options.supportedActions ?? ['deletion', 'sale:opt_out', 'access'],
        supported_verifications: options.supportedVerifications ?? ['email'],
      });
    }
    const setup = /^\/drp\/v1\/agent\/([A-Z_]+)$/.exec(path);
    if (setup && request.method === 'POST') {
      const agentId = setup[1] ?? '';
      const key = agents.get(agentId);
      const message = key ? openSigned(key, body) : null;
      if (!message || envelopeProblem(message, agentId)) return refuse(response, 403, 'pair-wise set-up refused');
      const token = randomBytes(32).toString('base64url');
      tokens.set(token, agentId);
      return send(response, 200, { 'agent-id': agentId, token });
    }
    const agentId = agentOf(request);
    if (!agentId) return refuse(response, 403, 'no valid bearer token');
    if (path === '/drp/v1/data-rights-request' && request.method === 'POST') {
      const message = openSigned(agents.get(agentId) ?? '', body);
      const problem = message ? envelopeProblem(message, agentId) : 'bad signature';
      if (!message || problem) return refuse(response, 400, problem ?? 'bad signature');
      if (!(options.supportedActions ?? ['deletion', 'sale:opt_out']).includes(String(message.exercise))) {
        return refuse(response, 400, 'Unsupported rights actions submitted.');
      }
      const id = randomUUID();
      const status = {
        request_id: id,
        status: 'open',
        received_at: new Date().toISOString(),
        agent_request_id: message['agent-request-id'],
      };
      requests.set(id, { id, agentId, message, status });
      return send(response, 200, status);
    }
    const one = /^\/drp\/v1\/data-rights-request\/([0-9a-f-]+)$/.exec(path);
    const stored = one ? requests.get(one[1] ?? '') : undefined;
    if (!stored) return refuse(response, 404, 'no such request');
    if (stored.agentId !== agentId) return refuse(response, 403, 'another agent manages this request');
    if (request.method === 'GET') return send(response, 200, stored.status);
    if (request.method === 'DELETE') {
      const message = openSigned(agents.get(agentId) ?? '', body);
      if (!message) return refuse(response, 400, 'bad signature');
      stored.status = { ...stored.status, status: 'revoked', processing_details: message.reason ?? null };
      return send(response, 200, stored.status);
    }
    return refuse(response, 405, 'method not allowed');
  }

  const server: Server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => send(response, 500, { code: '500', message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('stand-in did not bind');
  base = `http://127.0.0.1:${address.port}`;

  return {
    base,
    refusals,
    /** The network's directory: the business learns an agent's verify key out of band (3.05). */
    trustAgent(entry: { id: string; verify_key: string }) {
      agents.set(entry.id, entry.verify_key);
    },
    /** What the business received, signature checked. */
    received: () => [...requests.values()].map((stored) => stored.message),
    /** The business moves a request on (what its staff would do), returning the status to call back with. */
    setStatus(requestId: string, change: Json): Json {
      const stored = requests.get(requestId);
      if (!stored) throw new Error('no such request');
      stored.status = { ...stored.status, ...change };
      return stored.status;
    },
    requestIds: () => [...requests.keys()],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
