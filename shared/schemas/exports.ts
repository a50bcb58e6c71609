import { z } from 'zod';
import { JOB_NOTE_MAX_LENGTH, TYPED_FILE_NAME_MAX_LENGTH } from '../constants';
import { EXPORT_FAILURES, EXPORT_STATUSES, EXPORT_TYPES, EXTRACTION_TYPES, FILE_SEPARATORS } from '../enums';
import { sanitiseExportFileName } from '../exports/file-name';
import { REQUIRED_MESSAGE } from '../validators/messages';
import { jsonQueryParameter } from './common';
import { FiltersSchema } from './filters';
import { base64Data, multiLineText, singleLineText } from './text';

/** A queued export or enrichment as the job list shows it (spec section 3 'Export job'). */
export const ExportJobSchema = z.object({
  fileName: z.string(),
  exportType: z.enum(EXPORT_TYPES),
  requestDate: z.string(),
  recordCount: z.number().int().nullable(),
  userId: z.string(),
  status: z.enum(EXPORT_STATUSES),
  downloadable: z.boolean(),
  note: z.string().nullable(),
  /** Why the job is in ERROR; null otherwise. */
  failure: z.enum(EXPORT_FAILURES).nullable(),
  /**
   * Beyond the spec: the list's filters the export was made with (none for an enrichment), as saved then:
   * read loosely, so a job saved under older filter rules still shows.
   */
  filters: z.record(z.string(), z.unknown()),
});
export type ExportJob = z.infer<typeof ExportJobSchema>;
export const ExportFilesListResponseSchema = z.object({ exports: z.array(ExportJobSchema), total: z.number().int() });

/**
 * A file name as typed: leading whitespace stripped, required, then sanitised into a safe key
 * (shared/exports/file-name.ts), so `../a b` is stored as `_a_b`: refused only for a control character.
 */
export const ExportFileNameSchema = singleLineText()
  .max(TYPED_FILE_NAME_MAX_LENGTH)
  .transform((typed) => sanitiseExportFileName(typed))
  // The sanitiser's alphabet, said again so the stored name is a pattern too (text-fields.test.ts).
  .pipe(
    z
      .string()
      .min(1, REQUIRED_MESSAGE)
      .regex(/^[A-Za-z0-9._-]*$/),
  );

/** The job list's filters (spec: defaults to all statuses and all types, any date). */
export const ExportFilesFiltersSchema = FiltersSchema.pick({
  fileName: true,
  executionStatus: true,
  exportType: true,
  dateRange: true,
}).strict();
export type ExportFilesFilters = z.infer<typeof ExportFilesFiltersSchema>;
/** exportFilesList is a GET: its filters travel as one JSON-encoded `filters` query parameter. */
export const ExportFilesListQuerySchema = z.object({
  filters: jsonQueryParameter(ExportFilesFiltersSchema).default({}),
});

export const DownloadFileUrlRequestSchema = z.object({
  userId: singleLineText().min(1).max(128),
  exportType: z.enum(EXPORT_TYPES),
  fileName: ExportFileNameSchema,
});
export const DownloadFileUrlResponseSchema = z.object({ url: z.url() });

export const UploadEnricherFileRequestSchema = z.object({
  realFilename: singleLineText().min(1).max(200),
  outputFilename: ExportFileNameSchema,
  /** base64 of a zip (deflate level 9) holding one CSV file. */
  data: base64Data(),
  fileSeparator: z.enum(FILE_SEPARATORS),
  note: multiLineText(JOB_NOTE_MAX_LENGTH).nullish(),
});

export const ExportFileAsyncRequestSchema = z.object({
  extractionType: z.enum(EXTRACTION_TYPES),
  /** Checked against the extraction type's own list filters by the handler. */
  filters: FiltersSchema.default({}),
  filename: ExportFileNameSchema,
  fileSeparator: z.enum(FILE_SEPARATORS),
  note: multiLineText(JOB_NOTE_MAX_LENGTH).nullish(),
});
export const CheckExportFilenameParamsSchema = z.object({ filename: ExportFileNameSchema });
/** True when the caller already has a job with that name. */
export const CheckExportFilenameResponseSchema = z.boolean();
