import { createHash, randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { agreementText, CURRENT_AGREEMENT_VERSION } from '@cleardocket/domain/agreement/agreement';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementSignatures } from '../src/db/schema/agreement';
import { outboxMessages } from '../src/db/schema/messages';
import { subscriptions } from '../src/db/schema/membership';
import { subscriptionOf } from '../src/modules/membership/service';
import { agreementSha256 } from '../src/modules/agreement/service';
import { createMember, ORIGIN } from './helpers/identity';
import { ALL_CONSENTS, call, signAgreement } from './helpers/membership';
import { as, requestsFor } from './helpers/requests';
import type { Member } from './helpers/requests';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { utcDay } from '@cleardocket/domain/dates';
import { subDays } from 'date-fns';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.cleanup();
});

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');
const TEXT_SHA256 = sha256(Buffer.from(agreementText(CURRENT_AGREEMENT_VERSION), 'utf8'));

const signBody = (member: Member, overrides: object = {}) => ({
  version: CURRENT_AGREEMENT_VERSION,
  typedName: `${member.firstName} ${member.lastName}`,
  consents: ALL_CONSENTS,
  ...overrides,
});

const download = (member: Member, url: string) =>
  app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });

/** The lines pdf-lib drew (`<hex> Tj` in each inflated content stream), in order. */
function pdfLines(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
      lines.push(Buffer.from(text[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return lines;
}

async function rowsOf(member: Member) {
  return app.db.select().from(agreementSignatures).where(eq(agreementSignatures.userId, member.id));
}

describe('reading the agreement', () => {
  it('asks for a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/agreement' })).statusCode).toBe(401);
    const post = await app.inject({
      method: 'POST',
      url: '/api/agreement/signatures',
      payload: {},
      headers: { origin: ORIGIN },
    });
    expect(post.statusCode).toBe(401);
    const pdf = await app.inject({ method: 'GET', url: `/api/agreement/signatures/${randomUUID()}/pdf` });
    expect(pdf.statusCode).toBe(401);
  });

  it('gives the current version, its exact text and that text’s SHA-256, unsigned at first', async () => {
    const member = await createMember(app);
    const response = await call(app, member, 'GET', '/api/agreement');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/no-store/);
    const body = response.json();
    expect(body).toMatchObject({
      version: CURRENT_AGREEMENT_VERSION,
      text: agreementText(CURRENT_AGREEMENT_VERSION),
      sha256: TEXT_SHA256,
      accountName: 'Jane Doe',
      status: 'unsigned',
      signature: null,
    });
    expect(body.consents.map((consent: { id: string }) => consent.id)).toEqual(Object.keys(ALL_CONSENTS));
    expect(body.sections.length).toBeGreaterThan(5);
  });
});

