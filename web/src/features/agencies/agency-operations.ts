import type { Agency, AgencyRequest } from '../../../../shared/schemas/agency';
import { api } from '../../shared/api';

/**
 * What the section changes, each through the shared wizard: InsertAgenzia ('Inserisci agenzia'), and
 * from a row's detail (menagementWizard) a new name or the deletion (spec section 2 'Agency mapping').
 */
export type AgencyOperation = { kind: 'insert' } | { kind: 'rename' | 'delete'; agency: Agency };

/** The operation's call: `request` is the checked form (insert and rename only). */
export function performAgencyOperation(operation: AgencyOperation, request?: AgencyRequest): Promise<Agency> {
  if (operation.kind === 'delete') return api.call('deleteAgency', { params: { code: operation.agency.code } });
  if (!request) return Promise.reject(new Error('The form was not checked'));
  // A rename sends the code it was opened on: only the name changes.
  if (operation.kind === 'rename') {
    return api.call('updateAgency', { body: { code: operation.agency.code, name: request.name } });
  }
  return api.call('createAgency', { body: request });
}
