import { z } from 'zod';
import { PageRequestSchema } from './common';
import { FiltersSchema } from './filters';

export const AgencySchema = z.object({ code: z.string().min(1).max(50), name: z.string().min(1).max(200) });
export const AgencyListRequestSchema = PageRequestSchema.extend({ filters: FiltersSchema.default({}) });
export const AgencyListResponseSchema = z.object({ agencies: z.array(AgencySchema), total: z.number().int() });
export const AgencyCodeParamsSchema = z.object({ code: z.string().min(1).max(50) });
