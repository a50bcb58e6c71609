import { API_ROUTES } from '../../shared/route-table';
import type { AddToWhitelistRequest } from '../../shared/schemas/whitelist';
import { WHITELIST_MESSAGES } from '../../shared/validators/messages';
import { defineHandler } from '../commons/http/define-handler';
import { HttpError } from '../commons/http/http-error';
import { containerWhiteListStore } from '../stores/white-list/container-white-list';
import { newEntry } from '../stores/white-list/new-entry';
import type { WhitelistSettings } from './current-whitelist-settings';
import { currentWhitelistSettings } from './current-whitelist-settings';

/**
 * What only the CURRENT configuration can tell (the schema checked every other rule): whether the reason
 * is one of its own. Refused as a schema refusal reads: 400 on the field.
 */
function refuseUnknownReason(body: AddToWhitelistRequest, settings: WhitelistSettings) {
  if (settings.whitelistReasonParams.includes(body.reasonDescription.trim())) return;
  const description = WHITELIST_MESSAGES.unknownReason;
  throw new HttpError('VALIDATION_ERROR', undefined, [
    { code: 'VALIDATION_ERROR', field: 'reasonDescription', description },
  ]);
}

/**
 * POST /api/v1/addToWhitelist: exempts a subject from the checks from now until the end of the Italian
 * day the CURRENT configuration's validity days ahead (the client's expiry is not read). A subject with
 * an active entry: 409. The audit record names the new entry and holds it as `after`.
 */
export const handler = defineHandler(API_ROUTES.addToWhitelist, async ({ body, caller, audit }) => {
  const settings = await currentWhitelistSettings();
  refuseUnknownReason(body, settings);
  const entry = newEntry(body, {
    user: caller.username,
    now: new Date(),
    validityDays: settings.whitelistValidityDaysParam,
  });
  const inserted = await containerWhiteListStore().insert(entry);
  audit.record({ entityId: inserted.id, after: inserted });
  return { body: inserted };
});
