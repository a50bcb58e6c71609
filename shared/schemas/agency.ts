import { z } from 'zod';
import { AGENCY_MESSAGES, REQUIRED_MESSAGE } from '../validators/messages';
import { FiltersSchema } from './filters';
import { listPageRequest, PageCursorSchema } from './lists';
import { singleLineText } from './text';

/**
 * An agency code as stored and matched: trimmed and upper-cased (the request log's codes are upper
 * case), letters, digits, '.', '-' and '_' only, so it is also a safe path segment (deleteAgency/{code}).
 */
export const AgencyCodeSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  singleLineText()
    .min(1, REQUIRED_MESSAGE)
    .max(50)
    .regex(/^[A-Z0-9._-]*$/, AGENCY_MESSAGES.codeCharacters),
);

/** An agency's name: required, trimmed. */
export const AgencyNameSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  singleLineText().min(1, REQUIRED_MESSAGE).max(200),
);

/** One mapping row (spec section 3 'Agency'). */
export const AgencySchema = z.object({ code: z.string(), name: z.string() });
export type Agency = z.infer<typeof AgencySchema>;

/** createAgency and updateAgency (spec section 5 'Agency': code and name required; an edit changes the name). */
export const AgencyRequestSchema = z.object({ code: AgencyCodeSchema, name: AgencyNameSchema });
export type AgencyRequest = z.infer<typeof AgencyRequestSchema>;

/** 'Filtra per agenzia': a part of the code or of the name, case and accents ignored. Strict. */
export const AgencyFiltersSchema = FiltersSchema.pick({ searchText: true }).strict();
export type AgencyFilters = z.infer<typeof AgencyFiltersSchema>;

export const AgencyListRequestSchema = listPageRequest(AgencyFiltersSchema.default({}));
export const AgencyListResponseSchema = z.object({
  agencies: z.array(AgencySchema),
  total: z.number().int(),
  cursor: PageCursorSchema.optional(),
});
export const AgencyCodeParamsSchema = z.object({ code: AgencyCodeSchema });
