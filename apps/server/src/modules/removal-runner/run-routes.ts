import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { RequestRunsSchema, RunTaskResponseSchema } from '@cleardocket/domain/removal/contract';
import { IdParamsSchema } from '@cleardocket/domain/wire';
import { AppError } from '../../lib/app-error';
import { signedInUserId } from '../../lib/request-user';
import { FILE_RESPONSES } from '../../lib/zod-contract';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { ShaParams, sendPng, tags } from './route-common';
import type { RunnerRouteOptions } from './route-common';
import { completeTask, ownsScreenshot, requestRuns, taskById } from './service';
import { toRun, toStep, toTask } from './wire';

/** The member's runs of a takedown request, their tasks and the steps' screenshots (issue 14 §3, §5). */
const runRoutes: FastifyPluginAsyncContract<RunnerRouteOptions> = async (member, { context }) => {
  member.addHook('onRequest', member.requireUser);
  member.get(
    '/removal-runner/requests/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: RequestRunsSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      const found = await requestRuns(context, signedInUserId(request), request.params.id);
      if (!found) throw new AppError('not_found', 'Request not found', 404);
      const { runs, steps, tasks } = found;
      // The runner's technical detail (browser errors, selectors, a playbook's note) is the
      // operators'; the member reads each step in plain words (domain removal/step-words.ts).
      return {
        runs: runs.map((run) => ({ ...toRun(run, context.playbookFor(run.playbookDomain)), failure: null })),
        steps: steps.map((step) => ({ ...toStep(step), detail: null })),
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
      return sendPng(context, reply, request.params.sha256);
    },
  );
};

export default runRoutes;
