import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../shared/components/coming-soon';

/** White list management. Not built yet: header and coming-soon state. */
export default function WhitelistScreen() {
  const { t } = useTranslation();
  return <ComingSoon title={t('screens.whitelist')} purpose={t('comingSoon.purpose.whitelist')} />;
}
