import { GOOGLE_ROUTE_FACTS } from '@cleardocket/domain/requests/google';
import { paths } from '@cleardocket/domain/paths';
import { notify } from '../notifications/service';
import type { NotifyDeps } from '../notifications/service';
import * as repository from './repository';
import type { RemovalRow } from './repository';
import { insertWithReference, removalReference } from './references';
import { syncTakedown } from './service';

const REFRESH = GOOGLE_ROUTE_FACTS['outdated-content'];

/**
 * The site removed the page (a verified verdict, or an operator's): unless the member asked for
 * the site only, Google's outdated-content refresh for the same page is queued at once as a guided Google task (issue 14 §8). A Google request for the page not
 * yet filed switches to the refresh (its route no longer fits: the page is gone); one already
 * filed stays and the refresh is added. At most one refresh per page of a takedown request; the
 * takedown's row lock makes a repeated verdict add nothing. The member is told.
 */
export async function queueOutdatedRefresh(deps: NotifyDeps, removed: RemovalRow): Promise<RemovalRow | null> {
  if (removed.method === 'google') return null;
  const queued = await deps.db.transaction(async (tx) => {
    const takedown = await repository.lockTakedown(tx, removed.takedownRequestId);
    // The member asked for the site only: Google is left alone.
    if (!takedown || takedown.type === 'others') return null;
    const google = (await repository.removalsOf(tx, removed.takedownRequestId)).filter(
      (removal) => removal.method === 'google' && removal.url === removed.url,
    );
    if (google.some((removal) => removal.googleRoute === 'outdated-content')) return null;
    const event = { userId: removed.userId, actor: 'system' as const, actorId: null };
    const note = `${removed.siteName ?? removed.domain} removed the page (${removed.reference}): ask Google to drop its old copy with the outdated content tool.`;
    const unfiled = google.find((removal) => removal.status === 'not-started');
    if (unfiled) {
      const switched = await repository.updateRemoval(tx, unfiled.id, {
        googleRoute: 'outdated-content',
        optOutUrl: REFRESH.formUrl,
      });
      await repository.insertEvent(tx, { ...event, removalRequestId: unfiled.id, kind: 'google-route', note });
      return switched;
    }
    const created = await insertWithReference(removalReference, (reference) =>
      repository.insertRemoval(tx, {
        userId: removed.userId,
        takedownRequestId: removed.takedownRequestId,
        reference,
        url: removed.url,
        domain: 'google.com',
        siteName: 'Google Search',
        method: 'google',
        category: null,
        optOutUrl: REFRESH.formUrl,
        optOutEmail: null,
        googleRoute: 'outdated-content',
      }),
    );
    await repository.insertEvent(tx, {
      ...event,
      removalRequestId: created.id,
      kind: 'created',
      toStatus: 'not-started',
      note,
    });
    await syncTakedown(tx, removed.takedownRequestId);
    return created;
  });
  if (!queued) return null;
  await notify(deps, removed.userId, 'request-updates', {
    title: 'One step left with Google',
    message: `The page is gone from ${removed.siteName ?? removed.domain}. Ask Google to drop its old copy: the address and the reason are ready to paste (${queued.reference}).`,
    type: 'info',
    link: paths.dashboardRequest.getHref(removed.takedownRequestId),
  });
  return queued;
}
