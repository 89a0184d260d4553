import type { PDFFont } from 'pdf-lib';

/** The standard fonts print WinAnsi only: anything else is shown as `?`. */
export function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.normalize('NFC')].map((char) => (known.has(char.codePointAt(0) ?? 0) ? char : '?')).join('');
}

/** `text` broken into lines no wider than `width` at `size`, at spaces. */
export function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}
