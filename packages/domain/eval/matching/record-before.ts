import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import type { classifyResult } from '../../src/search/classify';
import { BEFORE_FILE } from './before';
import type { BeforeItem } from './before';
import { EVAL_ITEMS, EVAL_NOW, EVAL_PERSONAS } from './data-set';
import { predict } from './predict';

/**
 * Records what earlier rules decide for every item of today's set, for the "before" column of
 * `npm run eval:matching`:
 *   git archive <commit> packages/domain/src | tar -x -C <dir>
 *   node --import tsx packages/domain/eval/matching/record-before.ts <dir>/packages/domain/src "<commit>"
 * Run it again whenever items are added.
 */
const [sourceDir, rules] = process.argv.slice(2);
if (!sourceDir || !rules) throw new Error('usage: record-before.ts <domain src directory> <rules name>');
const module: unknown = await import(pathToFileURL(resolve(sourceDir, 'search/classify.ts')).href);
const classify = (module as { classifyResult: typeof classifyResult }).classifyResult;
const personas = new Map(EVAL_PERSONAS.map((persona) => [persona.id, persona]));
const items: Record<string, BeforeItem> = {};
for (const item of EVAL_ITEMS) {
  const persona = personas.get(item.persona);
  if (!persona) throw new Error(`${item.id}: unknown persona ${item.persona}`);
  const prediction = predict(item, persona, EVAL_NOW, classify);
  items[item.id] = { list: prediction.list, found: prediction.found, likely: prediction.likely };
}
writeFileSync(BEFORE_FILE, `${JSON.stringify({ rules, items }, null, 1)}\n`);
console.log(`${Object.keys(items).length} items recorded with the rules of ${rules}`);
