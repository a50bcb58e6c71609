import type { Configuration } from '../../../shared/schemas/configuration';
import { documentClient } from '../../commons/clients';
import { tableName } from '../../commons/env';
import { dynamoVersionedStore, type VersionedStore } from '../../commons/versioned/versioned-store';
import { CONFIGURATION_KEYS } from './keys';

/** The configuration's versions on the data table. */
export const configurationStore = (): VersionedStore<Configuration> =>
  dynamoVersionedStore<Configuration>(documentClient, tableName('data'), CONFIGURATION_KEYS);
