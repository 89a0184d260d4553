import type { FastifyInstance, FastifyReply } from 'fastify';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { API_KEY_MESSAGES } from '@cleardocket/domain/api-keys/rules';
import { MCP_WRITE_TOOLS } from '@cleardocket/domain/mcp/contract';
import type { McpToolName } from '@cleardocket/domain/mcp/contract';
import { ResultQuerySchema, ScanBodySchema } from '@cleardocket/domain/search/contract';
import { SEARCH_TYPES } from '@cleardocket/domain/search/query';
import { CreateRequestsBodySchema, RequestListQuerySchema } from '@cleardocket/domain/requests/contract';
import { TAKEDOWN_TYPES } from '@cleardocket/domain/requests/status';
import { toEvent, toEvidence, toTakedown } from '@cleardocket/domain/requests/to-wire';
import { toResult, toScan } from '@cleardocket/domain/search/to-wire';
import { BRAND } from '@cleardocket/domain/brand';
import { logUserActivity } from '../../lib/activity';
import { AppError, isAppError } from '../../lib/app-error';
import { enforceLimit } from '../../lib/limit';
import type { ApiKeyUse } from '../api-keys/service';
import { requireEntitlement } from '../membership/service';
import { findProfile, listProfiles } from '../protected-profiles/service';
import { fileForms } from '../removal-runner/service';
import { createFromResults, pageRequests, requestDetail } from '../requests/service';
import { getScan, listResults, startScan } from '../search/service';

/** As the web's POST /api/search/scans (modules/search/routes.ts). */
const SCAN_LIMIT = { max: 30, windowMs: 60_000 };

const uuid = z.string().uuid();

type ScanArgs = {
  profileId?: string | undefined;
  type?: (typeof SEARCH_TYPES)[number] | undefined;
  term?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
};

/**
 * One MCP server for one request of one API key (stateless Streamable HTTP): the tools call the
 * same services with the same scoping as the web's routes (the key's owner's rows only, the
 * plan's entitlements, the scan limit), write tools need a write key, and every call is in the
 * member's activity log.
 */
