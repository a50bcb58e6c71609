import { z } from 'zod';
import { DECISION_RULES, DecisionExplanationSchema } from '../decision/explanation-schema';
import { COMMODITIES, MICRO_SEGMENTS, PAYMENT_MODES, SUBJECT_TYPES, TRAFFIC_LIGHTS, WORKFLOWS } from '../enums';
import { PRECHECK_FORM_MESSAGES } from '../validators/messages';
import { RepeatedChecksNoticeSchema } from './monitoring';
import { singleLineText } from './text';

/**
 * Wire shapes of the precheck call (spec section 3 'Precheck request/response'). These check the
 * structure; the field rules with the spec's Italian messages live in the precheck validators.
 */

// Empty strings pass the structure so that the precheck validators answer them with the spec's own
// messages ('Scegliere una provincia', 'Scegliere un comune', 'Definire una via').
const AddressSchema = z.object({
  provinceCode: z.string().regex(/^([A-Z]{2})?$/),
  municipality: z.object({ name: singleLineText().max(100) }),
  street: singleLineText().max(200),
});

const SupplyPointSchema = z.object({
  // A missing or unknown value answers the form's own message, so the API says what the form says.
  commodity: z.enum(COMMODITIES, { error: PRECHECK_FORM_MESSAGES.commodity }),
  type: z.enum(['POD', 'PDR']),
  supplyKind: z.enum(['DOM', 'CIV']),
  paymentMode: z.enum(PAYMENT_MODES, { error: PRECHECK_FORM_MESSAGES.paymentMode }),
  pointAddress: AddressSchema,
  invoiceAddress: AddressSchema,
});

export const CreditCheckRequestSchema = z.object({
  workflow: z.enum(WORKFLOWS),
  subjectType: z.enum(SUBJECT_TYPES),
  microSegment: z.enum(MICRO_SEGMENTS, { error: PRECHECK_FORM_MESSAGES.microSegment }),
  vatRegistrationNo: singleLineText().max(11).nullish(),
  taxCode: singleLineText().max(16).nullish(),
  name: singleLineText().max(100).nullish(),
  surname: singleLineText().max(100).nullish(),
  contactAddress: AddressSchema,
  supplyPointList: z.array(SupplyPointSchema).min(1).max(1),
});
export type CreditCheckRequest = z.infer<typeof CreditCheckRequestSchema>;

/** Beyond the spec: why the engine decided as it did (docs/decision-rules.md 'The explanation'). */
export const DecisionExplanationPayloadSchema = DecisionExplanationSchema.extend({
  /** The CURRENT configuration the check was decided with; people know it by when it came into force. */
  configuration: z
    .object({ id: z.string(), version: z.number().int(), validityStartDate: z.string().nullish() })
    .optional(),
});
export type DecisionExplanationPayload = z.infer<typeof DecisionExplanationPayloadSchema>;

const TransactionInfoSchema = z.object({ code: z.number().int(), errorDescription: z.string().nullish() });
const FullCheckInfoSchema = z.object({
  trafficLight: z.enum(TRAFFIC_LIGHTS),
  trafficLightReason: z.object({ code: z.string(), description: z.string() }),
});

/** The whole answer, as the staff roles read it (an AGENT reads CreditCheckAgentResponseSchema). */
export const CreditCheckResponseSchema = z.object({
  transactionInfo: TransactionInfoSchema,
  fullCheckInfo: FullCheckInfoSchema.nullish(),
  /** Beyond the spec: the request-log id of the check and the explanation stored with it. */
  idRequest: z.number().int().optional(),
  explanation: DecisionExplanationPayloadSchema.optional(),
  /** Beyond the spec: the subject's earlier checks of the last days, when one was red (docs/monitoring.md). */
  repeatedChecks: RepeatedChecksNoticeSchema.optional(),
});
export type CreditCheckResponse = z.infer<typeof CreditCheckResponseSchema>;

/**
 * What an AGENT reads of a check (docs/decision-rules.md 'What each role reads'): a sales agency outside
 * the utility gets the light, the reason and which rule decided, and the check's id to quote to the
 * back office; no customer figure, no threshold, no configuration row, no other subject. Strict at every
 * level, so the contract refuses an answer that carries more.
 */
export const AgentExplanationSchema = z.strictObject({
  /** The rule that decided; the console words it. */
  rule: z.enum(DECISION_RULES),
});
export type AgentExplanation = z.infer<typeof AgentExplanationSchema>;

export const CreditCheckAgentResponseSchema = z.strictObject({
  transactionInfo: TransactionInfoSchema.strict(),
  fullCheckInfo: FullCheckInfoSchema.extend({
    trafficLightReason: FullCheckInfoSchema.shape.trafficLightReason.strict(),
  })
    .strict()
    .nullish(),
  idRequest: z.number().int().optional(),
  explanation: AgentExplanationSchema.optional(),
  repeatedChecks: RepeatedChecksNoticeSchema.optional(),
});
export type CreditCheckAgentResponse = z.infer<typeof CreditCheckAgentResponseSchema>;

/** A precheck answer as any role reads it: the whole one, or an AGENT's. */
export type CreditCheckAnswer = CreditCheckResponse | CreditCheckAgentResponse;

export const ProvinceSchema = z.object({ code: z.string(), name: z.string() });
export const ProvincesResponseSchema = z.array(ProvinceSchema);
export const MunicipalitySchema = z.object({ name: z.string() });
export const CitiesResponseSchema = z.array(MunicipalitySchema);
export const ProvinceCodeParamsSchema = z.object({ provinceCode: z.string().regex(/^[A-Za-z]{2}$/) });
