import { supportedExercises } from '@cleardocket/domain/drp/protocol';
import { AppError } from '../../lib/app-error';
import * as client from './client';
import * as repository from './repository';
import { sendRequest } from './service';
import type { DrpDeps, DrpRequestRow } from './service';

/**
 * The removal runner's DRP route (issue 30 item 2, docs/drp.md "The runner's route"): before it
 * opens a site's request page, the runner asks whether the site speaks the Data Rights Protocol at
 * that page's origin. If it does (discovery names a deletion or opt-out action), the request goes
 * through DRP — signed, polled, on the timeline — and not through the web form. A site that does
 * not, or whose discovery cannot be read, is left to the form; a DRP business that refuses the
 * request says why, and the form is tried.
 */
export type DrpRouteAnswer =
  { kind: 'sent'; request: DrpRequestRow } | { kind: 'not-spoken' } | { kind: 'refused'; reason: string };

export async function sendWhereSpoken(
  deps: DrpDeps,
  userId: string,
  removalId: string,
  pageUrl: string,
): Promise<DrpRouteAnswer> {
  const origin = new URL(pageUrl).origin;
  const known = await repository.findBusiness(deps.db, new URL(pageUrl).host);
  if (!known?.token) {
    const discovered = await client.discover(deps.http, origin).catch((error: unknown) => {
      if (error instanceof client.DrpUnavailable) return null;
      throw error;
    });
    if (!discovered || supportedExercises(discovered).length === 0) return { kind: 'not-spoken' };
  }
  try {
    return { kind: 'sent', request: await sendRequest(deps, userId, removalId, origin) };
  } catch (error) {
    if (error instanceof AppError) return { kind: 'refused', reason: error.message };
    throw error;
  }
}
