import { z } from 'zod';
import { INVALID_RANGE_MESSAGE } from '../validators/messages';
import { isValidAggregatedRange, isValidRequestLogRange, italianToday } from '../validators/ranges';
import { DateRangeSchema, jsonQueryParameter } from './common';
import { FiltersSchema } from './filters';
import { listPageRequest } from './lists';

/**
 * The filters of the two dossier lists: the subset of spec section 3's filter fields each list
 * understands. Strict, so a filter name a list does not know is a 400 rather than silently ignored.
 */

const shared = {
  vatNumber: true,
  companyName: true,
  surname: true,
  name: true,
  dateRange: true,
  workflow: true,
  trafficLight: true,
  inRome: true,
  subjectType: true,
  resultCode: true,
  resultCodeOnlyPrecheck: true,
  province: true,
  city: true,
  geoArea: true,
  paymentMode: true,
  acquisitionChannel: true,
  microSegment: true,
} as const;

const RequestLogRangeSchema = DateRangeSchema.refine(isValidRequestLogRange, { message: INVALID_RANGE_MESSAGE });
const AggregatedRangeSchema = DateRangeSchema.refine((range) => isValidAggregatedRange(range, italianToday()), {
  message: INVALID_RANGE_MESSAGE,
});

export const RequestLogFiltersSchema = FiltersSchema.pick({
  ...shared,
  siebelCode: true,
  salesRequest: true,
  requestId: true,
  configurationId: true,
  blacklistVersion: true,
})
  .extend({ dateRange: RequestLogRangeSchema.optional() })
  .strict();
export type RequestLogFilters = z.infer<typeof RequestLogFiltersSchema>;

export const AggregatedFiltersSchema = FiltersSchema.pick(shared)
  .extend({ dateRange: AggregatedRangeSchema.optional() })
  .strict();
export type AggregatedFilters = z.infer<typeof AggregatedFiltersSchema>;

export const RequestLogListRequestSchema = listPageRequest(RequestLogFiltersSchema.default({}));
export const AggregatedListRequestSchema = listPageRequest(AggregatedFiltersSchema.default({}));

/** The aggregated KPI request: the three 'green chip' filters (spec section 2). */
export const BusinessKpiRequestSchema = z
  .object({
    dateRange: AggregatedRangeSchema,
    acquisitionChannel: AggregatedFiltersSchema.shape.acquisitionChannel.default([]),
    subjectType: AggregatedFiltersSchema.shape.subjectType.default([]),
  })
  .strict();

/** Selected aggregated rows are named `YYYY-MM:<tax code or VAT>`, a month and a subject. */
export const AGGREGATED_CODE_PATTERN = /^\d{4}-\d{2}:[A-Z0-9]{11,16}$/;
export const aggregatedCode = (row: { annoMeseRichiesta: string; pivacf16: string }) =>
  `${row.annoMeseRichiesta}:${row.pivacf16}`;

/** requestLogKpi is a GET: its filters travel as one JSON-encoded `filters` query parameter. */
export const RequestLogKpiQuerySchema = z.object({
  filters: jsonQueryParameter(RequestLogFiltersSchema).default({}),
});

/** The dossier list's selected rows, by idRequest. */
export const DossierExportRequestSchema = z.object({
  customerCodes: z
    .array(z.string().regex(/^\d{1,12}$/, 'Codice pratica non valido'))
    .min(1)
    .max(10_000),
});

/** The aggregated list's selected rows, by month and subject (see aggregatedCode). */
export const AggregatedExportRequestSchema = z.object({
  customerCodes: z
    .array(z.string().regex(AGGREGATED_CODE_PATTERN, 'Codice pratica aggregata non valido'))
    .min(1)
    .max(10_000),
});
