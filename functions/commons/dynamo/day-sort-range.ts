import { nextDay, romeDayStartUtc } from '../../../shared/italian-time';
import type { DayRange } from '../../../shared/validators/ranges';
import type { ListSource } from './query-plan';

/**
 * Index sort keys that start with an ISO instant (`<instant>#<id>`: request-log rows, white-list
 * entries): the Italian days of a range as inclusive sort-key bounds. From the first instant of the
 * first day to the last instant of the last day, followed by '~', which sorts after any `#<id>`.
 */
export function daySortRange(range: DayRange): NonNullable<ListSource['sortRange']> {
  const end = new Date(Date.parse(romeDayStartUtc(nextDay(range.endDate))) - 1).toISOString();
  return { from: romeDayStartUtc(range.startDate), to: `${end}#~` };
}
