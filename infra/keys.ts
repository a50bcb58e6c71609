/** `creditCheck` → `CreditCheck`: construct ids from the keys of the shared tables. */
export const pascalCase = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

/** A record with the keys of another (TABLES, BUCKETS, QUEUES), each value made from its key. */
export function mapKeys<K extends string, V>(record: Record<K, unknown>, make: (key: K) => V): Record<K, V> {
  return Object.fromEntries(Object.keys(record).map((key) => [key, make(key as K)])) as Record<K, V>;
}
