import type { i18n as I18n } from 'i18next';
import type { ErrorItem } from '../../../../shared/errors';
import { errorText } from '../i18n/error-text';

/**
 * The text of a wizard's error outcome (spec section 8): the first of the server's errors in the user's
 * language (errorText: the catalogue's text for its code, else the server's description), else the
 * error's message. `translate` may give a screen's own text for a code.
 */
export function serverErrorText(
  error: unknown,
  i18n: Pick<I18n, 't' | 'exists'>,
  translate: (code: string) => string | undefined = () => undefined,
): string {
  const failure = readFailure(error);
  const first = failure.errors?.[0];
  if (!first) return failure.message;
  return translate(first.code) ?? errorText(first, i18n);
}

/** An ApiError, another Error, or anything else thrown, read as a message and maybe the server's errors. */
function readFailure(error: unknown): { message: string; errors?: readonly ErrorItem[] } {
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    return error as { message: string; errors?: readonly ErrorItem[] };
  }
  return { message: String(error) };
}
