/**
 * Rows of a few attributes, grouped: each distinct combination once with how many rows had it (`n`)
 * and, when asked, the sum of one numeric attribute. What an exact read keeps of a closed day or month
 * (a few hundred groups where the rows were a hundred thousand), and what the KPI functions take: a
 * grouped row counts `n` times, its summed attribute already the sum.
 */
export type GroupedRow<Name extends string> = Partial<Record<Name, string | number>> & { n: number };

export function rowGrouper<Name extends string>(attributes: readonly Name[], summed?: Name) {
  const groups = new Map<string, GroupedRow<Name>>();
  return {
    add(item: Partial<Record<Name, unknown>>): void {
      const key = attributes
        .map((attribute) => (attribute === summed ? '' : String(item[attribute] ?? '')))
        .join('\u0000');
      const group = groups.get(key);
      const value = summed === undefined ? 0 : Number(item[summed] ?? 0);
      if (group) {
        group.n += 1;
        if (summed !== undefined) group[summed] = (Number(group[summed] ?? 0) + value) as GroupedRow<Name>[Name];
        return;
      }
      const fresh = { n: 1 } as GroupedRow<Name>;
      for (const attribute of attributes) {
        if (attribute === summed) continue;
        const raw = item[attribute];
        if (raw !== undefined && raw !== null) fresh[attribute] = raw as GroupedRow<Name>[Name];
      }
      if (summed !== undefined) fresh[summed] = value as GroupedRow<Name>[Name];
      groups.set(key, fresh);
    },
    rows(): GroupedRow<Name>[] {
      return [...groups.values()];
    },
  };
}
