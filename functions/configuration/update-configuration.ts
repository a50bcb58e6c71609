import { API_ROUTES } from '../../shared/route-table';
import { updateConfiguration } from '../stores/configuration/configuration-transitions';
import { defineConfigurationTransition } from './configuration-transition-handler';

/** PUT /api/v1/updateConfiguration: edits UPDATING, or prepares a new UPDATING from CURRENT. */
export const handler = defineConfigurationTransition(API_ROUTES.updateConfiguration, updateConfiguration);
