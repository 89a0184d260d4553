import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RELIST_DAYS,
  HIGH_SEVERITY_DOMAINS,
  PRIORITY_COURT_DOMAINS,
  RELIST_DAYS_BY_CATEGORY,
  SITES,
  findSite,
  hostOf,
  relistIntervalDays,
} from './sites';
import { severityOf } from './severity';

describe('site catalogue', () => {
  it('has at least 75 high-severity domains and 16 prioritised court-record domains', () => {
    expect(HIGH_SEVERITY_DOMAINS.length).toBeGreaterThanOrEqual(75);
    expect(PRIORITY_COURT_DOMAINS.length).toBeGreaterThanOrEqual(16);
  });

  it('holds at least 200 sites (issue 14 §10)', () => {
    expect(SITES.length).toBeGreaterThanOrEqual(200);
    expect(new Set(SITES.map((site) => site.domain)).size).toBe(SITES.length);
  });

  it('gives every people-search, data-broker and background-check site a method with an address, or says why not', () => {
    for (const site of SITES.filter((entry) =>
      ['people-search', 'data-broker', 'background-check'].includes(entry.category),
    )) {
      if (site.method === 'none-known') {
        expect(site.notes?.length ?? 0, site.domain).toBeGreaterThan(20);
      } else if (site.method !== 'mail' && site.method !== 'phone') {
        expect(site.optOutUrl ?? site.optOutEmail, site.domain).toBeTruthy();
      }
    }
  });

  it('lists only public-records sites with an opt-out and an address, as their high severity rests on (decision 070)', () => {
    const publicRecords = SITES.filter((entry) => entry.category === 'public-records');
    expect(publicRecords.length).toBeGreaterThan(0);
    for (const site of publicRecords) {
      expect(site.method, site.domain).not.toBe('none-known');
      expect(site.optOutUrl ?? site.optOutEmail, site.domain).toBeTruthy();
      expect(severityOf(site, 0), site.domain).toBe('high');
    }
  });

  it('says for every court-record site without a removal path why (a court order, no process found)', () => {
    for (const site of SITES.filter((entry) => entry.category === 'court-records' && entry.method === 'none-known')) {
      expect(site.notes?.length ?? 0, site.domain).toBeGreaterThan(20);
    }
  });

  it('keeps a source for every entry and lower-case domains without www', () => {
    for (const site of SITES) {
      expect(site.source.length, site.domain).toBeGreaterThan(5);
      expect(site.domain).toBe(site.domain.toLowerCase());
      expect(site.domain.startsWith('www.')).toBe(false);
    }
  });

  it.each([
    ['https://www.spokeo.com/John-Smith', 'spokeo.com'],
    ['https://ca.spokeo.com/John-Smith', 'spokeo.com'],
    ['https://a.b.unicourt.com/case/1', 'unicourt.com'],
    ['mugshots.com', 'mugshots.com'],
    ['WWW.MUGSHOTS.COM', 'mugshots.com'],
    ['https://research.txcourts.gov/x', 'research.txcourts.gov'],
    ['https://txcourts.gov/x', undefined],
    ['https://notspokeo.com/', undefined],
    ['https://example.com/spokeo.com', undefined],
    ['not a url/', undefined],
  ])('finds %s as %s', (input, domain) => {
    expect(findSite(input)?.domain).toBe(domain);
  });

  it.each([
    ['https://www.example.com/a', 'example.com'],
    ['http://Sub.Example.com', 'sub.example.com'],
    ['nonsense', null],
  ])('host of %s is %s', (url, host) => {
    expect(hostOf(url)).toBe(host);
  });

  /** What the WHATWG URL parser says: the host `hostOf` must give, by its own reading or the parser's. */
  const parsedHost = (url: string) => {
    try {
      const host = new URL(url).hostname.toLowerCase();
      return host.startsWith('www.') ? host.slice(4) : host;
    } catch {
      return null;
    }
  };

  it.each([
    'https://www.spokeo.com/a',
    'https://WWW.Spokeo.COM?q=1',
    'http://www.www.example.com#x',
    'https://localhost/',
    'https://example.com./a',
    'https://a..b.com/',
    'https://.example.com/',
    'https://192.168.0.1/x',
    'https://1.2.3/x',
    'https://0x7f.1/',
    'https://example.0x1f/',
    'https://example.123/',
    'https://example.com:443/a',
    'https://example.com:99999/a',
    'https://user:pass@example.com/',
    'https://example.com@evil.com/',
    'https://xn--nxasmq6b.com/',
    'https://XN--abc.com/',
    'https://bücher.de/',
    'https://exa%41mple.com/',
    'https://exa\tmple.com/',
    'https://example.com\\path',
    'https://[::1]/x',
    'https:example.com',
    'https://',
    ' https://example.com/',
    'HTTPS://EXAMPLE.COM/',
    'ftp://example.com/',
    'https://-a-.b-/',
  ])('reads the host of %j as the URL parser does', (url) => {
    expect(hostOf(url)).toBe(parsedHost(url));
  });

  it('reads the host of any http(s) URL as the URL parser does', () => {
    const piece = fc.constantFrom(
      ...[
        'a',
        'Z',
        'w',
        'x',
        'n',
        '0',
        '9',
        '-',
        '.',
        '/',
        '?',
        '#',
        ':',
        '@',
        '%',
        '\\',
        ' ',
        '\t',
        'é',
        '[',
        ']',
        'xn--',
        'www.',
        '0x',
        '443',
      ],
    );
    const url = fc.tuple(
      fc.constantFrom('https://', 'http://', 'HTTP://', 'https:'),
      fc.array(piece, { maxLength: 14 }),
    );
    fc.assert(
      fc.property(url, ([scheme, pieces]) => {
        const value = scheme + pieces.join('');
        expect(hostOf(value)).toBe(parsedHost(value));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('re-list intervals', () => {
  it('defaults by category and lets a site override it', () => {
    expect(relistIntervalDays(findSite('spokeo.com'))).toBe(RELIST_DAYS_BY_CATEGORY['people-search']);
    expect(relistIntervalDays({ category: 'people-search', relistDays: 14 })).toBe(14);
    expect(relistIntervalDays(undefined)).toBe(DEFAULT_RELIST_DAYS);
    for (const site of SITES) expect(relistIntervalDays(site), site.domain).toBeGreaterThan(0);
  });
});
