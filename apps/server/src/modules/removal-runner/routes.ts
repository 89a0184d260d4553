import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import {
  AuthorisationStateSchema,
  CompleteTaskSchema,
  GrantAuthorisationSchema,
  OperatorTasksSchema,
  RequestRunsSchema,
  RevokeResultSchema,
  RunTaskSchema,
} from '@cleardocket/domain/removal/contract';
import { AppError } from '../../lib/app-error';
import { IdParams } from '../../lib/params';
import { signedInUserId } from '../../lib/request-user';
import {
  authorisationOf,
  completeOperatorTask,
  completeTask,
  grantAuthorisation,
  openOperatorTasks,
  ownsScreenshot,
  requestRuns,
  revokeAuthorisation,
  taskById,
} from './service';
import { toAuthorisation, toOperatorTask, toRun, toStep, toTask } from './wire';

const ShaParams = z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/) });

/** The removal runner's API (issue 14): the member's authorisation, runs, tasks and screenshots; the operators' tasks. */
const removalRunnerRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['removal-runner'];
  const { context } = fastify.removalRunner;
  const sendPng = async (reply: FastifyReply, sha256: string) => {
    const png = await context.blobs.get(sha256);
    if (!png) throw new AppError('not_found', 'Screenshot not found', 404);
    return reply.type('image/png').header('cache-control', 'private, max-age=86400, immutable').send(png);
  };

  await fastify.register(async (instance) => {
    const member = instance.withTypeProvider<ZodTypeProvider>();
    member.addHook('preHandler', fastify.requireUser);
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
      { schema: { tags, response: { 200: AuthorisationStateSchema } } },
      async (request) => state(signedInUserId(request)),
    );

    member.put(
      '/removal-runner/authorisation',
      { schema: { tags, body: GrantAuthorisationSchema, response: { 200: AuthorisationStateSchema } } },
      async (request) => {
        const userId = signedInUserId(request);
        await grantAuthorisation(context, userId, request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        });
        return state(userId);
      },
    );

    member.delete(
      '/removal-runner/authorisation',
      { schema: { tags, response: { 200: RevokeResultSchema } } },
      async (request) => ({
        cancelledRuns: await revokeAuthorisation(context, signedInUserId(request)),
      }),
    );

    member.get(
      '/removal-runner/requests/:id',
      { schema: { tags, params: IdParams, response: { 200: RequestRunsSchema } } },
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
      { schema: { tags, params: IdParams, response: { 200: z.object({ task: RunTaskSchema }) } } },
      async (request) => {
        const userId = signedInUserId(request);
        await completeTask(context, { kind: 'member', id: userId }, request.params.id);
        return { task: toTask(await taskById(context, request.params.id)) };
      },
    );

    member.get(
      '/removal-runner/screenshots/:sha256',
      { schema: { tags, params: ShaParams } },
      async (request, reply) => {
        if (!(await ownsScreenshot(context, signedInUserId(request), request.params.sha256))) {
          throw new AppError('not_found', 'Screenshot not found', 404);
        }
        return sendPng(reply, request.params.sha256);
      },
    );
  });

  await fastify.register(async (instance) => {
    const admin = instance.withTypeProvider<ZodTypeProvider>();
    admin.addHook('preHandler', fastify.requireAdmin);

    admin.get(
      '/admin/removal-runner/tasks',
      { schema: { tags, response: { 200: OperatorTasksSchema } } },
      async () => ({
        tasks: (await openOperatorTasks(context)).map(toOperatorTask),
      }),
    );

    admin.post(
      '/admin/removal-runner/tasks/:id/done',
      {
        schema: {
          tags,
          params: IdParams,
          body: CompleteTaskSchema,
          response: { 200: z.object({ task: RunTaskSchema }) },
        },
      },
      async (request) => {
        const task = await completeOperatorTask(context, signedInUserId(request), request.params.id, request.body);
        return { task: toTask(task) };
      },
    );

    admin.get(
      '/admin/removal-runner/screenshots/:sha256',
      { schema: { tags, params: ShaParams } },
      async (request, reply) => sendPng(reply, request.params.sha256),
    );
  });
};

export default removalRunnerRoutes;
