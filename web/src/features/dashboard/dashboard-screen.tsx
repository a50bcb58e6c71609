import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../shared/components/coming-soon';

/** Dashboard: the spec does not show its content, so the placeholder only says it is coming. */
export default function DashboardScreen() {
  const { t } = useTranslation();
  return <ComingSoon title={t('screens.dashboard')} />;
}
