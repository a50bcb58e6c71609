import type { i18n as I18n } from 'i18next';
import type { ErrorItem } from '../../../../shared/errors';

type Translator = Pick<I18n, 't' | 'exists'>;

/** Codes whose description is the call's own (a field's rule, why a body was refused), not the code's. */
const DESCRIBED_BY_THE_CALL = new Set(['BAD_REQUEST', 'VALIDATION_ERROR']);

/**
 * The console's text for an error the server answered, in the user's language: the catalogue's text
 * for its code (alerts.serverErrors: every refusal of shared/refusals.ts and the generic codes), or the
 * server's description for a code the catalogue does not know and for a code whose words are the
 * call's own. The one place a code becomes a text: no feature maps the server's words back to a key.
 */
export function errorText(item: Pick<ErrorItem, 'code' | 'description'>, i18n: Translator): string {
  const key = `alerts.serverErrors.${item.code}`;
  if (DESCRIBED_BY_THE_CALL.has(item.code) || !i18n.exists(key)) return item.description;
  return i18n.t(key as 'alerts.generic');
}
