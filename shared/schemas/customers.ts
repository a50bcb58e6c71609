import { z } from 'zod';
import type { Customer } from '../customers/customer-fields';
import { BLACKLIST_KINDS } from '../enums';
import type { RequestLogRow } from '../request-log/row';
import { MARKETS } from '../roles';
import { FiltersSchema } from './filters';
import { listPageRequest, pagedListResponse } from './lists';
import { singleLineText } from './text';
import { WhitelistSubjectSchema } from './whitelist';

/**
 * The customers list's filters: the subset of spec section 3's filter fields Vista Clienti understands
 * (market, segments, classes, status, dunning, PDR, invoiced range, identifiers, names, customer code).
 * Strict, so a filter this list does not know is a 400 rather than silently ignored. `siebelCode` is
 * the customer code (A_CODICE_CLIENTE, Siebel's customer id); `vatNumber` takes a VAT number or a tax
 * code, as on the other lists.
 */
export const CustomerFiltersSchema = FiltersSchema.pick({
  market: true,
  microSegment: true,
  macroSegment: true,
  performanceClass: true,
  clientStatus: true,
  dunningIndex: true,
  isPdrExisting: true,
  invoiced: true,
  vatNumber: true,
  companyName: true,
  surname: true,
  name: true,
  siebelCode: true,
}).strict();
export type CustomerFilters = z.infer<typeof CustomerFiltersSchema>;

export const CustomerListRequestSchema = listPageRequest(CustomerFiltersSchema.default({}));
export type CustomerListRequest = z.infer<typeof CustomerListRequestSchema>;

const isRecord = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
const customerRecord = () =>
  z.custom<Customer>(isRecord).meta({ type: 'object', description: "One customer: the spec's row fields." });

export const CustomerListResponseSchema = pagedListResponse<Customer>()('customers');

/** The KPI request: the list's filters, the same customers the list shows. */
export const CustomerKpiRequestSchema = z.object({ filters: CustomerFiltersSchema.default({}) }).strict();

/**
 * Credit figures of one group of customers (all of them, a performance class, a dunning index, a
 * market): how many, how many in arrears (overdue net above zero) and their share in percent (two
 * decimals), the overdue and not-yet-due credit (net, euro).
 */
export const CustomerKpiGroupSchema = z.object({
  key: z.string(),
  customers: z.number().int(),
  inArrears: z.number().int(),
  arrearsShare: z.number(),
  overdue: z.number(),
  notYetDue: z.number(),
});
export type CustomerKpiGroup = z.infer<typeof CustomerKpiGroupSchema>;

/**
 * The customers list's KPIs over the filtered customers (ours: the spec does not show them): the totals,
 * then the same split by performance class ('1'…'6', 'ND' when the class is unknown), by dunning index
 * ('1'…'3', 'ND') and by market; every group of the enumeration is present, zero when empty. `kpiDate`
 * is when the company's systems computed the loaded figures (K_DATA_CALCOLO_KPI of the last load).
 */
export const CustomerKpiResponseSchema = z.object({
  kpiDate: z.string().nullable(),
  total: CustomerKpiGroupSchema,
  byPerformanceClass: z.array(CustomerKpiGroupSchema),
  byDunningIndex: z.array(CustomerKpiGroupSchema),
  byMarket: z.array(CustomerKpiGroupSchema.extend({ key: z.enum(MARKETS) })),
});
export type CustomerKpiResponse = z.infer<typeof CustomerKpiResponseSchema>;

/** A customer code as a path parameter: what the codes of the feed look like, nothing that needs escaping. */
export const CustomerCodeParamsSchema = z.object({
  customerCode: singleLineText()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9._-]+$/, 'Codice cliente non valido'),
});

/** Most checks of the customer its page shows, newest first. */
export const CUSTOMER_CHECKS_SHOWN = 50;

/**
 * What the customer's page tells of its white-list entry: its standing and reason, not the entry's
 * notes and users, which only the white list's own roles see (most roles of this page have no white list).
 */
export const CustomerWhiteListSchema = WhitelistSubjectSchema.pick({
  reasonDescription: true,
  creationDate: true,
  expiringDate: true,
  revocationDate: true,
});

/**
 * The customer's page: the customer, its checks from the request log (newest first, at most
 * CUSTOMER_CHECKS_SHOWN, in the caller's markets), its white-list entry (the strongest of its
 * identifiers', null when none) and whether a black list in force lists it.
 */
export const CustomerDetailsResponseSchema = z.object({
  customer: customerRecord(),
  checks: z.array(z.custom<RequestLogRow>(isRecord).meta({ type: 'object', description: 'A request-log row.' })),
  whiteList: CustomerWhiteListSchema.nullable(),
  blackLists: z.object(
    Object.fromEntries(BLACKLIST_KINDS.map((kind) => [kind, z.boolean()])) as Record<
      (typeof BLACKLIST_KINDS)[number],
      z.ZodBoolean
    >,
  ),
});
export type CustomerDetailsResponse = z.infer<typeof CustomerDetailsResponseSchema>;
