import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../shared/components/coming-soon';

/** Precheck control parameters. Not built yet: header and coming-soon state. */
export default function ParametersScreen() {
  const { t } = useTranslation();
  return <ComingSoon title={t('screens.parameters')} purpose={t('comingSoon.purpose.parameters')} />;
}
