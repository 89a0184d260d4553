/**
 * Whether two words are at most one typing slip apart: one letter changed, added, dropped, or two
 * neighbours swapped ("Gonzales"/"Gonzalez", "Siobahn"/"Siobhan"). A bounded check rather than a
 * full edit-distance library: it runs for many words of every result on the classification hot
 * path (ARCHITECTURE §12, ≥ 100,000 results/s), never needs the distance itself, and allocates nothing.
 */
export function isOneEditApart(a: string, b: string): boolean {
  if (a === b) return true;
  const gap = a.length - b.length;
  if (gap > 1 || gap < -1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  // Compare what follows the first difference, shifted by the kind of slip.
  if (gap > 0) return sameFrom(a, i + 1, b, i);
  if (gap < 0) return sameFrom(a, i, b, i + 1);
  if (sameFrom(a, i + 1, b, i + 1)) return true;
  return (
    a.charCodeAt(i) === b.charCodeAt(i + 1) && a.charCodeAt(i + 1) === b.charCodeAt(i) && sameFrom(a, i + 2, b, i + 2)
  );
}

function sameFrom(a: string, aFrom: number, b: string, bFrom: number): boolean {
  if (a.length - aFrom !== b.length - bFrom) return false;
  for (let k = 0; aFrom + k < a.length; k++) if (a.charCodeAt(aFrom + k) !== b.charCodeAt(bFrom + k)) return false;
  return true;
}
