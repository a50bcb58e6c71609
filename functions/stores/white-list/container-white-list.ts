import { documentClient } from '../../commons/clients';
import { pageReader } from '../../commons/dynamo/page-reader';
import { tableName } from '../../commons/env';
import { whiteListStore } from './white-list-store';

/**
 * The white list of this container's data table. Apart from the store so that the store's module
 * builds no SDK client when it loads: the demo seed and the tests hand it the emulators' client.
 */
export const containerWhiteListStore = () => whiteListStore(documentClient, tableName('data'));

/** The list's reads (pages, counts, the export's stream) on the list rail. */
export const containerWhiteListReader = () => pageReader(documentClient, tableName('data'));
