import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../src/db/schema/messages';
import { notifications } from '../src/db/schema/notifications';
import { removalEvidence, removalRequests } from '../src/db/schema/requests';
import { dispatchRemoval } from '../src/modules/requests/dispatch';
import { captureSnapshot, verifyRemoval } from '../src/modules/requests/evidence';
import { dueForRelist } from '../src/modules/requests/queue-service';
import { insertEvidence } from '../src/modules/requests/repository';
import { createMember } from './helpers/identity';
import { signAgreement } from './helpers/membership';
import { startListingSite } from './helpers/listing-pages';
import { as, requestsFor, testEvidenceOptions } from './helpers/requests';
import type { Member, Removal } from './helpers/requests';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { millisecondsInDay } from 'date-fns/constants';

const DAY = millisecondsInDay;
const SITE_EMAIL = 'privacy@peoplelookup.example';

const evidence = testEvidenceOptions();
let app: TestApp;
let site: Awaited<ReturnType<typeof startListingSite>>;
let blobDir: string;

beforeAll(async () => {
  blobDir = await mkdtemp(path.join(tmpdir(), 'relisting-blobs-'));
  app = await createTestApp({
    config: {
      allowLoopbackFetch: true,
      blobStore: { kind: 'files', dir: blobDir },
      chromiumPath: undefined,
    },
  });
  site = await startListingSite({
    name: 'Cordelia Ashcombe',
    city: 'Dayton',
    state: 'OH',
    age: 51,
    relative: 'Percy Ashcombe',
  });
});

afterAll(async () => {
  await site.close();
  await app.cleanup();
  await rm(blobDir, { recursive: true, force: true });
});

const member = () => createMember(app, { firstName: 'Cordelia', lastName: 'Ashcombe' });
const removalsOf = (takedownId: string) =>
  app.db.select().from(removalRequests).where(eq(removalRequests.takedownRequestId, takedownId));
const notes = (userId: string, title: string) =>
  app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), like(notifications.title, `${title}%`)));
const letters = () => app.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, SITE_EMAIL));

/** A listing filed by email (the member authorised the letter), sent, then verified removed. */
async function removedByLetter(owner: Member, listingPath: string): Promise<Removal> {
  site.set(listingPath, 'listing');
  const [request] = await requestsFor(app, owner, [`${site.base}${listingPath}`]);
  const removal = request?.removals[0] as Removal;
  await app.db
    .update(removalRequests)
    .set({ method: 'email', optOutEmail: SITE_EMAIL })
    .where(eq(removalRequests.id, removal.id));
  expect((await captureSnapshot(app, removal.id, evidence))?.outcome).toBe('captured');
  await signAgreement(app, owner);
  expect((await as(app, owner, 'POST', `/api/requests/removals/${removal.id}/authorise`, {})).statusCode).toBe(200);
  expect(await dispatchRemoval(app.db, app.mail, app.blobs, removal.id)).toBe('sent');
  site.set(listingPath, 'gone-404');
  const verified = await verifyRemoval(app, removal.id, evidence);
  expect(verified?.outcome, `${verified?.reason}: ${verified?.detail}`).toBe('removed');
  return removal;
}

describe('re-listing', () => {
  it('re-checks a removed listing on its site’s interval, re-files it once when it returns, and tells the member once', async () => {
    const owner = await member();
    const removal = await removedByLetter(owner, '/p/relist-1');
    expect(await notes(owner.id, 'Removed from')).toHaveLength(1);
    const lettersBefore = (await letters()).length;

    // Not due until the interval (60 days off the catalogue) has passed since the last check.
    const now = new Date();
    expect((await dueForRelist(app.db, now)).map((row) => row.id)).not.toContain(removal.id);
    expect((await dueForRelist(app.db, new Date(now.getTime() + 61 * DAY))).map((row) => row.id)).toContain(removal.id);

    site.set('/p/relist-1', 'listing');
    expect((await verifyRemoval(app, removal.id, evidence))?.outcome).toBe('still-listed');
    const rows = await removalsOf(removal.takedownRequestId);
    const original = rows.find((row) => row.id === removal.id);
    const refiled = rows.find((row) => row.relistedFromId === removal.id);
    expect(original).toMatchObject({ status: 'removed' });
    expect(original?.relistedAt).toBeInstanceOf(Date);
    expect(refiled).toMatchObject({ status: 'not-started', method: 'email', optOutEmail: SITE_EMAIL });
    expect(refiled?.authorisedAt).toBeInstanceOf(Date);
    expect(refiled?.letterBody).toContain(refiled?.reference ?? 'missing');

    // The check that found it is the new request's "before" evidence (same blobs).
    const [copied] = await app.db
      .select()
      .from(removalEvidence)
      .where(eq(removalEvidence.removalRequestId, refiled?.id ?? ''));
    expect(copied).toMatchObject({ kind: 'snapshot', outcome: 'captured' });
    expect(copied?.screenshotSha256).toMatch(/^[0-9a-f]{64}$/);

    // The letter goes again through the dispatch path, once.
    expect(await dispatchRemoval(app.db, app.mail, app.blobs, refiled?.id ?? '')).toBe('sent');
    expect(await dispatchRemoval(app.db, app.mail, app.blobs, refiled?.id ?? '')).toBe('already-sent');
    const sent = (await letters()).slice(lettersBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toContain(refiled?.reference ?? 'missing');

    // Found again on the next check: nothing more is filed, nobody is told twice.
    expect((await verifyRemoval(app, removal.id, evidence))?.outcome).toBe('still-listed');
    expect(await removalsOf(removal.takedownRequestId)).toHaveLength(2);
    expect(await notes(owner.id, 'Listed again')).toHaveLength(1);
    expect((await dueForRelist(app.db, new Date(now.getTime() + 365 * DAY))).map((row) => row.id)).not.toContain(
      removal.id,
    );
    const detail = (await as(app, owner, 'GET', `/api/requests/${removal.takedownRequestId}`)).json();
    expect(detail.request.status).toBe('in_progress');
  }, 300_000);

  it('deletes a member’s evidence blobs with their account, except bytes another member’s evidence also holds', async () => {
    const owner = await member();
    const other = await member();
    site.set('/p/blobs-1', 'listing');
    const [request] = await requestsFor(app, owner, [`${site.base}/p/blobs-1`]);
    const snapshot = await captureSnapshot(app, request?.removals[0]?.id ?? '', evidence);
    const screenshot = snapshot?.screenshotSha256 ?? '';
    const text = snapshot?.sha256 ?? '';
    expect(await app.blobs.get(screenshot)).not.toBeNull();
    expect(await app.blobs.get(text)).not.toBeNull();

    const [shared] = await requestsFor(app, other, [`${site.base}/p/blobs-2`]);
    await insertEvidence(app.db, {
      userId: other.id,
      removalRequestId: shared?.removals[0]?.id ?? '',
      kind: 'snapshot',
      outcome: 'captured',
      url: `${site.base}/p/blobs-2`,
      text: snapshot?.text ?? null,
      sha256: text,
      fetchedAt: new Date(),
    });

    const deleted = await as(app, owner, 'POST', '/api/account/delete', { confirmation: 'DELETE' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await app.blobs.get(screenshot)).toBeNull();
    expect(await app.blobs.get(text)).not.toBeNull();
  }, 120_000);
});
