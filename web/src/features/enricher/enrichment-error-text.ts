import type { ErrorItem } from '../../../../shared/errors';
import { serverErrorText } from '../../shared/wizard/server-error-text';

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
 * The text of the enrichment's error view (spec section 8): the server's first description as written in
 * Italian; in another language a known code shows the catalogue's translation.
 */
export function enrichmentErrorText(
  error: { message: string; errors?: readonly ErrorItem[] },
  language: string,
  translate: (code: TranslatedErrorCode) => string,
): string {
  return serverErrorText(error, language, (code) => (isTranslated(code) ? translate(code) : undefined));
}
