import { extractLinks } from '@cleardocket/domain/removal/mail-match';
import type { RunnerContext } from './context';
import * as repository from './repository';
import { wakeIfMailWaiting } from './run-job';
import type { MailHandler, ReceivedMail } from '../../lib/smtp-receiver';
import { addDays } from 'date-fns';
import { IN_UTC } from '@cleardocket/domain/dates';

/** Mail nobody's run claimed is kept this long; a finished run's mail goes at once. */
const UNCLAIMED_DAYS = 14;
const MAX_TEXT = 100_000;

/** The member an agent address belongs to, or null for any other address. */
async function recipientOf(ctx: RunnerContext, address: string): Promise<string | null> {
  const at = address.lastIndexOf('@');
  if (at < 0 || address.slice(at + 1).toLowerCase() !== ctx.config.agentMailDomain) return null;
  return repository.userOfAgentAddress(ctx.db, address.slice(0, at));
}

/** Stores a message for each member it was sent to and wakes the run waiting for it, if any. */
async function receiveMail(ctx: RunnerContext, userIds: string[], mail: ReceivedMail): Promise<number> {
  const now = new Date();
  let woken = 0;
  for (const userId of new Set(userIds)) {
    await repository.insertMail(ctx.db, {
      userId,
      fromAddress: mail.from.slice(0, 500),
      subject: mail.subject.slice(0, 500),
      text: mail.text.slice(0, MAX_TEXT),
      links: extractLinks(mail.text, mail.html).slice(0, 50),
      receivedAt: now,
      expiresAt: addDays(now, UNCLAIMED_DAYS, IN_UTC),
    });
    for (const run of await repository.waitingForEmail(ctx.db, userId)) {
      if (await wakeIfMailWaiting(ctx, run)) {
        woken++;
        break;
      }
    }
  }
  return woken;
}

/**
 * The agent addresses' mail (issue 14 §4) for the process's SMTP receiver (`plugins/inbound-mail.ts`):
 * only a known alias is accepted; each message is stored for its member and wakes the run waiting
 * for it.
 */
export function agentMailHandler(ctx: RunnerContext): MailHandler {
  return {
    recipient: (address) => recipientOf(ctx, address),
    deliver: async (userIds, mail) => {
      await receiveMail(ctx, userIds, mail);
    },
  };
}
