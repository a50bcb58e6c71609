/**
 * A share as the figures answer it (the dashboard, the request-log and business KPIs): `part` of `whole`
 * as a percentage rounded to two decimals, and 0 when the whole is 0 (nothing to share out, never NaN).
 */
export const percentage = (part: number, whole: number): number =>
  whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100;
