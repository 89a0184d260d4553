import { PASSWORD_MIN_LENGTH } from '@cleardocket/domain/constants';
import { isAPIError } from 'better-auth/api';
import type { Db } from '../../db/database';
import { refuseCommonPassword } from '../identity/service';
import type { IdentityDeps } from '../identity/service';
import { listUserActivity, logUserActivity } from '../../lib/activity';
import { AppError } from '../../lib/app-error';
import type { BlobStore } from '../../providers/blob-store/types';
import { agreementBlobsOf, referencedAgreementBlobs } from '../agreement/service';
import { referencedRunnerBlobs, runnerBlobsOf } from '../removal-runner/service';
import { evidenceBlobsOf, referencedEvidenceBlobs } from '../requests/service';
import { courtDocumentBlobsOf, referencedCourtDocumentBlobs } from '../court-records/service';
import { referencedReportBlobs, reportBlobsOf } from '../monitoring/service';
import { describeDevice } from './device';
import * as repository from './repository';

export type AccountDeps = Pick<IdentityDeps, 'db' | 'auth'>;

const DELETE_CONFIRMATION = 'DELETE';

function wrongPassword(error: unknown): never {
  if (isAPIError(error)) throw new AppError('invalid_password', 'That password is not right.', 400);
  throw error;
}

/**
 * The member's sessions, newest first, each with where it signed in from (address and device) and
 * the current one marked by its id: rows hold only a hash of their token (decision 074).
 */
export async function listSessions(db: Db, userId: string, currentSessionId: string | null) {
  const rows = await repository.listSessions(db, userId);
  return rows.map((session) => ({
    ...session,
    device: describeDevice(session.userAgent),
    isCurrent: session.id === currentSessionId,
  }));
}

export async function revokeSession(db: Db, userId: string, sessionId: string): Promise<void> {
  if (!(await repository.deleteSession(db, userId, sessionId))) {
    throw new AppError('not_found', 'That session was not found.');
  }
  await logUserActivity(db, userId, 'session_revoked', 'A signed-in session was ended');
}

export async function changePassword(
  { db, auth }: AccountDeps,
  userId: string,
  headers: Headers,
  input: { currentPassword: string; newPassword: string },
  userInputs: readonly string[] = [],
): Promise<Headers> {
  if (input.newPassword.length < PASSWORD_MIN_LENGTH) {
    throw new AppError('form_param_format_invalid', `Password must be at least ${PASSWORD_MIN_LENGTH} characters`, 400);
  }
  refuseCommonPassword(input.newPassword, userInputs);
  const result = await auth.api
    .changePassword({ body: { ...input, revokeOtherSessions: true }, headers, returnHeaders: true })
    .catch(wrongPassword);
  await logUserActivity(db, userId, 'password_change', 'Password changed; other sessions were signed out');
  return result.headers;
}

/** Starts TOTP set-up: the authenticator URI and one-time recovery codes, shown once. */
export async function startTwoFactor({ auth }: AccountDeps, headers: Headers, password: string) {
  const result = await auth.api.enableTwoFactor({ body: { password }, headers }).catch(wrongPassword);
  if (result.method !== 'totp')
    throw new AppError('internal', 'Two-factor set-up did not return an authenticator key.', 500);
  return { totpUri: result.totpURI, recoveryCodes: result.backupCodes };
}

/**
 * The first code from the authenticator app turns two-factor on. Better Auth replaces the session
 * when it does (and when two-factor is turned off): the new session's cookie is returned for the
 * reply, or the member's next request finds the old one gone and lands on /login (issue 20).
 */
export async function confirmTwoFactor(
  { db, auth }: AccountDeps,
  userId: string,
  headers: Headers,
  code: string,
): Promise<Headers> {
  const result = await auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true }).catch(() => {
    throw new AppError('invalid_code', 'Invalid verification code', 400);
  });
  await logUserActivity(db, userId, 'two_factor_enabled', 'Two-factor authentication turned on');
  return result.headers;
}

/** The Cookie header a browser would send after an answer that set `setCookies` over `headers`' own. */
function withCookies(headers: Headers, answer: Headers): Headers {
  const next = new Headers(headers);
  const set = answer.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
  const names = new Set(set.map((pair) => pair.split('=')[0]));
  const kept = (headers.get('cookie') ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair && !names.has(pair.split('=')[0]));
  next.set('cookie', [...kept, ...set].join('; '));
  return next;
}

/**
 * Turning two-factor off needs the password and a current code (issue 32): a stolen session with a
 * guessed or phished password cannot remove the second factor. Checking the code replaces the
 * session (as turning it on does); the password check then runs on the new one.
 */
export async function disableTwoFactor(
  { db, auth }: AccountDeps,
  userId: string,
  headers: Headers,
  input: { password: string; code: string },
): Promise<Headers> {
  const verified = await auth.api
    .verifyTOTP({ body: { code: input.code.trim() }, headers, returnHeaders: true })
    .catch(() => {
      throw new AppError('invalid_code', 'Invalid verification code', 400);
    });
  const result = await auth.api
    .disableTwoFactor({
      body: { password: input.password },
      headers: withCookies(headers, verified.headers),
      returnHeaders: true,
    })
    .catch(wrongPassword);
  for (const cookie of verified.headers.getSetCookie()) {
    if (!result.headers.getSetCookie().some((set) => set.split('=')[0] === cookie.split('=')[0])) {
      result.headers.append('set-cookie', cookie);
    }
  }
  await logUserActivity(db, userId, 'two_factor_disabled', 'Two-factor authentication turned off');
  return result.headers;
}

/** The member's activity log, newest first: sign-ins, security changes, exports, support reads. */
export function listActivity(db: Db, userId: string) {
  return listUserActivity(db, userId);
}

export async function exportUserData(db: Db, userId: string) {
  await logUserActivity(db, userId, 'data_export', 'Downloaded a copy of your data');
  return { exportedAt: new Date().toISOString(), userId, tables: await repository.collectUserData(db, userId) };
}

/**
 * Deletes the account at once, after the member typed DELETE (issue 3 "delete my account"), and
 * then every blob only their rows referred to: evidence files (screenshots, page texts), runner
 * screenshots, signed agreement PDFs, court documents and monthly report PDFs (issue 32).
 */
export async function deleteAccount(db: Db, blobs: BlobStore, userId: string, confirmation: string): Promise<void> {
  if (confirmation !== DELETE_CONFIRMATION) {
    throw new AppError('confirmation_required', `Type ${DELETE_CONFIRMATION} to confirm.`, 400);
  }
  // Read before the rows go: the evidence pages and screenshots, the runner's step screenshots,
  // the signed agreements' PDFs, and the court documents (petition packets, orders).
  const hashes = [
    ...new Set([
      ...(await evidenceBlobsOf(db, userId)),
      ...(await runnerBlobsOf(db, userId)),
      ...(await agreementBlobsOf(db, userId)),
      ...(await courtDocumentBlobsOf(db, userId)),
      ...(await reportBlobsOf(db, userId)),
    ]),
  ];
  await repository.deleteUserData(db, userId);
  // The same bytes (a site's generic 404 page) can be another member's evidence too: a blob goes
  // only when no remaining row of either feature names it.
  const kept = new Set([
    ...(await referencedEvidenceBlobs(db, hashes)),
    ...(await referencedRunnerBlobs(db, hashes)),
    ...(await referencedAgreementBlobs(db, hashes)),
    ...(await referencedCourtDocumentBlobs(db, hashes)),
    ...(await referencedReportBlobs(db, hashes)),
  ]);
  for (const hash of hashes) if (!kept.has(hash)) await blobs.delete(hash);
}
