import { z } from 'zod';
import { EXPORT_STATUSES, EXPORT_TYPES, EXTRACTION_TYPES, FILE_SEPARATORS } from '../enums';
import { FiltersSchema } from './filters';

export const ExportJobSchema = z.object({
  fileName: z.string(),
  exportType: z.enum(EXPORT_TYPES),
  requestDate: z.string(),
  recordCount: z.number().int().nullable(),
  userId: z.string(),
  status: z.enum(EXPORT_STATUSES),
  downloadable: z.boolean(),
  note: z.string().nullable(),
});
export const ExportFilesListResponseSchema = z.object({ exports: z.array(ExportJobSchema), total: z.number().int() });

/** File names become S3 keys: letters, digits, dot, dash and underscore only. */
export const ExportFileNameSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[A-Za-z0-9._-]+$/);

export const DownloadFileUrlRequestSchema = z.object({
  userId: z.string().min(1).max(128),
  exportType: z.enum(EXPORT_TYPES),
  fileName: ExportFileNameSchema,
});
export const DownloadFileUrlResponseSchema = z.object({ url: z.url() });

export const UploadEnricherFileRequestSchema = z.object({
  realFilename: z.string().min(1).max(200),
  outputFilename: ExportFileNameSchema,
  /** base64 of a zip (deflate level 9) holding one file. */
  data: z.string().min(1),
  fileSeparator: z.enum(FILE_SEPARATORS),
  note: z.string().max(400).nullish(),
});

export const ExportFileAsyncRequestSchema = z.object({
  extractionType: z.enum(EXTRACTION_TYPES),
  filters: FiltersSchema.default({}),
  filename: ExportFileNameSchema,
  fileSeparator: z.enum(FILE_SEPARATORS),
  note: z.string().max(400).nullish(),
});
export const CheckExportFilenameParamsSchema = z.object({ filename: z.string().min(1).max(120) });
export const CheckExportFilenameResponseSchema = z.boolean();
