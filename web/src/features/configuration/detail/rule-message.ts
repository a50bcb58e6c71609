import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CONFIGURATION_MESSAGES, REQUIRED_MESSAGE } from '../../../../../shared/validators/messages';

/**
 * The rules answer in the product's Italian (shared/validators/messages.ts, the server's 400s too); the
 * editor shows each in the user's language through its catalogue key. A text without a key (one the
 * wire schema adds) is shown as it comes.
 */
const RULE_KEYS = {
  [REQUIRED_MESSAGE]: 'required',
  [CONFIGURATION_MESSAGES.percentRange]: 'percentRange',
  [CONFIGURATION_MESSAGES.positiveAmount]: 'positiveAmount',
  [CONFIGURATION_MESSAGES.amountTooLarge]: 'amountTooLarge',
  [CONFIGURATION_MESSAGES.amountCents]: 'amountCents',
  [CONFIGURATION_MESSAGES.notANumber]: 'notANumber',
  [CONFIGURATION_MESSAGES.validityDaysRange]: 'validityDaysRange',
  [CONFIGURATION_MESSAGES.missingDefaults]: 'missingDefaults',
  [CONFIGURATION_MESSAGES.duplicates]: 'duplicates',
  [CONFIGURATION_MESSAGES.noReason]: 'noReason',
  [CONFIGURATION_MESSAGES.paymentScoreRange]: 'paymentScoreRange',
} as const;

type RuleKey = (typeof RULE_KEYS)[keyof typeof RULE_KEYS];

const keyOf = (message: string): RuleKey | undefined =>
  Object.hasOwn(RULE_KEYS, message) ? RULE_KEYS[message as keyof typeof RULE_KEYS] : undefined;

export function useRuleMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (message) => {
      if (message === undefined) return undefined;
      const key = keyOf(message);
      return key ? t(`configurationEditor.rules.${key}`) : message;
    },
    [t],
  );
}
