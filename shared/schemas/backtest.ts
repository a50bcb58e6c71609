import { z } from 'zod';
import { isValidBacktestPeriod } from '../backtest/period';
import { ALL_RESULT_CODES } from '../enums';
import { INVALID_RANGE_MESSAGE } from '../validators/messages';
import { italianToday } from '../validators/ranges';
import { IsoDateSchema } from './calendar-day';
import { DateRangeSchema } from './common';
import { listPageRequest, pagedListResponse } from './lists';
import { singleLineText } from './text';

/**
 * The back-test (docs/decision-rules.md 'Back-test'): the recorded checks of a period decided again,
 * on their recorded facts, with a configuration being prepared or a black-list version loaded and not
 * yet published, against the configuration in force. ADMIN only, as the versions it reads.
 */

/** What is replayed: a configuration 'in aggiornamento', or a READY version of one black list. */
export const BACKTEST_KINDS = ['CONFIGURATION', 'RADIATI', 'CEDUTI'] as const;
export type BacktestKind = (typeof BACKTEST_KINDS)[number];

export const BacktestTargetSchema = z
  .object({
    kind: z.enum(BACKTEST_KINDS),
    id: singleLineText().min(1).max(64),
  })
  .strict();
export type BacktestTarget = z.infer<typeof BacktestTargetSchema>;

/**
 * Italian days, both included: ordered, at most BACKTEST_MAX_DAYS, not after today. Any of the three
 * broken answers the spec's range text.
 */
export const BacktestPeriodSchema = z
  .object({ startDate: IsoDateSchema, endDate: IsoDateSchema })
  .strict()
  .refine((range) => isValidBacktestPeriod(range, italianToday()), {
    message: INVALID_RANGE_MESSAGE,
    path: ['startDate'],
  });
export type BacktestPeriod = z.infer<typeof BacktestPeriodSchema>;

export const RunBacktestRequestSchema = z
  .object({
    target: BacktestTargetSchema,
    /** Default: the last BACKTEST_DEFAULT_DAYS Italian days, today included. */
    period: BacktestPeriodSchema.optional(),
  })
  .strict();

export const BacktestTargetParamsSchema = BacktestTargetSchema;

const ResultCodeSchema = z.enum(ALL_RESULT_CODES);
/** How many checks went from one code to another (the same code: unchanged). */
export const TransitionCountSchema = z.object({
  from: ResultCodeSchema,
  to: ResultCodeSchema,
  count: z.number().int(),
});
export type TransitionCount = z.infer<typeof TransitionCountSchema>;

/** The dimensions the result is split by: the request log's own fields. */
export const BACKTEST_DIMENSIONS = ['subjectType', 'microSegment', 'market', 'acquisitionChannel'] as const;
export type BacktestDimension = (typeof BACKTEST_DIMENSIONS)[number];

export const LightTotalsSchema = z.object({ R: z.number().int(), V: z.number().int() });

export const SegmentResultSchema = z.object({
  value: z.string(),
  checks: z.number().int(),
  changed: z.number().int(),
  /** Red under the version in force, and under the replayed one. */
  redBefore: z.number().int(),
  redAfter: z.number().int(),
  /** Red as recorded, decided at the time; absent from runs made before it was counted. */
  redRecorded: z.number().int().optional(),
  /** The segment's changes only (from ≠ to). */
  transitions: z.array(TransitionCountSchema),
});
export type SegmentResult = z.infer<typeof SegmentResultSchema>;

/**
 * Whether the period's checks replay, with the configuration each was decided with, to exactly what
 * was recorded: the figure a back-test is only as good as. Checks that cannot be replayed are counted
 * apart and never guessed.
 */
export const ReproducibilitySchema = z.object({
  /** Successful checks with a snapshot, replayed. */
  replayed: z.number().int(),
  reproduced: z.number().int(),
  /** Replayed to another outcome than the recorded one: each is listed among the changed checks. */
  notReproduced: z.number().int(),
  /** Their configuration version is no longer stored: replayed against nothing, listed too. */
  unknownConfiguration: z.number().int(),
  /** Recorded before checks carried a snapshot. */
  withoutSnapshot: z.number().int(),
  /** Ended by a technical error: no outcome to compare. */
  technicalErrors: z.number().int(),
});
export type Reproducibility = z.infer<typeof ReproducibilitySchema>;