describe('signing', () => {
  it('stores the signature, emails the PDF, and the downloaded PDF carries the stored hash', async () => {
    const member = await createMember(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/agreement/signatures',
      payload: signBody(member, { typedName: '  jane   DOE ' }),
      headers: { cookie: member.cookie, origin: ORIGIN, 'user-agent': 'AgreementTest/1.0' },
      remoteAddress: '203.0.113.9',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { signature } = response.json();
    expect(signature).toMatchObject({
      version: CURRENT_AGREEMENT_VERSION,
      sha256: TEXT_SHA256,
      typedName: 'jane   DOE',
      ipAddress: '203.0.113.9',
      pdfUrl: `/api/agreement/signatures/${signature.id}/pdf`,
    });

    const [row] = await rowsOf(member);
    expect(row).toMatchObject({
      id: signature.id,
      version: CURRENT_AGREEMENT_VERSION,
      textSha256: TEXT_SHA256,
      consents: ['readAgreement', 'authoriseAgent', 'acceptFees'],
      ipAddress: '203.0.113.9',
      userAgent: 'AgreementTest/1.0',
    });
    expect(row?.textSha256).toBe(agreementSha256(CURRENT_AGREEMENT_VERSION));

    const state = (await call(app, member, 'GET', '/api/agreement')).json();
    expect(state.status).toBe('signed');
    expect(state.signature.id).toBe(signature.id);

    const pdf = await download(member, signature.pdfUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename="cleardocket-service-agreement-${CURRENT_AGREEMENT_VERSION}-\\d{4}-\\d\\d-\\d\\d\\.pdf"$`,
      ),
    );
    expect(pdf.headers['cache-control']).toBe('no-store');
    const bytes = pdf.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(sha256(bytes)).toBe(row?.pdfSha256);
    expect(bytes.length).toBe(row?.pdfSize);

    // The hash, read back from the PDF: its metadata and its printed signature block.
    const document = await PDFDocument.load(bytes);
    expect(document.getSubject()).toBe(`SHA-256 of the agreement text: ${row?.textSha256}`);
    expect(document.getKeywords()).toContain(`sha256:${TEXT_SHA256}`);
    expect(document.getTitle()).toContain(CURRENT_AGREEMENT_VERSION);
    const lines = pdfLines(bytes);
    expect(lines).toContain(TEXT_SHA256);
    // Lines are wrapped on spaces, so runs of spaces print as one.
    expect(lines).toContain('Signed by typing the full name: jane DOE');
    expect(lines).toContain('IP address: 203.0.113.9');
    expect(lines.some((line) => /^Date and time \(UTC\): \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/.test(line))).toBe(true);
    expect(lines).toContain('[x] I have read the service agreement.');
    // The full text: every word of the agreement is printed, in order.
    const printed = lines.join(' ').replace(/\s+/g, ' ');
    const body = agreementText(CURRENT_AGREEMENT_VERSION).replace(/\s+/g, ' ').trim();
    expect(printed).toContain(body);

    const mails = await app.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, member.email));
    const sent = mails.find((message) => message.subject?.includes('your signed service agreement'));
    expect(sent?.body).toContain(`SHA-256 of the agreement text: ${TEXT_SHA256}`);
    expect(sent?.body).toContain(
      `[Attached: cleardocket-service-agreement-${CURRENT_AGREEMENT_VERSION}-${row && utcDay(row.signedAt)}.pdf (application/pdf, ${row?.pdfSize} bytes)]`,
    );
  });

  it('refuses a name that is not the account’s, in plain words, and stores nothing', async () => {
    const member = await createMember(app);
    const response = await call(
      app,
      member,
      'POST',
      '/api/agreement/signatures',
      signBody(member, { typedName: 'John Smith' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'name_mismatch',
      message: 'Type your full name as it is on your account: Jane Doe. Capitals and spaces do not matter.',
    });
    expect(await rowsOf(member)).toEqual([]);
  });

  it('refuses a box left unticked or missing, naming the box', async () => {
    const member = await createMember(app);
    const unticked = await call(
      app,
      member,
      'POST',
      '/api/agreement/signatures',
      signBody(member, { consents: { ...ALL_CONSENTS, authoriseAgent: false } }),
    );
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().error.code).toBe('validation_failed');
    expect(unticked.json().error.message).toMatch(/consents\.authoriseAgent: Tick this box to sign\./);
    const missing = await call(
      app,
      member,
      'POST',
      '/api/agreement/signatures',
      signBody(member, { consents: { readAgreement: true } }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toMatch(/consents\.authoriseAgent/);
    expect(missing.json().error.message).toMatch(/consents\.acceptFees/);
    const noName = await call(app, member, 'POST', '/api/agreement/signatures', signBody(member, { typedName: '  ' }));
    expect(noName.statusCode).toBe(400);
    expect(await rowsOf(member)).toEqual([]);
  });

  it('refuses a version that is no longer the current one with 409', async () => {
    const member = await createMember(app);
    const response = await call(
      app,
      member,
      'POST',
      '/api/agreement/signatures',
      signBody(member, { version: '2025-01' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'agreement_outdated',
      message: 'The agreement has changed since you opened it. Read the new version, then sign it.',
    });
    expect(await rowsOf(member)).toEqual([]);
  });

  it('gives the signed PDF to its member only', async () => {
    const owner = await createMember(app);
    const other = await createMember(app);
    const signature = await signAgreement(app, owner);
    expect((await download(owner, signature.pdfUrl)).statusCode).toBe(200);
    const stranger = await download(other, signature.pdfUrl);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.code).toBe('not_found');
    expect((await download(other, `/api/agreement/signatures/${randomUUID()}/pdf`)).statusCode).toBe(404);
    expect((await download(other, '/api/agreement/signatures/not-a-uuid/pdf')).statusCode).toBe(400);
  });
});

describe('the filing gate', () => {
  const fileForMe = (member: Member) =>
    app.inject({
      method: 'PUT',
      url: '/api/removal-runner/authorisation',
      payload: { mode: 'file-for-me', humanSteps: 'member', textVersion: 1 },
      headers: { cookie: member.cookie, origin: ORIGIN },
    });

  it('refuses automated filing until the member signed, then allows it', async () => {
    const member = await createMember(app);
    const [form, letter] = await requestsFor(app, member, [
      'https://www.whitepages.com/name/Jane-Doe/agreement',
      'https://backgroundcheck.run/people/jane-doe-agreement',
    ]);
    const automated = () =>
      as(app, member, 'POST', `/api/requests/${form?.id}/automated-removals`, { websites: ['whitepages.com'] });
    const authoriseLetter = () =>
      as(app, member, 'POST', `/api/requests/removals/${letter?.removals[0]?.id}/authorise`, {});

    for (const refused of [await fileForMe(member), await automated(), await authoriseLetter()]) {
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().error.code).toBe('agreement_required');
      expect(refused.json().error.message).toMatch(/^Sign the service agreement to let us file for you\./);
      expect(refused.json().error.message).toContain('/dashboard/agreement');
    }
    // Opening requests is not filing: no signature needed.
    expect((await as(app, member, 'POST', '/api/requests', { resultIds: [] })).statusCode).toBe(201);

    await signAgreement(app, member);
    expect((await fileForMe(member)).statusCode).toBe(200);
    expect((await automated()).statusCode).toBe(202);
    expect((await authoriseLetter()).statusCode).toBe(200);
  });

  it('answers the plan first: no plan is 402 whatever the signature', async () => {
    const member = await createMember(app);
    await subscriptionOf(app.db, member.id);
    await app.db
      .update(subscriptions)
      .set({ status: 'trialing', trialEndsAt: subDays(new Date(), 1) })
      .where(eq(subscriptions.userId, member.id));
    expect((await fileForMe(member)).json().error.code).toBe('plan_required');
  });

  it('asks for a new signature when the agreement has a new version', async () => {
    const member = await createMember(app);
    const older = sha256('An older agreement\n');
    // The member signed an earlier version (and, below, a text edited without a new version id).
    await app.db.insert(agreementSignatures).values({
      userId: member.id,
      version: '2025-06',
      textSha256: older,
      typedName: 'Jane Doe',
      consents: Object.keys(ALL_CONSENTS),
      signedAt: new Date(Date.now() - 60_000),
      pdfSha256: sha256('pdf'),
      pdfSize: 3,
    });
    const state = (await call(app, member, 'GET', '/api/agreement')).json();
    expect(state.status).toBe('outdated');
    expect(state.signature).toMatchObject({ version: '2025-06', sha256: older });
    expect((await fileForMe(member)).json().error.code).toBe('agreement_required');

    await app.db.insert(agreementSignatures).values({
      userId: member.id,
      version: CURRENT_AGREEMENT_VERSION,
      textSha256: older,
      typedName: 'Jane Doe',
      consents: Object.keys(ALL_CONSENTS),
      signedAt: new Date(Date.now() - 30_000),
      pdfSha256: sha256('pdf'),
      pdfSize: 3,
    });
    expect((await call(app, member, 'GET', '/api/agreement')).json().status).toBe('outdated');
    expect((await fileForMe(member)).json().error.code).toBe('agreement_required');

    await signAgreement(app, member);
    expect((await call(app, member, 'GET', '/api/agreement')).json().status).toBe('signed');
    expect((await fileForMe(member)).statusCode).toBe(200);
  });
});

describe('the member’s data', () => {
  it('exports the signatures without the PDF’s bytes, and deletes them and their PDFs with the account', async () => {
    const member = await createMember(app);
    const signature = await signAgreement(app, member);
    const [row] = await rowsOf(member);
    const pdfSha256 = row?.pdfSha256 ?? '';
    expect(await app.blobs.get(pdfSha256)).not.toBeNull();

    const exported = (await as(app, member, 'GET', '/api/account/export')).json();
    expect(exported.tables.agreement_signatures).toEqual([
      expect.objectContaining({ id: signature.id, textSha256: TEXT_SHA256, pdfSha256 }),
    ]);
    expect(JSON.stringify(exported)).not.toContain('%PDF');

    const done = await as(app, member, 'POST', '/api/account/delete', { confirmation: 'DELETE' });
    expect(done.statusCode, done.body).toBe(200);
    expect(await rowsOf(member)).toEqual([]);
    expect(await app.blobs.get(pdfSha256)).toBeNull();
  });
});
