import { API_ROUTES } from '../../shared/route-table';
import { deleteConfiguration } from '../stores/configuration/configuration-transitions';
import { defineConfigurationTransition } from './configuration-transition-handler';

/** PUT /api/v1/deleteUpdatingConfiguration: discards the version being prepared. */
export const handler = defineConfigurationTransition(API_ROUTES.deleteUpdatingConfiguration, deleteConfiguration);
