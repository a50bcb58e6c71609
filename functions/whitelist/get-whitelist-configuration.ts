import { API_ROUTES } from '../../shared/route-table';
import { defineHandler } from '../commons/http/define-handler';
import { currentWhitelistSettings } from './current-whitelist-settings';

/** GET /api/v1/getWhitelistConfiguration: the insert form's reasons and validity days, from the CURRENT configuration. */
export const handler = defineHandler(API_ROUTES.getWhitelistConfiguration, async () => ({
  body: { data: await currentWhitelistSettings() },
}));
