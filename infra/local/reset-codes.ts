import { randomInt, timingSafeEqual } from 'node:crypto';

/** How long an emailed forgotten-password code may be used: Cognito's hour. */
export const RESET_CODE_MS = 60 * 60_000;

/** Wrong codes a pending code takes: the fifth ends it, as the deployed pool's attempt limit. */
export const MAX_WRONG_CODES = 5;

/** Codes remembered at most; the oldest are dropped first (a dropped code reads as expired). */
const MAX_PENDING_CODES = 10_000;

/** Six digits from the operating system's random source: a code is a password for an hour. */
export function resetCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * How a sent code fares: accepted (not yet spent: the caller spends it once the new password is taken),
 * mismatch (a wrong try, counted), expired (none pending: never asked, spent, or older than an hour),
 * limit-exceeded (the pending code took its five wrong tries).
 */
export type CodeVerdict = 'accepted' | 'mismatch' | 'expired' | 'limit-exceeded';

interface PendingCode {
  code: string;
  issuedAt: number;
  wrongTries: number;
}

/**
 * The forgotten-password codes pending, by username, for names nobody has as for users: a name without a
 * user gets a code nobody is sent, so its tries, limit and expiry are answered as a user's. In memory: a
 * restart forgets the pending codes, which then read as expired (a new one is asked).
 */
export function resetCodes(now: () => number = () => Date.now()) {
  const pending = new Map<string, PendingCode>();

  // Map order is issue order (a new code is set after its predecessor is deleted): the oldest come first.
  const forget = () => {
    const oldest = now() - RESET_CODE_MS;
    for (const [username, entry] of pending) {
      if (entry.issuedAt >= oldest && pending.size <= MAX_PENDING_CODES) break;
      pending.delete(username);
    }
  };

  return {
    /** A new code for the name, replacing any pending one (its tries and limit with it). */
    issue(username: string, code: string): void {
      pending.delete(username);
      pending.set(username, { code, issuedAt: now(), wrongTries: 0 });
      forget();
    },

    /** Checks a sent code against the name's pending one; a wrong one counts, the fifth ends it. */
    verify(username: string, code: string): CodeVerdict {
      forget();
      const entry = pending.get(username);
      if (!entry) return 'expired';
      if (entry.wrongTries >= MAX_WRONG_CODES) return 'limit-exceeded';
      if (sameCode(entry.code, code)) return 'accepted';
      entry.wrongTries += 1;
      return 'mismatch';
    },

    /** The accepted code is used: it never passes again. */
    spend(username: string): void {
      pending.delete(username);
    },
  };
}
export type ResetCodes = ReturnType<typeof resetCodes>;

function sameCode(expected: string, sent: string): boolean {
  const [a, b] = [Buffer.from(expected), Buffer.from(sent)];
  return a.length === b.length && timingSafeEqual(a, b);
}
