import type { ErrorItem } from '../../../../shared/errors';

/** Server codes whose texts the catalogue carries in English too ('enrichment.serverErrors'). */
export const TRANSLATED_ERROR_CODES = [
  'TOO_MANY_RECORDS',
  'FILE_TOO_LARGE',
  'UNREADABLE_FILE',
  'NAME_TAKEN',
  'SERVICE_UNAVAILABLE',
] as const;
export type TranslatedErrorCode = (typeof TRANSLATED_ERROR_CODES)[number];

const isTranslated = (code: string): code is TranslatedErrorCode =>
  (TRANSLATED_ERROR_CODES as readonly string[]).includes(code);

/**
 * The text of the enrichment's error view (spec section 8): the first description of the server's
 * errors, else the error's message. In Italian that text is shown as the server wrote it; in another
 * language a known code shows the catalogue's translation, an unknown one the server's text.
 */
export function enrichmentErrorText(
  error: { message: string; errors?: readonly ErrorItem[] },
  language: string,
  translate: (code: TranslatedErrorCode) => string,
): string {
  const first = error.errors?.[0];
  if (first && language !== 'it' && isTranslated(first.code)) return translate(first.code);
  return first?.description ?? error.message;
}