export function buildMcpServer(fastify: FastifyInstance, key: ApiKeyUse, reply: FastifyReply): McpServer {
  const server = new McpServer({ name: `${BRAND.name} MCP`, version: '1.0.0' });
  const userId = key.userId;
  const db = fastify.db;

  /**
   * The scan a tool call asks for, as the web's POST /api/search/scans takes it: a profile the
   * member owns (self, family or business) keeps its id, so the scan is judged against that
   * profile's facts; with no term given, the profile's own name (or company) is searched.
   */
  async function scanBody(args: ScanArgs): Promise<unknown> {
    if (!args.profileId) return { ...args, type: args.type ?? 'name' };
    const profile = await findProfile(db, userId, args.profileId);
    if (!profile) throw new AppError('not_found', 'Profile not found', 404);
    if (args.term || args.firstName || args.lastName) return { ...args, type: args.type ?? 'name' };
    return profile.kind === 'business' && profile.companyName
      ? { profileId: profile.id, type: 'company', term: profile.companyName }
      : { profileId: profile.id, type: 'name', firstName: profile.firstName, lastName: profile.lastName };
  }

  async function run(tool: McpToolName, work: () => Promise<unknown>): Promise<CallToolResult> {
    try {
      if (MCP_WRITE_TOOLS.includes(tool) && key.scope !== 'write') {
        throw new AppError('forbidden', API_KEY_MESSAGES.writeScopeNeeded);
      }
      const data = await work();
      await logUserActivity(db, userId, 'mcp_tool', `Assistant used “${tool}” with API key “${key.name}”`, {
        keyId: key.id,
        tool,
      });
      return { content: [{ type: 'text', text: JSON.stringify(data) }] };
    } catch (error) {
      if (!isAppError(error)) fastify.log.error({ err: error, tool }, 'an MCP tool failed');
      const message = isAppError(error) ? error.message : 'Something went wrong. Please try again.';
      await logUserActivity(db, userId, 'mcp_tool', `Assistant could not use “${tool}”: ${message}`, {
        keyId: key.id,
        tool,
        refused: true,
      });
      return { isError: true, content: [{ type: 'text', text: message }] };
    }
  }

  server.registerTool(
    'list_profiles',
    {
      title: 'List profiles',
      description: 'The people and businesses this member protects, and how many their plan covers.',
      annotations: { readOnlyHint: true },
    },
    () => run('list_profiles', () => listProfiles(db, userId)),
  );

  server.registerTool(
    'run_scan',
    {
      title: 'Run a scan',
      description:
        'Starts a scan of the web for a profile (by profileId) or a term of a type (a name, company, case number, phone, email or address). Answers the scan; read its progress with get_scan. Needs a key with write access.',
      inputSchema: {
        profileId: uuid.optional(),
        type: z.enum(SEARCH_TYPES).optional(),
        term: z.string().max(200).optional(),
        firstName: z.string().max(100).optional(),
        lastName: z.string().max(100).optional(),
      },
    },
    (args) =>
      run('run_scan', async () => {
        const input = ScanBodySchema.safeParse(await scanBody(args));
        if (!input.success) throw new AppError('validation_failed', 'Give a profileId, or a type and a term.', 400);
        await enforceLimit(db, reply, `search-scan:${userId}`, SCAN_LIMIT);
        return { scan: toScan(await startScan(fastify, userId, input.data)) };
      }),
  );

  server.registerTool(
    'get_scan',
    {
      title: 'Read a scan',
      description: 'A scan’s status and result count.',
      inputSchema: { scanId: uuid },
      annotations: { readOnlyHint: true },
    },
    ({ scanId }) => run('get_scan', async () => ({ scan: toScan(await getScan(db, userId, scanId)) })),
  );

  server.registerTool(
    'list_findings',
    {
      title: 'List findings',
      description:
        'The member’s search results (records and listings found about them), most severe first, a page at a time. Filter by severity, status (alerts, unprocessed, processed, ignored, saved, gone, not_me) or match.',
      inputSchema: {
        severity: z.enum(['low', 'medium', 'high']).optional(),
        status: z.enum(['alerts', 'unprocessed', 'processed', 'ignored', 'saved', 'gone', 'not_me']).optional(),
        match: z.enum(['likely', 'possible', 'unlikely']).optional(),
        page: z.number().int().min(1).optional(),
        pageSize: z.union([z.literal(5), z.literal(10), z.literal(20), z.literal(50)]).optional(),
      },
      annotations: { readOnlyHint: true },
    },
    (args) =>
      run('list_findings', async () => {
        const query = ResultQuerySchema.safeParse(args);
        if (!query.success) throw new AppError('validation_failed', 'Those filters are not valid.', 400);
        const { rows, total } = await listResults(db, userId, query.data);
        return { results: rows.map(toResult), total, page: query.data.page, pageSize: query.data.pageSize };
      }),
  );

  server.registerTool(
    'list_requests',
    {
      title: 'List removal requests',
      description: 'The member’s takedown requests with their removals and statuses, a page at a time.',
      inputSchema: {
        status: z.enum(['pending', 'in_progress', 'completed']).optional(),
        page: z.number().int().min(1).optional(),
        pageSize: z.number().int().min(1).max(100).optional(),
      },
      annotations: { readOnlyHint: true },
    },
    (args) =>
      run('list_requests', async () => {
        const query = RequestListQuerySchema.safeParse(args);
        if (!query.success) throw new AppError('validation_failed', 'Those filters are not valid.', 400);
        const { requests, total } = await pageRequests(db, userId, query.data);
        return { requests: requests.map(toTakedown), total, page: query.data.page, pageSize: query.data.pageSize };
      }),
  );

  server.registerTool(
    'create_takedown_request',
    {
      title: 'Create a takedown request',
      description:
        'Asks for the removal of findings (by their ids from list_findings), as the member would from the results page. Needs a key with write access and a plan that includes removal requests.',
      inputSchema: { resultIds: z.array(uuid).min(1).max(100), type: z.enum(TAKEDOWN_TYPES).optional() },
    },
    (args) =>
      run('create_takedown_request', async () => {
        const body = CreateRequestsBodySchema.safeParse(args);
        if (!body.success) throw new AppError('validation_failed', 'Give the ids of the findings to remove.', 400);
        // The same steps as POST /api/requests (modules/requests/routes.ts).
        await requireEntitlement(db, userId, 'removalRequests');
        const created = await createFromResults(fastify, userId, body.data.resultIds, body.data.type);
        if (created.length === 0) throw new AppError('not_found', 'Search result not found', 404);
        await fileForms(
          fastify,
          userId,
          created.flatMap((takedown) => takedown.removals.map((removal) => removal.id)),
        );
        return { requests: created.map(toTakedown) };
      }),
  );

  server.registerTool(
    'get_request',
    {
      title: 'Read a request',
      description:
        'One takedown request: its removals, timeline of events and the evidence captured (hashes and times).',
      inputSchema: { requestId: uuid },
      annotations: { readOnlyHint: true },
    },
    ({ requestId }) =>
      run('get_request', async () => {
        const detail = await requestDetail(db, userId, requestId);
        return {
          request: toTakedown({ ...detail.takedown, removals: detail.removals }),
          timeline: detail.events.map(toEvent),
          evidence: detail.evidence.map(toEvidence),
        };
      }),
  );

  // Only what the server really does: its tool list never changes, so no list_changed
  // notifications are promised (the SDK advertises them for any server with tools).
  server.server.registerCapabilities({ tools: { listChanged: false } });
  return server;
}
