import { z } from 'zod';
import { DATE_MESSAGES } from '../validators/messages';

/**
 * The days a request may name: real calendar days (zod's ISO date refuses 30 February and month 13)
 * from 1 January 2000 to 31 December 2099. The spec sets no absolute bound (section 5 'Ranges' only
 * orders and spans ranges); these bounds are ours:
 * - nothing the product holds is older than 2000, and 2099 leaves the console decades;
 * - a day outside them is not a day the storage can key: Italy's clock before 1893 was no CET (no Italian
 *   midnight at UTC+1 or +2), the day after 9999-12-31 has a six-digit year, and keys compare as text
 *   only while every year has four digits. Such a day was a 500; at the contract it is a 400.
 * The bound is a pattern, not a refinement, so the OpenAPI document carries it.
 */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2099-12-31';
const WITHIN_BOUNDS = /^20\d{2}-/;

/** YYYY-MM-DD, a real day within the bounds. */
export const IsoDateSchema = z.iso
  .date({ error: DATE_MESSAGES.invalid })
  .regex(WITHIN_BOUNDS, DATE_MESSAGES.outOfBounds);

/** An ISO instant with its offset, on a day within the bounds. */
export const IsoDateTimeSchema = z.iso
  .datetime({ offset: true, error: DATE_MESSAGES.invalid })
  .regex(WITHIN_BOUNDS, DATE_MESSAGES.outOfBounds);
