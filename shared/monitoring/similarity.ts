/**
 * Jaro-Winkler similarity of two strings, from 0 (nothing in common) to 1 (equal): the measure record
 * linkage uses for names, since it forgives a letter changed, dropped or swapped and weighs a shared
 * beginning. Written here rather than taken from a package: twenty lines, and the packages that have it
 * bring string-distance families the product does not use.
 */
export function jaroWinkler(left: string, right: string): number {
  if (left === right) return left ? 1 : 0;
  if (!left || !right) return 0;
  const window = Math.max(0, Math.floor(Math.max(left.length, right.length) / 2) - 1);
  const leftMatched = new Array<boolean>(left.length).fill(false);
  const rightMatched = new Array<boolean>(right.length).fill(false);
  let matches = 0;
  for (let i = 0; i < left.length; i += 1) {
    const from = Math.max(0, i - window);
    const to = Math.min(right.length - 1, i + window);
    for (let j = from; j <= to; j += 1) {
      if (rightMatched[j] || left[i] !== right[j]) continue;
      leftMatched[i] = true;
      rightMatched[j] = true;
      matches += 1;
      break;
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  let j = 0;
  for (let i = 0; i < left.length; i += 1) {
    if (!leftMatched[i]) continue;
    while (!rightMatched[j]) j += 1;
    if (left[i] !== right[j]) transpositions += 1;
    j += 1;
  }
  const jaro = (matches / left.length + matches / right.length + (matches - transpositions / 2) / matches) / 3;
  let prefix = 0;
  while (prefix < Math.min(4, left.length, right.length) && left[prefix] === right[prefix]) prefix += 1;
  return jaro + prefix * 0.1 * (1 - jaro);
}
