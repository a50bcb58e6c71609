import { DEFAULT_WHITELIST_REASON } from '../constants';
import { formatDateTime } from '../format/italian-format';
import { nextDay, romeDay, romeDayStartUtc } from '../italian-time';
import { REQUIRED_MESSAGE, WHITELIST_MESSAGES } from '../validators/messages';
import { validateTaxCode } from '../validators/tax-code';
import { validateVatNumber } from '../validators/vat-number';

/**
 * The white-list insert's rules (spec section 5 'White list insert'), pure, for the wizard and the
 * server alike: one of tax code and VAT number, each checked by the precheck's validators; a company
 * name; a reason. The expiry is not the client's: the server computes it from the CURRENT configuration.
 */

export interface WhitelistInsertValues {
  taxCode: string;
  vatRegistrationNo: string;
  companyName: string;
  reasonDescription: string;
}
export type WhitelistInsertField = keyof WhitelistInsertValues;
export type WhitelistInsertErrors = Partial<Record<WhitelistInsertField, string>>;

/** The identifiers as they travel: tax code upper-cased, blanks as null (spec section 5). */
export function insertIdentifiers(values: Pick<WhitelistInsertValues, 'taxCode' | 'vatRegistrationNo'>) {
  const taxCode = values.taxCode.trim().toUpperCase();
  const vatRegistrationNo = values.vatRegistrationNo.trim();
  return { taxCode: taxCode || null, vatRegistrationNo: vatRegistrationNo || null };
}

/**
 * Each field's first broken rule. Both identifiers missing marks both with the spec's text; each one
 * present is checked on its own. `reasons`, when given, are the reasons the reason must be one of.
 */
export function whitelistInsertErrors(
  values: WhitelistInsertValues,
  reasons?: readonly string[],
): WhitelistInsertErrors {
  const errors: WhitelistInsertErrors = {};
  const { taxCode, vatRegistrationNo } = insertIdentifiers(values);
  if (taxCode === null && vatRegistrationNo === null) {
    errors.taxCode = WHITELIST_MESSAGES.oneIdentifier;
    errors.vatRegistrationNo = WHITELIST_MESSAGES.oneIdentifier;
  }
  if (taxCode !== null) errors.taxCode = validateTaxCode(taxCode);
  if (vatRegistrationNo !== null) errors.vatRegistrationNo = validateVatNumber(vatRegistrationNo);
  if (values.companyName.trim() === '') errors.companyName = REQUIRED_MESSAGE;
  const reason = values.reasonDescription.trim();
  if (reason === '') errors.reasonDescription = REQUIRED_MESSAGE;
  else if (reasons && !reasons.includes(reason)) errors.reasonDescription = WHITELIST_MESSAGES.unknownReason;
  for (const field of Object.keys(errors) as WhitelistInsertField[]) if (!errors[field]) delete errors[field];
  return errors;
}

/** The reason a fresh insert shows (spec section 9's default): 'Altro' when the configuration has it, else its first reason, else none. */
export function defaultReason(reasons: readonly string[]): string {
  return reasons.includes(DEFAULT_WHITELIST_REASON) ? DEFAULT_WHITELIST_REASON : (reasons[0] ?? '');
}

/**
 * When an entry inserted at `now` expires: the Italian day `validityDays` after today, at its last
 * instant (23:59:59.999, shown as 23:59 as the spec sets it). Ending on the day's last instant makes
 * "active" a matter of days: an entry is active exactly while its expiry day is today or later, which
 * is what the list's 'active only' filter asks of the store (a stable condition for a whole day).
 */
export function whitelistExpiry(now: Date, validityDays: number): string {
  let day = romeDay(now);
  for (let added = 0; added <= validityDays; added += 1) day = nextDay(day);
  return new Date(Date.parse(romeDayStartUtc(day)) - 1).toISOString();
}

/**
 * An expiry as 'dd/MM/yyyy 23:59': expiries are the last instant of an Italian day, which the spec shows
 * to the minute (section 9 'Expiry time 23:59'); the seconds of formatDateTime would read 23:59:59.
 * The screen and both CSV exports show it so.
 */
export function formatExpiry(instant: string): string {
  return formatDateTime(instant).slice(0, '00/00/0000 00:00'.length);
}

/** Exempting now: not revoked and not past its expiry (the precheck's rule, shared/decision/white-list-rule.ts). */
export function isActiveEntry(entry: { revocationDate: string | null; expiringDate: string }, now: Date): boolean {
  return entry.revocationDate === null && Date.parse(entry.expiringDate) >= now.getTime();
}
