import { matchesMail } from '@cleardocket/domain/removal/mail-match';
import type { InboundMailFacts } from '@cleardocket/domain/removal/mail-match';
import { isEmailStep } from '@cleardocket/domain/removal/playbook';
import type { RunnerContext } from './context';
import * as mailRows from './mail-repository';
import * as stepRows from './steps-repository';
import * as repository from './repository';
import type { MailRow, RunRow } from './repository';
import * as requests from './requests-port';
import type { RemovalRow } from './requests-port';
import type { RunIO } from './runner/execute';

/* A run's hold on its row and its view of the database while the playbook runs. */

/** Changes the run while it is still this attempt's (a run taken over by a retried job is not). */
export const moveOwn = (ctx: RunnerContext, run: RunRow, changes: Parameters<typeof repository.moveRun>[3]) =>
  repository.moveRun(ctx.db, run.id, ['running'], changes, run.attempts);

/** The run's record of an acting step, cleared when its part of the run ends. */
export const NOT_ACTING = { actingStep: null, actingSince: null } as const;

const toMailFacts = (mail: MailRow): InboundMailFacts => ({
  from: mail.fromAddress,
  subject: mail.subject,
  text: mail.text,
  links: mail.links,
});

/** The run's view of the database: steps logged with screenshots, mail found and claimed. */
export function runIO(
  ctx: RunnerContext,
  run: RunRow,
  removal: RemovalRow,
  io: Pick<RunIO, 'playbook' | 'facts'>,
): RunIO {
  return {
    ...io,
    startAt: run.stepIndex,
    reachedBefore: run.reached,
    browserState: run.browserState ?? null,
    async shouldStop() {
      const current = await repository.findRun(ctx.db, run.id);
      return (
        current?.state !== 'running' ||
        current.attempts !== run.attempts ||
        !(await repository.activeAuthorisation(ctx.db, run.userId))
      );
    },
    async findMail(match) {
      const mails = await mailRows.unusedMail(ctx.db, run.userId, run.id, run.createdAt);
      const hit = mails.find((mail) => matchesMail(match, toMailFacts(mail)));
      if (!hit) return null;
      await mailRows.updateMail(ctx.db, hit.id, { usedAt: new Date(), runId: run.id });
      return toMailFacts(hit);
    },
    async logStep(entry) {
      const sha256 = entry.screenshot ? (await ctx.blobs.put(entry.screenshot)).sha256 : null;
      await stepRows.insertStep(ctx.db, {
        userId: run.userId,
        runId: run.id,
        stepIndex: entry.index,
        kind: entry.kind,
        outcome: entry.outcome,
        detail: entry.detail,
        url: entry.url && entry.url !== 'about:blank' ? entry.url.slice(0, 2000) : null,
        screenshotSha256: sha256,
        startedAt: entry.startedAt,
      });
      await moveOwn(ctx, run, {});
      return sha256;
    },
    async acting(index) {
      return Boolean(await moveOwn(ctx, run, { actingStep: index, actingSince: new Date() }));
    },
    async reached(mark, route) {
      // The site's confirmation text: what the acting steps sent is accounted for.
      await moveOwn(ctx, run, { reached: mark, ...(route ? { route } : {}), ...NOT_ACTING });
      const site = removal.siteName ?? removal.domain;
      if (mark === 'submitted') {
        await requests.advanceRemoval(
          ctx.db,
          removal.id,
          'submitted',
          route
            ? `We filed your request at ${site}: ${route}; the site said it received it.`
            : `We filed the opt-out form at ${site} for you; the site accepted it.`,
        );
      } else {
        await requests.advanceRemoval(ctx.db, removal.id, 'submitted', `We filed the opt-out form at ${site} for you.`);
        await requests.advanceRemoval(
          ctx.db,
          removal.id,
          'acknowledged',
          `${site} confirmed the request (its emailed link was opened).`,
        );
      }
    },
  };
}

/** A parked run whose email is already here goes back in the queue. */
export async function wakeIfMailWaiting(ctx: RunnerContext, run: RunRow): Promise<boolean> {
  const step = ctx.playbookFor(run.playbookDomain)?.steps[run.stepIndex];
  if (!step || !isEmailStep(step) || !('match' in step)) return false;
  const mails = await mailRows.unusedMail(ctx.db, run.userId, run.id, run.createdAt);
  const hit = mails.find((mail) => matchesMail(step.match, toMailFacts(mail)));
  if (!hit) return false;
  await mailRows.updateMail(ctx.db, hit.id, { runId: run.id });
  const moved = await repository.moveRun(ctx.db, run.id, ['waiting-for-email'], { state: 'queued' });
  if (moved) await ctx.sendRun(run.id);
  return Boolean(moved);
}
