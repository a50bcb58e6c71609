import type { TFunction } from 'i18next';
import type { Alert } from './alert-store';

/** Spec section 8: the status when a response exists, otherwise the generic text. */
export function alertText(alert: Alert, t: TFunction): string {
  if (alert.message) return alert.message;
  return alert.status === undefined ? t('alerts.generic') : t('alerts.httpError', { status: alert.status });
}
