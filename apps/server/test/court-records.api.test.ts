import { randomUUID } from 'node:crypto';
import { checkEligibility } from '@cleardocket/domain/court-records/eligibility/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courtDocuments } from '../src/db/schema/court-records';
import { outboxMessages } from '../src/db/schema/messages';
import { notifications } from '../src/db/schema/notifications';
import { operatorAudit, removalRequests } from '../src/db/schema/requests';
import { sha256Of } from '../src/providers/blob-store/types';
import { dispatchRemoval } from '../src/modules/requests/dispatch';
import { changeStatus } from '../src/modules/requests/service';
import { scanDeps } from '../src/app-wiring';
import { runScan } from '../src/modules/search/scan';
import type { SearchProvider } from '../src/providers/search/types';
import { createMember, createOperator, ORIGIN } from './helpers/identity';
import type { Member } from './helpers/requests';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { claimTerm } from './helpers/profiles';
import { utcDay } from '@cleardocket/domain/dates';
import { subDays } from 'date-fns';

let app: TestApp;
let operator: Member;

beforeAll(async () => {
  app = await createTestApp();
  operator = await createOperator(app);
});

afterAll(async () => {
  await app.cleanup();
});

const send = (
  who: Member | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object | Buffer,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method,
    url,
    payload,
    headers: { origin: ORIGIN, ...(who ? { cookie: who.cookie } : {}), ...headers },
  });

const CASE_NUMBER = '2019-CR-4821';

const ANSWERS = {
  state: 'CA',
  caseType: 'criminal' as const,
  chargeLevel: 'misdemeanor' as const,
  offenceCategory: 'property' as const,
  disposition: 'dismissed' as const,
  offenceDate: '2019-03-01',
  dispositionDate: '2019-09-01',
  sentenceCompletedDate: null,
  otherCases: { pending: false, laterConvictionDates: [] },
};

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Findings for the member: pages naming the case number (two aggregators, a background check) and one that does not. */
async function findingsFor(member: Member) {
  const name = `${member.firstName} ${member.lastName}`;
  const provider: SearchProvider = {
    id: 'searxng',
    configured: true,
    search: async () => [
      {
        url: `https://unicourt.com/case/${member.id}`,
        title: `${name} case ${CASE_NUMBER}`,
        snippet: 'Criminal docket.',
      },
      {
        url: `https://trellis.law/case/${member.id}`,
        title: `State v. ${member.lastName}`,
        snippet: `No. 2019 CR 4821, Superior Court.`,
      },
      {
        url: `https://checkpeople.com/p/${member.id}`,
        title: `${name} background`,
        snippet: `Court record ${CASE_NUMBER}.`,
      },
      { url: `https://example.org/${member.id}`, title: `${name} blog`, snippet: 'Nothing about a case.' },
    ],
  };
  const company = { type: 'company', term: `Co ${Math.random()}` };
  await claimTerm(app, member.id, company);
  const started = await send(member, 'POST', '/api/search/scans', company);
  expect(started.statusCode, started.body).toBe(202);
  const deps = scanDeps(app);
  await runScan({ ...deps, searchProviders: { ...deps.searchProviders, active: provider } }, started.json().scan.id);
}

