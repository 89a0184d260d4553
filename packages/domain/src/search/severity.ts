import type { ResultText } from './matching/text';
import { TOKEN_FLAGS, WordMap } from './matching/word-set';
import { isHighSeveritySite } from './sites';
import type { ResultCategory, SiteEntry } from './sites';

export const SEVERITIES = ['low', 'medium', 'high'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** Spec §5 "Severity rule" keywords. */
const SEVERITY_KEYWORDS = [
  'court',
  'case',
  'arrest',
  'record',
  'criminal',
  'lawsuit',
  'legal',
  'complaint',
  'defendant',
  'plaintiff',
  'charges',
  'accused',
  'alleged',
  'docket',
  'judgment',
  'bankruptcy',
  'dispute',
] as const;

/**
 * Every word form of every keyword → the keyword: "arrests", "arrested" count as arrest; a keyword
 * written as a plural or past form counts in its other forms too ("charges" → charge, charged,
 * charging; "alleged" → alleges). One map lookup per word keeps classification fast (ARCHITECTURE §12).
 */
const KEYWORD_FORMS: ReadonlyMap<string, string> = (() => {
  const forms = new Map<string, string>();
  for (const keyword of SEVERITY_KEYWORDS) {
    const base = /(?:es|ed)$/.test(keyword) ? keyword.slice(0, -1) : keyword;
    const stem = base.endsWith('e') ? base.slice(0, -1) : base;
    const endings = base.endsWith('e') ? ['e', 'es', 'ed', 'ing'] : ['', 's', 'es', 'ed', 'ing'];
    for (const ending of endings) forms.set(stem + ending, keyword);
    forms.set(keyword, keyword);
  }
  return forms;
})();

/** Each keyword's bit, by every word form: the distinct keywords of a text are the bits set. */
const KEYWORD_BITS = new WordMap(
  [...KEYWORD_FORMS].map(([form, keyword]) => [form, 1 << SEVERITY_KEYWORDS.findIndex((each) => each === keyword)]),
);
/** The token flag of every keyword form (all are letters, at least four). */
const KEYWORD = TOKEN_FLAGS.register([...KEYWORD_FORMS.keys()].filter((form) => form.length >= 4));
const isDigitCode = (code: number) => code >= 48 && code <= 57;

/**
 * The keywords of ASCII text as bits, reading its characters once (lower case on the fly, a word
 * copied only when it could be a keyword), or -1 for text with other characters, whose lower case
 * may change its length.
 */
function keywordBits(text: string): number {
  let bits = 0;
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : 0;
    if (code > 127) return -1;
    if ((code >= 97 && code <= 122) || (code >= 65 && code <= 90)) {
      if (start < 0) start = i;
      continue;
    }
    if (start < 0) continue;
    // A word is letters between non-letters; "casement" is one word, not "case"; "case2" is no word.
    if (i - start >= 4 && !isDigitCode(code) && !(start > 0 && isDigitCode(text.charCodeAt(start - 1)))) {
      bits |= KEYWORD_BITS.getLetters(text, start, i) ?? 0;
    }
    start = -1;
  }
  return bits;
}

function countBits(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/** How many distinct keywords appear in the text as words ("records" counts as record, "casement" not). */
export function countKeywords(text: string): number {
  const bits = keywordBits(text);
  if (bits >= 0) return countBits(bits);
  const lower = text.toLowerCase();
  const found = new Set<string>();
  let start = -1;
  for (let i = 0; i <= lower.length; i++) {
    const code = i < lower.length ? lower.charCodeAt(i) : 0;
    const isLetter = code >= 97 && code <= 122;
    if (isLetter && start < 0) start = i;
    else if (!isLetter && start >= 0) {
      const isWholeWord = !isDigitCode(code) && !(start > 0 && isDigitCode(lower.charCodeAt(start - 1)));
      const keyword = isWholeWord && i - start >= 4 ? KEYWORD_FORMS.get(lower.slice(start, i)) : undefined;
      if (keyword) found.add(keyword);
      start = -1;
    }
  }
  return found.size;
}

/** `countKeywords` of a result's title and snippet together, without joining them. */
export function countKeywordsOf(title: string, snippet: string): number {
  const titleBits = keywordBits(title);
  const snippetBits = titleBits >= 0 ? keywordBits(snippet) : -1;
  return snippetBits >= 0 ? countBits(titleBits | snippetBits) : countKeywords(`${title} ${snippet}`);
}

/**
 * `countKeywordsOf(title, snippet)` from the tokens of "title | snippet" when they were read as
 * written (`ResultText.asWritten`): each word is then a run of letters and digits between other
 * characters, so the keywords are the flagged words (a word with a digit is never a form). The
 * text is not read a second time.
 */
export function countKeywordsOfText(text: ResultText, title: string, snippet: string): number {
  if (!text.asWritten) return countKeywordsOf(title, snippet);
  const { words, slots, flags } = text;
  let bits = 0;
  for (let i = 0; i < flags.length; i++) {
    if (((flags[i] ?? 0) & KEYWORD) !== 0) bits |= KEYWORD_BITS.getAt(words[i] ?? '', slots[i] ?? -1) ?? 0;
  }
  return countBits(bits);
}

/** Spec §5: a known high-severity site is high; 1–2 keywords medium; 3 or more high; else low. */
export function severityOf(site: SiteEntry | undefined, keywordCount: number): Severity {
  if (isHighSeveritySite(site) || keywordCount >= 3) return 'high';
  if (keywordCount >= 1) return 'medium';
  return 'low';
}

const NEWS_HOSTS = /(^|\.)(news|times|post|tribune|herald|gazette|journal|courier|patch\.com)|news/;
const SOCIAL_HOSTS = /(^|\.)(facebook|linkedin|instagram|twitter|x|tiktok|reddit|youtube)\.com$/;

/** The catalogue category, or a guess from the host for sites the catalogue does not list. */
export function categoryOf(site: SiteEntry | undefined, host: string): ResultCategory {
  if (site) return site.category;
  if (SOCIAL_HOSTS.test(host)) return 'social';
  if (NEWS_HOSTS.test(host)) return 'news';
  return 'other';
}
