import { z } from 'zod';
import { CONFIGURATION_CHECK_ID } from '../constants';
import { CONFIGURATION_MICRO_SEGMENTS, CONFIGURATION_STATUSES, SUBJECT_TYPES } from '../enums';
import { multiLineText, singleLineText } from './text';

const RowKey = { subjectType: z.enum(SUBJECT_TYPES), microSegment: z.enum(CONFIGURATION_MICRO_SEGMENTS) };

export const ConfigurationFileSchema = z.object({
  whiteListChecks: z.array(z.object({ ...RowKey, enabled: z.boolean() })),
  paymentTrendChecks: z.array(
    z.object({
      ...RowKey,
      delayThreshold: z.number(),
      amountThreshold: z.number(),
      amountExpiredThreshold: z.number(),
      enabled: z.boolean(),
    }),
  ),
  paymentScoreChecks: z.array(
    z.object({ ...RowKey, paymentScoreThreshold: z.number().int(), graceThreshold: z.number(), enabled: z.boolean() }),
  ),
  whitelistReasonParams: z.array(singleLineText()),
  whitelistValidityDaysParam: z.number().int(),
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
  /** Who made the last change to this version and when (not spec fields): the four-eyes rule reads them. */
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type Configuration = z.infer<typeof ConfigurationSchema>;

const CheckId = z.literal(CONFIGURATION_CHECK_ID);
const Note = multiLineText(400, 1);
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
});

export const PublishConfigurationRequestSchema = z.object({
  id: ConfigurationId,
  configurationCheckId: CheckId,
  note: Note,
  version: z.number().int(),
});
export const UpdateConfigurationRequestSchema = PublishConfigurationRequestSchema.extend({
  configurationFile: ConfigurationFileSchema,
});
export const DeleteConfigurationRequestSchema = z.object({
  id: ConfigurationId,
  note: Note,
  version: z.number().int(),
});
