import { z } from 'zod';
import { BLACKLIST_KINDS } from '../enums';
import { ExportJobSchema } from './exports';

/**
 * The dashboard (`/admin/dashboard`, ADMIN and RISK_OFFICER): the checks of today, the last 7
 * and the last 30 Italian days against the period before, day by day, the reasons and where checks go
 * red, all from the request log's daily tallies; what is in force and since when, what waits for a
 * second administrator, the last customer feed and the caller's own jobs. One call, no input.
 */

/** What a period's checks add up to. Shares are percentages with two decimals; 0 when nothing was decided. */
export const DashboardFiguresSchema = z.object({
  checks: z.number().int(),
  /** Checks that ended with a light (red or green). */
  decided: z.number().int(),
  red: z.number().int(),
  redShare: z.number(),
  /** Checks that ended in a technical error (requestStatus ERROR). */
  errors: z.number().int(),
  errorShare: z.number(),
  /** Mean response time of the checks that succeeded, in milliseconds; null when none did. */
  meanResponseMs: z.number().nullable(),
});
export type DashboardFigures = z.infer<typeof DashboardFiguresSchema>;

export const DASHBOARD_PERIODS = ['today', 'week', 'month'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

const DayRangeSchema = z.object({ startDate: z.string(), endDate: z.string() });

export const DashboardPeriodSchema = z.object({
  key: z.enum(DASHBOARD_PERIODS),
  current: DashboardFiguresSchema.extend(DayRangeSchema.shape),
  /** The same number of days just before. */
  previous: DashboardFiguresSchema.extend(DayRangeSchema.shape),
});

/** One day of the last 30, oldest first. */
export const DashboardDaySchema = DashboardFiguresSchema.extend({ day: z.string() });

/** A share of checks going red within a group (a market, a channel group, a micro segment). */
export const RedShareGroupSchema = z.object({
  key: z.string(),
  decided: z.number().int(),
  red: z.number().int(),
  redShare: z.number(),
});

export const VERSIONED_KINDS = ['CONFIGURATION', ...BLACKLIST_KINDS] as const;
export type VersionedKind = (typeof VERSIONED_KINDS)[number];

/**
 * A version in force: since when and by whom, named as its own screen names it (the configuration's
 * version id, a black list's file).
 */
export const VersionInForceSchema = z.object({
  kind: z.enum(VERSIONED_KINDS),
  id: z.string(),
  label: z.string(),
  since: z.string().nullable(),
  by: z.string().nullable(),
});

/** A version that took effect within the last 30 days: a mark on the time series at that instant. */
export const VersionMarkSchema = VersionInForceSchema.extend({ at: z.string(), day: z.string() });

/** A version prepared and waiting for a second administrator to publish it. */
export const PendingApprovalSchema = z.object({
  kind: z.enum(VERSIONED_KINDS),
  id: z.string(),
  label: z.string(),
  preparedBy: z.string().nullable(),
  preparedAt: z.string().nullable(),
});

export const DashboardResponseSchema = z.object({
  /** When the figures were read, and the Italian day they call today. */
  asOf: z.string(),
  today: z.string(),
  periods: z.array(DashboardPeriodSchema),
  days: z.array(DashboardDaySchema),
  /** The most frequent result codes of the last 30 days, with their count and share of the checks decided. */
  reasons: z.array(z.object({ code: z.string(), count: z.number().int(), share: z.number() })),
  /** Each of those codes' checks day by day, in the order of `days`. */
  reasonTrend: z.array(z.object({ code: z.string(), data: z.array(z.number().int()) })),
  /** Red share over the last 30 days, by market, channel group and micro segment. */
  redShare: z.object({
    byMarket: z.array(RedShareGroupSchema),
    byChannelGroup: z.array(RedShareGroupSchema),
    bySegment: z.array(RedShareGroupSchema),
  }),
  versions: z.array(VersionInForceSchema),
  marks: z.array(VersionMarkSchema),
  pending: z.array(PendingApprovalSchema),
  customerLoad: z
    .object({
      file: z.string(),
      loadedAt: z.string(),
      kpiDate: z.string().nullable(),
      rows: z.number().int(),
      refused: z.number().int(),
    })
    .nullable(),
  /** The caller's own jobs (exports, enrichments, back-tests: every type of the job rail), newest first. */
  jobs: z.array(ExportJobSchema),
  /**
   * 'Verifiche ripetute' at a glance, for the roles that see it (absent for the others): the open chains
   * of the last 30 days flagged red-then-green-after-an-edit, and the agencies over their upper limit.
   */
  repeatedChecks: z
    .object({
      openRedThenGreen: z.number().int(),
      agenciesOverLimit: z.array(z.object({ code: z.string(), name: z.string().nullable(), excess: z.number() })),
    })
    .optional(),
});
export type DashboardResponse = z.infer<typeof DashboardResponseSchema>;
