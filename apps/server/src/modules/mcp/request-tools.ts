import { z } from 'zod';
import { CreateRequestsBodySchema, RequestListQuerySchema } from '@cleardocket/domain/requests/contract';
import { TAKEDOWN_TYPES } from '@cleardocket/domain/requests/status';
import { toEvent, toEvidence, toTakedown } from '@cleardocket/domain/requests/to-wire';
import { AppError } from '../../lib/app-error';
import { requireEntitlement } from '../membership/service';
import { fileForms } from '../removal-runner/service';
import { createFromResults, pageRequests, requestDetail } from '../requests/service';
import { uuid } from './tool-context';
import type { ToolContext } from './tool-context';

/** The tools of takedown requests: list, create (a write tool), read one with its evidence. */
export function registerRequestTools({ server, fastify, db, userId, run }: ToolContext): void {
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
}
