import { useTranslation } from 'react-i18next';
import { CONFIGURATION_CHECK_ID, CONFIGURATION_CLUSTER_PAGE_SIZE } from '../../../../shared/constants';
import type { ServiceProbe } from '../../shared/components/coming-soon';
import { ComingSoon } from '../../shared/components/coming-soon';

const currentConfiguration: ServiceProbe = {
  route: 'getConfigurationCluster',
  input: {
    body: {
      pageNumber: 0,
      pageSize: CONFIGURATION_CLUSTER_PAGE_SIZE.CURRENT,
      configurationClusterId: 'CURRENT',
      configurationCheckId: CONFIGURATION_CHECK_ID,
    },
  },
};

/** Precheck control parameters. Not built yet: header and coming-soon state. */
export default function ParametersScreen() {
  const { t } = useTranslation();
  return <ComingSoon title={t('screens.parameters')} probe={currentConfiguration} />;
}
