import Flashbar, { type FlashbarProps } from '@cloudscape-design/components/flashbar';
import { useTranslation } from 'react-i18next';
import { alerts } from '../shared/alerts/alert-store';
import { alertText } from '../shared/alerts/alert-text';
import { useAlerts } from '../shared/alerts/use-alerts';

/**
 * The one Flashbar of spec section 8, fixed at the top centre above every page. It lives outside the
 * signed-in console so the alert of a 401 stays readable on the sign-in form it leads to.
 */
export function AlertsBar() {
  const { t, i18n } = useTranslation();
  const current = useAlerts();
  const items: FlashbarProps.MessageDefinition[] = current.map((alert) => ({
    id: alert.id,
    type: alert.layout,
    content: alertText(alert, i18n),
    dismissible: true,
    dismissLabel: t('alerts.dismiss'),
    onDismiss: () => alerts.dismiss(alert.id),
    ariaRole: alert.layout === 'error' ? 'alert' : 'status',
  }));
  return (
    <section aria-label={t('alerts.label')} style={barStyle} data-testid="alerts-bar">
      <Flashbar items={items} />
    </section>
  );
}

// Below the top bar (56 px), centred, above the app layout's drawers and sticky header.
const barStyle = {
  position: 'fixed',
  top: 64,
  left: '50%',
  transform: 'translateX(-50%)',
  width: 'min(640px, calc(100vw - 32px))',
  zIndex: 2000,
} as const;
