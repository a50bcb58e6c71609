import { API_ROUTES } from '../../shared/route-table';
import { publishConfiguration } from '../stores/configuration/configuration-transitions';
import { defineConfigurationTransition } from './configuration-transition-handler';

/** PUT /api/v1/publishUpdatingConfiguration: UPDATING in force now, by a second administrator. */
export const handler = defineConfigurationTransition(API_ROUTES.publishUpdatingConfiguration, publishConfiguration);
