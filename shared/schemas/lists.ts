import { z } from 'zod';
import { TRAFFIC_LIGHTS, WORKFLOWS } from '../enums';
import type { AggregatedRow, RequestLogRow } from '../request-log/row';
import { PageRequestSchema } from './common';
import { FiltersSchema } from './filters';

/** Customers, request log and aggregated dossiers: filters plus a page (spec section 7). */
export const ListRequestSchema = PageRequestSchema.extend({ filters: FiltersSchema.default({}) });
export type ListRequest = z.infer<typeof ListRequestSchema>;

const isRecord = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Rows travel as flat records inside `jsonValue`, as the spec's list responses do, typed as the list's
 * row (shared/request-log/row.ts), so the console reads them without casts. Responses are not parsed
 * at run time (the server builds them from its own types): the schema carries the type.
 */
const jsonValueRows = <Row>() => z.array(z.object({ jsonValue: z.custom<Row>(isRecord) }));

export const CustomerListResponseSchema = z.object({
  customers: jsonValueRows<Record<string, unknown>>(),
  total: z.number().int(),
});
export const RequestLogListResponseSchema = z.object({
  requestLogs: jsonValueRows<RequestLogRow>(),
  total: z.number().int(),
});
export const GroupedRequestLogListResponseSchema = z.object({
  groupedRequestLogs: jsonValueRows<AggregatedRow>(),
  total: z.number().int(),
});

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
