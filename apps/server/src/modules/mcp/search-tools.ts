import { z } from 'zod';
import { ResultQuerySchema, ScanBodySchema } from '@cleardocket/domain/search/contract';
import { SEARCH_TYPES } from '@cleardocket/domain/search/query';
import { toResult, toScan } from '@cleardocket/domain/search/to-wire';
import { AppError } from '../../lib/app-error';
import { enforceLimit } from '../../lib/limit';
import { findProfile, listProfiles } from '../protected-profiles/service';
import { getScan, listResults, startScan } from '../search/service';
import { uuid } from './tool-context';
import type { ToolContext } from './tool-context';

/** As the web's POST /api/search/scans (modules/search/routes.ts). */
const SCAN_LIMIT = { max: 30, windowMs: 60_000 };

type ScanArgs = {
  profileId?: string | undefined;
  type?: (typeof SEARCH_TYPES)[number] | undefined;
  term?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
};

/**
 * The scan a tool call asks for, as the web's POST /api/search/scans takes it: a profile the
 * member owns (self, family or business) keeps its id, so the scan is judged against that
 * profile's facts; with no term given, the profile's own name (or company) is searched.
 */
async function scanBody(db: ToolContext['db'], userId: string, args: ScanArgs): Promise<unknown> {
  if (!args.profileId) return { ...args, type: args.type ?? 'name' };
  const profile = await findProfile(db, userId, args.profileId);
  if (!profile) throw new AppError('not_found', 'Profile not found', 404);
  if (args.term || args.firstName || args.lastName) return { ...args, type: args.type ?? 'name' };
  return profile.kind === 'business' && profile.companyName
    ? { profileId: profile.id, type: 'company', term: profile.companyName }
    : { profileId: profile.id, type: 'name', firstName: profile.firstName, lastName: profile.lastName };
}

/** The tools of profiles, scans and findings. */
export function registerSearchTools({ server, fastify, db, userId, reply, run }: ToolContext): void {
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
        const input = ScanBodySchema.safeParse(await scanBody(db, userId, args));
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
}
