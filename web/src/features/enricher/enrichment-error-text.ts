import type { i18n as I18n } from 'i18next';
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
 * The text of the enrichment's error view (spec section 8): a code the enrichment words itself in the
 * catalogue's text for it, any other as the console words its code (serverErrorText).
 */
export function enrichmentErrorText(
  error: { message: string; errors?: readonly ErrorItem[] },
  i18n: Pick<I18n, 't' | 'exists'>,
  translate: (code: TranslatedErrorCode) => string,
): string {
  return serverErrorText(error, i18n, (code) => (isTranslated(code) ? translate(code) : undefined));
}
