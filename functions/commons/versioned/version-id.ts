import { randomBytes } from 'node:crypto';

/**
 * A new version's id: the instant it was made, readable in a table (20261124-153210), and eight random
 * hex digits (32 bits): two versions made in the same second share one once in four billion times.
 */
export function newVersionId(at: string): string {
  const day = at.slice(0, 10).replaceAll('-', '');
  const time = at.slice(11, 19).replaceAll(':', '');
  return `${day}-${time}-${randomBytes(4).toString('hex')}`;
}
