import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removalRequests } from '../src/db/schema/requests';
import { sendEmailRemoval } from '../src/modules/requests/letter-send';
import { createMember } from './helpers/identity';
import { signAgreement } from './helpers/membership';
import { as, requestsFor } from './helpers/requests';
import { startSmtpStandIn } from './helpers/smtp-stand-in';
import { watchTransactions } from './helpers/transaction-watch';
import type { TransactionWatch } from './helpers/transaction-watch';
import type { Removal } from './helpers/requests';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

/**
 * Decision 133: a removal letter to a site goes through a mail server with no database
 * transaction open (a slow server held a connection, and on PGlite every other request, for as
 * long as it took). A failed send is retried and sent once; a run that finds another one sending
 * does not send; a sent letter is never sent again. A loopback SMTP server stands in.
 */
let app: TestApp;
let watch: TransactionWatch;
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;

beforeAll(async () => {
  app = await createTestApp();
  watch = watchTransactions(app.db);
  smtp = await startSmtpStandIn(watch);
});

afterAll(async () => {
  await app.cleanup();
  await smtp.close();
});

const mailServer = () => smtp.transport();

/** A mugshot site's removal by email, authorised by the member, its letter not yet sent. */
async function authorisedLetter(path: string): Promise<Removal> {
  const member = await createMember(app);
  await signAgreement(app, member);
  const [request] = await requestsFor(
    app,
    member,
    [`https://bustedmugshots.com/tx/travis/${path}`],
    'others',
    'mugshot',
  );
  const removal = request?.removals[0] as Removal;
  expect(removal.method).toBe('email');
  const authorised = await as(app, member, 'POST', `/api/requests/removals/${removal.id}/authorise`, {});
  expect(authorised.statusCode, authorised.body).toBe(200);
  return removal;
}

const lettersFor = (removal: Removal) => smtp.mails.filter((data) => data.includes(removal.reference)).length;
const row = async (id: string) => (await app.db.select().from(removalRequests).where(eq(removalRequests.id, id)))[0];

describe('removal letters through a mail server', () => {
  it('are sent with no transaction open; a refused send is retried and sent once, never again', async () => {
    const removal = await authorisedLetter('lease-1');
    smtp.refuse = true;
    await expect(sendEmailRemoval(app.db, mailServer(), app.blobs, removal.id)).rejects.toThrow();
    smtp.refuse = false;
    expect(await row(removal.id)).toMatchObject({ emailSentAt: null, letterSendingUntil: null, status: 'not-started' });
    expect(lettersFor(removal)).toBe(0);

    expect(await sendEmailRemoval(app.db, mailServer(), app.blobs, removal.id)).toBe('sent');
    expect(await sendEmailRemoval(app.db, mailServer(), app.blobs, removal.id)).toBe('already-sent');
    expect(lettersFor(removal)).toBe(1);
    expect(watch.sentInside).toBe(0);
    const sent = await row(removal.id);
    expect(sent?.emailSentAt).not.toBeNull();
    expect(sent).toMatchObject({ letterSendingUntil: null, status: 'submitted' });
  });

  it('are not sent by a second run while the first is still talking to the mail server', async () => {
    const removal = await authorisedLetter('lease-2');
    let release = () => {};
    smtp.hold = new Promise<void>((resolve) => (release = resolve));
    const first = sendEmailRemoval(app.db, mailServer(), app.blobs, removal.id);
    while (!(await row(removal.id))?.letterSendingUntil) await new Promise((resolve) => setTimeout(resolve, 20));
    // The database answers other statements meanwhile: no transaction waits on the mail server.
    expect(watch.open).toBe(0);
    await expect(sendEmailRemoval(app.db, mailServer(), app.blobs, removal.id)).rejects.toThrow(
      'being sent by another run',
    );
    release();
    smtp.hold = null;
    expect(await first).toBe('sent');
    expect(lettersFor(removal)).toBe(1);
    expect(watch.sentInside).toBe(0);
  });
});
