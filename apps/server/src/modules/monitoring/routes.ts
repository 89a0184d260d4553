import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import {
  MonitoringStatusSchema,
  ReportListSchema,
  RescanResponseSchema,
  TestReportBodySchema,
} from '@cleardocket/domain/monitoring/contract';
import { IdParamsSchema } from '@cleardocket/domain/wire';
import { enforceLimit } from '../../lib/limit';
import { signedInUserId } from '../../lib/request-user';
import type { FastifyReply } from 'fastify';
import { FILE_RESPONSES } from '../../lib/zod-contract';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import type { Config } from '../../env';
import { reportNow } from './report-now';
import { buildMonthlyReport, listReports, monitoringStatus, reportPdf, rescanProfile } from './service';

/** A member's on-demand re-scans: a few an hour (each costs the shared provider limit several requests). */
const RESCAN_LIMIT = { max: 6, windowMs: 60 * 60_000 };

/** Reports on demand: each builds a PDF, so a few an hour. */
const REPORT_NOW_LIMIT = { max: 10, windowMs: 60 * 60_000 };

type App = Parameters<FastifyPluginAsyncContract>[0];
const tags = ['monitoring'];

/**
 * A PDF answered as an attachment that no cache keeps. Bytes go out as they are: the serializer
 * (and so the contract) only sees JSON answers.
 */
function sendPdf(reply: FastifyReply, file: { filename: string; bytes: Buffer }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.bytes);
}

/** Monitoring (`/api/monitoring`): what is watched and when, and a re-scan on demand. */
const monitoringRoutes: FastifyPluginAsyncContract<{ config: Config }> = async (fastify, { config }) => {
  fastify.addHook('onRequest', fastify.requireUser);

  fastify.get(
    '/monitoring',
    { schema: { tags, response: { 200: MonitoringStatusSchema, ...ERROR_RESPONSES } } },
    (request) => monitoringStatus(fastify, signedInUserId(request)),
  );

  fastify.post(
    '/monitoring/profiles/:id/rescan',
    { schema: { tags, params: IdParamsSchema, response: { 202: RescanResponseSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const userId = signedInUserId(request);
      await enforceLimit(fastify.db, reply, `monitoring-rescan:${userId}`, RESCAN_LIMIT);
      const run = await rescanProfile(fastify, userId, request.params.id, 'demand');
      return reply.code(202).send({ run });
    },
  );

  fastify.get(
    '/monitoring/reports',
    { schema: { tags, response: { 200: ReportListSchema, ...ERROR_RESPONSES } } },
    async (request) => ({ reports: await listReports(fastify.db, signedInUserId(request)) }),
  );

  addReportPdfRoutes(fastify);
  if (config.nodeEnv === 'test') addTestReportRoute(fastify, config);
};

/** The monthly reports as PDFs: this month's so far, built now, and a stored one. */
function addReportPdfRoutes(fastify: App) {
  fastify.get(
    '/monitoring/reports/now/pdf',
    {
      schema: {
        tags,
        response: FILE_RESPONSES,
        description: 'This month’s report so far, built now ("Get my report now"): a PDF, not stored.',
      },
    },
    async (request, reply) => {
      const userId = signedInUserId(request);
      await enforceLimit(fastify.db, reply, `report-now:${userId}`, REPORT_NOW_LIMIT);
      const file = await reportNow(fastify.db, userId);
      return sendPdf(reply, file);
    },
  );

  fastify.get(
    '/monitoring/reports/:id/pdf',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        response: FILE_RESPONSES,
        description: 'A monthly report as a PDF (application/pdf, an attachment).',
      },
    },
    async (request, reply) => {
      const file = await reportPdf(fastify, signedInUserId(request), request.params.id);
      return sendPdf(reply, file);
    },
  );
}

/**
 * The browser tests' way to a report without waiting for the 1st of the month: the monthly job's
 * own build, for the signed-in member and a month they name. Registered only when NODE_ENV=test.
 */
function addTestReportRoute(fastify: App, config: Config) {
  fastify.post(
    '/monitoring/test/reports',
    { schema: { tags, body: TestReportBodySchema, response: { 200: ReportListSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      const userId = signedInUserId(request);
      const deps = { db: fastify.db, blobs: fastify.blobs, mail: fastify.mail, log: fastify.log };
      await buildMonthlyReport({ ...deps, publicUrl: config.publicUrl }, userId, request.body.month);
      return { reports: await listReports(fastify.db, userId) };
    },
  );
}

export default monitoringRoutes;
