import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SearchConfig } from '../src/env';
import { braveProvider } from '../src/providers/search/brave';
import { googleCseProvider } from '../src/providers/search/google-cse';
import { requestSlots, takeSlot } from '../src/providers/search/rate-limiter';
import { searxngProvider } from '../src/providers/search/searxng';
import type { ProviderRequest } from '../src/providers/search/types';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

/** A local server that speaks each provider's protocol; `reply` decides each answer. */
type Handler = (request: IncomingMessage, url: URL, response: ServerResponse) => void;
let reply: Handler;
let seen: { url: URL; headers: IncomingMessage['headers'] }[] = [];
let server: Server;
let base: string;
let app: TestApp;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    seen.push({ url, headers: request.headers });
    reply(request, url, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  app = await createTestApp();
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await app.cleanup();
});

beforeEach(() => {
  seen = [];
});

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
};
let providerCounter = 0;
const NEVER_ANSWERS = { timeoutMs: 300 };
function config(overrides: Partial<SearchConfig> = {}): SearchConfig {
  return {
    provider: 'google-cse',
    googleCse: { key: 'AIzaSyA1b2C3d4E5f6g7', cx: '0123456789abcdef', url: `${base}/customsearch/v1` },
    brave: { key: 'BSAa1b2c3d4e5f6g7h8', url: `${base}/res/v1/web/search` },
    searxng: { url: `${base}/searx/` },
    retryBaseMs: 5,
    // Generous, so a loaded machine does not turn a slow answer into a timeout; the tests of a
    // server that never answers pass their own short limit (NEVER_ANSWERS).
    timeoutMs: 10_000,
    ...overrides,
  };
}
/** Each provider under test gets its own slot row, so tests do not wait on each other's limit. */
const slots = (retryBaseMs = 5) => requestSlots(app.db, `test-${++providerCounter}`, retryBaseMs);
const request: ProviderRequest = { query: '"Jane Doe" person', type: 'name', term: 'Jane Doe', maxResults: 20 };
const items = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    link: `https://example.com/${from + i}`,
    title: `Result ${from + i}`,
    snippet: `Snippet ${from + i}`,
  }));

describe('google-cse provider', () => {
  const google = (overrides: Partial<SearchConfig> = {}) =>
    googleCseProvider(config(overrides), slots(), 'https://app.cleardocket.example');

  it('sends key, cx and q, pages to 20 results, and maps link/title/snippet', async () => {
    reply = (_request, url, response) =>
      json(response, 200, { items: items(Number(url.searchParams.get('start')), Number(url.searchParams.get('num'))) });
    const results = await google().search(request);
    expect(results).toHaveLength(20);
    expect(results[0]).toEqual({ url: 'https://example.com/1', title: 'Result 1', snippet: 'Snippet 1' });
    expect(seen.map((hit) => hit.url.searchParams.get('start'))).toEqual(['1', '11']);
    const first = seen[0];
    expect(first?.url.searchParams.get('key')).toBe('AIzaSyA1b2C3d4E5f6g7');
    expect(first?.url.searchParams.get('cx')).toBe('0123456789abcdef');
    expect(first?.url.searchParams.get('q')).toBe('"Jane Doe" person');
    expect(first?.headers.referer).toBe('https://app.cleardocket.example/');
  });

  it('accepts items that carry url instead of link', async () => {
    reply = (_request, _url, response) =>
      json(response, 200, { items: [{ url: 'https://a.example/x', title: 'A', snippet: 'B' }] });
    expect(await google().search(request)).toEqual([{ url: 'https://a.example/x', title: 'A', snippet: 'B' }]);
  });

  it.each([
    [{ key: 'short', cx: '0123456789abcdef' }],
    [{ key: 'AIzaSyA1b2C3d4E5f6g7', cx: 'google' }],
    [{ key: 'test-key-0123456789', cx: '0123456789abcdef' }],
  ])('is not configured with %j and says so without calling out', async (keys) => {
    const provider = google({ googleCse: { ...keys, url: `${base}/customsearch/v1` } });
    expect(provider.configured).toBe(false);
    await expect(provider.search(request)).rejects.toThrow('Search API is not properly configured');
    expect(seen).toHaveLength(0);
  });

  it('names the referrer restriction with the host', async () => {
    reply = (_request, _url, response) =>
      json(response, 403, {
        error: { code: 403, message: 'Requests from referer https://app.cleardocket.example/ are blocked.' },
      });
    await expect(google().search(request)).rejects.toThrow(
      'API KEY RESTRICTION ERROR: Your API key does not allow requests from app.cleardocket.example.',
    );
  });

  it('explains an invalid search engine id', async () => {
    reply = (_request, _url, response) => json(response, 400, { error: { code: 400, message: 'Invalid Value' } });
    await expect(google().search(request)).rejects.toThrow(
      'Invalid search configuration. Please verify your Search Engine ID is correct.',
    );
  });

  it('retries a 429 and succeeds when the provider recovers', async () => {
    let calls = 0;
    reply = (_request, _url, response) => {
      calls += 1;
      if (calls < 3) json(response, 429, { error: { message: 'Quota' } });
      else json(response, 200, { items: items(1, 3) });
    };
    expect(await google().search(request)).toHaveLength(3);
    expect(calls).toBe(3);
  });

  it("gives up after 3 retries with 'Rate limit exceeded after 3 retries'", async () => {
    reply = (_request, _url, response) => json(response, 429, { error: { message: 'Quota' } });
    await expect(google().search(request)).rejects.toThrow('Rate limit exceeded after 3 retries');
    expect(seen).toHaveLength(4);
  });

  it.each([
    ['a body that is not JSON', (response: ServerResponse) => json(response, 200, '<html>oops')],
    ['a server error', (response: ServerResponse) => json(response, 500, { error: { message: 'Backend Error' } })],
  ])('answers %s with "Error while performing search."', async (_label, send) => {
    reply = (_request, _url, response) => send(response);
    await expect(google().search(request)).rejects.toThrow('Error while performing search.');
  });

  it('answers a timeout and a refused connection with "Failed to connect to the search API"', async () => {
    reply = () => undefined; // never answers
    await expect(google(NEVER_ANSWERS).search(request)).rejects.toThrow('Failed to connect to the search API');
    const refused = google({ googleCse: { ...config().googleCse, url: 'http://127.0.0.1:9/customsearch/v1' } });
    await expect(refused.search(request)).rejects.toThrow('Failed to connect to the search API');
  });
});

