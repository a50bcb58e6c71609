import { afterAll, beforeAll } from 'vitest';
import { DEMO_USERS } from '../../infra/local/demo-users';
import type { Role } from '../../shared/roles';
import { startTestStack, type TestStack } from '../support/local-stack';
import { FUZZ_MUTATIONS, FUZZ_SEED } from './fuzz-run';

/** The local stack of one fuzz file and an ID token of every demo role on it. */
export interface FuzzStack {
  readonly local: TestStack;
  readonly port: number;
  bearer(role: Role): string;
}

/**
 * Starts a local stack before the file's tests and stops it after them. Each fuzz file has its own, so
 * that the files run side by side, one per core, and no file's changes (a password reset, a user's
 * sessions ended) reach another's cases.
 */
export function fuzzStackOfThisFile(): FuzzStack {
  let local: TestStack | undefined;
  const tokens = new Map<Role, string>();
  beforeAll(async () => {
    console.info(`fuzz: FUZZ_SEED=${FUZZ_SEED} FUZZ_CASES=${FUZZ_MUTATIONS}`);
    local = await startTestStack();
    for (const user of DEMO_USERS) tokens.set(user.role, (await local.signIn(user.username)).IdToken);
  });
  afterAll(async () => {
    await local?.stop();
  });
  const started = (): TestStack => {
    if (!local) throw new Error('The fuzz stack is not started: use it inside a test');
    return local;
  };
  return {
    get local() {
      return started();
    },
    get port() {
      return Number(new URL(started().url).port);
    },
    bearer: (role) => `Bearer ${tokens.get(role)}`,
  };
}
