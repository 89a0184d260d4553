import { Parser } from 'htmlparser2';

/** Elements whose content is never page text. */
const HIDDEN = new Set(['script', 'style', 'noscript', 'template']);

/**
 * The readable text of an HTML page, as kept for evidence and searched for the member's name:
 * parsed by htmlparser2 (entities decoded, malformed markup tolerated), scripts, styles and
 * comments dropped, every tag a word break, whitespace collapsed.
 */
export function pageText(html: string): string {
  const parts: string[] = [];
  let hiddenDepth = 0;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (HIDDEN.has(name)) hiddenDepth += 1;
        parts.push(' ');
      },
      onclosetag(name) {
        if (HIDDEN.has(name) && hiddenDepth > 0) hiddenDepth -= 1;
        parts.push(' ');
      },
      ontext(text) {
        if (hiddenDepth === 0) parts.push(text);
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