describe('brave provider', () => {
  it('sends the subscription token and maps web.results', async () => {
    reply = (_request, _url, response) =>
      json(response, 200, { web: { results: [{ url: 'https://b.example/1', title: 'B1', description: 'About B1' }] } });
    const results = await braveProvider(config(), slots()).search(request);
    expect(results).toEqual([{ url: 'https://b.example/1', title: 'B1', snippet: 'About B1' }]);
    expect(seen[0]?.headers['x-subscription-token']).toBe('BSAa1b2c3d4e5f6g7h8');
    expect(seen[0]?.url.searchParams.get('q')).toBe('"Jane Doe" person');
  });

  it('retries 429s, then gives up; bad JSON and a bad token get their messages', async () => {
    reply = (_request, _url, response) => json(response, 429, {});
    await expect(braveProvider(config(), slots()).search(request)).rejects.toThrow(
      'Rate limit exceeded after 3 retries',
    );
    reply = (_request, _url, response) => json(response, 200, 'not json');
    await expect(braveProvider(config(), slots()).search(request)).rejects.toThrow('Error while performing search.');
    reply = (_request, _url, response) => json(response, 401, { type: 'ErrorResponse' });
    await expect(braveProvider(config(), slots()).search(request)).rejects.toThrow(
      'Search API is not properly configured',
    );
    expect(braveProvider(config({ brave: { key: undefined, url: base } }), slots()).configured).toBe(false);
  });
});

describe('searxng provider', () => {
  it('asks for the json format page by page and maps results', async () => {
    reply = (_request, url, response) => {
      const page = Number(url.searchParams.get('pageno'));
      json(response, 200, {
        results:
          page <= 2
            ? Array.from({ length: 8 }, (_, i) => ({
                url: `https://s.example/${page}-${i}`,
                title: `S${i}`,
                content: 'c',
              }))
            : [],
      });
    };
    const results = await searxngProvider(config(), slots()).search(request);
    expect(results).toHaveLength(16);
    expect(seen[0]?.url.pathname).toBe('/searx/search');
    expect(seen[0]?.url.searchParams.get('format')).toBe('json');
    expect(results[0]).toEqual({ url: 'https://s.example/1-0', title: 'S0', snippet: 'c' });
  });

  it('reports a disabled json format, timeouts and 429s', async () => {
    reply = (_request, _url, response) => json(response, 403, '');
    await expect(searxngProvider(config(), slots()).search(request)).rejects.toThrow(
      'Search API is not properly configured',
    );
    reply = () => undefined;
    await expect(searxngProvider(config(NEVER_ANSWERS), slots()).search(request)).rejects.toThrow(
      'Failed to connect to the search API',
    );
    reply = (_request, _url, response) => json(response, 429, {});
    await expect(searxngProvider(config(), slots()).search(request)).rejects.toThrow(
      'Rate limit exceeded after 3 retries',
    );
    expect(searxngProvider(config({ searxng: { url: undefined } }), slots()).configured).toBe(false);
  });
});

describe('shared rate limit', () => {
  it('hands out one slot every 500 ms per provider, across callers', async () => {
    const provider = `slots-${Date.now()}`;
    // Six callers at once: one takes the free slot, the others are told how long until it frees.
    const waits = await Promise.all(Array.from({ length: 6 }, () => takeSlot(app.db, provider)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(1);
    for (const wait of waits.filter((value) => value > 0)) expect(wait).toBeLessThanOrEqual(505);
    // Through the limiter, six requests take at least 5 × 500 ms however the callers are scheduled:
    // each slot is taken only once the one before it has passed, by the database's clock.
    const limited = requestSlots(app.db, `${provider}-run`, 5);
    const started = Date.now();
    await Promise.all(Array.from({ length: 6 }, () => limited.run(async () => undefined)));
    expect(Date.now() - started).toBeGreaterThanOrEqual(2500 - 5);
    expect(await takeSlot(app.db, `${provider}-other`)).toBe(0);
  });
});
