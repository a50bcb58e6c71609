import type { i18n as I18n } from 'i18next';
import type { AuditRecordRow } from '../../../../shared/schemas/audit';
import { errorText } from '../../shared/i18n/error-text';

type Translator = Pick<I18n, 't' | 'exists' | 'language'>;

/**
 * Why a call was refused or failed, or why the system's own act failed, in the console's language (the
 * record keeps the Italian words with a code): for the system's act, the catalogue's text for its reason
 * code (auditTrail.systemReasons); for a call, the console's text for its first error's code
 * (errorText). The words as recorded for a code the console does not know, for a validation error (each
 * field's rule, in the server's words) and for a record without a code (one kept before the codes).
 */
export function reasonText(
  record: Pick<AuditRecordRow, 'reason' | 'errorCode' | 'reasonCode'>,
  i18n: Translator,
): string | null {
  const { reason, errorCode, reasonCode } = record;
  const systemKey = `auditTrail.systemReasons.${reasonCode}`;
  if (reasonCode && i18n.exists(systemKey)) return i18n.t(systemKey as 'auditTrail.detail.reason');
  if (reason === null || errorCode === null || i18n.language === 'it') return reason;
  return errorText({ code: errorCode, description: reason }, i18n);
}
