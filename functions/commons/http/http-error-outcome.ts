import { REFUSALS, type RefusalCode } from '../../../shared/refusals';
import { clientFailure } from './refusal-answer';

/**
 * For table tests of checks that refuse with an HttpError or a domain Refusal: what a call came to, as
 * one comparable value (the status and code the client would read). Anything else thrown is a fault of
 * the code under test and is thrown on.
 */
export type HttpErrorOutcome = 'allowed' | { status: number; code: string | undefined; text: string };

export function outcomeOf(run: () => unknown): HttpErrorOutcome {
  try {
    run();
    return 'allowed';
  } catch (error) {
    const failure = clientFailure(error);
    if (!failure) throw error;
    return { status: failure.status, code: failure.items[0]?.code, text: failure.message };
  }
}

/** The outcome of a 409 with this text. */
export const conflictOutcome = (text: string): HttpErrorOutcome => ({ status: 409, code: 'CONFLICT', text });

/** The outcome of a refusal by its registry code: its status, the code and its Italian text. */
export const refusalOutcome = (code: RefusalCode): HttpErrorOutcome => ({
  status: REFUSALS[code].status,
  code,
  text: REFUSALS[code].description,
});
