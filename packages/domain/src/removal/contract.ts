import { z } from 'zod';
import { AUTHORISATION_MODES, HUMAN_STEP_OWNERS } from './authorisation';
import { RUN_STATES, TASK_ASSIGNEES, TASK_KINDS, TASK_STATUSES } from './runs';

/** The removal runner's API (server routes and web parsing share these; dates are ISO strings). */
const isoDate = z.string();

export const GrantAuthorisationSchema = z.object({
  mode: z.enum(AUTHORISATION_MODES),
  humanSteps: z.enum(HUMAN_STEP_OWNERS),
  /** The version of the text the member read: a newer text needs a new agreement. */
  textVersion: z.number().int().min(1),
});
export type GrantAuthorisation = z.infer<typeof GrantAuthorisationSchema>;

export const AuthorisationStateSchema = z.object({
  authorisation: z
    .object({
      mode: z.enum(AUTHORISATION_MODES),
      humanSteps: z.enum(HUMAN_STEP_OWNERS),
      textVersion: z.number(),
      grantedAt: isoDate,
      ipAddress: z.string().nullable(),
    })
    .nullable(),
  text: z.string(),
  version: z.number(),
  agentAddress: z.string(),
});
export type AuthorisationState = z.infer<typeof AuthorisationStateSchema>;

export const RevokeResultSchema = z.object({ cancelledRuns: z.number() });

const RunStepSchema = z.object({
  id: z.string(),
  runId: z.string(),
  stepIndex: z.number(),
  kind: z.string(),
  outcome: z.enum(['ok', 'skipped', 'waiting', 'failed', 'cancelled']),
  detail: z.string().nullable(),
  url: z.string().nullable(),
  screenshotSha256: z.string().nullable(),
  finishedAt: isoDate,
});
export type RunStep = z.infer<typeof RunStepSchema>;

const RunTaskSchema = z.object({
  id: z.string(),
  runId: z.string(),
  removalRequestId: z.string(),
  assignee: z.enum(TASK_ASSIGNEES),
  kind: z.enum(TASK_KINDS),
  status: z.enum(TASK_STATUSES),
  instructions: z.string(),
  pageUrl: z.string().nullable(),
  stepIndex: z.number().nullable(),
  screenshotSha256: z.string().nullable(),
  createdAt: isoDate,
  doneAt: isoDate.nullable(),
});
export type RunTask = z.infer<typeof RunTaskSchema>;

const RunSchema = z.object({
  id: z.string(),
  removalRequestId: z.string(),
  playbookDomain: z.string(),
  playbookVersion: z.number(),
  state: z.enum(RUN_STATES),
  stepIndex: z.number(),
  stepCount: z.number(),
  /** Whether the playbook's selectors were ever checked against the live site. */
  verifiedAgainst: z.enum(['live', 'description', 'registry-page']),
  failure: z.string().nullable(),
  failedStep: z.number().nullable(),
  /** The route the request took, in the member's words (`route-line.ts`); null before it went. */
  route: z.string().nullable(),
  createdAt: isoDate,
  finishedAt: isoDate.nullable(),
});
export type Run = z.infer<typeof RunSchema>;

export const RequestRunsSchema = z.object({
  runs: z.array(RunSchema),
  steps: z.array(RunStepSchema),
  tasks: z.array(RunTaskSchema),
});
export type RequestRuns = z.infer<typeof RequestRunsSchema>;

/** A task after a person closed it. */
export const RunTaskResponseSchema = z.object({ task: RunTaskSchema });
export const CompleteTaskSchema = z.object({ retry: z.boolean().optional() });

const OperatorTaskSchema = RunTaskSchema.extend({
  domain: z.string(),
  reference: z.string(),
  memberEmail: z.string(),
});
export const OperatorTasksSchema = z.object({ tasks: z.array(OperatorTaskSchema) });
export type OperatorTask = z.infer<typeof OperatorTaskSchema>;
