import { randomUUID } from 'node:crypto';
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_MESSAGES } from '@cleardocket/domain/api-keys/rules';
import { ORIGIN, createMember, createOperator } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { example?: unknown }> }>;
  requestBody?: { content?: Record<string, { example?: unknown }> };
  'x-audience'?: string;
};
type Document = { openapi: string; servers?: { url: string }[]; paths: Record<string, Record<string, Operation>> };

/**
 * Redocly warnings the project accepts (decision 051): the test app's PUBLIC_URL is localhost, which
 * no deployment uses.
 */
const ACCEPTED_WARNINGS = new Set(['no-server-example.com']);

let app: TestApp;
let member: Awaited<ReturnType<typeof createMember>>;
let key: string;

beforeAll(async () => {
  app = await createTestApp();
  member = await createMember(app);
  const made = await app.inject({
    method: 'POST',
    url: '/api/api-keys',
    payload: { name: 'reference reader', scope: 'read' },
    headers: { cookie: member.cookie, origin: ORIGIN },
  });
  expect(made.statusCode, made.body).toBe(201);
  key = (made.json() as { secret: string }).secret;
});

afterAll(async () => {
  await app.cleanup();
});

const operationsOf = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );

async function fetchDocument(headers: Record<string, string>) {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json', headers });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json() as Document;
}

describe('the public OpenAPI document (issue 33 item 1)', () => {
  it('is served to members and API keys, without the operators’ operations, and to nobody else', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(401);
    const asMember = await fetchDocument({ cookie: member.cookie });
    const asKey = await fetchDocument({ authorization: `Bearer ${key}` });
    expect(asKey).toEqual(asMember);
    const paths = Object.keys(asMember.paths);
    expect(paths).toContain('/api/requests');
    expect(paths.some((path) => path.startsWith('/api/admin/'))).toBe(false);
    expect(operationsOf(asMember).some(({ operation }) => operation['x-audience'] === 'operator')).toBe(false);
    const ui = await app.inject({ method: 'GET', url: '/api/docs', headers: { cookie: member.cookie } });
    expect(ui.statusCode).toBeLessThan(400);

    const operator = await createOperator(app);
    const asOperator = await fetchDocument({ cookie: operator.cookie });
    expect(Object.keys(asOperator.paths)).toContain('/api/admin/members');
  });

  it('is valid OpenAPI 3.0 for swagger-parser and passes Redocly’s recommended rules with 0 errors', async () => {
    const document = await fetchDocument({ cookie: member.cookie });
    expect(document.openapi).toBe('3.0.3');
    expect(document.servers?.[0]?.url).toBe(ORIGIN);
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();

    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), config, absoluteRef: 'openapi.json' });
    const errors = problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
    const warnings = problems.filter((problem) => problem.severity === 'warn').map((problem) => problem.ruleId);
    expect(warnings.filter((rule) => !ACCEPTED_WARNINGS.has(rule))).toEqual([]);
  });

  it('gives every operation an id, a summary, tags, its security, error answers and an example', async () => {
    const operations = operationsOf(await fetchDocument({ cookie: member.cookie }));
    expect(operations.length).toBeGreaterThan(80);
    const ids = new Set<string>();
    for (const { path, method, operation } of operations) {
      const label = `${method} ${path}`;
      expect(operation.operationId, label).toMatch(/^[a-z]+[A-Za-z0-9]*$/);
      ids.add(operation.operationId ?? '');
      expect(operation.summary, label).toMatch(/\w/);
      expect(operation.tags?.length, label).toBeGreaterThan(0);
      expect(Array.isArray(operation.security), label).toBe(true);
      expect(Object.keys(operation.responses), label).toContain('4XX');
      const medias = [operation.requestBody, ...Object.values(operation.responses)].flatMap((body) =>
        Object.values(body?.content ?? {}),
      );
      expect(
        medias.some((media) => media.example !== undefined),
        label,
      ).toBe(true);
    }
    expect(ids.size).toBe(operations.length);
  });
});

/** A URL for an operation: path parameters filled with fresh ids, which nobody's rows have. */
const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, () => randomUUID());

/** Per tag, a read if there is one (without parameters if possible), else its first operation. */
function onePerTag(document: Document) {
  const picked = new Map<string, ReturnType<typeof operationsOf>[number]>();
  const rank = ({ method, path }: { method: string; path: string }) =>
    (method === 'GET' ? 0 : 2) + (path.includes('{') ? 1 : 0);
  for (const entry of operationsOf(document)) {
    const tag = entry.operation.tags?.[0] ?? '';
    const current = picked.get(tag);
    if (!current || rank(entry) < rank(current)) picked.set(tag, entry);
  }
  return [...picked.entries()];
}

describe('one operation of every tag, called as its security says', () => {
  it('answers a cookie, and an API key where the operation lists the key scheme (403 otherwise)', async () => {
    const document = await fetchDocument({ cookie: member.cookie });
    const picked = onePerTag(document);
    expect(picked.length).toBeGreaterThan(15);
    for (const [tag, { path, method, operation }] of picked) {
      const request = { method: method as 'GET', url: urlOf(path), ...(method === 'GET' ? {} : { payload: {} }) };
      const label = (who: string, status: number, body: string) =>
        `${tag}: ${method} ${path} with ${who}: ${status} ${body.slice(0, 200)}`;
      const withCookie = await app.inject({ ...request, headers: { cookie: member.cookie, origin: ORIGIN } });
      expect(withCookie.statusCode, label('a cookie', withCookie.statusCode, withCookie.body)).not.toBe(401);
      expect(withCookie.statusCode, label('a cookie', withCookie.statusCode, withCookie.body)).toBeLessThan(500);
      const withKey = await app.inject({ ...request, headers: { authorization: `Bearer ${key}` } });
      const keyLabel = label('a key', withKey.statusCode, withKey.body);
      const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
      if (schemes.includes('apiKey') || schemes.length === 0) {
        expect(withKey.statusCode, keyLabel).not.toBe(401);
        expect(withKey.statusCode, keyLabel).toBeLessThan(500);
        if (withKey.statusCode === 403) expect(withKey.body, keyLabel).toContain(API_KEY_MESSAGES.readOnly);
      } else {
        expect(withKey.statusCode, keyLabel).toBe(403);
        expect(withKey.body, keyLabel).toContain(API_KEY_MESSAGES.routeClosed);
      }
    }
  });

  it('documents as public only routes that answer without a caller, and the rest answer 401', async () => {
    for (const { path, method, operation } of operationsOf(await fetchDocument({ cookie: member.cookie }))) {
      if (method !== 'GET') continue;
      const response = await app.inject({ method: 'GET', url: urlOf(path) });
      const label = `${method} ${path}: ${response.statusCode}`;
      if ((operation.security ?? []).length === 0) expect(response.statusCode, label).not.toBe(401);
      else expect(response.statusCode, label).toBe(401);
    }
  });
});
