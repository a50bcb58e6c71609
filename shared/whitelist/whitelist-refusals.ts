import { refusalText } from '../refusals';

/**
 * The white-list calls' refusals by the feature's names, each the Italian text of its registry code
 * (shared/refusals.ts: ALREADY_EXEMPT, WHITELIST_ENTRY_NOT_FOUND, ALREADY_REVOKED), as tests read them.
 */
export const WHITELIST_REFUSALS = {
  alreadyActive: refusalText('ALREADY_EXEMPT'),
  notFound: refusalText('WHITELIST_ENTRY_NOT_FOUND'),
  alreadyRevoked: refusalText('ALREADY_REVOKED'),
} as const;
