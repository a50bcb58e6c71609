import { describe, expect, it } from 'vitest';
import type { ResultCode, TrafficLight } from '../enums';
import { decide } from './decide';
import { badScore, bureau, clean, goodCustomer, inArrears, validWhiteList } from './decide-test-inputs';
import type { DecisionInput, DecisionRule } from './types';

type Case = [string, Partial<DecisionInput>, TrafficLight, ResultCode, DecisionRule];

describe('decide: each result code', () => {
  it.each<Case>([
    ['white list, valid and enabled', { whiteList: validWhiteList }, 'V', 'EX301', 'WHITE_LIST'],
    ['black list RADIATI', { blackLists: { radiati: true, ceduti: false } }, 'R', 'EX305', 'BLACK_LIST_RADIATI'],
    ['black list CEDUTI', { blackLists: { radiati: false, ceduti: true } }, 'R', 'EX306', 'BLACK_LIST_CEDUTI'],
    ['customer in arrears', { customer: inArrears }, 'R', 'EX303', 'PAYMENT_TREND'],
    ['customer with a negative score', { customer: badScore }, 'R', 'EX302', 'PAYMENT_SCORE'],
    ['good customer', { customer: goodCustomer }, 'V', 'EX406', 'EXISTING_CUSTOMER'],
    ['prospect with protests', { bureau: bureau({ protests: true }) }, 'R', 'EX401', 'BUREAU_PROTESTS'],
    [
      'prospect with prejudicial events',
      { bureau: bureau({ prejudicialEvents: true }) },
      'R',
      'EX402',
      'BUREAU_PREJUDICIAL',
    ],
    [
      'prospect with other negative events',
      { bureau: bureau({ otherNegativeEvents: true }) },
      'R',
      'EX404',
      'BUREAU_OTHER_NEGATIVE',
    ],
    [
      'high risk and fraud correlation',
      { prospectRisk: { highRisk: true, fraudCorrelation: true } },
      'R',
      'EX407',
      'HIGH_RISK_FRAUD',
    ],
    [
      'fraud correlation alone',
      { prospectRisk: { highRisk: false, fraudCorrelation: true } },
      'R',
      'EX408',
      'FRAUD_CORRELATION',
    ],
    ['high risk alone', { prospectRisk: { highRisk: true, fraudCorrelation: false } }, 'R', 'EX409', 'HIGH_RISK'],
    ['clean prospect', {}, 'V', 'EX400', 'PROSPECT'],
  ])('%s → %s %s', (_, change, trafficLight, code, rule) => {
    const decision = decide({ ...clean, ...change });
    expect(decision.trafficLight).toBe(trafficLight);
    expect(decision.reason.code).toBe(code);
    expect(decision.explanation.rule).toBe(rule);
  });

  it.each<[ResultCode, string]>([
    ['EX301', 'Cliente in white list'],
    ['EX406', 'Cliente esistente con profilo positivo'],
    ['EX400', 'Prospect positivo'],
  ])('describes %s with its Italian label', (code, description) => {
    const change: Partial<DecisionInput> =
      code === 'EX301' ? { whiteList: validWhiteList } : code === 'EX406' ? { customer: goodCustomer } : {};
    expect(decide({ ...clean, ...change }).reason).toEqual({ code, description });
  });
});

describe('decide: first match wins', () => {
  it.each<Case>([
    [
      'white list beats both black lists',
      { whiteList: validWhiteList, blackLists: { radiati: true, ceduti: true } },
      'V',
      'EX301',
      'WHITE_LIST',
    ],
    ['white list beats arrears', { whiteList: validWhiteList, customer: inArrears }, 'V', 'EX301', 'WHITE_LIST'],
    ['RADIATI beats CEDUTI', { blackLists: { radiati: true, ceduti: true } }, 'R', 'EX305', 'BLACK_LIST_RADIATI'],
    [
      'a black list beats a good customer',
      { blackLists: { radiati: false, ceduti: true }, customer: goodCustomer },
      'R',
      'EX306',
      'BLACK_LIST_CEDUTI',
    ],
    [
      'arrears beat a negative score',
      { customer: { ...inArrears, K_ANDAMENTALE_CLASSE: 6 } },
      'R',
      'EX303',
      'PAYMENT_TREND',
    ],
    [
      'a customer is never judged by the bureau',
      { customer: goodCustomer, bureau: bureau({ protests: true }) },
      'V',
      'EX406',
      'EXISTING_CUSTOMER',
    ],
    [
      'a customer is never judged on prospect risk',
      { customer: goodCustomer, prospectRisk: { highRisk: true, fraudCorrelation: true } },
      'V',
      'EX406',
      'EXISTING_CUSTOMER',
    ],
    [
      'protests beat prejudicial events',
      { bureau: bureau({ protests: true, prejudicialEvents: true, otherNegativeEvents: true }) },
      'R',
      'EX401',
      'BUREAU_PROTESTS',
    ],
    [
      'prejudicial beat other events',
      { bureau: bureau({ prejudicialEvents: true, otherNegativeEvents: true }) },
      'R',
      'EX402',
      'BUREAU_PREJUDICIAL',
    ],
    [
      'the bureau beats prospect risk',
      { bureau: bureau({ otherNegativeEvents: true }), prospectRisk: { highRisk: true, fraudCorrelation: true } },
      'R',
      'EX404',
      'BUREAU_OTHER_NEGATIVE',
    ],
  ])('%s', (_, change, trafficLight, code, rule) => {
    const decision = decide({ ...clean, ...change });
    expect([decision.trafficLight, decision.reason.code, decision.explanation.rule]).toEqual([
      trafficLight,
      code,
      rule,
    ]);
  });
});
