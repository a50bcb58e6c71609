import { createHash } from 'node:crypto';
import type { PayloadDigest } from '../../../shared/audit/payload-digest';

/** JSON larger than this is kept as its digest: an audit record stays far below DynamoDB's 400 KB item. */
export const MAX_KEPT_JSON_BYTES = 16 * 1024;

const digestOf = (content: Buffer): PayloadDigest => ({
  sha256: createHash('sha256').update(content).digest('hex'),
  bytes: content.length,
});

/**
 * A payload as an audit record keeps it: as JSON (what JSON.stringify keeps of it), every base64 `data`
 * field replaced by the digest of the file it carries (the bytes decoded, so it matches the file the
 * user sent), and the whole replaced by the digest of its JSON text when that is over 16 KB.
 * Undefined stays undefined: nothing was said.
 */
export function digestedPayload(value: unknown): unknown {
  const text = JSON.stringify(value);
  if (text === undefined) return undefined;
  const kept = withFilesDigested(JSON.parse(text));
  const keptText = Buffer.from(JSON.stringify(kept), 'utf8');
  return keptText.length > MAX_KEPT_JSON_BYTES ? digestOf(keptText) : kept;
}

/**
 * Whether DynamoDB (through the document client) stores this number as it is: the client refuses
 * magnitudes beyond the safe integers, DynamoDB those below 1e-130. A client may send either in a field
 * the schema does not bound; the record keeps such a number as its text, so the call is still audited.
 */
const isStorableNumber = (value: number) =>
  Math.abs(value) <= Number.MAX_SAFE_INTEGER && (value === 0 || Math.abs(value) >= 1e-130);

function withFilesDigested(value: unknown): unknown {
  if (typeof value === 'number') return isStorableNumber(value) ? value : String(value);
  if (Array.isArray(value)) return value.map(withFilesDigested);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      key === 'data' && typeof field === 'string' ? digestOf(Buffer.from(field, 'base64')) : withFilesDigested(field),
    ]),
  );
}
