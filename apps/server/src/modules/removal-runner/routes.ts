import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { IdParamsSchema } from '@cleardocket/domain/wire';
import {
  AuthorisationStateSchema,
  CompleteTaskSchema,
  GrantAuthorisationSchema,
  OperatorTasksSchema,
  RequestRunsSchema,
  RevokeResultSchema,
  RunTaskResponseSchema,
} from '@cleardocket/domain/removal/contract';
import { AppError } from '../../lib/app-error';
import { signedInUserId } from '../../lib/request-user';
import { FILE_RESPONSES } from '../../lib/zod-contract';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import {
  authorisationOf,
  completeOperatorTask,
  completeTask,
  grantAuthorisation,
  openOperatorTasks,
  ownsScreenshot,
  screenshotOwner,
  requestRuns,
  revokeAuthorisation,
  runnerContext,
  taskById,
} from './service';
import { requireEntitlement } from '../membership/service';
import { toAuthorisation, toOperatorTask, toRun, toStep, toTask } from './wire';
import type { Config } from '../../env';
import { markOperatorRead } from '../../lib/operator';

const ShaParams = z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/) });

/** The removal runner's API (issue 14): the member's authorisation, runs, tasks and screenshots; the operators' tasks. */
const removalRunnerRoutes: FastifyPluginAsyncContract<{ config: Config }> = async (fastify, { config }) => {
  const tags = ['removal-runner'];
  const context = runnerContext(fastify, { ...config.runner, allowLoopback: config.allowLoopbackFetch });
  const sendPng = async (reply: FastifyReply, sha256: string) => {
    const png = await context.blobs.get(sha256);
    if (!png) throw new AppError('not_found', 'Screenshot not found', 404);
    return reply.type('image/png').header('cache-control', 'private, max-age=86400, immutable').send(png);
  };

  // Signed in (members) or admin (operators) before anything else is read (decision 016).
  const memberRoutes: FastifyPluginAsyncContract = async (member) => {
    member.addHook('onRequest', fastify.requireUser);
    const state = async (userId: string) => {
      const current = await authorisationOf(context, userId);
      return {
        authorisation: toAuthorisation(current.active),
        text: current.text,
        version: current.version,
        agentAddress: current.agentAddress,
      };
    };

    member.get(
      '/removal-runner/authorisation',
      { schema: { tags, response: { 200: AuthorisationStateSchema, ...ERROR_RESPONSES } } },
      async (request) => state(signedInUserId(request)),
    );

    member.put(
      '/removal-runner/authorisation',
      {
        schema: {
          tags,
          body: GrantAuthorisationSchema,
          response: { 200: AuthorisationStateSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const userId = signedInUserId(request);
        await requireEntitlement(fastify.db, userId, 'automatedFiling');
        // The team working the human steps is a plan's to give (issue 16).
        if (request.body.humanSteps === 'operator') await requireEntitlement(fastify.db, userId, 'operatorHandling');
        await grantAuthorisation(context, userId, request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        });
        return state(userId);
      },
    );

    member.delete(
      '/removal-runner/authorisation',
      { schema: { tags, response: { 200: RevokeResultSchema, ...ERROR_RESPONSES } } },
      async (request) => ({
        cancelledRuns: await revokeAuthorisation(context, signedInUserId(request)),
      }),
    );

    member.get(
      '/removal-runner/requests/:id',
      { schema: { tags, params: IdParamsSchema, response: { 200: RequestRunsSchema, ...ERROR_RESPONSES } } },
      async (request) => {
        const found = await requestRuns(context, signedInUserId(request), request.params.id);
        if (!found) throw new AppError('not_found', 'Request not found', 404);
        const { runs, steps, tasks } = found;
        return {
          runs: runs.map((run) => toRun(run, context.playbookFor(run.playbookDomain))),
          steps: steps.map(toStep),
          // An operator's task is the team's business; the member sees their own.
          tasks: tasks.filter((task) => task.assignee === 'member').map(toTask),
        };
      },
    );

    member.post(
      '/removal-runner/tasks/:id/done',
      { schema: { tags, params: IdParamsSchema, response: { 200: RunTaskResponseSchema, ...ERROR_RESPONSES } } },
      async (request) => {
        const userId = signedInUserId(request);
        await completeTask(context, { kind: 'member', id: userId }, request.params.id);
        return { task: toTask(await taskById(context, request.params.id)) };
      },
    );

    member.get(
      '/removal-runner/screenshots/:sha256',
      { schema: { tags, params: ShaParams, response: FILE_RESPONSES } },
      async (request, reply) => {
        if (!(await ownsScreenshot(context, signedInUserId(request), request.params.sha256))) {
          throw new AppError('not_found', 'Screenshot not found', 404);
        }
        return sendPng(reply, request.params.sha256);
      },
    );
  };

  const adminRoutes: FastifyPluginAsyncContract = async (admin) => {
    admin.addHook('onRequest', fastify.requireAdmin);

    admin.get(
      '/admin/removal-runner/tasks',
      { schema: { tags, response: { 200: OperatorTasksSchema, ...ERROR_RESPONSES } } },
      async (request) => {
        const tasks = await openOperatorTasks(context);
        markOperatorRead(
          request,
          tasks.map((row) => row.task.userId),
        );
        return { tasks: tasks.map(toOperatorTask) };
      },
    );

    admin.post(
      '/admin/removal-runner/tasks/:id/done',
      {
        schema: {
          tags,
          params: IdParamsSchema,
          body: CompleteTaskSchema,
          response: { 200: RunTaskResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const task = await completeOperatorTask(context, signedInUserId(request), request.params.id, request.body);
        return { task: toTask(task) };
      },
    );

    admin.get(
      '/admin/removal-runner/screenshots/:sha256',
      { schema: { tags, params: ShaParams, response: FILE_RESPONSES } },
      async (request, reply) => {
        // Only a runner screenshot, by the member it belongs to: never any other stored file
        // (a petition PDF, an agreement) by its hash (issue 32 item 5). The read is audited.
        const owner = await screenshotOwner(context, request.params.sha256);
        if (!owner) throw new AppError('not_found', 'Screenshot not found', 404);
        markOperatorRead(request, [owner]);
        return sendPng(reply, request.params.sha256);
      },
    );
  };

  await fastify.register(memberRoutes);
  await fastify.register(adminRoutes);
};

export default removalRunnerRoutes;
