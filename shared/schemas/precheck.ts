import { z } from 'zod';
import { COMMODITIES, MICRO_SEGMENTS, PAYMENT_MODES, SUBJECT_TYPES, TRAFFIC_LIGHTS, WORKFLOWS } from '../enums';

/**
 * Wire shapes of the precheck call (spec section 3 'Precheck request/response'). These check the
 * structure; the field rules with the spec's Italian messages live in the precheck validators.
 */

const AddressSchema = z.object({
  provinceCode: z.string().regex(/^[A-Z]{2}$/),
  municipality: z.object({ name: z.string().min(1).max(100) }),
  street: z.string().min(1).max(200),
});

const SupplyPointSchema = z.object({
  commodity: z.enum(COMMODITIES),
  type: z.enum(['POD', 'PDR']),
  supplyKind: z.enum(['DOM', 'CIV']),
  paymentMode: z.enum(PAYMENT_MODES),
  pointAddress: AddressSchema,
  invoiceAddress: AddressSchema,
});

export const CreditCheckRequestSchema = z.object({
  workflow: z.enum(WORKFLOWS),
  subjectType: z.enum(SUBJECT_TYPES),
  microSegment: z.enum(MICRO_SEGMENTS),
  vatRegistrationNo: z.string().max(11).nullish(),
  taxCode: z.string().max(16).nullish(),
  name: z.string().max(100).nullish(),
  surname: z.string().max(100).nullish(),
  contactAddress: AddressSchema,
  supplyPointList: z.array(SupplyPointSchema).min(1).max(1),
});
export type CreditCheckRequest = z.infer<typeof CreditCheckRequestSchema>;

export const CreditCheckResponseSchema = z.object({
  transactionInfo: z.object({ code: z.number().int(), errorDescription: z.string().nullish() }),
  fullCheckInfo: z
    .object({
      trafficLight: z.enum(TRAFFIC_LIGHTS),
      trafficLightReason: z.object({ code: z.string(), description: z.string() }),
    })
    .nullish(),
});
export type CreditCheckResponse = z.infer<typeof CreditCheckResponseSchema>;

export const ProvinceSchema = z.object({ code: z.string(), name: z.string() });
export const ProvincesResponseSchema = z.array(ProvinceSchema);
export const MunicipalitySchema = z.object({ name: z.string() });
export const CitiesResponseSchema = z.array(MunicipalitySchema);
export const ProvinceCodeParamsSchema = z.object({ provinceCode: z.string().regex(/^[A-Za-z]{2}$/) });
