import type { i18n as I18n } from 'i18next';
import type { AuditRecordRow } from '../../../../shared/schemas/audit';
import { serverTextKey } from '../../shared/i18n/server-texts';

type Translator = Pick<I18n, 't' | 'exists' | 'language'>;

/** How the server joins the descriptions a caller read: `field: text; text` (functions/commons/audit). */
const SEPARATOR = '; ';
const WITH_FIELD = /^([\w.[\]]+): (.+)$/s;

/** One description in the console's language: a text the catalogue knows, maybe after its field's name. */
function translatedPart(part: string, i18n: Translator): string | undefined {
  const key = serverTextKey(part);
  if (key) return i18n.t(key as 'alerts.generic');
  const [, field, text] = WITH_FIELD.exec(part) ?? [];
  const fieldKey = field && text ? serverTextKey(text) : undefined;
  return fieldKey && `${field}: ${i18n.t(fieldKey as 'alerts.generic')}`;
}

/**
 * Why a call was refused or failed, in the console's language (the record keeps the server's Italian
 * words). In Italian, as recorded. In another language, each description by the catalogue's text for
 * it; when one is a text no catalogue holds, the text of the error's code, as the console's alerts do
 * (alert-text.ts); with no code either (a system's own words), as recorded.
 */
export function reasonText(record: Pick<AuditRecordRow, 'reason' | 'errorCode'>, i18n: Translator): string | null {
  const { reason, errorCode } = record;
  if (reason === null || i18n.language === 'it') return reason;
  const parts = reason.split(SEPARATOR).map((part) => translatedPart(part, i18n));
  if (parts.every((part): part is string => part !== undefined)) return parts.join(SEPARATOR);
  const codeKey = `alerts.serverErrors.${errorCode}`;
  return errorCode && i18n.exists(codeKey) ? i18n.t(codeKey as 'alerts.generic') : reason;
}
