import { addDays, MS_PER_DAY, nextDay, romeDay, romeDayStartUtc } from '../../../shared/italian-time';
import { type Random, weighted } from './prng';

/**
 * When checks happen: over the year that ends at `endDate`, more on weekdays and in office hours
 * (Italian time), fewer in August and on Sundays, slowly growing over the year.
 */

const HOUR_MS = 3_600_000;
const DAYS = 365;

/** Relative traffic by Italian hour of day, 0 to 23. */
const HOUR_WEIGHTS = [
  0.2, 0.1, 0.1, 0.1, 0.1, 0.2, 0.4, 1.2, 3.5, 6.5, 8, 8, 7, 5, 6, 7, 7, 6, 4.5, 3, 2, 1.2, 0.7, 0.4,
];
/** Sunday first, as Date.getUTCDay counts. */
const WEEKDAY_WEIGHTS = [0.12, 1, 1, 1, 1, 0.95, 0.4];

const hours = weighted(HOUR_WEIGHTS.map((weight, hour) => [hour, weight] as const));

export interface Calendar {
  /** First and last instants (ms) a row may have. */
  start: number;
  end: number;
  /** A first-check instant, in ms since the epoch. */
  drawInstant(): number;
  /** A later check of the same dossier: minutes, hours or days after, never after `end`; null if it would be. */
  drawRetry(after: number): number | null;
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The instant an end date means: a Date as is, a YYYY-MM-DD day up to its last millisecond in Italy. */
export function endInstant(endDate: Date | string): Date {
  const instant = DAY_ONLY.test(String(endDate))
    ? new Date(Date.parse(romeDayStartUtc(nextDay(String(endDate)))) - 1)
    : new Date(endDate);
  if (Number.isNaN(instant.getTime())) throw new Error(`not a date: ${String(endDate)}`);
  return instant;
}

/**
 * The calendar draws from a stream of its own: the weights follow the weekdays and months of the
 * year being drawn, so its draws differ from one end date to the next, and sharing the rows' stream
 * would make every subject, channel and outcome change with the day the history is generated.
 */
export function createCalendar(endDate: Date, random: Random): Calendar {
  const end = endDate.getTime();
  const lastDay = romeDay(endDate);
  const days: { start: number; weight: number }[] = [];
  for (let back = DAYS - 1; back >= 0; back -= 1) {
    const day = addDays(lastDay, -back);
    const date = new Date(`${day}T12:00:00Z`);
    const august = date.getUTCMonth() === 7 ? 0.6 : 1;
    const growth = 0.8 + (0.4 * (DAYS - back)) / DAYS;
    days.push({
      start: Date.parse(romeDayStartUtc(day)),
      weight: (WEEKDAY_WEIGHTS[date.getUTCDay()] ?? 1) * august * growth,
    });
  }
  const dayTable = weighted(days.map((day) => [day, day.weight] as const));
  const start = (days[0] as { start: number }).start;

  return {
    start,
    end,
    drawInstant() {
      // The last day is cut at `end`: redraw the few instants that fall after it.
      for (;;) {
        const day = dayTable.draw(random);
        const instant = day.start + hours.draw(random) * HOUR_MS + random.int(HOUR_MS);
        if (instant <= end) return instant;
      }
    },
    drawRetry(after) {
      const roll = random.next();
      const gap =
        roll < 0.55
          ? 30_000 + random.int(30 * 60_000) // a retry within half an hour
          : roll < 0.85
            ? HOUR_MS + random.int(7 * HOUR_MS) // later the same day
            : MS_PER_DAY + random.int(20 * MS_PER_DAY); // days later, usually the same month
      const instant = after + gap;
      return instant <= end ? instant : null;
    },
  };
}
