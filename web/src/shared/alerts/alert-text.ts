import type { i18n as I18n } from 'i18next';
import { ERROR_DESCRIPTIONS } from '../../../../shared/errors';
import type { Alert } from './alert-store';

/**
 * Spec section 8, its second reading: '{status} - {message}', the message alone when no response
 * arrived, and 'Errore generico.' when there is no message to show (the first reading's
 * 'Error - Error status code: 404' said nothing, and in English on the Italian console). In Italian
 * the message is the server's own; in another language it is the catalogue's text for the server's
 * code, or the generic text for a code the catalogue does not name.
 */
export function alertText(alert: Alert, i18n: Pick<I18n, 't' | 'exists' | 'language'>): string {
  const message = alertMessage(alert, i18n);
  return alert.status === undefined ? message : i18n.t('alerts.withStatus', { status: alert.status, message });
}

function alertMessage({ code, message }: Alert, i18n: Pick<I18n, 't' | 'exists' | 'language'>): string {
  // The server's generic text ('errore generico') is no message: the alert's own fallback says it.
  if (!message || message === ERROR_DESCRIPTIONS.INTERNAL_ERROR) return i18n.t('alerts.generic');
  if (i18n.language === 'it') return message;
  const key = `alerts.serverErrors.${code}`;
  return code && i18n.exists(key) ? i18n.t(key as 'alerts.generic') : i18n.t('alerts.generic');
}
