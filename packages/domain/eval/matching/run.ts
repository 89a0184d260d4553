import { EVAL_ITEMS, EVAL_NOW, EVAL_PERSONAS } from './data-set';
import { count, emptyTally, scores } from './metrics';
import type { Tally } from './metrics';
import { predict } from './predict';

/**
 * `npm run eval:matching`: precision, recall and F1 of *found* (actionable and really this person)
 * and of *likely* (really this person), per site kind and overall, on the labelled development
 * set. `--details` also lists every wrong decision with the reasons the product gave.
 */
const details = process.argv.includes('--details');
const personas = new Map(EVAL_PERSONAS.map((persona) => [persona.id, persona]));
type Row = { n: number; found: Tally; likely: Tally };
const rows = new Map<string, Row>();
const rowFor = (key: string) => {
  let row = rows.get(key);
  if (!row) {
    row = { n: 0, found: emptyTally(), likely: emptyTally() };
    rows.set(key, row);
  }
  return row;
};
const wrong: string[] = [];

const started = performance.now();
for (const item of EVAL_ITEMS) {
  const persona = personas.get(item.persona);
  if (!persona) throw new Error(`${item.id}: unknown persona ${item.persona}`);
  const prediction = predict(item, persona, EVAL_NOW);
  const isFound = item.isPerson && item.actionable;
  for (const row of [rowFor(item.siteKind), rowFor('overall')]) {
    row.n += 1;
    count(row.found, prediction.found, isFound);
    count(row.likely, prediction.likely, item.isPerson);
  }
  if (prediction.found !== isFound || prediction.likely !== item.isPerson) {
    const kind = prediction.found !== isFound ? (prediction.found ? 'FP' : 'FN') : prediction.likely ? 'fp' : 'fn';
    wrong.push(`${kind} ${item.id} [${item.pattern}] ${prediction.label} ${prediction.score}: ${prediction.why}`);
  }
}
const elapsed = performance.now() - started;

const figure = (value: number | null) => (value === null ? '   -  ' : value.toFixed(3).padStart(6));
const cells = (tally: Tally) => {
  const s = scores(tally);
  return `${String(tally.tp).padStart(4)}${String(tally.fp).padStart(4)}${String(tally.fn).padStart(4)} ${figure(s.precision)} ${figure(s.recall)} ${figure(s.f1)}`;
};

console.log(
  `Matching evaluation: ${EVAL_ITEMS.length} results, ${EVAL_PERSONAS.length} personas, ${elapsed.toFixed(0)} ms`,
);
console.log('found = actionable and really this person; likely = really this person\n');
console.log(
  `${'site kind'.padEnd(18)}${'n'.padStart(4)} | ${'found: TP  FP  FN   prec    rec     F1'} | ${'likely: TP  FP  FN   prec    rec     F1'}`,
);
const kinds = [...rows.keys()].filter((key) => key !== 'overall').sort();
for (const key of [...kinds, 'overall']) {
  const row = rows.get(key);
  if (!row) continue;
  if (key === 'overall') console.log('-'.repeat(103));
  console.log(`${key.padEnd(18)}${String(row.n).padStart(4)} |      ${cells(row.found)} |       ${cells(row.likely)}`);
}
if (details) {
  console.log(`\n${wrong.length} wrong (FP/FN on found; fp/fn on likely only):`);
  for (const line of wrong) console.log(`  ${line}`);
}
