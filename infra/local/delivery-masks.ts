import { createHmac, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** 'mario.rossi@semaforo.local' as Cognito shows it: 'm***@s***'. */
export function masked(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  return `${local.charAt(0)}***@${domain.charAt(0)}***`;
}

/**
 * Where the code of a name nobody has would have gone, as the deployed pool with user-existence errors
 * prevented answers a simulated delivery: a mask a user of that name could have, the same at every
 * request. The product's addresses are `nome.cognome@<company>`, so the first letter is the name's own
 * (a drawn one would differ from it where a user's never does) and the domain's is one the pool's users
 * have; the key's HMAC of the name draws where the name leaves a choice, so nobody without the key can
 * tell a simulated mask from a user's.
 */
export function simulatedMask(username: string, domainInitials: readonly string[], key: Buffer): string {
  const digest = createHmac('sha256', key).update(username).digest();
  const first = username.charAt(0).toLowerCase();
  const local = /^[a-z0-9]$/.test(first) ? first : letterOf(digest[0] ?? 0);
  const domains = [...new Set(domainInitials)].sort();
  const domain = domains.length > 0 ? (domains[(digest[1] ?? 0) % domains.length] as string) : letterOf(digest[1] ?? 0);
  return `${local}***@${domain}***`;
}

/** The domain initials of the addresses of the pool's users, for simulatedMask. */
export function domainInitialsOf(addresses: readonly (string | undefined)[]): string[] {
  return addresses.map((address) => address?.split('@')[1]?.charAt(0) ?? '').filter((initial) => initial !== '');
}

function letterOf(byte: number): string {
  return LETTERS.charAt(byte % LETTERS.length);
}

/**
 * The data folder's key for simulated masks, made once: a name's mask stays the same across restarts,
 * as a user's does.
 */
export async function maskKeyOf(file: string): Promise<Buffer> {
  const stored = await readFile(file, 'utf8').catch(() => '');
  if (/^[0-9a-f]{64}$/.test(stored.trim())) return Buffer.from(stored.trim(), 'hex');
  const key = randomBytes(32);
  await writeFile(file, `${key.toString('hex')}\n`, { mode: 0o600 });
  return key;
}
