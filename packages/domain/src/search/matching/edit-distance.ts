/**
 * Whether two words are at most one typing slip apart: one letter changed, added, dropped, or two
 * neighbours swapped ("Gonzales"/"Gonzalez", "Siobahn"/"Siobhan"). A bounded check rather than a
 * full edit-distance library: it runs for many words of every result on the classification hot
 * path (ARCHITECTURE §12, ≥ 100,000 results/s) and never needs the distance itself.
 */
export function isOneEditApart(a: string, b: string): boolean {
  if (a === b) return true;
  const lengthGap = a.length - b.length;
  if (lengthGap > 1 || lengthGap < -1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (lengthGap === 0) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return lengthGap > 0 ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
