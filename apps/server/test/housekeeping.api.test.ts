import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { errorReports, rateLimitHits } from '../src/db/schema/platform';
import { HOUSEKEEPING_JOB } from '../src/jobs/housekeeping';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { millisecondsInDay } from 'date-fns/constants';

let app: TestApp | undefined;

afterEach(async () => {
  await app?.cleanup();
  app = undefined;
});

const DAY = millisecondsInDay;

async function seedRows(target: TestApp) {
  const now = Date.now();
  await target.db.insert(rateLimitHits).values([
    { key: 'expired', count: 3, expiresAt: new Date(now - 1000) },
    { key: 'live', count: 1, expiresAt: new Date(now + 60_000) },
  ]);
  await target.db.insert(errorReports).values([
    { message: 'old', category: 'ui', severity: 'low', createdAt: new Date(now - 31 * DAY) },
    { message: 'recent', category: 'ui', severity: 'low', createdAt: new Date(now - 29 * DAY) },
  ]);
}

async function remaining(target: TestApp) {
  const [hits] = await target.db.select({ n: count() }).from(rateLimitHits);
  const [reports] = await target.db.select({ n: count() }).from(errorReports);
  return { hits: hits?.n, reports: reports?.n };
}

describe('housekeeping', () => {
  it('has a task for every kind of expiring row the platform keeps', async () => {
    app = await createTestApp();
    expect(app.housekeeping.names).toEqual(expect.arrayContaining(['rate-limit-hits', 'error-reports']));
  });

  it('deletes expired rows and keeps live ones', async () => {
    app = await createTestApp();
    await seedRows(app);
    const result = await app.housekeeping.runAll(app.db);
    expect(result.failed).toEqual([]);
    expect(result.removed).toMatchObject({ 'rate-limit-hits': 1, 'error-reports': 1 });
    expect(await remaining(app)).toEqual({ hits: 1, reports: 1 });
  });

  it('keeps going when one task fails and names it', async () => {
    app = await createTestApp();
    app.housekeeping.add({
      name: 'broken',
      run: async () => {
        throw new Error('boom');
      },
    });
    await seedRows(app);
    const result = await app.housekeeping.runAll(app.db);
    expect(result.failed).toEqual(['broken']);
    expect(await remaining(app)).toEqual({ hits: 1, reports: 1 });
  });

  it('runs as a job through the queue', async () => {
    app = await createTestApp({ config: { runWorkers: true } });
    await seedRows(app);
    const id = await app.jobs.send(HOUSEKEEPING_JOB, {});
    expect(id).toBeTruthy();
    const deadline = Date.now() + 20_000;
    let state: string | undefined;
    while (Date.now() < deadline) {
      const job = await app.jobs.boss.getJobById(HOUSEKEEPING_JOB, id ?? '');
      state = job?.state;
      if (state === 'completed' || state === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(state).toBe('completed');
    expect(await remaining(app)).toEqual({ hits: 1, reports: 1 });
  });

  it('schedules itself when workers run', async () => {
    app = await createTestApp({ config: { runWorkers: true } });
    const schedules = await app.jobs.boss.getSchedules(HOUSEKEEPING_JOB);
    expect(schedules.map((schedule) => schedule.cron)).toEqual(['17 * * * *']);
  });
});
