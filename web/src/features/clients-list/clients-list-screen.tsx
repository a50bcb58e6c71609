import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../shared/components/coming-soon';

/** Customers list (Vista Clienti). Not built yet: header and coming-soon state. */
export default function ClientsListScreen() {
  const { t } = useTranslation();
  return <ComingSoon title={t('screens.clientsList')} purpose={t('comingSoon.purpose.clientsList')} />;
}
