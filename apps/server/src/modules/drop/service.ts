import { utc } from '@date-fns/utc';
import { format, parseISO, subDays } from 'date-fns';
import type { DropStateRow, RecordDropBody } from '@cleardocket/domain/drop/contract';
import {
  DROP_RESPONSE_DAYS,
  canFileDrop,
  dropDeadline,
  isDropOverdue,
  isRegisteredCaliforniaBroker,
  isValidFilingDate,
} from '@cleardocket/domain/drop/drop';
import { SITES } from '@cleardocket/domain/search/sites';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { changeStatus } from '../requests/service';
import * as repository from './repository';

/**
 * The member's DROP task (issue 30 item 4, docs/drop.md): whether they can file, recording when
 * they did, and raising a registered broker's request when a later scan or check still finds the
 * listing after the brokers' 90 days.
 */
const REGISTERED_BROKERS = SITES.filter((site) => isRegisteredCaliforniaBroker(site)).map((site) => site.domain);

const day = (date: Date) => format(date, 'd MMMM yyyy', { in: utc });

export async function dropState(db: Db, userId: string, now = new Date()): Promise<DropStateRow> {
  const [state, filing] = await Promise.all([repository.homeState(db, userId), repository.findFiling(db, userId)]);
  const deadline = filing ? dropDeadline(filing.filedAt) : null;
  return {
    canFile: canFileDrop(state),
    filing: filing && { filedAt: filing.filedAt, confirmation: filing.confirmation },
    deadline,
    overdue: filing ? isDropOverdue(filing.filedAt, now) : false,
  };
}

export async function recordFiling(
  db: Db,
  userId: string,
  body: RecordDropBody,
  now = new Date(),
): Promise<DropStateRow> {
  if (!canFileDrop(await repository.homeState(db, userId))) {
    throw new AppError(
      'conflict',
      'DROP is for people who live in California: add your California address to your profile first.',
      409,
    );
  }
  // The day as named, at 00:00 UTC: shown back in UTC it stays that day.
  const filedAt = parseISO(`${body.filedOn}T00:00:00Z`);
  if (!isValidFilingDate(filedAt, now)) {
    throw new AppError('bad_request', 'Enter a day between DROP’s opening in January 2026 and today.', 400);
  }
  await repository.saveFiling(db, { userId, filedAt, confirmation: body.confirmation || null });
  return dropState(db, userId, now);
}

/**
 * The daily round: for each filing whose deadline has passed, each open request on a registered
 * broker whose listing a scan or a check still found after the deadline goes to needs-escalation,
 * once, saying so.
 */
export async function escalateAfterDrop(db: Db, now = new Date()): Promise<number> {
  let raised = 0;
  for (const filing of await repository.filingsBefore(db, subDays(now, DROP_RESPONSE_DAYS), 1000)) {
    if (!isDropOverdue(filing.filedAt, now)) continue;
    const deadline = dropDeadline(filing.filedAt);
    for (const removal of await repository.openRemovalsOn(db, filing.userId, REGISTERED_BROKERS)) {
      const seen = await repository.seenAfter(db, removal, deadline);
      if (!seen) continue;
      const note = `Still listed on ${day(seen)}, after the ${DROP_RESPONSE_DAYS} days California gives registered data brokers to act on your DROP request (filed ${day(filing.filedAt)}, due ${day(deadline)}). A specialist will take it up with ${removal.siteName ?? removal.domain}.`;
      await changeStatus(db, { kind: 'system', id: null }, removal.id, 'needs-escalation', note, {
        kind: 'drop-overdue',
      });
      raised += 1;
    }
  }
  return raised;
}
