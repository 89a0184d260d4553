import { describe, expect, it } from 'vitest';
import { EnvError, loadConfig } from '../src/env';

describe('environment', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      runWorkers: true,
      bodyLimitBytes: 262_144,
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['LOG_LEVEL', 'loud'],
    ['RUN_WORKERS', 'maybe'],
    ['PUBLIC_URL', 'not a url'],
  ])('stops on a bad %s and names it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(EnvError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('keeps the removal runner’s SMTP receiver off unless a port is set, and validates its settings', () => {
    expect(loadConfig({}).runner).toMatchObject({
      concurrency: 1,
      smtpInbound: undefined,
      agentMailDomain: 'agent.cleardocket.example',
    });
    expect(loadConfig({ SMTP_INBOUND_PORT: '2525', HOST: '0.0.0.0' }).runner.smtpInbound).toEqual({
      port: 2525,
      host: '0.0.0.0',
      maxBytes: 1_048_576,
    });
    for (const [name, value] of [
      ['AGENT_MAIL_DOMAIN', 'not a domain'],
      ['RUNNER_CONCURRENCY', '0'],
      ['SMTP_INBOUND_PORT', 'x'],
    ]) {
      expect(() => loadConfig({ [name as string]: value })).toThrow(new RegExp(`${name}:`));
    }
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });
});
