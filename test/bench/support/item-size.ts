/**
 * An item's size as DynamoDB counts it: attribute names plus values (strings in UTF-8, numbers about one
 * byte per two digits, maps and lists 3 bytes plus their elements, sets their elements).
 */
export function itemSize(value: unknown): number {
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'string') return Buffer.byteLength(value);
  if (typeof value === 'number') return Math.ceil(String(Math.abs(value)).replace('.', '').length / 2) + 1;
  if (value instanceof Set) return [...value].reduce((sum: number, element) => sum + itemSize(element), 0);
  if (Array.isArray(value)) return 3 + value.reduce((sum: number, element) => sum + 1 + itemSize(element), 0);
  return (
    3 +
    Object.entries(value as Record<string, unknown>).reduce(
      (sum, [name, element]) => sum + Buffer.byteLength(name) + 1 + itemSize(element),
      0,
    )
  );
}
