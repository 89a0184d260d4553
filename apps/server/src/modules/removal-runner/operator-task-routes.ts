import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { CompleteTaskSchema, OperatorTasksSchema, RunTaskResponseSchema } from '@cleardocket/domain/removal/contract';
import { IdParamsSchema } from '@cleardocket/domain/wire';
import { AppError } from '../../lib/app-error';
import { markOperatorRead } from '../../lib/operator';
import { signedInUserId } from '../../lib/request-user';
import { FILE_RESPONSES } from '../../lib/zod-contract';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { ShaParams, sendPng, tags } from './route-common';
import type { RunnerRouteOptions } from './route-common';
import { completeOperatorTask, openOperatorTasks, screenshotOwner } from './service';
import { toOperatorTask, toTask } from './wire';

/** The operators' runner tasks and the screenshots they read (audited). */
const operatorTaskRoutes: FastifyPluginAsyncContract<RunnerRouteOptions> = async (admin, { context }) => {
  admin.addHook('onRequest', admin.requireAdmin);
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
      return sendPng(context, reply, request.params.sha256);
    },
  );
};

export default operatorTaskRoutes;
