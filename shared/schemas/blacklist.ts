import { z } from 'zod';
import { BLACKLIST_KINDS, BLACKLIST_LOAD_FAILURES, BLACKLIST_STATUSES } from '../enums';
import { REQUIRED_MESSAGE } from '../validators/messages';
import { base64Data, multiLineText, singleLineText } from './text';
import { VersionEditSchema } from './version-edit';

/** What a new version changes against the version in force when it was loaded. */
export const BlacklistChangesSchema = z.object({
  /** The version in force it was compared with; null when none was in force (everything is added). */
  comparedWith: z.string().nullable(),
  added: z.number().int(),
  removed: z.number().int(),
  unchanged: z.number().int(),
});
export type BlacklistChanges = z.infer<typeof BlacklistChangesSchema>;

/**
 * A black-list version (spec section 3 'Black list file version': id, filename, statusUpdateDate,
 * loadedRecords, discardedRecords, status, note, userId), plus what the versioned-entity rail and the
 * lifecycle of section 4 need (docs/versioned-entities.md).
 */
export const BlacklistVersionSchema = z.object({
  id: z.string(),
  kind: z.enum(BLACKLIST_KINDS),
  /** The uploaded file's name, without extension. */
  filename: z.string(),
  statusUpdateDate: z.string(),
  loadedRecords: z.number().int(),
  discardedRecords: z.number().int(),
  status: z.enum(BLACKLIST_STATUSES),
  note: z.string().nullable(),
  /** Who uploaded the file. */
  userId: z.string(),
  /** The rail's optimistic-locking counter and last change. */
  version: z.number().int(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** Its authors: the upload, with its note (the four-eyes rule reads them). */
  edits: z.array(VersionEditSchema).optional(),
  /** Who published (or restored) it, and from when to when it is (or was) in force. */
  publicationUser: z.string().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  /** A restored version is a copy of an archived one: its id. */
  parentId: z.string().nullable(),
  /** The load whose members the version lists: its own id, or the restored version's. */
  membersId: z.string(),
  /** Against the version in force at load time; null until loaded. */
  changes: BlacklistChangesSchema.nullable(),
  /** Why its load failed (status DISCARDING). */
  failure: z.enum(BLACKLIST_LOAD_FAILURES).nullable(),
  /** The name to ask downloadFileUrl for (exportType BLACKLIST); the file is saved as `{downloadName}.zip`. */
  downloadName: z.string(),
});
export type BlacklistVersion = z.infer<typeof BlacklistVersionSchema>;

export const BlacklistKindParamsSchema = z.object({ kind: z.enum(BLACKLIST_KINDS) });
/** The history is paged (newest first); the spec's call has no payload, so both have defaults. */
export const BlacklistQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export const BlacklistResponseSchema = z.object({
  /** The version being prepared: LOADING, READY or DISCARDING. */
  publishing: z.array(BlacklistVersionSchema),
  /** The version in force (ACTIVE) and the one published to take its place (PUBLISHED), if any. */
  active: z.array(BlacklistVersionSchema),
  /** One page of the history, newest first. */
  archive: z.array(BlacklistVersionSchema),
  archiveTotal: z.number().int(),
  /** Whether this stage asks a second administrator to publish (the console offers 'Pubblica' by it); absent: yes. */
  fourEyes: z.boolean().optional(),
});
export type BlacklistResponse = z.infer<typeof BlacklistResponseSchema>;

/** Blank text is none (the handlers store it trimmed): refused, as the configuration's notes are. */
const notBlank = (text: string) => text.trim() !== '';

export const UploadBlacklistRequestSchema = z.object({
  filename: singleLineText().min(1).max(120).refine(notBlank, REQUIRED_MESSAGE),
  /** base64 of a zip holding one csv file. */
  data: base64Data(),
  blType: z.enum(BLACKLIST_KINDS),
  note: multiLineText(400).nullish(),
});
export const BlacklistIdParamsSchema = z.object({ id: singleLineText().min(1).max(64) });
export const RecoverBlacklistRequestSchema = z.object({
  id: singleLineText().min(1).max(64),
  note: multiLineText(400, 1).refine(notBlank, REQUIRED_MESSAGE),
});
