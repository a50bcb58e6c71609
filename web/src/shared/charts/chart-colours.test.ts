import { describe, expect, it } from 'vitest';
import { WORKFLOWS } from '../../../../shared/enums';
import {
  CATEGORICAL_PALETTE,
  categoricalColour,
  OUTCOME_COLOURS,
  TRAFFIC_LIGHT_RED,
  workflowColour,
  workflowFamily,
} from './chart-colours';

describe('workflow colours', () => {
  it.each([
    ['FULLCHECK', 'FULLCHECK'],
    ['FULLCHECK_NOSIC', 'FULLCHECK'],
    ['EVOPRECHECK_NOSIC', 'EVOPRECHECK'],
    ['PRECHECK', 'PRECHECK'],
    ['BUSINESSDECISION_NOSIC', 'BUSINESSDECISION'],
  ] as const)('%s belongs to %s', (workflow, family) => {
    expect(workflowFamily(workflow)).toBe(family);
  });

  it('gives every workflow its own colour', () => {
    const colours = WORKFLOWS.map(workflowColour);
    expect(new Set(colours).size).toBe(WORKFLOWS.length);
    for (const colour of colours) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('keeps the spec families: FULLCHECK blue, EVOPRECHECK brown, PRECHECK green, BUSINESSDECISION red', () => {
    expect(workflowColour('FULLCHECK')).toBe('#0972d3');
    expect(workflowColour('EVOPRECHECK')).toBe('#8c5a2e');
    expect(workflowColour('PRECHECK')).toBe('#1d8102');
    expect(workflowColour('BUSINESSDECISION')).toBe('#d13212');
  });
});

describe('categorical colours', () => {
  it('takes the palette from its start and goes round past its end', () => {
    expect(categoricalColour(0)).toBe(CATEGORICAL_PALETTE[0]);
    expect(categoricalColour(12)).toBe(CATEGORICAL_PALETTE[12]);
    expect(categoricalColour(13)).toBe(CATEGORICAL_PALETTE[0]);
    expect(new Set(CATEGORICAL_PALETTE).size).toBe(CATEGORICAL_PALETTE.length);
  });
});

describe('outcome colours', () => {
  it('never paints completed checks green: green means a green light, not a check without errors', () => {
    const greens = new Set(['#1d8102', '#7cc36a', '#29ad32']);
    expect(greens.has(OUTCOME_COLOURS.completed)).toBe(false);
    expect(OUTCOME_COLOURS.completed).not.toBe(OUTCOME_COLOURS.technicalError);
  });
});

describe('the traffic light’s red', () => {
  it.each([
    ['the BUSINESSDECISION family', workflowColour('BUSINESSDECISION')],
    ['the spec’s red', '#d13212'],
  ])('is %s', (_, colour) => {
    expect(TRAFFIC_LIGHT_RED).toBe(colour);
  });

  it('is not the technical error’s red: a red light is a decision, not a failure', () => {
    expect(TRAFFIC_LIGHT_RED).not.toBe(OUTCOME_COLOURS.technicalError);
  });
});
