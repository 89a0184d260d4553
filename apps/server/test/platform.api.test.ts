import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { expectErrorBody } from './helpers/error-body';
import { createMember } from './helpers/identity';
import { errorReports } from '../src/db/schema/platform';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.cleanup();
});

describe('health', () => {
  it('answers /healthz while the process is alive', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('reports ready when the database answers, is migrated and the job queue answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'ok', migrations: 'ok', jobs: 'ok', web: 'off' });
  });
});

describe('the error shape', () => {
  it('answers an unknown API path with 404 in the error shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'The requested resource was not found.' },
    });
  });

  it('answers an unknown method on an API path with 404 in the error shape', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/error-reports' });
    expect(response.statusCode).toBe(404);
    expect(expectErrorBody(response.json()).error.code).toBe('not_found');
  });

  it('refuses a body that is not JSON with a clear message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/error-reports',
      headers: { 'content-type': 'application/json' },
      payload: '{"message": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'bad_request', message: 'The request body is not valid JSON.' } });
  });

  it('refuses a body over the route limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/error-reports',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(20_000), category: 'ui', severity: 'low' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
  });

  it('names each invalid field when validation fails', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/error-reports',
      payload: { message: '', category: 'nope', severity: 'low' },
    });
    expect(response.statusCode).toBe(400);
    const body = expectErrorBody(response.json());
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toMatch(/^Validation failed: /);
    expect(body.error.message).toContain('message');
    expect(body.error.message).toContain('category');
  });

  it('answers a malformed URL in the error shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(expectErrorBody(response.json()).error.code).toBe('bad_request');
  });
});

describe('security headers', () => {
  it('sends the strict headers on API responses', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});

describe('error reports', () => {
  it('stores a report with personal data masked', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/error-reports',
      payload: {
        message: 'Failed for jane.doe@example.com at (215) 555-0100',
        category: 'ui',
        severity: 'high',
        path: '/dashboard?email=jane.doe@example.com',
      },
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: string };
    const rows = await app.db
      .select({ message: errorReports.message, path: errorReports.path })
      .from(errorReports)
      .where(eq(errorReports.id, id));
    expect(rows).toEqual([{ message: 'Failed for [email] at [number]', path: '/dashboard' }]);
  });
});

describe('OpenAPI', () => {
  it('publishes the document at /api/docs/json and the UI at /api/docs to anyone signed in', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(401);
    const { cookie } = await createMember(app);
    const document = await app.inject({ method: 'GET', url: '/api/docs/json', headers: { cookie } });
    expect(document.statusCode).toBe(200);
    expect(Object.keys(document.json().paths as object)).toEqual(
      expect.arrayContaining(['/healthz', '/readyz', '/api/error-reports']),
    );
    const ui = await app.inject({ method: 'GET', url: '/api/docs/', headers: { cookie } });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('gives every route a success response and the error shape from its contract (decision 017)', async () => {
    const document = app.swagger() as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        route: `${method} ${path}`,
        codes: Object.keys(operation.responses),
      })),
    );
    // Every module's routes are in the document, not only a few.
    expect(operations.length).toBeGreaterThan(50);
    const missing = operations.filter(
      ({ codes }) => !codes.some((code) => code.startsWith('2')) || !codes.some((code) => /^5/.test(code)),
    );
    expect(missing).toEqual([]);
  });
});
