import { appendFile } from 'node:fs/promises';
import type { MessageSender } from 'cognito-local/lib/services/messageDelivery/messageSender';
import type { LocalLogger } from './logger';

/** The local outbox, beside the emulator's data: one line per message Cognito would have sent. */
export const OUTBOX_FILE = 'outbox.log';

/** One line of the outbox: when, why, to whom, for which user, and the code. */
export interface OutboxLine {
  at: string;
  username: string;
  destination: string;
  code: string;
}

/**
 * Where the local Cognito's emails go: the `npm start` console, where a developer reads the forgotten-
 * password code, and the outbox file (`.local/cognito/outbox.log`), which the browser tests read as a
 * developer reads the console. Never to the browser: the /cognito/ proxy answers only where it was sent.
 */
export function outboxSender(outboxPath: string, log: LocalLogger): MessageSender {
  const send: MessageSender['sendEmail'] = async (_ctx, user, destination, message) => {
    const code = message.__code ?? '';
    log.info(`Cognito email to ${destination} for ${user.Username}: verification code ${code}`);
    const line: OutboxLine = { at: new Date().toISOString(), username: user.Username, destination, code };
    await appendFile(outboxPath, `${JSON.stringify(line)}\n`);
  };
  return { sendEmail: send, sendSms: send };
}
