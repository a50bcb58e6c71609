import { z } from 'zod';
import { ACQUISITION_CHANNELS } from '../enums';
import { COMPARED_FIELDS } from '../monitoring/attempt';
import { CHAIN_FLAGS } from '../monitoring/link';
import { REVIEW_OUTCOMES, REVIEW_STATUSES } from '../monitoring/review-status';
import { MARKETS } from '../roles';
import { INVALID_RANGE_MESSAGE, REQUIRED_MESSAGE } from '../validators/messages';
import { isValidRequestLogRange } from '../validators/ranges';
import { DateRangeSchema } from './common';
import { listPageRequest, pagedListResponse } from './lists';
import { multiLineText, singleLineText } from './text';

/**
 * 'Verifiche ripetute' (docs/monitoring.md): the chains of repeated checks, one chain's attempts, its
 * review, and who repeats. For the roles that see the screen (shared/roles.ts: ADMIN and RISK_OFFICER).
 */

export { REVIEW_OUTCOMES, REVIEW_STATUSES, type ReviewStatus } from '../monitoring/review-status';

/** Days the list shows by default, today included. */
export const REPEATED_CHECKS_DEFAULT_DAYS = 30;
/** The most attempts a chain keeps: beyond them it still counts, and its list says so. */
export const MAX_CHAIN_ATTEMPTS = 200;

const text = singleLineText().trim().min(1).max(100);
/** The period: Italian days of the chains' last activity, ordered, at most a year, not in the future. */
export const PeriodSchema = DateRangeSchema.refine(isValidRequestLogRange, { message: INVALID_RANGE_MESSAGE });

export const RepeatedChecksFiltersSchema = z
  .object({
    dateRange: PeriodSchema,
    /** Chains holding every one of these flags. */
    flags: z.array(z.enum(CHAIN_FLAGS)).min(1).max(CHAIN_FLAGS.length),
    /** An agency's code: chains with an attempt from it. */
    agency: text,
    /** A username: chains with an attempt of theirs. */
    user: text,
    /** Chains with an attempt from any of these acquisition channels. */
    channel: z.array(z.enum(ACQUISITION_CHANNELS)).min(1).max(ACQUISITION_CHANNELS.length),
    /** Chains with an attempt in any of these markets. */
    market: z.array(z.enum(MARKETS)).min(1).max(MARKETS.length),
    minAttempts: z.number().int().min(2).max(MAX_CHAIN_ATTEMPTS),
    maxAttempts: z.number().int().min(2).max(MAX_CHAIN_ATTEMPTS),
    reviewStatus: z.array(z.enum(REVIEW_STATUSES)).min(1).max(REVIEW_STATUSES.length),
  })
  .partial()
  .strict()
  .refine((f) => f.minAttempts === undefined || f.maxAttempts === undefined || f.minAttempts <= f.maxAttempts, {
    message: 'Il numero minimo di tentativi supera il massimo',
    path: ['minAttempts'],
  });
export type RepeatedChecksFilters = z.infer<typeof RepeatedChecksFiltersSchema>;

export const RepeatedChecksListRequestSchema = listPageRequest(RepeatedChecksFiltersSchema.default({}));

/** One chain as the list shows it. */
export const ChainRowSchema = z.object({
  chainId: z.number().int(),
  firstAt: z.string(),
  lastAt: z.string(),
  attempts: z.number().int(),
  flags: z.array(z.enum(CHAIN_FLAGS)),
  /** The latest attempt's subject, as typed: name and surname, or the company's name, and identifier. */
  subject: z.string(),
  identifier: z.string().nullable(),
  latestTrafficLight: z.enum(['R', 'V']).nullable(),
  agencies: z.array(z.string()),
  users: z.array(z.string()),
  channels: z.array(z.string()),
  markets: z.array(z.enum(MARKETS)),
  reviewStatus: z.enum(REVIEW_STATUSES),
  /** Read with the chain and sent back with a review: a chain that changed since is refused (409). */
  version: z.number().int(),
});
export type ChainRow = z.infer<typeof ChainRowSchema>;
export const RepeatedChecksListResponseSchema = pagedListResponse<ChainRow>()('chains');

export const ChainIdParamsSchema = z.strictObject({ chainId: z.string().regex(/^[1-9][0-9]{0,14}$/) });

