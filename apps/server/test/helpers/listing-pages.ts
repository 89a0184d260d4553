import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A people-search site on loopback for verification tests: each path `/p/<id>` shows whatever
 * kind of page the test set for it — the listing, the listing gone, and the ways real sites
 * block, stall or mislead (docs/removal.md "Verdicts").
 */
export type PageKind =
  | 'listing'
  | 'masked-listing'
  | 'gone-404'
  | 'gone-410'
  | 'listing-gone'
  | 'soft-404'
  | 'blocked-403'
  | 'rate-limited-429'
  | 'cloudflare-challenge'
  | 'captcha'
  | 'script-shell'
  | 'redirect-home'
  | 'slow'
  | 'stalled-script';

export type Person = { name: string; city: string; state: string; age: number; relative: string };

const chrome = (
  title: string,
  main: string,
  head = '',
) => `<!doctype html><html><head><title>${title}</title>${head}</head>
<body><header><a href="/">PeopleLookup</a> · <a href="/search">Search</a> · <a href="/about">About us</a> · <a href="/privacy">Privacy</a></header>
<main>${main}</main>
<footer><p>PeopleLookup compiles public records from courts, property rolls and phone directories. We are not a consumer reporting agency.
Information on this site may not be used for employment, credit or tenant screening. Read our privacy policy and terms of use, or contact our support team with any question about a listing.</p></footer></body></html>`;

const listing = (person: Person, path: string) =>
  chrome(
    `${person.name} in ${person.city}, ${person.state} | PeopleLookup`,
    `<h1>${person.name}</h1><p>Record ${path} · Age ${person.age} · Lives in ${person.city}, ${person.state}</p>
     <h2>Relatives</h2><ul><li>${person.relative}</li></ul><h2>Court records</h2><p>2 records found for this person.</p>`,
  );

const masked = (person: Person) =>
  chrome(
    'Record details | PeopleLookup',
    `<h1>Record details</h1><p>Name withheld on request. Age ${person.age} · Lives in ${person.city}, ${person.state}</p>
     <h2>Relatives</h2><ul><li>${person.relative}</li></ul>`,
  );

const HOME = chrome(
  'PeopleLookup — find anyone',
  '<h1>Find anyone</h1><p>Search billions of public records by name, phone number or address. Start a free search below.</p>',
);

function send(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
  response.end(body);
}

function answer(kind: PageKind, person: Person, path: string, response: ServerResponse) {
  switch (kind) {
    case 'listing':
      return send(response, 200, listing(person, path));
    case 'masked-listing':
      return send(response, 200, masked(person));
    case 'gone-404':
      return send(response, 404, chrome('Page not found', '<h1>404</h1><p>The page you asked for does not exist.</p>'));
    case 'gone-410':
      return send(response, 410, chrome('Gone', '<h1>This record was removed</h1>'));
    case 'listing-gone':
      return send(
        response,
        200,
        chrome(
          'Record | PeopleLookup',
          '<h1>Public records</h1><p>Browse records by state: Alabama, Alaska, Arizona, Arkansas, California, Colorado and more.</p>',
        ),
      );
    case 'soft-404':
      return send(
        response,
        200,
        chrome(
          'Profile not found | PeopleLookup',
          '<h1>Profile not found</h1><p>We could not find this profile. It may have been removed at the request of the person it described.</p>',
        ),
      );
    case 'blocked-403':
      return send(
        response,
        403,
        '<html><head><title>403 Forbidden</title></head><body><center><h1>403 Forbidden</h1></center><hr><center>nginx</center></body></html>',
      );
    case 'rate-limited-429':
      return send(response, 429, '<h1>Too Many Requests</h1>', { 'retry-after': '7200' });
    case 'cloudflare-challenge':
      return send(
        response,
        200,
        `<!doctype html><html><head><title>Just a moment...</title></head><body><div id="challenge-running">Checking your browser before accessing the site.</div>
         <noscript>Enable JavaScript and cookies to continue</noscript><script>window._cf_chl_opt={cvId:'3',cType:'managed'};</script></body></html>`,
      );
    case 'captcha':
      return send(
        response,
        200,
        chrome(
          'Security check | PeopleLookup',
          '<h1>One more step</h1><p>Please complete the security check to access this page. This helps us keep automated programs away from personal records.</p><div class="g-recaptcha" data-sitekey="6Lc-test"></div>',
        ),
      );
    case 'script-shell':
      return send(
        response,
        200,
        `<!doctype html><html><head><title>PeopleLookup</title></head><body><div id="root">Loading…</div>
         <script>fetch('/api/never').then((r) => r.json()).then((data) => { document.getElementById('root').textContent = data.name; });</script></body></html>`,
      );
    case 'redirect-home':
      response.writeHead(302, { location: '/' });
      return response.end();
    case 'slow':
      // Answers long after any time limit (the server closes it when the test ends).
      return setTimeout(() => send(response, 200, listing(person, path)), 60_000).unref();
    case 'stalled-script':
      return send(
        response,
        200,
        `<!doctype html><html><head><title>PeopleLookup</title><script src="/never.js"></script></head><body>${listing(person, path)}</body></html>`,
      );
  }
}

/** On a free port, or on `port` (the browser tests' stand-in sites listen where their results point). */
export async function startListingSite(person: Person, port = 0) {
  const kinds = new Map<string, PageKind>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://site').pathname;
    if (path === '/') return send(response, 200, HOME);
    if (path === '/api/never' || path === '/never.js') return; // never answers
    const kind = kinds.get(path);
    if (!kind) return send(response, 404, chrome('Page not found', '<h1>404</h1>'));
    return answer(kind, person, path, response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    /** Shows this kind of page at the path from now on. */
    set: (path: string, kind: PageKind) => kinds.set(path, kind),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
