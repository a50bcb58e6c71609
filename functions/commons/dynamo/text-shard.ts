/**
 * Stable shard of a string among `shards`: a 32-bit FNV-1a hash, so the same key always lands on one
 * shard. The shard comes from the hash's high bits: FNV's low bits depend only on the characters' low
 * bits (tax codes differing in U and Y would share a shard).
 */
export function textShard(text: string, shards: number): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return Math.floor(((hash >>> 0) / 2 ** 32) * shards);
}
