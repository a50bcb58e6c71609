import { HttpError } from './http-error';

/**
 * For table tests of checks that refuse with an HttpError: what a call came to, as one comparable
 * value. Anything else thrown is a fault of the code under test and is thrown on.
 */
export type HttpErrorOutcome = 'allowed' | { status: number; code: string | undefined; text: string };

export function outcomeOf(run: () => unknown): HttpErrorOutcome {
  try {
    run();
    return 'allowed';
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.status, code: error.items[0]?.code, text: error.message };
  }
}

/** The outcome of a 409 with this text. */
export const conflictOutcome = (text: string): HttpErrorOutcome => ({ status: 409, code: 'CONFLICT', text });
