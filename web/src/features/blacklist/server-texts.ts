import type { i18n as I18n } from 'i18next';

/** The catalogue keys of the black-list calls' server texts (blacklistScreen.serverTexts). */
const SERVER_TEXT_KEYS = [
  'publishRefused',
  'restoreRefused',
  'deleteRefused',
  'notFound',
  'stale',
  'secondPersonRequired',
  'updatingExists',
  'tooManyRecords',
  'fileTooLarge',
] as const;

/**
 * The wizard's translateError for the black-list calls: the user language's text of a server text the
 * Italian catalogue holds verbatim (one code, CONFLICT, carries several of them). Others stay as sent.
 */
export function blacklistErrorTranslator(i18n: I18n): (code: string, description: string) => string | undefined {
  const italian = i18n.getFixedT('it');
  return (_code, description) => {
    const key = SERVER_TEXT_KEYS.find(
      (candidate) => italian(`blacklistScreen.serverTexts.${candidate}`) === description,
    );
    return key && i18n.t(`blacklistScreen.serverTexts.${key}`);
  };
}
