/**
 * A record keyed by names a client chose (headers, query parameters, path parameters). Without a
 * prototype, `constructor`, `toString` or `__proto__` are plain keys: reading one that was not sent
 * gives undefined, and writing `__proto__` stores a value instead of replacing the prototype.
 */
export function nameRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}
