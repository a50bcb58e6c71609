import { CONFIGURATION_CHECK_ID, CONFIGURATION_CLUSTER_PAGE_SIZE } from '../../../../shared/constants';
import type { ConfigurationStatus } from '../../../../shared/enums';
import type { Configuration } from '../../../../shared/schemas/configuration';
import { api } from '../../shared/api';
import type { VersionedCluster, VersionedSource } from '../../shared/versioned/versioned-clusters';

/** Which configuration status each cluster of the panel holds. */
export const CLUSTER_STATUS: Readonly<Record<VersionedCluster, ConfigurationStatus>> = {
  updating: 'UPDATING',
  active: 'CURRENT',
  history: 'ARCHIVED',
};

/** The configuration's versions, read a cluster page at a time (spec section 7 and 9: 10, 10 and 25). */
export const CONFIGURATION_SOURCE: VersionedSource<Configuration> = {
  key: 'configuration',
  pageSizes: {
    updating: CONFIGURATION_CLUSTER_PAGE_SIZE.UPDATING,
    active: CONFIGURATION_CLUSTER_PAGE_SIZE.CURRENT,
    history: CONFIGURATION_CLUSTER_PAGE_SIZE.ARCHIVED,
  },
  fetchPage: async (cluster, { pageNumber, pageSize }) => {
    const { configurations, total, fourEyes } = await api.call('getConfigurationCluster', {
      body: {
        pageNumber,
        pageSize,
        configurationClusterId: CLUSTER_STATUS[cluster],
        configurationCheckId: CONFIGURATION_CHECK_ID,
      },
    });
    return { rows: configurations, total, fourEyes };
  },
};
