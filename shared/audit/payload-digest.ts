/**
 * What an audit record keeps of a payload too large to keep, or of an uploaded file: enough to match
 * it, nothing of it. The server writes it in a record's before, after or body; the console shows it as
 * one value, never walked field by field.
 */
export interface PayloadDigest {
  sha256: string;
  bytes: number;
}

/** Whether a value a record holds is a digest: an object of exactly those two fields. */
export function isPayloadDigest(value: unknown): value is PayloadDigest {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const fields = value as Record<string, unknown>;
  return Object.keys(fields).length === 2 && typeof fields.sha256 === 'string' && typeof fields.bytes === 'number';
}
