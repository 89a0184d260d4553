import { describe, expect, it } from 'vitest';
import { StartupError } from '../src/lib/startup-error';
import { StartupProgress, runStep, startupSteps } from '../src/startup/steps';
import type { StartupStep } from '../src/startup/steps';

const step = (timeoutMs: number): StartupStep => ({ id: 'database', description: 'Opening the thing', timeoutMs });

describe('start-up steps', () => {
  it('records the step in progress and the steps done', async () => {
    const progress = new StartupProgress();
    let seen: string | null = null;
    await runStep(progress, step(1000), async () => {
      seen = progress.current;
    });
    expect(seen).toBe('database');
    expect([...progress.done]).toEqual(['database']);
  });

  it('stops a step that runs out of time with one line naming it and its limit', async () => {
    const progress = new StartupProgress();
    const never = new Promise<never>(() => undefined);
    const failure = runStep(progress, step(20), () => never);
    await expect(failure).rejects.toBeInstanceOf(StartupError);
    await expect(failure).rejects.toThrow(/^Opening the thing took longer than 0\.02 s; is the machine overloaded\?$/);
    expect(progress.done.size).toBe(0);
  });

  it('names the step when it fails, on one line', async () => {
    const failure = runStep(new StartupProgress(), step(1000), async () => {
      throw new Error('disk full\n    at somewhere (file.ts:1:1)');
    });
    await expect(failure).rejects.toThrow(/^Opening the thing failed: disk full$/);
  });

  it('rewords a Fastify plugin time-out to name the plugin', async () => {
    const failure = runStep(new StartupProgress(), step(1000), async () => {
      throw new Error("Plugin did not start in time: 'db'. You may have forgotten to call 'done' function");
    });
    await expect(failure).rejects.toThrow(/the plugin 'db' did not finish loading within 300 s/);
  });

  it('passes on a failure that already explains itself', async () => {
    const explained = new StartupError('DATA_DIR=/x is not a directory');
    await expect(runStep(new StartupProgress(), step(1000), () => Promise.reject(explained))).rejects.toBe(explained);
  });

  it('names DATA_DIR for the embedded database and never prints a DATABASE_URL password', () => {
    expect(startupSteps.database({ dataDir: '/srv/data', databaseUrl: undefined }).description).toBe(
      'Opening the embedded database in DATA_DIR=/srv/data',
    );
    const postgres = startupSteps.migrations({
      dataDir: '/x',
      databaseUrl: 'postgres://app:s3cret@db.internal:5432/cd',
    });
    expect(postgres.description).toContain('DATABASE_URL (db.internal:5432)');
    expect(postgres.description).not.toContain('s3cret');
  });
});
