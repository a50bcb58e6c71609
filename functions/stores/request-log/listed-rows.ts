/** A stored request-log row as the lists answer it: the row under `jsonValue`. */
export const logRowOf = (item: Record<string, unknown>) => item.row as Record<string, unknown>;

/** A stored aggregate as the aggregated list answers it: its row plus how many checks it counts. */
export const aggregatedRowOf = (item: Record<string, unknown>) => ({
  ...(item.row as Record<string, unknown>),
  requestCount: item.requestIds instanceof Set ? item.requestIds.size : 0,
});
