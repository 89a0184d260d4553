import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../helpers/log-capture';
import type { TestApp } from '../helpers/test-app';
import { call, createSecurityApp, seedMember } from './fixture';
import { recordRows } from './report';

let app: TestApp;
const logs = captureLogs();

/** The fixture's personal data: none of it may appear in any log line of the run. */
const PERSON = {
  firstName: 'Philippa',
  lastName: 'Thistlewood',
  line1: '88 Quorndon Crescent',
  term: 'Philippa Thistlewood',
  title: 'Thistlewood booking photo',
  note: 'Posted the Quorndon letter',
};
const CASE_NUMBER = '2021-CR-77413';

beforeAll(async () => {
  app = await createSecurityApp({ logLevel: 'info' }, false, logs.logger);
});

afterAll(async () => {
  await app.cleanup();
});

describe('the production log of a whole run (issue 32 item 3)', () => {
  it('holds ids, never the member’s name, address, case number, search terms or mail subjects', async () => {
    const seeded = await seedMember(app, PERSON);
    // A court case, a refused write carrying the name, and the two mails the probe found logged.
    await call(app, seeded.member, 'POST', '/api/court-records/cases', {
      caseNumber: CASE_NUMBER,
      caption: `State v. ${PERSON.lastName}`,
      court: 'Travis County District Court',
      state: 'TX',
      caseType: 'criminal',
    });
    await call(app, seeded.member, 'POST', '/api/profile/addresses', { line1: PERSON.line1, state: 'nowhere' });
    await app.mail.send({
      to: seeded.member.email,
      subject: `Removal request for a booking photograph: ${PERSON.firstName} ${PERSON.lastName} (REM-000123)`,
      text: 'Letter',
    });
    await app.mail.send({
      to: 'attorney@example.com',
      subject: `State v. ${PERSON.lastName} (${CASE_NUMBER}, TX)`,
      text: 'Referral',
    });
    const output = logs.output();
    const lines = output.split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(0);
    const personal = [
      PERSON.firstName,
      PERSON.lastName,
      PERSON.line1,
      'Quorndon',
      CASE_NUMBER,
      seeded.member.email,
      'booking photograph',
      'State v.',
    ];
    const found = lines.filter((line) => personal.some((value) => line.includes(value)));
    recordRows('logs', [
      {
        check: 'log lines scanned for personal data',
        count: lines.length,
        unit: 'lines',
        failures: found.length,
        failureUnit: 'with personal data',
      },
    ]);
    expect(found).toEqual([]);
    // The outbox lines are there, by id.
    expect(output).toContain('message stored in the outbox');
    expect(output).toMatch(/"messageId":"[0-9a-f-]{36}"/);
  }, 240_000);
});
