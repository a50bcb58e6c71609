import { lastDaysRange } from '../../shared/italian-time';
import { REPEATED_CHECKS_DEFAULT_DAYS } from '../../shared/schemas/monitoring';
import { INVALID_RANGE_MESSAGE } from '../../shared/validators/messages';
import type { DayRange } from '../../shared/validators/ranges';
import { HttpError } from '../commons/http/http-error';

/**
 * The monitoring's period: the one asked (ordered and at most a year, checked by the schema), by default
 * the last 30 days; a period reaching past today is refused with the spec's range text, at its field.
 */
export function monitoringPeriod(range: DayRange | undefined, today: string, field: string): DayRange {
  const period = range ?? lastDaysRange(today, REPEATED_CHECKS_DEFAULT_DAYS);
  if (period.endDate > today) {
    throw new HttpError('VALIDATION_ERROR', undefined, [
      { code: 'VALIDATION_ERROR', field, description: INVALID_RANGE_MESSAGE },
    ]);
  }
  return period;
}
