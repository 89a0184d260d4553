import { readBefore } from './before';
import { EVAL_ITEMS, EVAL_NOW, EVAL_PERSONAS } from './data-set';
import { count, countList, emptyTally, scores } from './metrics';
import type { Tally } from './metrics';
import { predict } from './predict';
import { listLabelOf, RECORD_KINDS, recordKindOf } from './types';

/**
 * `npm run eval:matching`: per record kind (court, property, people-search, mugshot, broker, news,
 * social, review, other) and overall, precision, recall and F1 of *listed right* — a result in the
 * list it belongs to: alerts (really this person, a record to remove) or mentions (really this
 * person, on a news, social or review page) — with the rules before issue 35 (`before.json`) and
 * now; then, overall, *alerts* (found: actionable and really this person) and *likely* (really
 * this person). `--details` lists every wrong decision with the reasons the product gave.
 */
const details = process.argv.includes('--details');
const personas = new Map(EVAL_PERSONAS.map((persona) => [persona.id, persona]));
const before = readBefore();
type Row = { n: number; before: Tally; after: Tally };
const rows = new Map<string, Row>();
const rowFor = (key: string) => {
  let row = rows.get(key);
  if (!row) {
    row = { n: 0, before: emptyTally(), after: emptyTally() };
    rows.set(key, row);
  }
  return row;
};
const overall = { alerts: [emptyTally(), emptyTally()], likely: [emptyTally(), emptyTally()] };
const wrong: string[] = [];
let missingBefore = 0;

const started = performance.now();
for (const item of EVAL_ITEMS) {
  const persona = personas.get(item.persona);
  if (!persona) throw new Error(`${item.id}: unknown persona ${item.persona}`);
  const now = predict(item, persona, EVAL_NOW);
  const then = before?.items[item.id];
  const truth = listLabelOf(item);
  const isFound = truth === 'alerts';
  for (const row of [rowFor(recordKindOf(item)), rowFor('overall')]) {
    row.n += 1;
    countList(row.after, now.list, truth);
    if (then) countList(row.before, then.list, truth);
  }
  count(overall.alerts[1] ?? emptyTally(), now.found, isFound);
  count(overall.likely[1] ?? emptyTally(), now.likely, item.isPerson);
  if (then) {
    count(overall.alerts[0] ?? emptyTally(), then.found, isFound);
    count(overall.likely[0] ?? emptyTally(), then.likely, item.isPerson);
  } else missingBefore++;
  if (now.list !== truth || now.likely !== item.isPerson) {
    const kind = now.list !== truth ? (now.list !== 'none' ? `FP(${now.list})` : 'FN') : now.likely ? 'fp' : 'fn';
    wrong.push(`${kind} ${item.id} [${item.pattern}] ${now.label} ${now.score}: ${now.why}`);
  }
}
const elapsed = performance.now() - started;

const figure = (value: number | null) => (value === null ? '   -  ' : value.toFixed(3).padStart(6));
const cells = (tally: Tally) => {
  const s = scores(tally);
  return `${String(tally.tp).padStart(4)}${String(tally.fp).padStart(4)}${String(tally.fn).padStart(4)} ${figure(s.precision)} ${figure(s.recall)} ${figure(s.f1)}`;
};
const header = 'TP  FP  FN   prec    rec     F1';

console.log(
  `Matching evaluation: ${EVAL_ITEMS.length} results, ${EVAL_PERSONAS.length} personas, ${elapsed.toFixed(0)} ms`,
);
console.log(`before = ${before ? `${before.rules}` : 'not recorded'}; after = these rules`);
if (missingBefore > 0) console.log(`(${missingBefore} items have no "before" decision: run record-before.ts)`);
console.log(
  'listed right = in the list it belongs to: alerts (a record to remove) or mentions (news, social, review)\n',
);
console.log(`${'record kind'.padEnd(15)}${'n'.padStart(4)} | before: ${header} | after:  ${header}`);
for (const key of [...RECORD_KINDS, 'overall']) {
  const row = rows.get(key);
  if (!row) continue;
  if (key === 'overall') console.log('-'.repeat(104));
  console.log(`${key.padEnd(15)}${String(row.n).padStart(4)} |     ${cells(row.before)} |     ${cells(row.after)}`);
}
console.log('');
for (const [name, [then, now]] of Object.entries(overall)) {
  console.log(
    `${`overall ${name}`.padEnd(19)} |     ${cells(then ?? emptyTally())} |     ${cells(now ?? emptyTally())}`,
  );
}
console.log('alerts = found: actionable and really this person; likely = really this person');
if (details) {
  console.log(`\n${wrong.length} wrong (FP/FN on the list; fp/fn on likely only):`);
  for (const line of wrong) console.log(`  ${line}`);
}
