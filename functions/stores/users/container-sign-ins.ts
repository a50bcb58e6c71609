import { documentClient } from '../../commons/clients';
import { tableName } from '../../commons/env';
import { signInStore } from './sign-ins';

/** The last sign-ins in the data table, apart from the Cognito client: the sign-in trigger needs only this. */
export const containerSignIns = () => signInStore(documentClient, tableName('data'));
