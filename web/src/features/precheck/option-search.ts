import { searchText } from '../../../../shared/search-text';

/** How well a name matches the typed text: the lower, the better; undefined when it does not. */
function rank(name: string, typed: string): number | undefined {
  if (name === typed) return 0;
  if (name.startsWith(typed)) return 1;
  // A word of the name starting with it: 'Aprilia' for 'apr', 'Santa Marinella' for 'mar'.
  if (name.split(/[\s'-]/).some((word) => word.startsWith(typed))) return 2;
  return name.includes(typed) ? 3 : undefined;
}

/**
 * The options a typed text finds, best first ('Roma' first, not 14th among the province's
 * municipalities): the name equal to it, then names starting with it, then names with a word starting
 * with it, then names holding it; within each, the list's own (alphabetical) order. Case and accents
 * are ignored ('citta' finds 'Città'). No text: every option, as listed.
 */
export function matchingOptions<Option extends { label?: string }>(
  options: readonly Option[],
  typed: string,
): Option[] {
  const wanted = searchText(typed);
  if (wanted === '') return [...options];
  return options
    .map((option, index) => ({ option, index, rank: rank(searchText(option.label ?? ''), wanted) }))
    .filter((found): found is typeof found & { rank: number } => found.rank !== undefined)
    .sort((left, right) => left.rank - right.rank || left.index - right.index)
    .map((found) => found.option);
}
