import { API_ROUTES } from '../../shared/route-table';
import type { AddToWhitelistRequest } from '../../shared/schemas/whitelist';
import { whitelistInsertErrors } from '../../shared/whitelist/whitelist-insert';
import { defineHandler } from '../commons/http/define-handler';
import { HttpError } from '../commons/http/http-error';
import { containerWhiteListStore } from '../stores/white-list/container-white-list';
import { newEntry } from '../stores/white-list/new-entry';
import type { WhitelistSettings } from './current-whitelist-settings';
import { currentWhitelistSettings } from './current-whitelist-settings';

/**
 * The insert's rules with the CURRENT configuration's reasons: the schema checked the rest already,
 * what only the configuration can tell is whether the reason is one of its own (400 on the field, as
 * a schema refusal reads).
 */
function refuseUnknownReason(body: AddToWhitelistRequest, settings: WhitelistSettings) {
  const errors = whitelistInsertErrors(
    {
      taxCode: body.taxCode ?? '',
      vatRegistrationNo: body.vatRegistrationNo ?? '',
      companyName: body.companyName,
      reasonDescription: body.reasonDescription,
    },
    settings.whitelistReasonParams,
  );
  const items = Object.entries(errors).map(([field, description]) => ({
    code: 'VALIDATION_ERROR',
    field,
    description,
  }));
  if (items.length > 0) throw new HttpError('VALIDATION_ERROR', undefined, items);
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
