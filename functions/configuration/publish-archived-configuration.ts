import { API_ROUTES } from '../../shared/route-table';
import { restoreConfiguration } from '../stores/configuration/configuration-transitions';
import { defineConfigurationTransition } from './configuration-transition-handler';

/** PUT /api/v1/publishArchivedConfiguration: a rollback to an ARCHIVED version, as a new CURRENT. */
export const handler = defineConfigurationTransition(API_ROUTES.publishArchivedConfiguration, restoreConfiguration);
