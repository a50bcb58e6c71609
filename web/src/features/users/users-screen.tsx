import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../shared/components/coming-soon';

/** Users and roles, the back office's first section (issue 26). */
export default function UsersScreen() {
  const { t } = useTranslation();
  return <ComingSoon title={t('backofficeSections.utenti')} />;
}
