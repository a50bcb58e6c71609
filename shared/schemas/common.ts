import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../constants';
import { RANGE_ORDER_MESSAGE } from '../validators/messages';
import { IsoDateSchema } from './calendar-day';
import { singleLineText } from './text';

/** Strips leading whitespace as the forms do, so a value typed with a leading space is the same value. */
export const trimmedStart = () => z.string().transform((value) => value.trimStart());

export const PageRequestSchema = z.object({
  pageNumber: z.number().int().min(0).default(0),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});

/**
 * A GET's structured input: one JSON-encoded query parameter, parsed here so malformed JSON is a 400
 * in the error shape like any other bad input.
 */
export function jsonQueryParameter<S extends z.ZodType>(schema: S) {
  return (
    z
      .string()
      .max(8000)
      // The document's own fields are checked by `schema` (and walked by text-fields.test.ts).
      .meta({ contentMediaType: 'application/json' })
      .transform((text, context) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          context.addIssue({ code: 'custom', message: 'JSON non valido' });
          return z.NEVER;
        }
      })
      .pipe(schema)
  );
}

export const DateRangeSchema = z
  .object({ startDate: IsoDateSchema, endDate: IsoDateSchema })
  .refine((range) => range.startDate <= range.endDate, {
    message: RANGE_ORDER_MESSAGE,
    path: ['startDate'],
  });

/** Body of the three per-list CSV exports (spec: customerCodes[]). */
export const CodesExportRequestSchema = z.object({
  customerCodes: z.array(singleLineText().min(1).max(64)).min(1).max(10_000),
});

/** A CSV file answered by the list exports. */
export const CsvResponseSchema = z.string();

export const EmptySchema = z.object({}).strict();
