import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../shared/components/coming-soon';

/** Back office: the spec does not show its content, so the placeholder only says it is coming. */
export default function BackofficeScreen() {
  const { t } = useTranslation();
  return <ComingSoon title={t('screens.backoffice')} />;
}