export const BacktestSummarySchema = z.object({
  /** Checks decided twice (successful, with a snapshot). */
  checks: z.number().int(),
  changed: z.number().int(),
  /**
   * The same checks by light as recorded (decided at the time, with the configuration of that day: what
   * the dashboard counts), absent from runs made before it was counted; then replayed under the
   * configuration in force now (before) and under the replayed version (after).
   */
  recorded: LightTotalsSchema.optional(),
  before: LightTotalsSchema,
  after: LightTotalsSchema,
  /** Every pair of codes met, unchanged ones included, most frequent first. */
  transitions: z.array(TransitionCountSchema),
  segments: z.record(z.enum(BACKTEST_DIMENSIONS), z.array(SegmentResultSchema)),
  reproducibility: ReproducibilitySchema,
  /**
   * The checks that did not reproduce, by partition of the changed checks (`NR:` keys, transition-key.ts),
   * most frequent first: what the reproducibility figure links to. Absent from runs made before.
   */
  unreproduced: z.array(z.object({ transition: z.string(), count: z.number().int() })).optional(),
});
export type BacktestSummary = z.infer<typeof BacktestSummarySchema>;

export const BACKTEST_STATUSES = ['RUNNING', 'DONE', 'FAILED'] as const;
export type BacktestStatus = (typeof BACKTEST_STATUSES)[number];

/** Why the latest result no longer describes the version as it is. */
export const BACKTEST_STALE_REASONS = ['DRAFT_CHANGED', 'CURRENT_CHANGED', 'NOT_A_DRAFT'] as const;

export const BacktestResultSchema = z.object({
  target: BacktestTargetSchema,
  runId: z.string(),
  status: z.enum(BACKTEST_STATUSES),
  period: DateRangeSchema,
  requestedBy: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Checks read so far of those the period holds, while it runs. */
  progress: z.object({ done: z.number().int(), total: z.number().int() }).nullable(),
  /** The queued job in the Extractions view; null for a run answered within the request. */
  jobFileName: z.string().nullable(),
  /** The draft's `version` when it was run (configuration; a black-list version never changes). */
  targetVersion: z.number().int().nullable(),
  /** The configuration in force it was compared with. */
  baseline: z.object({ configurationId: z.string(), configurationVersion: z.number().int() }),
  /** Set when the result is read: the reason it no longer describes the version, or null. */
  staleReason: z.enum(BACKTEST_STALE_REASONS).nullable(),
  summary: BacktestSummarySchema.nullable(),
});
export type BacktestResult = z.infer<typeof BacktestResultSchema>;

/**
 * Where the version stands now: still back-testable (a configuration 'in aggiornamento', a READY list
 * version), another status (published, archived: its latest result stays readable), or deleted.
 */
export const BACKTEST_TARGET_STATUSES = ['DRAFT', 'NOT_A_DRAFT', 'DELETED'] as const;
export type BacktestTargetStatus = (typeof BACKTEST_TARGET_STATUSES)[number];

export const BacktestResultResponseSchema = z.object({
  result: BacktestResultSchema.nullable(),
  targetStatus: z.enum(BACKTEST_TARGET_STATUSES),
});

/** The changes as the list shows them: every code move, and the checks that did not reproduce. */
export const BACKTEST_CHANGE_KINDS = ['CHANGED', 'NOT_REPRODUCED'] as const;

/** A transition as a filter value: `EX406>EX302`, or `NR:EX406>EX302` for a check that did not reproduce. */
export const TransitionKeySchema = z.string().regex(/^(NR:)?EX\d{3}>(EX\d{3}|NONE)$/);

export const BacktestChangesFiltersSchema = BacktestTargetSchema.extend({
  transitions: z.array(TransitionKeySchema).max(200).optional(),
});
export type BacktestChangesFilters = z.infer<typeof BacktestChangesFiltersSchema>;
export const BacktestChangesRequestSchema = listPageRequest(BacktestChangesFiltersSchema);

/** A check the replay moved (or could not reproduce), flat as the list kit and the CSV read it. */
export interface BacktestChange {
  idRequest: number;
  requestDate: string;
  taxCode: string | null;
  vatRegistrationNo: string | null;
  subjectName: string | null;
  subjectType: string;
  microSegment: string | null;
  market: string;
  acquisitionChannel: string | null;
  kind: (typeof BACKTEST_CHANGE_KINDS)[number];
  transition: string;
  recordedLight: string | null;
  recordedCode: string | null;
  beforeLight: string;
  beforeCode: string;
  afterLight: string;
  afterCode: string;
}
export const BacktestChangesResponseSchema = pagedListResponse<BacktestChange>()('changes');

export const BACKTEST_CHANGE_COLUMNS = [
  'idRequest',
  'requestDate',
  'taxCode',
  'vatRegistrationNo',
  'subjectName',
  'beforeLight',
  'beforeCode',
  'afterLight',
  'afterCode',
  'recordedCode',
  'kind',
  'subjectType',
  'microSegment',
  'market',
  'acquisitionChannel',
] as const satisfies readonly (keyof BacktestChange)[];
export type RunBacktestRequest = z.infer<typeof RunBacktestRequestSchema>;