async function newCase(member: Member) {
  const response = await send(member, 'POST', '/api/court-records/cases', {
    caseNumber: CASE_NUMBER,
    caption: `State v. ${member.lastName}`,
    court: 'Superior Court of California, County of Los Angeles',
    state: 'CA',
    caseType: 'criminal',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().case as { id: string; appearances: { url: string; status: string }[] };
}

/** A member with the case's findings, the case, and its order uploaded (`query`: the order's kind and date). */
async function orderOnFile(query: string, contentType = 'application/octet-stream') {
  const member = await createMember(app);
  await findingsFor(member);
  const created = await newCase(member);
  const uploaded = await send(member, 'POST', `/api/court-records/cases/${created.id}/orders?${query}`, PDF, {
    'content-type': contentType,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return { member, created, uploaded };
}

async function newAttorney(overrides: object = {}) {
  const response = await send(operator, 'POST', '/api/admin/court-records/attorneys', {
    name: 'Ana Ruiz',
    firm: 'Ruiz Record Clearance',
    email: `ana.${randomUUID()}@example.com`,
    phone: '+1 213 555 0100',
    states: ['CA'],
    practiceAreas: ['Expungement', 'Sealing'],
    fees: 'Flat fee of $450 per petition',
    languages: ['English', 'Spanish'],
    capacity: 5,
    active: true,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().attorney as { id: string; email: string };
}

async function consentAndRefer(member: Member, caseId: string, attorneyId: string) {
  const consent = await send(member, 'GET', `/api/court-records/referral-consent?attorneyId=${attorneyId}`);
  expect(consent.statusCode, consent.body).toBe(200);
  const response = await send(member, 'POST', `/api/court-records/cases/${caseId}/referrals`, {
    attorneyId,
    consent: true,
    consentVersion: consent.json().version,
  });
  expect(response.statusCode, response.body).toBe(201);
  return {
    referral: response.json().referral as { id: string; status: string; consentText: string },
    consent: consent.json(),
  };
}

/** The signed link in the attorney's email. */
async function attorneyLink(email: string) {
  const [mail] = await app.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
  const match = mail?.body.match(/\/attorney\/referrals\/([0-9a-f-]+)\?expires=(\d+)&sig=([0-9a-f]{64})/);
  expect(match, mail?.body).toBeTruthy();
  const [, id, expires, sig] = match ?? [];
  return {
    id: id ?? '',
    expires: Number(expires),
    sig: sig ?? '',
    subject: mail?.subject ?? '',
    body: mail?.body ?? '',
  };
}

describe('the eligibility pre-check', () => {
  it('answers what the domain’s rules answer, for members and on the public page', async () => {
    const member = await createMember(app);
    const today = utcDay(new Date());
    const expected = checkEligibility(ANSWERS, today);
    for (const response of [
      await send(member, 'POST', '/api/court-records/check', ANSWERS),
      await send(null, 'POST', '/api/court-records/public-check', ANSWERS),
    ]) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ ...expected, checkedOn: today });
      expect(response.json().notLegalAdvice).toBeTruthy();
    }
  });

  it('refuses bad answers with a 400 and the member route without a session', async () => {
    expect((await send(null, 'POST', '/api/court-records/check', ANSWERS)).statusCode).toBe(401);
    const bad = await send(null, 'POST', '/api/court-records/public-check', { ...ANSWERS, dispositionDate: '1 May' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('cases and where they appear', () => {
  it('links the findings that name the case number, and no other', async () => {
    const member = await createMember(app);
    await findingsFor(member);
    const created = await newCase(member);
    expect(created.appearances.map((page) => new URL(page.url).hostname).sort()).toEqual([
      'checkpeople.com',
      'trellis.law',
      'unicourt.com',
    ]);
    expect(created.appearances.every((page) => page.status === 'online')).toBe(true);
    const again = await send(member, 'POST', '/api/court-records/cases', {
      caseNumber: '2019 cr 4821',
      caption: 'x',
      court: 'y',
      state: 'CA',
      caseType: 'criminal',
    });
    expect(again.statusCode).toBe(409);
  });

  it('keeps another member’s case out of sight', async () => {
    const owner = await createMember(app);
    const other = await createMember(app);
    const created = await newCase(owner);
    for (const url of [`/api/court-records/cases/${created.id}`]) {
      expect((await send(other, 'GET', url)).statusCode).toBe(404);
    }
    expect((await send(other, 'POST', `/api/court-records/cases/${created.id}/petition`)).statusCode).toBe(404);
    expect(
      (
        await send(other, 'POST', `/api/court-records/cases/${created.id}/orders`, PDF, {
          'content-type': 'application/pdf',
        })
      ).statusCode,
    ).toBe(404);
    expect((await send(other, 'GET', '/api/court-records/cases')).json().cases).toEqual([]);
  });
});

describe('partner attorneys and referrals', () => {
  it('lets only operators keep the directory', async () => {
    const member = await createMember(app);
    expect((await send(member, 'GET', '/api/admin/court-records/attorneys')).statusCode).toBe(403);
    const attorney = await newAttorney();
    const listed = await send(member, 'GET', '/api/court-records/attorneys?state=CA');
    const mine = listed.json().attorneys.find((row: { id: string }) => row.id === attorney.id);
    expect(mine).toMatchObject({ name: 'Ana Ruiz', acceptingReferrals: true });
    expect(mine).not.toHaveProperty('email');
    expect((await send(member, 'GET', '/api/court-records/attorneys?state=NY')).json().attorneys).not.toContainEqual(
      expect.objectContaining({ id: attorney.id }),
    );
  });

  it('refers with the consent stored, emails the attorney a packet, and tracks steps through the signed link', async () => {
    const member = await createMember(app);
    await findingsFor(member);
    const created = await newCase(member);
    await send(member, 'PUT', `/api/court-records/cases/${created.id}/eligibility`, ANSWERS);
    const attorney = await newAttorney();
    const { referral, consent } = await consentAndRefer(member, created.id, attorney.id);
    expect(referral.status).toBe('sent');
    expect(referral.consentText).toBe(consent.text);

    const link = await attorneyLink(attorney.email);
    expect(link.subject).toContain(CASE_NUMBER);
    expect(link.body).toContain(member.email);
    const query = `expires=${link.expires}&sig=${link.sig}`;
    const view = await send(null, 'GET', `/api/court-records/attorney/referrals/${link.id}?${query}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().case.caseNumber).toBe(CASE_NUMBER);

    for (const status of ['petition_filed', 'granted']) {
      const moved = await send(null, 'POST', `/api/court-records/attorney/referrals/${link.id}/status?${query}`, {
        status,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().referral.status).toBe(status);
    }
    const back = await send(null, 'POST', `/api/court-records/attorney/referrals/${link.id}/status?${query}`, {
      status: 'contacted',
    });
    expect(back.statusCode).toBe(409);
    const titles = (await app.db.select().from(notifications).where(eq(notifications.userId, member.id))).map(
      (row) => row.title,
    );
    expect(titles).toEqual(
      expect.arrayContaining(['Referral sent', 'Petition filed with the court', 'Petition granted']),
    );
  });

  it('refuses a tampered or expired link, and another member’s referral', async () => {
    const member = await createMember(app);
    const created = await newCase(member);
    const attorney = await newAttorney();
    const { referral } = await consentAndRefer(member, created.id, attorney.id);
    const link = await attorneyLink(attorney.email);
    const flipped = `${link.sig.slice(0, -1)}${link.sig.endsWith('0') ? '1' : '0'}`;
    const base = `/api/court-records/attorney/referrals/${link.id}`;
    expect((await send(null, 'GET', `${base}?expires=${link.expires}&sig=${flipped}`)).statusCode).toBe(404);
    expect((await send(null, 'GET', `${base}?expires=${link.expires + 1}&sig=${link.sig}`)).statusCode).toBe(404);
    expect((await send(null, 'GET', `${base}?expires=0&sig=${link.sig}`)).statusCode).toBe(404);
    const { signAttorneyLink } = await import('../src/modules/court-records/signed-link');
    const old = await signAttorneyLink(app.db, referral.id, subDays(new Date(), 31));
    const expired = await send(null, 'GET', `${base}?expires=${old.expires}&sig=${old.sig}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.message).toMatch(/expired/);
    const other = await createMember(app);
    expect((await send(other, 'GET', `/api/court-records/cases/${created.id}`)).statusCode).toBe(404);
    const operatorMove = await send(operator, 'POST', `/api/admin/court-records/referrals/${referral.id}/status`, {
      status: 'contacted',
      note: 'Called on Monday.',
    });
    expect(operatorMove.statusCode, operatorMove.body).toBe(200);
    expect(
      (
        await send(member, 'POST', `/api/admin/court-records/referrals/${referral.id}/status`, {
          status: 'consultation',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('the petition packet and orders', () => {
  it('writes the petition packet as a PDF stored with its SHA-256', async () => {
    const member = await createMember(app);
    const created = await newCase(member);
    const response = await send(member, 'POST', `/api/court-records/cases/${created.id}/petition`);
    expect(response.statusCode, response.body).toBe(201);
    const { document } = response.json();
    const file = await send(member, 'GET', document.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sha256Of(file.rawPayload)).toBe(document.sha256);
  });

  it('refuses a wrong file type by content whatever its name, and stores nothing', async () => {
    const member = await createMember(app);
    const created = await newCase(member);
    const url = `/api/court-records/cases/${created.id}/orders`;
    const html = Buffer.from('<html><body>order.pdf</body></html>');
    for (const contentType of ['application/pdf', 'application/octet-stream', 'text/plain']) {
      const response = await send(member, 'POST', url, html, { 'content-type': contentType });
      expect(response.statusCode, response.body).toBe(415);
      expect(response.json().error.message).toMatch(/not a PDF, PNG or JPEG/);
    }
    const tooLarge = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const large = await send(member, 'POST', url, tooLarge, { 'content-type': 'application/octet-stream' });
    expect(large.statusCode).toBe(413);
    expect(large.json().error.message).toMatch(/larger than 10 MB/);
    expect(await app.db.select().from(courtDocuments).where(eq(courtDocuments.caseId, created.id))).toEqual([]);
  });

  it('opens a removal request for every page of the case with its letter, and shows the case gone once removed', async () => {
    const { member, created, uploaded } = await orderOnFile('kind=sealing&orderedOn=2026-11-20');
    expect(uploaded.json().document.sha256).toBe(sha256Of(PDF));
    // Three pages, each with the site and Google's legal route.
    expect(uploaded.json().removalsOpened).toBe(6);

    const rows = await app.db.select().from(removalRequests).where(eq(removalRequests.userId, member.id));
    const byDomain = new Map(rows.map((row) => [row.domain, row]));
    expect(byDomain.get('unicourt.com')?.letterBody).toContain('entered an order of sealing on 2026-11-20');
    expect(byDomain.get('unicourt.com')?.method).toBe('court-order');
    expect(byDomain.get('checkpeople.com')?.letterBody).toContain('15 U.S.C. §1681e(b)');
    expect(byDomain.get('checkpeople.com')?.method).toBe('email');
    expect(
      rows.filter((row) => row.method === 'google').every((row) => row.letterBody?.includes('remove-outdated-content')),
    ).toBe(true);
    expect(rows.every((row) => row.authorisedAt !== null)).toBe(true);

    const again = await send(member, 'POST', `/api/court-records/cases/${created.id}/orders`, PDF, {
      'content-type': 'application/pdf',
    });
    expect(again.json().removalsOpened).toBe(0);

    let page = (await send(member, 'GET', `/api/court-records/cases/${created.id}`)).json().case;
    expect(page.appearances.every((row: { status: string }) => row.status === 'removal_in_progress')).toBe(true);
    expect(page.goneEverywhere).toBe(false);
    for (const row of rows.filter((removal) => removal.method !== 'google')) {
      await changeStatus(app.db, { kind: 'system', id: null }, row.id, 'submitted', null);
      await changeStatus(app.db, { kind: 'system', id: null }, row.id, 'removed', 'Verified gone.');
    }
    page = (await send(member, 'GET', `/api/court-records/cases/${created.id}`)).json().case;
    expect(page.appearances.map((row: { status: string }) => row.status)).toEqual(['removed', 'removed', 'removed']);
    expect(page.goneEverywhere).toBe(true);
  });

  it('emails the order with the letter that says it is attached, and sends no letter without it', async () => {
    const emailedRemoval = async () => {
      const { member } = await orderOnFile('kind=sealing', 'application/pdf');
      const rows = await app.db.select().from(removalRequests).where(eq(removalRequests.userId, member.id));
      const removal = rows.find((row) => row.method === 'email');
      expect(removal?.letterBody).toContain('attached');
      return removal as (typeof rows)[number];
    };
    const lettersTo = async (address: string) =>
      app.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, address));

    // The order's file is gone from the blob store: nothing is sent, and a person takes it over.
    const stranded = await emailedRemoval();
    const before = (await lettersTo(stranded.optOutEmail ?? '')).length;
    await app.blobs.delete(sha256Of(PDF));
    expect(await dispatchRemoval(app.db, app.mail, app.blobs, stranded.id)).toBe('order-missing');
    expect(await lettersTo(stranded.optOutEmail ?? '')).toHaveLength(before);
    const [after] = await app.db.select().from(removalRequests).where(eq(removalRequests.id, stranded.id));
    expect(after?.status).toBe('needs-escalation');
    expect(after?.emailSentAt).toBeNull();

    // With the order on file (uploaded again), the letter goes out once with the order attached.
    const removal = await emailedRemoval();
    expect(await dispatchRemoval(app.db, app.mail, app.blobs, removal.id)).toBe('sent');
    expect(await dispatchRemoval(app.db, app.mail, app.blobs, removal.id)).toBe('already-sent');
    const sent = (await lettersTo(removal.optOutEmail ?? '')).filter((mail) => mail.subject === removal.letterSubject);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toContain(removal.letterBody ?? 'no letter');
    expect(sent[0]?.body).toContain(`[Attached: court-order.pdf (application/pdf, ${PDF.length} bytes)]`);
  });

  it('shows the operator the letter to send each aggregator by hand, where to send it, audited; not to a member', async () => {
    const { member, created } = await orderOnFile('kind=expungement&orderedOn=2026-11-21');
    const rows = await app.db.select().from(removalRequests).where(eq(removalRequests.userId, member.id));
    const court = 'Superior Court of California, County of Los Angeles';
    const aggregators = [
      { domain: 'unicourt.com', url: `https://unicourt.com/case/${member.id}`, guidance: /request link/ },
      { domain: 'trellis.law', url: `https://trellis.law/case/${member.id}`, guidance: /court order sealing/ },
    ];
    for (const site of aggregators) {
      const removal = rows.find((row) => row.domain === site.domain);
      expect(removal?.method).toBe('court-order');
      const detail = await send(operator, 'GET', `/api/admin/requests/${removal?.takedownRequestId}`);
      expect(detail.statusCode, detail.body).toBe(200);
      const letter = detail.json().letters.find((item: { removalId: string }) => item.removalId === removal?.id);
      // The stored letter, as the domain wrote it: the court, the case, this site's page and no other's.
      expect(letter).toMatchObject({ subject: removal?.letterSubject, body: removal?.letterBody, sentBy: 'team' });
      expect(letter.subject).toContain(CASE_NUMBER);
      expect(letter.body).toContain(`${court} entered an order of expungement on 2026-11-21`);
      expect(letter.body).toContain(`case number ${CASE_NUMBER}`);
      expect(letter.body).toContain(`Page: ${site.url}\n`);
      for (const other of aggregators.filter((item) => item !== site)) expect(letter.body).not.toContain(other.url);
      // Where it goes: no removal address; the site's own route as the catalogue has it.
      expect(letter.sendTo.email).toBeNull();
      expect(letter.sendTo.guidance).toMatch(site.guidance);
      expect(letter.sendTo.sources.every((url: string) => url.startsWith(`https://`))).toBe(true);
      expect(letter.sendTo.sources.length).toBeGreaterThan(0);
      // The member's request shows the same letter; the operator endpoint is not theirs.
      const own = await send(member, 'GET', `/api/requests/${removal?.takedownRequestId}`);
      expect(own.json().letters).toEqual(detail.json().letters);
      expect((await send(member, 'GET', `/api/admin/requests/${removal?.takedownRequestId}`)).statusCode).toBe(403);
    }
    // An emailed letter says where it goes; Google's letter is not one the team sends by hand.
    const background = rows.find((row) => row.domain === 'checkpeople.com');
    const letters = (await send(operator, 'GET', `/api/admin/requests/${background?.takedownRequestId}`)).json()
      .letters;
    expect(letters).toEqual([
      expect.objectContaining({
        removalId: background?.id,
        sentBy: 'email',
        sendTo: expect.objectContaining({ email: background?.optOutEmail }),
      }),
    ]);
    // The order the letters go with: the operator downloads it (audited); a member cannot, nor a packet.
    const orderId = letters[0].orderDocumentId;
    const [order] = await app.db.select().from(courtDocuments).where(eq(courtDocuments.caseId, created.id));
    expect(orderId).toBe(order?.id);
    const file = await send(operator, 'GET', `/api/admin/court-records/orders/${orderId}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-document-sha256']).toBe(sha256Of(PDF));
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await send(member, 'GET', `/api/admin/court-records/orders/${orderId}`)).statusCode).toBe(403);
    expect((await send(operator, 'GET', `/api/admin/court-records/orders/${randomUUID()}`)).statusCode).toBe(404);
    const packet = await send(member, 'POST', `/api/court-records/cases/${created.id}/petition`);
    expect(packet.statusCode, packet.body).toBe(201);
    const packetFile = await send(operator, 'GET', `/api/admin/court-records/orders/${packet.json().document.id}`);
    expect(packetFile.statusCode).toBe(404);

    const audit = await app.db.select().from(operatorAudit).where(eq(operatorAudit.userId, member.id));
    expect(audit.filter((row) => row.action === 'read-request')).toHaveLength(3);
    expect(audit.filter((row) => row.action === 'read-court-order').map((row) => row.details)).toEqual([
      { documentId: orderId },
    ]);
  });

  it('deletes the court documents with the account, but not bytes another member also filed', async () => {
    const member = await createMember(app);
    const other = await createMember(app);
    const mine = await newCase(member);
    const theirs = await newCase(other);
    const own = Buffer.from(`%PDF-1.4\n% only mine ${Math.random()}\n`);
    const shared = Buffer.from(`%PDF-1.4\n% both ${Math.random()}\n`);
    for (const [who, id, bytes] of [
      [member, mine.id, own],
      [member, mine.id, shared],
      [other, theirs.id, shared],
    ] as const) {
      const response = await send(who, 'POST', `/api/court-records/cases/${id}/orders`, bytes, {
        'content-type': 'application/pdf',
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const done = await send(member, 'POST', '/api/account/delete', { confirmation: 'DELETE' });
    expect(done.statusCode, done.body).toBe(200);
    expect(await app.blobs.get(sha256Of(own))).toBeNull();
    expect(await app.blobs.get(sha256Of(shared))).not.toBeNull();
  });
});
