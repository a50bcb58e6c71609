import { API_ROUTES } from '../../shared/route-table';
import { defineHandler } from '../commons/http/define-handler';
import { fourEyesRuleOn } from '../commons/versioned/four-eyes';
import { configurationStore } from '../stores/configuration/configuration-store';

/**
 * POST /api/v1/getConfigurationCluster: one cluster of the configuration's versions. UPDATING and
 * CURRENT hold at most one each and come from the head (one read); ARCHIVED is a page of the
 * history, newest first (the head and one query). It says whether the stage keeps the four-eyes rule,
 * so the console offers 'Pubblica' only to whom the server would let publish.
 */
export const handler = defineHandler(API_ROUTES.getConfigurationCluster, async ({ body }) => {
  const store = configurationStore();
  const head = await store.readHead();
  if (body.configurationClusterId === 'ARCHIVED') {
    const { records, total } = await store.archivedPage(head, body.pageNumber, body.pageSize);
    return { body: { configurations: records, total, fourEyes: fourEyesRuleOn() } };
  }
  const record = body.configurationClusterId === 'CURRENT' ? head.current : head.updating;
  const all = record ? [record] : [];
  return { body: { configurations: body.pageNumber === 0 ? all : [], total: all.length, fourEyes: fourEyesRuleOn() } };
});
