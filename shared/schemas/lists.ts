import { z } from 'zod';
import { TRAFFIC_LIGHTS, WORKFLOWS } from '../enums';
import { PageRequestSchema } from './common';
import { FiltersSchema } from './filters';

/** Customers, request log and aggregated dossiers: filters plus a page (spec section 7). */
export const ListRequestSchema = PageRequestSchema.extend({ filters: FiltersSchema.default({}) });
export type ListRequest = z.infer<typeof ListRequestSchema>;

/** Rows travel as flat string-keyed records inside `jsonValue`, as the spec's list responses do. */
const JsonValueRowSchema = z.object({ jsonValue: z.record(z.string(), z.unknown()) });

export const CustomerListResponseSchema = z.object({ customers: z.array(JsonValueRowSchema), total: z.number().int() });
export const RequestLogListResponseSchema = z.object({
  requestLogs: z.array(JsonValueRowSchema),
  total: z.number().int(),
});
export const GroupedRequestLogListResponseSchema = z.object({
  groupedRequestLogs: z.array(JsonValueRowSchema),
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