export const AttemptFieldsSchema = z.object({
  name: z.string().nullable(),
  surname: z.string().nullable(),
  taxCode: z.string().nullable(),
  vatRegistrationNo: z.string().nullable(),
  companyName: z.string().nullable(),
  subjectType: z.string(),
  microSegment: z.string().nullable(),
  address: z.string().nullable(),
  commodity: z.string().nullable(),
  paymentMode: z.string().nullable(),
});

/** One attempt of a chain, in order, with what changed from the attempt before it. */
export const ChainAttemptSchema = z.object({
  idRequest: z.number().int(),
  at: z.string(),
  trafficLight: z.enum(['R', 'V']).nullable(),
  outputCode: z.string().nullable(),
  market: z.enum(MARKETS),
  userId: z.string(),
  channel: z.string().nullable(),
  agency: z.string().nullable(),
  agencyName: z.string().nullable(),
  fields: AttemptFieldsSchema,
  /** The fields that differ from the attempt before (empty for the first). */
  changed: z.array(z.enum(COMPARED_FIELDS)),
  /** The flags this attempt raised. */
  flags: z.array(z.enum(CHAIN_FLAGS)),
});
export type ChainAttempt = z.infer<typeof ChainAttemptSchema>;

export const ChainReviewSchema = z.object({
  outcome: z.enum(REVIEW_OUTCOMES),
  note: z.string(),
  by: z.string(),
  at: z.string(),
});

export const ChainDetailSchema = ChainRowSchema.extend({
  attemptsShown: z.array(ChainAttemptSchema),
  /** The latest review, kept when a new attempt reopens the chain. */
  review: ChainReviewSchema.nullable(),
});
export type ChainDetail = z.infer<typeof ChainDetailSchema>;

/** The spec's confirmation wizard: an outcome and a note, against the version read. */
export const ReviewChainRequestSchema = z.strictObject({
  chainId: z.number().int().min(1),
  version: z.number().int().min(1),
  outcome: z.enum(REVIEW_OUTCOMES),
  // The wizard's note, as every operation's: lines allowed, never blank.
  note: multiLineText(400, 1).refine((note) => note.trim() !== '', REQUIRED_MESSAGE),
});

/** Who repeats: per agency or per user, over a period. */
export const WhoRepeatsRequestSchema = z.strictObject({
  dateRange: PeriodSchema.optional(),
  by: z.enum(['agency', 'user']),
});

const LimitsSchema = z.object({
  rate: z.number(),
  lower: z.number(),
  upper: z.number(),
  excess: z.number(),
  marked: z.boolean(),
});
export const WhoRepeatsRowSchema = z.object({
  key: z.string(),
  /** An agency's name from the mapping; null for a user, or an agency the mapping does not know. */
  name: z.string().nullable(),
  checks: z.number().int(),
  joined: z.number().int(),
  redThenGreen: z.number().int(),
  joinedRate: LimitsSchema,
  redThenGreenRate: LimitsSchema,
  /** Marked on either rate (above its upper limit with at least 30 checks). */
  marked: z.boolean(),
});
export type WhoRepeatsRow = z.infer<typeof WhoRepeatsRowSchema>;
export const WhoRepeatsResponseSchema = z.object({
  dateRange: DateRangeSchema,
  overall: z.object({ checks: z.number().int(), joinedRate: z.number(), redThenGreenRate: z.number() }),
  /** Marked first, by how far above its limit; then by checks. */
  rows: z.array(WhoRepeatsRowSchema),
});
export type WhoRepeatsResponse = z.infer<typeof WhoRepeatsResponseSchema>;

/** What a check's detail and the precheck answer say of the chain a check belongs to. */
export const CheckChainSchema = z.object({
  chainId: z.number().int(),
  flags: z.array(z.enum(CHAIN_FLAGS)),
  /** Only the attempts of the caller's markets. */
  attempts: z.array(ChainAttemptSchema),
});
export type CheckChain = z.infer<typeof CheckChainSchema>;

/** The counter's line under the red warning: the subject's earlier checks of the last days. */
export const RepeatedChecksNoticeSchema = z.strictObject({ count: z.number().int().min(1), days: z.number().int() });
export type RepeatedChecksNotice = z.infer<typeof RepeatedChecksNoticeSchema>;
