import { z } from 'zod';
import { IsoDateTimeSchema } from './calendar-day';
import { PageRequestSchema } from './common';
import { FiltersSchema } from './filters';
import { multiLineText, singleLineText } from './text';

export const WhitelistSubjectSchema = z.object({
  id: z.string(),
  taxCode: z.string().nullable(),
  vatRegistrationNo: z.string().nullable(),
  companyName: z.string(),
  reasonDescription: z.string(),
  creationDate: z.string(),
  expiringDate: z.string(),
  revocationDate: z.string().nullable(),
  requestDate: z.string().nullable(),
  siebelRequestCode: z.string().nullable(),
  idRequest: z.number().nullable(),
  note: z.string().nullable(),
  creationUser: z.string(),
  revocationUser: z.string().nullable(),
});
export type WhitelistSubject = z.infer<typeof WhitelistSubjectSchema>;

export const WhitelistListRequestSchema = PageRequestSchema.extend({ filters: FiltersSchema.default({}) });
/** The spec names the server-side list field `whitelists`; the console calls it subjects. */
export const WhitelistListResponseSchema = z.object({
  whitelists: z.array(WhitelistSubjectSchema),
  total: z.number().int(),
});

export const AddToWhitelistRequestSchema = z.object({
  taxCode: singleLineText().max(16).nullable(),
  vatRegistrationNo: singleLineText().max(11).nullable(),
  companyName: singleLineText().min(1).max(200),
  note: multiLineText(400).nullish(),
  expiringDate: IsoDateTimeSchema,
  reasonDescription: singleLineText().min(1).max(200),
});
export const RevokeWhitelistParamsSchema = z.object({ id: singleLineText().min(1).max(64) });

export const WhitelistConfigurationResponseSchema = z.object({
  data: z.object({ whitelistReasonParams: z.array(z.string()), whitelistValidityDaysParam: z.number().int() }),
});
