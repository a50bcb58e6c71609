import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../shared/components/coming-soon';

/** Single-subject verification (spec section 2 'Precheck screen'). Not built yet: header and coming-soon state. */
export default function PrecheckScreen() {
  const { t } = useTranslation();
  return <ComingSoon title={t('screens.precheck')} probe={{ route: 'provinces', input: {} }} />;
}
