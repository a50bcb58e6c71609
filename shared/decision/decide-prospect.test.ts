import { describe, expect, it } from 'vitest';
import type { ResultCode } from '../enums';
import { decide } from './decide';
import { bureau, clean } from './decide-test-inputs';
import type { DecisionInput } from './types';

describe('decide: NOSIC workflows skip the bureau', () => {
  it.each<[string, DecisionInput['request']['workflow'], ResultCode]>([
    ['EVOPRECHECK', 'EVOPRECHECK', 'EX401'],
    ['EVOPRECHECK_NOSIC', 'EVOPRECHECK_NOSIC', 'EX400'],
    ['FULLCHECK_NOSIC', 'FULLCHECK_NOSIC', 'EX400'],
    ['BUSINESSDECISION_NOSIC', 'BUSINESSDECISION_NOSIC', 'EX400'],
    ['FULLCHECK', 'FULLCHECK', 'EX401'],
  ])('%s', (_, workflow, code) => {
    const decision = decide({ ...clean, request: { ...clean.request, workflow }, bureau: bureau({ protests: true }) });
    expect(decision.reason.code).toBe(code);
  });

  it('still applies prospect risk, and notes the skip', () => {
    const decision = decide({
      ...clean,
      request: { ...clean.request, workflow: 'EVOPRECHECK_NOSIC' },
      bureau: bureau({ protests: true }),
      prospectRisk: { highRisk: true, fraudCorrelation: false },
    });
    expect(decision.reason.code).toBe('EX409');
    expect(decision.explanation.notes).toEqual(['Workflow EVOPRECHECK_NOSIC: controllo centrale rischi non eseguito.']);
  });
});

describe('decide: prospect facts missing', () => {
  it.each<[string, Partial<DecisionInput>, string]>([
    ['no bureau record', { bureau: null }, 'Nessun dato dalla centrale rischi per il soggetto.'],
    [
      'no risk facts',
      { prospectRisk: null },
      'Nessun dato di rischio prospect: alto rischio e correlazione frode non valutati.',
    ],
  ])('decides a prospect with %s as positive, noting it', (_, change, note) => {
    const decision = decide({ ...clean, ...change });
    expect(decision.reason.code).toBe('EX400');
    expect(decision.explanation.notes).toContain(note);
  });
});
