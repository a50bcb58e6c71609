import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../shared/components/coming-soon';

/** Extractions & Enrichments. Not built yet: header and coming-soon state. */
export default function EnricherScreen() {
  const { t } = useTranslation();
  return <ComingSoon title={t('screens.enricher')} probe={{ route: 'exportFilesList', input: { query: {} } }} />;
}
