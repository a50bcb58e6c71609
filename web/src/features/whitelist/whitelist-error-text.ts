import type { TFunction } from 'i18next';
import { WHITELIST_REFUSALS } from '../../../../shared/whitelist/whitelist-refusals';

type Refusal = keyof typeof WHITELIST_REFUSALS;
const REFUSALS = Object.keys(WHITELIST_REFUSALS) as Refusal[];

/**
 * The wizards' translateError for the white-list calls: a refusal the server words in Italian
 * (shared/whitelist/whitelist-refusals.ts) in the user's language; any other text stays as sent.
 */
export function whitelistErrorTranslator(t: TFunction): (code: string, description: string) => string | undefined {
  return (_code, description) => {
    const refusal = REFUSALS.find((candidate) => WHITELIST_REFUSALS[candidate] === description);
    return refusal && t(`whitelist.serverTexts.${refusal}`);
  };
}
