import { readBefore } from './before';
import { EVAL_ITEMS, EVAL_NOW, EVAL_PERSONAS } from './data-set';
import { predict } from './predict';
import { tableLines, targetLines } from './table';
import { Tallies } from './tallies';
import { listLabelOf } from './types';

/**
 * `npm run eval:matching`: per record kind (court, property, people-search, mugshot, broker, news,
 * social, review, other) and overall, TP/FP/FN, precision, recall and F1 with the rules before
 * issue 35 (`before.json`, the decisions of commit 1dec7d4 recorded per item) and now, for two
 * lists: ALERTS (found: really this person and a record to remove) and MENTIONS (really this
 * person, on a news, social or review page); then overall "listed right" and "likely", and issue
 * 35's targets, each kind on its own list. `--details` lists every wrong decision with the reasons
 * the product gave.
 */
const details = process.argv.includes('--details');
const personas = new Map(EVAL_PERSONAS.map((persona) => [persona.id, persona]));
const before = readBefore();
const tallies = new Tallies();
const wrong: string[] = [];
let missingBefore = 0;

const started = performance.now();
for (const item of EVAL_ITEMS) {
  const persona = personas.get(item.persona);
  if (!persona) throw new Error(`${item.id}: unknown persona ${item.persona}`);
  const now = predict(item, persona, EVAL_NOW);
  const then = before?.items[item.id];
  if (!then) missingBefore++;
  tallies.add(item, now, then);
  const truth = listLabelOf(item);
  if (now.list !== truth || now.likely !== item.isPerson) {
    const kind = now.list !== truth ? (now.list !== 'none' ? `FP(${now.list})` : 'FN') : now.likely ? 'fp' : 'fn';
    wrong.push(`${kind} ${item.id} [${item.pattern}] ${now.label} ${now.score}: ${now.why}`);
  }
}
const elapsed = performance.now() - started;

console.log(
  `Matching evaluation: ${EVAL_ITEMS.length} results, ${EVAL_PERSONAS.length} personas, ${elapsed.toFixed(0)} ms`,
);
console.log(`before = ${before ? `${before.rules}, per item in before.json` : 'not recorded'}; after = these rules`);
if (missingBefore > 0) console.log(`(${missingBefore} items have no "before" decision: run record-before.ts)`);
for (const line of [...tableLines(tallies), ...targetLines(tallies)]) console.log(line);
if (details) {
  console.log(`\n${wrong.length} wrong (FP/FN on the list; fp/fn on likely only):`);
  for (const line of wrong) console.log(`  ${line}`);
}
