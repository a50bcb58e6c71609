import type { i18n as I18n } from 'i18next';
import type { AuditRecordRow } from '../../../../shared/schemas/audit';
import { errorText } from '../../shared/i18n/error-text';

type Translator = Pick<I18n, 't' | 'exists' | 'language'>;

/**
 * Why a call was refused or failed, in the console's language (the record keeps the server's Italian
 * words and the first error's code): the console's text for the code (errorText), or the words as
 * recorded for a code it does not know, for a validation error (each field's rule, in the server's
 * words) and for a record without a code (a system's own words).
 */
export function reasonText(record: Pick<AuditRecordRow, 'reason' | 'errorCode'>, i18n: Translator): string | null {
  const { reason, errorCode } = record;
  if (reason === null || errorCode === null || i18n.language === 'it') return reason;
  return errorText({ code: errorCode, description: reason }, i18n);
}
