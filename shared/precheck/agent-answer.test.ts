import { describe, expect, it } from 'vitest';
import { decide } from '../decision/decide';
import {
  badScore,
  bureau,
  clean,
  company,
  goodCustomer,
  inArrears,
  validWhiteList,
} from '../decision/decide-test-inputs';
import type { DecisionInput, DecisionRule } from '../decision/types';
import {
  CreditCheckAgentResponseSchema,
  type CreditCheckResponse,
  CreditCheckResponseSchema,
} from '../schemas/precheck';
import { agentCreditCheckAnswer } from './agent-answer';

/** The whole answer of a check as the precheck gives it to the staff: the decision and its explanation. */
function wholeAnswer(input: DecisionInput): CreditCheckResponse {
  const decision = decide(input);
  return {
    transactionInfo: { code: 200, errorDescription: null },
    fullCheckInfo: { trafficLight: decision.trafficLight, trafficLightReason: decision.reason },
    idRequest: 48213,
    explanation: {
      ...decision.explanation,
      configuration: { id: 'cfg-7', version: 7, validityStartDate: '2025-01-01T00:00:00.000Z' },
    },
  };
}

/** Every leaf of a JSON value with its path: what a reader of the answer can read. */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (value === null || typeof value !== 'object') return [[path, value]];
  return Object.entries(value).flatMap(([key, inner]) => leaves(inner, path ? `${path}.${key}` : key));
}

/** The figures, thresholds, dates and row names the whole explanation holds: none is the agent's to read. */
function figuresOf(whole: CreditCheckResponse): string[] {
  const explanation = whole.explanation;
  if (!explanation) return [];
  return [
    ...explanation.comparisons.flatMap(({ actual, threshold }) => [actual, threshold]),
    ...explanation.noteDetails.flatMap((note) => Object.values(note).filter((value) => value !== note.code)),
    ...Object.values(explanation.configurationRows),
  ]
    .filter((value) => value !== null && typeof value !== 'object')
    .map(String);
}

/** A figure read anywhere in a text, as a number of its own (600 is in '600 €', not in 'EX306' or '1600'). */
const mentions = (text: string, figure: string) =>
  new RegExp(`(^|[^\\dA-Za-z])${figure.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\d])`).test(text);

type Case = [string, Partial<DecisionInput>, DecisionRule];

const CASES: Case[] = [
  ['white list, valid', { whiteList: validWhiteList }, 'WHITE_LIST'],
  ['black list RADIATI', { blackLists: { radiati: true, ceduti: false } }, 'BLACK_LIST_RADIATI'],
  ['black list CEDUTI', { blackLists: { radiati: false, ceduti: true } }, 'BLACK_LIST_CEDUTI'],
  ['payment trend: 600 € overdue of 2,000 € invoiced', { customer: inArrears }, 'PAYMENT_TREND'],
  ['payment score: class 5, not forgiven', { customer: badScore }, 'PAYMENT_SCORE'],
  [
    'a company in arrears with gross overdue only',
    {
      request: company,
      customer: {
        ...inArrears,
        K_CRED_SCAD_NETTO_TOTALE: undefined,
        K_CRED_SCAD_LORDO_TOTALE: 2500,
        K_FATTURATO_ULTIMI_12M: 9000,
      },
    },
    'PAYMENT_TREND',
  ],
  ['existing customer', { customer: goodCustomer }, 'EXISTING_CUSTOMER'],
  ['bureau: protests', { bureau: bureau({ protests: true }) }, 'BUREAU_PROTESTS'],
  ['bureau: prejudicial events', { bureau: bureau({ prejudicialEvents: true }) }, 'BUREAU_PREJUDICIAL'],
  ['bureau: other negative events', { bureau: bureau({ otherNegativeEvents: true }) }, 'BUREAU_OTHER_NEGATIVE'],
  ['high risk and fraud correlation', { prospectRisk: { highRisk: true, fraudCorrelation: true } }, 'HIGH_RISK_FRAUD'],
  ['fraud correlation', { prospectRisk: { highRisk: false, fraudCorrelation: true } }, 'FRAUD_CORRELATION'],
  ['high risk', { prospectRisk: { highRisk: true, fraudCorrelation: false } }, 'HIGH_RISK'],
  ['prospect', {}, 'PROSPECT'],
  [
    'prospect with an expired white-list entry, the bureau skipped',
    {
      whiteList: { expiringDate: '2025-02-28T22:59:00.000Z', revocationDate: null },
      request: { ...clean.request, workflow: 'EVOPRECHECK_NOSIC' },
      bureau: null,
      prospectRisk: null,
    },
    'PROSPECT',
  ],
];

describe("what an AGENT reads of a check's answer", () => {
  it.each(CASES)('%s: the light, the reason and the rule, nothing else', (_, change, rule) => {
    const whole = wholeAnswer({ ...clean, ...change });
    expect(whole.explanation?.rule).toBe(rule);
    const read = agentCreditCheckAnswer(whole);
    expect(read).toEqual({
      transactionInfo: { code: 200, errorDescription: null },
      fullCheckInfo: whole.fullCheckInfo,
      idRequest: 48213,
      explanation: { rule },
    });
    expect(CreditCheckAgentResponseSchema.parse(read)).toEqual(read);
  });

  it.each(CASES)('%s: no figure, threshold, date or row of the whole answer', (_, change) => {
    const whole = wholeAnswer({ ...clean, ...change });
    const read = leaves(agentCreditCheckAnswer(whole)).filter(([path]) => path !== 'idRequest');
    const text = read.map(([, value]) => String(value)).join('\n');
    for (const figure of figuresOf(whole)) expect(mentions(text, figure), figure).toBe(false);
    expect(text).not.toMatch(/\bK_[A-Z_]+|DEFAULT|\d{4}-\d{2}-\d{2}|cfg-7|soglia|€|%/);
  });

  it('names every decision rule among its cases', () => {
    const rules = new Set(CASES.map(([, , rule]) => rule));
    expect(rules.size).toBe(13);
  });

  it('reads named fields only: what the whole answer gains later stays out', () => {
    const whole = wholeAnswer({ ...clean, customer: inArrears });
    const grown = {
      ...whole,
      customer: { K_CRED_SCAD_NETTO_TOTALE: 600 },
      transactionInfo: { ...whole.transactionInfo, trace: 'x-1' },
      fullCheckInfo: {
        ...whole.fullCheckInfo,
        score: 612,
        trafficLightReason: { ...whole.fullCheckInfo?.trafficLightReason, threshold: 500 },
      },
      explanation: { ...whole.explanation, listedSubjects: ['01234560587'] },
    } as CreditCheckResponse;
    expect(agentCreditCheckAnswer(grown)).toEqual(agentCreditCheckAnswer(whole));
  });

  it('passes a check that could not be recorded as it is: no light, no explanation', () => {
    const unrecorded: CreditCheckResponse = {
      transactionInfo: { code: 500, errorDescription: 'Verifica non registrata: ripetere la verifica.' },
      fullCheckInfo: null,
    };
    expect(agentCreditCheckAnswer(unrecorded)).toEqual(unrecorded);
  });

  it("is not the staff's answer: each schema refuses the other's", () => {
    const whole = wholeAnswer({ ...clean, customer: inArrears });
    expect(CreditCheckAgentResponseSchema.safeParse(whole).success).toBe(false);
    expect(CreditCheckResponseSchema.safeParse(agentCreditCheckAnswer(whole)).success).toBe(false);
  });
});
