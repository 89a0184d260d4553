// `npm run code-size` (add `-- --check` to fail on a file or function over the limits): the sizes
// STYLE asks for (issue 29 item 2). Reads every committed source file with the TypeScript compiler's
// parser and prints the files over 300 lines, the functions over 80 lines and the median file length.
// Tests, browser journeys and data files are left out: they are long by nature, not by design.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const MAX_FILE_LINES = 300;
const MAX_FUNCTION_LINES = 80;

/** Files that hold data rather than code (the site catalogue, the data-broker registry): exempt from both limits. */
const DATA_FILES = new Set([
  'packages/domain/src/search/sites-data.ts',
  'packages/domain/src/registry/california-registry-data.ts',
]);

interface LongFunction {
  file: string;
  name: string;
  line: number;
  lines: number;
}

function isSourceFile(file: string): boolean {
  if (!/\.(ts|tsx|mts|mjs)$/.test(file) || file.endsWith('.d.ts')) return false;
  if (DATA_FILES.has(file)) return false;
  if (/\.(test|spec)\.(ts|tsx)$/.test(file)) return false;
  return !file.split('/').some((part) => part === 'test' || part === 'e2e' || part === 'migrations');
}

function listSourceFiles(): string[] {
  const output = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' });
  return output.split('\n').filter(isSourceFile).sort();
}

function countLines(text: string): number {
  return text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
}

/** The name a reader would search for: the declaration's own, or the variable or property it is assigned to. */
function nameOf(node: ts.Node, source: ts.SourceFile): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name) return named.name.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText(source);
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression.getText(source);
    const first = parent.arguments[0];
    const label = first && ts.isStringLiteralLike(first) ? ` ${first.text}` : '';
    return `(callback of ${callee.slice(0, 40)}${label})`;
  }
  return '(anonymous)';
}

function findLongFunctions(file: string, text: string): LongFunction[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > MAX_FUNCTION_LINES) found.push({ file, name: nameOf(node, source), line: start + 1, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return 0;
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

function main(): void {
  const files = listSourceFiles();
  const lengths: number[] = [];
  const longFiles: Array<{ file: string; lines: number }> = [];
  const longFunctions: LongFunction[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    const lines = countLines(text);
    lengths.push(lines);
    if (lines > MAX_FILE_LINES) longFiles.push({ file, lines });
    longFunctions.push(...findLongFunctions(file, text));
  }
  console.log(`Files over ${MAX_FILE_LINES} lines: ${longFiles.length}`);
  for (const { file, lines } of longFiles.sort((a, b) => b.lines - a.lines)) console.log(`  ${lines}  ${file}`);
  console.log(`Functions over ${MAX_FUNCTION_LINES} lines: ${longFunctions.length}`);
  for (const fn of longFunctions.sort((a, b) => b.lines - a.lines)) {
    console.log(`  ${fn.lines}  ${fn.file}:${fn.line}  ${fn.name}`);
  }
  console.log(`Source files: ${files.length}, median length ${median(lengths)} lines`);
  if (process.argv.includes('--check') && (longFiles.length > 0 || longFunctions.length > 0)) process.exitCode = 1;
}

main();
