/**
 * The key of a back-test transition, one text wherever a transition is named: the tally's table, the
 * partitions of the checks a run moved, the console's filter and row keys (TransitionKeySchema).
 * `EX406>EX302`: a check moved from one result code to another. `NR:EX406>EX302`: a check whose replay
 * under its own recorded configuration gave another code than the one recorded (`NR:EX406>NONE` when
 * that configuration is unknown), so it did not reproduce.
 */
export const transitionKey = (from: string, to: string): string => `${from}>${to}`;

/** The key of a check that did not reproduce: its recorded code and the replayed one, null when none was. */
export const notReproducedKey = (recorded: string, replayed: string | null): string =>
  `NR:${transitionKey(recorded, replayed ?? 'NONE')}`;

/** The codes a transitionKey joined. */
export function transitionOf(key: string): { from: string; to: string } {
  const [from = '', to = ''] = key.split('>');
  return { from, to };
}
