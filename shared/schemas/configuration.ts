import { z } from 'zod';
import { CONFIGURATION_CHECK_ID } from '../constants';
import { CONFIGURATION_MICRO_SEGMENTS, CONFIGURATION_STATUSES, SUBJECT_TYPES } from '../enums';
import { validateConfigurationFile } from '../validators/configuration-rules';
import { REQUIRED_MESSAGE } from '../validators/messages';
import { multiLineText, singleLineText } from './text';
import { VersionEditSchema } from './version-edit';

const RowKey = { subjectType: z.enum(SUBJECT_TYPES), microSegment: z.enum(CONFIGURATION_MICRO_SEGMENTS) };

/**
 * Bounds no valid file reaches (two subject types by six micro segments make twelve distinct rows):
 * they refuse an oversized body before the rules run, and keep a version well inside a DynamoDB item.
 */
const MAX_ROWS = 12;
const MAX_REASONS = 50;
const MAX_REASON_LENGTH = 100;
/** Not spec texts (the spec sets no such bounds); worded like its configuration messages. */
const CONFIGURATION_LIMIT_MESSAGES = {
  rows: `Al massimo ${MAX_ROWS} righe per tabella`,
  reasons: `Al massimo ${MAX_REASONS} causali`,
  reasonLength: `Al massimo ${MAX_REASON_LENGTH} caratteri`,
} as const;

export const ConfigurationFileSchema = z.object({
  whiteListChecks: z
    .array(z.object({ ...RowKey, enabled: z.boolean() }))
    .max(MAX_ROWS, CONFIGURATION_LIMIT_MESSAGES.rows),
  paymentTrendChecks: z
    .array(
      z.object({
        ...RowKey,
        delayThreshold: z.number(),
        amountThreshold: z.number(),
        amountExpiredThreshold: z.number(),
        enabled: z.boolean(),
      }),
    )
    .max(MAX_ROWS, CONFIGURATION_LIMIT_MESSAGES.rows),
  paymentScoreChecks: z
    .array(
      z.object({
        ...RowKey,
        paymentScoreThreshold: z.number(),
        graceThreshold: z.number(),
        enabled: z.boolean(),
      }),
    )
    .max(MAX_ROWS, CONFIGURATION_LIMIT_MESSAGES.rows),
  whitelistReasonParams: z
    .array(singleLineText().max(MAX_REASON_LENGTH, CONFIGURATION_LIMIT_MESSAGES.reasonLength))
    .max(MAX_REASONS, CONFIGURATION_LIMIT_MESSAGES.reasons),
  // Whole numbers and ranges are the rules' to refuse, with the product's texts (superRefine below).
  whitelistValidityDaysParam: z.number(),
});
export type ConfigurationFile = z.infer<typeof ConfigurationFileSchema>;

export const ConfigurationSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  validityStartDate: z.string().nullable(),
  validityEndDate: z.string().nullable(),
  publicationUser: z.string().nullable(),
  note: z.string().nullable(),
  status: z.enum(CONFIGURATION_STATUSES),
  version: z.number().int(),
  configurationFile: ConfigurationFileSchema,
  /** Who made the last change to this version and when (not spec fields). */
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** Its authors: every edit since the draft was made, with its note (the four-eyes rule reads them). */
  edits: z.array(VersionEditSchema).optional(),
  /** The note its publisher (or restorer) wrote, apart from the authors'. */
  publicationNote: z.string().nullable().optional(),
});
export type Configuration = z.infer<typeof ConfigurationSchema>;

const CheckId = z.literal(CONFIGURATION_CHECK_ID);
/** Every operation needs a note (spec section 4): blank text is none. */
const Note = multiLineText(400, 1).refine((note) => note.trim() !== '', REQUIRED_MESSAGE);
const ConfigurationId = singleLineText().min(1).max(64);

export const ConfigurationClusterRequestSchema = z.object({
  pageNumber: z.number().int().min(0),
  pageSize: z.number().int().min(1).max(100),
  configurationClusterId: z.enum(CONFIGURATION_STATUSES),
  configurationCheckId: CheckId,
});
export const ConfigurationClusterResponseSchema = z.object({
  configurations: z.array(ConfigurationSchema),
  total: z.number().int(),
  /** Whether this stage asks a second administrator to publish (the console offers 'Pubblica' by it); absent: yes. */
  fourEyes: z.boolean().optional(),
});

export const PublishConfigurationRequestSchema = z.object({
  id: ConfigurationId,
  configurationCheckId: CheckId,
  note: Note,
  version: z.number().int(),
});
/**
 * A file an update may save: the shape, then every rule of spec section 5 'Configuration rows', the
 * same functions the editor runs, so a 400 carries the texts the form shows, each at its field.
 */
export const ValidConfigurationFileSchema = ConfigurationFileSchema.superRefine((file, context) => {
  for (const issue of validateConfigurationFile(file)) context.addIssue({ code: 'custom', ...issue });
});

export const UpdateConfigurationRequestSchema = PublishConfigurationRequestSchema.extend({
  configurationFile: ValidConfigurationFileSchema,
});
export const DeleteConfigurationRequestSchema = z.object({
  id: ConfigurationId,
  note: Note,
  version: z.number().int(),
});
