import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../shared/components/coming-soon';

/** Dashboard: the spec does not show its content, so it has no call to check. Not built yet: header and coming-soon state. */
export default function DashboardScreen() {
  const { t } = useTranslation();
  return <ComingSoon title={t('screens.dashboard')} />;
}
