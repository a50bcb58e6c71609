import { z } from 'zod';
import { TRAFFIC_LIGHTS, WORKFLOWS } from '../enums';
import { formatCount } from '../format/italian-format';
import type { AggregatedRow, RequestLogRow } from '../request-log/row';
import { PageRequestSchema } from './common';

/** Longest cursor a list takes: the lists' own are under 200 characters. */
export const MAX_CURSOR_LENGTH = 1024;

/**
 * Where the previous page of a search ended, as the server answered it: opaque, base64url. Sent back
 * with the next page's request, that page reads only its own rows and nothing is counted again
 * (docs/data-model.md 'Cursor paging'). A cursor of another search answers 400 INVALID_CURSOR.
 */
export const PageCursorSchema = z
  .string()
  .min(1)
  .max(MAX_CURSOR_LENGTH)
  .regex(/^[A-Za-z0-9_-]+$/, 'Cursore di pagina non valido');

/**
 * Rows a page by number may start after. A page by number reads every row before it, so deep pages are
 * for cursors (which read only their own rows); a person scrolls by cursor and never meets this bound.
 */
export const MAX_PAGE_OFFSET = 10_000;

/**
 * A list page request, the same for every list: its filters, a page by number and size, and the
 * previous page's cursor when scrolling on (then `pageNumber` is not read). Without a cursor, page n is
 * read by offset and counted, as the spec's API clients ask for it, up to MAX_PAGE_OFFSET rows in.
 */
export const listPageRequest = <F extends z.ZodType>(filters: F) =>
  PageRequestSchema.extend({
    filters,
    cursor: PageCursorSchema.optional(),
    /**
     * `none`: the page without its total, which the caller asks apart so the rows show at once; `only`:
     * the total alone (no row). Absent: both, as the spec's clients expect.
     */
    count: z.enum(['none', 'only']).optional(),
  })
    // Strict, as every request of the contract: an unknown key is a client's mistake, answered 400.
    .strict()
    .superRefine((request, ctx) => {
      if (request.cursor === undefined && request.pageNumber * request.pageSize > MAX_PAGE_OFFSET) {
        ctx.addIssue({
          code: 'custom',
          path: ['pageNumber'],
          message: `Pagina oltre le prime ${formatCount(MAX_PAGE_OFFSET)} righe: proseguire con il cursore della pagina precedente`,
        });
      }
    });

const isRecord = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Rows travel as flat records inside `jsonValue`, as the spec's list responses do, typed as the list's
 * row (shared/request-log/row.ts), so the console reads them without casts. Only the console's
 * development build checks responses at run time, and then only that each row is a record: the
 * schema carries the row's type.
 */
const jsonValueRows = <Row>() =>
  z.array(
    z.object({
      // The metadata gives the row a JSON Schema (shared/openapi): a flat record of the list's columns.
      jsonValue: z
        .custom<Row>(isRecord)
        .meta({ type: 'object', description: "One row: a flat record of the list's fields." }),
    }),
  );

/**
 * A list page response, the same for every list: the rows under the list's own field, `total` (the
 * search's, counted once at its first page; absent when the request asked for no count, and on the next
 * pages of such a search), and `cursor` while more rows may follow (absent at the end).
 */
export function pagedListResponse<Row>() {
  return <Field extends string>(field: Field) =>
    z.object({
      ...({ [field]: jsonValueRows<Row>() } as Record<Field, ReturnType<typeof jsonValueRows<Row>>>),
      total: z.number().int().optional(),
      cursor: PageCursorSchema.optional(),
    });
}

export const RequestLogListResponseSchema = pagedListResponse<RequestLogRow>()('requestLogs');
export const GroupedRequestLogListResponseSchema = pagedListResponse<AggregatedRow>()('groupedRequestLogs');

export const InvoicedRangeResponseSchema = z.object({ minimum: z.number(), maximum: z.number() });

const MonthlySeriesSchema = z.array(z.number());
export const RequestLogKpiResponseSchema = z.object({
  seriesSuccess: MonthlySeriesSchema,
  seriesFailure: MonthlySeriesSchema,
  catalog: z.array(z.string()),
  aggregatedData: z.array(
    z.object({
      workflow: z.enum(WORKFLOWS),
      errorPercentage: z.number(),
      errorsCount: z.number().int(),
      successCount: z.number().int(),
      successAvgResponseTime: z.number(),
    }),
  ),
});

const NamedSeriesSchema = z.object({ name: z.string(), data: z.array(z.number()) });
export const GroupedKpiResponseSchema = z.object({
  clients: z.object({
    success: z.number(),
    rejected: z.number(),
    percentage: z.object({ total: z.number(), roma: z.number(), csi: z.number(), nord: z.number(), nd: z.number() }),
  }),
  resultCodeRejected: z.array(
    NamedSeriesSchema.extend({ yearlyPercentage: z.number(), percentage: z.array(z.number()) }),
  ),
  paymentMode: z.array(NamedSeriesSchema),
  personType: z.array(NamedSeriesSchema),
  commodity: z.array(NamedSeriesSchema),
  rejectedTable: z.array(
    z.object({
      name: z.string(),
      total: z.number(),
      rome: z.number(),
      nord: z.number(),
      csi: z.number(),
      nd: z.number(),
    }),
  ),
  catalog: z.array(z.string()),
});

export const TrafficLightSchema = z.enum(TRAFFIC_LIGHTS);
