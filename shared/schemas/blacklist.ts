import { z } from 'zod';
import { BLACKLIST_KINDS } from '../enums';
import { base64Data, multiLineText, singleLineText } from './text';

export const BlacklistVersionSchema = z.object({
  id: z.string(),
  filename: z.string(),
  statusUpdateDate: z.string(),
  loadedRecords: z.number().int(),
  discardedRecords: z.number().int(),
  status: z.string(),
  note: z.string().nullable(),
  userId: z.string(),
});
export const BlacklistKindParamsSchema = z.object({ kind: z.enum(BLACKLIST_KINDS) });
export const BlacklistResponseSchema = z.object({
  publishing: z.array(BlacklistVersionSchema),
  active: z.array(BlacklistVersionSchema),
  archive: z.array(BlacklistVersionSchema),
});

export const UploadBlacklistRequestSchema = z.object({
  filename: singleLineText().min(1).max(120),
  /** base64 of a zip holding one csv file. */
  data: base64Data(),
  blType: z.enum(BLACKLIST_KINDS),
  note: multiLineText(400).nullish(),
});
export const BlacklistIdParamsSchema = z.object({ id: singleLineText().min(1).max(64) });
export const RecoverBlacklistRequestSchema = z.object({
  id: singleLineText().min(1).max(64),
  note: multiLineText(400, 1),
});
