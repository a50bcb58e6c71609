/**
 * How long a challenge's session may be answered: the deployed app client's default (authSessionValidity,
 * 3 minutes), after which Cognito says the session has expired.
 */
export const CHALLENGE_SESSION_MS = 3 * 60_000;

/** Sessions remembered at most; older ones are dropped first (each is a few hundred bytes). */
const MAX_SESSIONS = 10_000;

/** Wrong answers a session takes before it is dropped: a TOTP code is not guessed in five tries. */
export const MAX_WRONG_ANSWERS = 5;

interface IssuedChallenge {
  username: string;
  challenge: string;
  clientId: string;
  issuedAt: number;
  wrongAnswers: number;
}

/** What a RespondToAuthChallenge names: the session, its challenge, its user and app client. */
export interface ChallengeAnswer {
  session: unknown;
  challenge: unknown;
  username: unknown;
  clientId: unknown;
}

/**
 * The challenge sessions the local Cognito issued through the /cognito/ proxy. cognito-local never checks
 * that a RespondToAuthChallenge's Session was issued (it would set any user's password or pass a TOTP
 * step without a code); the proxy passes an answer only for a session it saw issued, to that user, for
 * that challenge and app client, within three minutes. An answer that succeeds spends the session (the
 * next step has its own); a refused one (a mistyped code) may be tried again, up to five times.
 */
export function challengeSessions(now: () => number = Date.now) {
  const issued = new Map<string, IssuedChallenge>();

  const forget = () => {
    const oldest = now() - CHALLENGE_SESSION_MS;
    for (const [session, challenge] of issued) {
      if (challenge.issuedAt >= oldest && issued.size <= MAX_SESSIONS) break;
      issued.delete(session);
    }
  };

  return {
    /** Remembers the session of an answer that asks for a challenge. */
    issue(session: string, challenge: Omit<IssuedChallenge, 'issuedAt' | 'wrongAnswers'>): void {
      forget();
      issued.set(session, { ...challenge, issuedAt: now(), wrongAnswers: 0 });
    },

    /**
     * Whether the answer is to a session issued as it says and still open. An answer that does not match
     * its session (another user, another challenge) drops the session: it was forged or replayed.
     */
    admits(answer: ChallengeAnswer): boolean {
      if (typeof answer.session !== 'string') return false;
      const challenge = issued.get(answer.session);
      if (!challenge) return false;
      const matches =
        now() - challenge.issuedAt <= CHALLENGE_SESSION_MS &&
        challenge.challenge === answer.challenge &&
        challenge.clientId === answer.clientId &&
        typeof answer.username === 'string' &&
        challenge.username.toLowerCase() === answer.username.toLowerCase();
      if (!matches) issued.delete(answer.session);
      return matches;
    },

    /** How Cognito answered an admitted answer: a success spends the session, a refusal counts. */
    answered(session: string, accepted: boolean): void {
      const challenge = issued.get(session);
      if (!challenge) return;
      challenge.wrongAnswers += accepted ? 0 : 1;
      if (accepted || challenge.wrongAnswers >= MAX_WRONG_ANSWERS) issued.delete(session);
    },
  };
}
export type ChallengeSessions = ReturnType<typeof challengeSessions>;
