import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CONFIGURATION_CHECK_ID, CONFIGURATION_CLUSTER_PAGE_SIZE, PAGE_SIZE } from '../../../../shared/constants';
import { ComingSoon, type ServiceProbe } from '../../shared/components/coming-soon';
import { type BlacklistSection, blacklistSectionOf } from './blacklist-sections';

/** The call each section will make first. */
const probes: Record<BlacklistSection, ServiceProbe> = {
  ceduti: { route: 'getBlacklist', input: { params: { kind: 'CEDUTI' } } },
  radiati: { route: 'getBlacklist', input: { params: { kind: 'RADIATI' } } },
  configurazione: {
    route: 'getConfigurationCluster',
    input: {
      body: {
        pageNumber: 0,
        pageSize: CONFIGURATION_CLUSTER_PAGE_SIZE.CURRENT,
        configurationClusterId: 'CURRENT',
        configurationCheckId: CONFIGURATION_CHECK_ID,
      },
    },
  },
  agenzie: { route: 'retrieveAgencies', input: { body: { pageNumber: 0, pageSize: PAGE_SIZE } } },
};

/** Configuration Manager area: black lists, configuration and agency mapping. Not built yet. */
export default function BlacklistScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const section = blacklistSectionOf(search);
  // key: a section change is a new screen, so a running service check does not carry over.
  return <ComingSoon key={section} title={t(`blacklistTitles.${section}`)} probe={probes[section]} />;
}
