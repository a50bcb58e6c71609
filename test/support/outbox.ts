import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { OUTBOX_FILE, type OutboxLine } from '../../infra/local/cognito-messages';

/**
 * The last code the local Cognito emailed to a user, read from the outbox as a developer reads it on the
 * `npm start` console; waits a little for it, since the email is written while the call answers.
 */
export async function lastEmailedCode(dataDir: string, username: string, timeoutMs = 5_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const text = await readFile(join(dataDir, 'cognito', OUTBOX_FILE), 'utf8').catch(() => '');
    const lines = text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as OutboxLine)
      .filter((line) => line.username === username);
    const last = lines.at(-1);
    if (last) return last.code;
    if (Date.now() > deadline) throw new Error(`No code was emailed to ${username}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
