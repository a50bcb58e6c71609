import { describe, expect, it } from 'vitest';
import type { ResultCode } from '../enums';
import { decide } from './decide';
import { clean, company, condominium } from './decide-test-inputs';
import type { DecisionInput } from './types';

// The worked examples of docs/decision-rules.md, so the page cannot drift from the engine.
const onRadiati = { radiati: true, ceduti: false };
const prospectRisk = (highRisk: boolean, fraudCorrelation: boolean) => ({ highRisk, fraudCorrelation });
const findings = (protests: boolean, prejudicialEvents: boolean, otherNegativeEvents: boolean) => ({
  protests,
  prejudicialEvents,
  otherNegativeEvents,
});
const customer = (overdue: number, notYetDue: number, invoiced: number, performanceClass: number) => ({
  K_CRED_SCAD_NETTO_TOTALE: overdue,
  K_CRED_A_SCAD_NETTO_TOTALE: notYetDue,
  K_FATTURATO_ULTIMI_12M: invoiced,
  K_ANDAMENTALE_CLASSE: performanceClass,
});
const whiteList = { expiringDate: '2025-06-30T23:59:00.000Z', revocationDate: null };

describe('docs/decision-rules.md worked examples', () => {
  it.each<[string, Partial<DecisionInput>, ResultCode]>([
    ['EX301 white list beats RADIATI', { whiteList, blackLists: onRadiati }, 'EX301'],
    ['EX301 not for PG/CON', { request: condominium, whiteList }, 'EX400'],
    ['EX305', { request: company, blackLists: onRadiati }, 'EX305'],
    ['EX306', { blackLists: { radiati: false, ceduti: true } }, 'EX306'],
    ['EX303 relative', { customer: customer(600, 300, 2000, 2) }, 'EX303'],
    ['EX303 absolute', { request: company, customer: customer(2500, 48000, 100000, 1) }, 'EX303'],
    ['EX302', { request: company, customer: customer(1500, 2000, 12000, 4) }, 'EX302'],
    ['EX406', { customer: customer(40, 150, 1200, 5) }, 'EX406'],
    ['EX401', { bureau: findings(true, true, false) }, 'EX401'],
    [
      'EX401 under NOSIC',
      { request: { ...clean.request, workflow: 'EVOPRECHECK_NOSIC' }, bureau: findings(true, true, false) },
      'EX400',
    ],
    ['EX402', { request: company, bureau: findings(false, true, false) }, 'EX402'],
    ['EX404', { bureau: findings(false, false, true) }, 'EX404'],
    ['EX407', { prospectRisk: prospectRisk(true, true) }, 'EX407'],
    ['EX408', { prospectRisk: prospectRisk(false, true) }, 'EX408'],
    ['EX409', { prospectRisk: prospectRisk(true, false) }, 'EX409'],
    ['EX400', { prospectRisk: null }, 'EX400'],
    ['missing fields', { customer: { K_CRED_SCAD_LORDO_TOTALE: 700, K_ANDAMENTALE_CLASSE: 3 } }, 'EX406'],
  ])('%s', (_, change, code) => {
    expect(decide({ ...clean, ...change }).reason.code).toBe(code);
  });

  it('shows the figures the page quotes', () => {
    const actuals = (change: Partial<DecisionInput>) =>
      decide({ ...clean, ...change }).explanation.comparisons.map((comparison) => comparison.actual);
    expect(actuals({ customer: customer(600, 300, 2000, 2) })).toEqual([600, 30, 900]);
    expect(actuals({ request: company, customer: customer(2500, 48000, 100000, 1) })).toEqual([2500, 2.5, 50500]);
    expect(actuals({ request: company, customer: customer(1500, 2000, 12000, 4) })).toEqual([
      1500, 12.5, 3500, 4, 12.5,
    ]);
    expect(actuals({ customer: customer(40, 150, 1200, 5) })).toEqual([40, 3.33, 190, 5, 3.33]);
    expect(
      decide({ ...clean, customer: { K_CRED_SCAD_LORDO_TOTALE: 700, K_ANDAMENTALE_CLASSE: 3 } }).explanation.notes,
    ).toHaveLength(3);
  });
});
