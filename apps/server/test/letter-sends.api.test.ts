import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database';
import { removalRequests } from '../src/db/schema/requests';
import { sendEmailRemoval } from '../src/modules/requests/letter-send';
import { createSmtpTransport } from '../src/providers/messaging/transports';
import { createMember } from './helpers/identity';
import { signAgreement } from './helpers/membership';
import { as, requestsFor } from './helpers/requests';
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
let smtp: SMTPServer;
let openTransactions = 0;
let sentInsideTransaction = 0;
let refuse = false;
let hold: Promise<void> | null = null;
const mails: string[] = [];

beforeAll(async () => {
  app = await createTestApp();
  watchTransactions(app.db);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      if (openTransactions > 0) sentInsideTransaction += 1;
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        if (refuse) return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        void (hold ?? Promise.resolve()).then(() => {
          mails.push(data);
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await app.cleanup();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Counts the transactions open on the app's database at any moment (the stand-in reads it). */
function watchTransactions(db: Db) {
  const open = db.transaction.bind(db);
  const watched: Db['transaction'] = (work, config) =>
    open(async (tx) => {
      openTransactions += 1;
      try {
        return await work(tx);
      } finally {
        openTransactions -= 1;
      }
    }, config);
  db.transaction = watched;
}

const mailServer = () =>
  createSmtpTransport(`smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`, 'no-reply@example.com');

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

const lettersFor = (removal: Removal) => mails.filter((data) => data.includes(removal.reference)).length;
const row = async (id: string) => (await app.db.select().from(removalRequests).where(eq(removalRequests.id, id)))[0];

describe('removal letters through a mail server', () => {
  it('are sent with no transaction open; a refused send is retried and sent once, never again', async () => {
    const removal = await authorisedLetter('lease-1');
    refuse = true;
    await expect(sendEmailRemoval(app.db, mailServer(), app.blobs, removal.id)).rejects.toThrow();
    refuse = false;
    expect(await row(removal.id)).toMatchObject({ emailSentAt: null, letterSendingUntil: null, status: 'not-started' });
    expect(lettersFor(removal)).toBe(0);

    expect(await sendEmailRemoval(app.db, mailServer(), app.blobs, removal.id)).toBe('sent');
    expect(await sendEmailRemoval(app.db, mailServer(), app.blobs, removal.id)).toBe('already-sent');
    expect(lettersFor(removal)).toBe(1);
    expect(sentInsideTransaction).toBe(0);
    const sent = await row(removal.id);
    expect(sent?.emailSentAt).not.toBeNull();
    expect(sent).toMatchObject({ letterSendingUntil: null, status: 'submitted' });
  });

  it('are not sent by a second run while the first is still talking to the mail server', async () => {
    const removal = await authorisedLetter('lease-2');
    let release = () => {};
    hold = new Promise<void>((resolve) => (release = resolve));
    const first = sendEmailRemoval(app.db, mailServer(), app.blobs, removal.id);
    while (!(await row(removal.id))?.letterSendingUntil) await new Promise((resolve) => setTimeout(resolve, 20));
    // The database answers other statements meanwhile: no transaction waits on the mail server.
    expect(openTransactions).toBe(0);
    await expect(sendEmailRemoval(app.db, mailServer(), app.blobs, removal.id)).rejects.toThrow(
      'being sent by another run',
    );
    release();
    hold = null;
    expect(await first).toBe('sent');
    expect(lettersFor(removal)).toBe(1);
    expect(sentInsideTransaction).toBe(0);
  });
});
