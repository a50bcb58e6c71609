import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../shared/components/coming-soon';

/** Acceptance requests (Log Richieste). Not built yet: header and coming-soon state. */
export default function DossierListScreen() {
  const { t } = useTranslation();
  return <ComingSoon title={t('screens.dossierList')} probe={{ route: 'requestLog', input: { body: {} } }} />;
}
