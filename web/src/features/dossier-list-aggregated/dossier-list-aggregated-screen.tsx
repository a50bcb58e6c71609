import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../shared/components/coming-soon';

/** Aggregated requests (Pratiche Aggregate). Not built yet: header and coming-soon state. */
export default function DossierListAggregatedScreen() {
  const { t } = useTranslation();
  return (
    <ComingSoon
      title={t('screens.dossierListAggregated')}
      probe={{ route: 'groupedRequestLog', input: { body: {} } }}
    />
  );
}
