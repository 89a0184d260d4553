#!/usr/bin/env node
/**
 * Writes scripts/registry-brokers.json: California-registered data brokers whose registry link is a
 * request page (an opt-out, "do not sell", privacy-choices or rights-request form), taken from
 * the-markup/investigation-data-broker-opt-out-pages `data/data-broker-opt-out-pages.csv`
 * (Apache-2.0, © 2025 CalMatters / The Markup; docs/data-sources.md). Facts only: the company's
 * name, the host of the link it filed with the registry, and the page that link rendered.
 *
 * Left out, so that no entry carries a method we cannot source: links that failed when The Markup
 * checked them, links to a general privacy policy (no request channel named), links hosted by a
 * third party (OneTrust, Google Forms…: the broker's own domain is then not in the data), and
 * domains the reference catalogue already holds.
 *
 * Run: node packages/domain/scripts/extract-registry-brokers.mjs <data-broker-opt-out-pages.csv> <sites.json>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [csvPath, sitesPath] = process.argv.slice(2);
if (!csvPath || !sitesPath) {
  console.error('usage: extract-registry-brokers.mjs <data-broker-opt-out-pages.csv> <sites.json>');
  process.exit(1);
}

/** RFC 4180 rows: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  const [header, ...body] = rows;
  return body
    .filter((cells) => cells.length === header.length)
    .map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i]])));
}

const REQUEST_PAGE =
  /opt.?out|do.?not.?(sell|use)|donotsell|privacy.?(request|choices|form)|privacy-rights|rights.?request|data.?(request|rights|subject)|delete.?request|request.?to.?know|personaldatarequest|consumer.?(privacy|portal|choice|info)|dsar|privacyrequest|\/rights\/|\/access$|california(-privacy-rights|-consumer)/i;
const POLICY_ONLY = /privacy-policy|privacy-notice|platform-privacy|\/policies\//i;
const THIRD_PARTY =
  /(^|\.)(onetrust\.com|privacypillar\.com|google\.com|box\.com|ketch\.com|dms-privacy\.my\.onetrust\.com)$/i;

/** Suffixes under which a name is registered at the third label (`idm.us.com`). */
const TWO_LABEL_SUFFIXES = new Set(['us.com', 'co.uk', 'com.au']);
/** The registrable domain of a host. */
function registrable(host) {
  const labels = host
    .toLowerCase()
    .replace(/^www\./, '')
    .split('.');
  return labels.slice(TWO_LABEL_SUFFIXES.has(labels.slice(-2).join('.')) ? -3 : -2).join('.');
}

const known = new Set(JSON.parse(readFileSync(sitesPath, 'utf8')).map((site) => registrable(site.domain)));
const seen = new Set();
const brokers = [];
for (const row of parseCsv(readFileSync(csvPath, 'utf8'))) {
  const url = row.url_final || row.url_checked;
  if (row.status !== 'success' || !url) continue;
  const host = row.hostname_original.toLowerCase();
  const finalHost = new URL(url).hostname.toLowerCase();
  if (THIRD_PARTY.test(host) || THIRD_PARTY.test(finalHost)) continue;
  if (!REQUEST_PAGE.test(url) || POLICY_ONLY.test(url)) continue;
  const domain = registrable(host);
  if (known.has(domain) || seen.has(domain)) continue;
  seen.add(domain);
  brokers.push({
    domain,
    name: row.company_name.trim(),
    optOutUrl: url,
    alsoFiledBy: row.other_company_names_that_use_url_original.trim() || null,
  });
}
brokers.sort((a, b) => a.domain.localeCompare(b.domain));
const target = path.resolve(import.meta.dirname, 'registry-brokers.json');
writeFileSync(target, `${JSON.stringify(brokers, null, 2)}\n`);
console.log(`wrote ${brokers.length} registry brokers to ${path.relative(process.cwd(), target)}`);
