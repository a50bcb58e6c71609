import { z } from 'zod';
import { PageRequestSchema } from './common';
import { FiltersSchema } from './filters';
import { singleLineText } from './text';

export const AgencySchema = z.object({ code: singleLineText().min(1).max(50), name: singleLineText().min(1).max(200) });
export const AgencyListRequestSchema = PageRequestSchema.extend({ filters: FiltersSchema.default({}) });
export const AgencyListResponseSchema = z.object({ agencies: z.array(AgencySchema), total: z.number().int() });
export const AgencyCodeParamsSchema = z.object({ code: singleLineText().min(1).max(50) });
