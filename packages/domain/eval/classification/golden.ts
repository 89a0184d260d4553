import { writeFileSync } from 'node:fs';
import { classifyResult } from '../../src/search/classify';
import { scoreMatch } from '../../src/search/match';
import type { MatchObservation, MatchProfile } from '../../src/search/match';
import { countKeywords } from '../../src/search/severity';
import { findSite, hostOf } from '../../src/search/sites';
import { EVAL_ITEMS, EVAL_NOW, EVAL_PERSONAS } from '../matching/data-set';
import { BENCH_NOW, BENCH_PROFILE, BENCH_SCAN, benchResults } from './bench-corpus';

/**
 * The golden corpus of decision 037: every Classification, as JSON, of the evaluation items against
 * every persona and the bench's profile in seven variants of their text, plus generated results like
 * the bench's, plus the public helpers (`countKeywords`, `hostOf`, `findSite`, `scoreMatch`) on the
 * same texts. A change to how classification is computed must leave the file identical byte for
 * byte (compare two runs with `cmp`). Usage:
 *   node --import tsx packages/domain/eval/classification/golden.ts <out-file>
 */
const out = process.argv[2];
if (!out) throw new Error('usage: golden.ts <out-file>');

const ACCENTS: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ö', u: 'ü', n: 'ñ', c: 'ç' };
/** The text variants: as written, upper case, doubled spaces, typographic marks, accents, reversed words. */
const VARIANTS: readonly [string, (text: string) => string][] = [
  ['as-written', (text) => text],
  ['upper', (text) => text.toUpperCase()],
  ['double-spaces', (text) => text.replace(/ /g, '  ')],
  ['typographic', (text) => text.replace(/'/g, '’').replace(/ - /g, ' — ').replace(/-/g, '–')],
  ['accents', (text) => text.replace(/[aeiounc]/g, (letter) => ACCENTS[letter] ?? letter)],
  ['reversed', (text) => text.split(' ').reverse().join(' ')],
];

const lines: string[] = [];
const profiles: [string, MatchProfile][] = [
  ...EVAL_PERSONAS.map((persona): [string, MatchProfile] => [persona.id, persona.profile]),
  ['bench', BENCH_PROFILE],
];

for (const [profileId, profile] of profiles) {
  let previous: MatchObservation | undefined;
  for (const item of EVAL_ITEMS) {
    const last = item.sightings.at(-1);
    if (!last) continue;
    const earlier = item.sightings
      .slice(0, -1)
      .map((sighting) => ({ title: sighting.title, snippet: sighting.snippet, url: item.url, scan: sighting.scan }));
    for (const [variant, change] of VARIANTS) {
      const raw = { url: item.url, title: change(last.title), snippet: change(last.snippet) };
      const c = classifyResult(raw, profile, { now: EVAL_NOW, scan: last.scan, earlier });
      lines.push(JSON.stringify([profileId, item.id, variant, c]));
    }
    const raw = { url: item.url, title: last.title, snippet: last.snippet };
    // With no scan; with an unrelated earlier sighting (the previous item's); and the bench's clock and scan.
    lines.push(JSON.stringify([profileId, item.id, 'no-scan', classifyResult(raw, profile, { now: EVAL_NOW })]));
    if (previous) {
      const c = classifyResult(raw, profile, { now: EVAL_NOW, scan: last.scan, earlier: [previous] });
      lines.push(JSON.stringify([profileId, item.id, 'with-earlier', c]));
    }
    lines.push(
      JSON.stringify([
        profileId,
        item.id,
        'bench-scan',
        classifyResult(raw, profile, { now: BENCH_NOW, scan: BENCH_SCAN }),
      ]),
    );
    previous = { title: last.title, snippet: last.snippet, url: item.url, scan: last.scan };
  }
  const generated = benchResults(3000);
  for (let i = 0; i < generated.length; i++) {
    const result = generated[i];
    if (!result) continue;
    lines.push(
      JSON.stringify([profileId, `bench-${i}`, classifyResult(result, profile, { now: BENCH_NOW, scan: BENCH_SCAN })]),
    );
  }
}

// The public helpers on their own.
for (const item of EVAL_ITEMS) {
  for (const sighting of item.sightings) {
    for (const [variant, change] of VARIANTS) {
      const title = change(sighting.title);
      const snippet = change(sighting.snippet);
      lines.push(JSON.stringify(['keywords', item.id, variant, countKeywords(title), countKeywords(snippet)]));
    }
  }
  const url = item.url;
  const odd = [url, url.toUpperCase(), url.replace('https://', 'http://user@'), url.replace(/\/(?=[^/]*$)/, ':8080/')];
  for (const each of odd) lines.push(JSON.stringify(['host', each, hostOf(each), findSite(each)?.domain ?? null]));
  const profile = EVAL_PERSONAS.find((persona) => persona.id === item.persona)?.profile ?? BENCH_PROFILE;
  const last = item.sightings.at(-1);
  if (last) lines.push(JSON.stringify(['score', item.id, scoreMatch({ ...last, url }, profile, EVAL_NOW, last.scan)]));
}

writeFileSync(out, `${lines.join('\n')}\n`);
console.log(`${lines.length} lines written`);
