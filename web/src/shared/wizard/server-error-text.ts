import type { ErrorItem } from '../../../../shared/errors';

/**
 * The text of a wizard's error outcome (spec section 8): the first description of the server's errors,
 * else the error's message. In Italian that text is shown as the server wrote it; in another language
 * `translate` may give the catalogue's text for it, found by its code or by the server's Italian text.
 */
export function serverErrorText(
  error: unknown,
  language: string,
  translate: (code: string, description: string) => string | undefined = () => undefined,
): string {
  const failure = readFailure(error);
  const first = failure.errors?.[0];
  const translated = first && language !== 'it' ? translate(first.code, first.description) : undefined;
  return translated ?? first?.description ?? failure.message;
}

/** An ApiError, another Error, or anything else thrown, read as a message and maybe the server's errors. */
function readFailure(error: unknown): { message: string; errors?: readonly ErrorItem[] } {
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    return error as { message: string; errors?: readonly ErrorItem[] };
  }
  return { message: String(error) };
}
