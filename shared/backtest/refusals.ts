import { refusalText } from '../refusals';

/** Why a version cannot be back-tested, each the Italian text of its registry code (shared/refusals.ts). */
export const BACKTEST_REFUSALS = {
  CONFIGURATION: refusalText('CONFIGURATION_NOT_A_DRAFT'),
  BLACKLIST: refusalText('BLACKLIST_NOT_A_DRAFT'),
  NO_CURRENT: refusalText('NO_CURRENT_CONFIGURATION'),
  CONFIGURATION_NOT_FOUND: refusalText('CONFIGURATION_NOT_FOUND'),
  BLACKLIST_NOT_FOUND: refusalText('BLACKLIST_VERSION_NOT_FOUND'),
} as const;
