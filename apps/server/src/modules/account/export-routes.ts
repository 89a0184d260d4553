import type { FastifyReply } from 'fastify';
import {
  AccountExportJobResponseSchema,
  AccountExportListSchema,
  CreateExportBodySchema,
} from '@cleardocket/domain/account/export-contract';
import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { IdParamsSchema } from '@cleardocket/domain/wire';
import { enforceLimit } from '../../lib/limit';
import { signedInUserId } from '../../lib/request-user';
import { FILE_RESPONSES } from '../../lib/zod-contract';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { downloadExport, exportStatus, listExports, requestExport } from './exports';

/** Each export reads every table of the member's: a few an hour is plenty. */
const EXPORT_LIMIT = { max: 10, windowMs: 60 * 60_000 };

/** Bytes bypass the serializer (FILE_RESPONSES documents them). */
function sendFile(reply: FastifyReply, download: { file: Buffer; type: string; name: string }) {
  return reply
    .type(download.type)
    .header('content-disposition', `attachment; filename="${download.name}"`)
    .header('cache-control', 'no-store')
    .send(download.file);
}

/**
 * Exports made by a job (issue 33 item 5): ask for JSON or a ZIP of CSVs, follow its progress,
 * download it once ready. Session cookie only (an API key never reaches the account module).
 */
const accountExportRoutes: FastifyPluginAsyncContract = async (fastify) => {
  const tags = ['account'];
  const deps = { db: fastify.db, jobs: fastify.jobs };
  fastify.addHook('onRequest', fastify.requireUser);

  fastify.post(
    '/account/exports',
    {
      schema: {
        tags,
        summary: 'Ask for a copy of your data (JSON, or a ZIP of CSVs)',
        body: CreateExportBodySchema,
        response: { 202: AccountExportJobResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const userId = signedInUserId(request);
      await enforceLimit(fastify.db, reply, `account-export:${userId}`, EXPORT_LIMIT);
      return reply.code(202).send(await requestExport(deps, userId, request.body.format));
    },
  );

  fastify.get(
    '/account/exports',
    {
      schema: {
        tags,
        summary: 'List your exports and their progress',
        response: { 200: AccountExportListSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => listExports(fastify.db, signedInUserId(request)),
  );

  fastify.get(
    '/account/exports/:id',
    {
      schema: {
        tags,
        summary: 'Read an export’s progress',
        params: IdParamsSchema,
        response: { 200: AccountExportJobResponseSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => exportStatus(fastify.db, signedInUserId(request), request.params.id),
  );

  fastify.get(
    '/account/exports/:id/file',
    { schema: { tags, summary: 'Download a finished export', params: IdParamsSchema, response: FILE_RESPONSES } },
    async (request, reply) =>
      sendFile(reply, await downloadExport(fastify.db, signedInUserId(request), request.params.id)),
  );
};

export default accountExportRoutes;
