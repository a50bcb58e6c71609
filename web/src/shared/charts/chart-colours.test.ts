import { describe, expect, it } from 'vitest';
import { ALL_RESULT_CODES, WORKFLOWS } from '../../../../shared/enums';
import { resultCodeColour, workflowColour, workflowFamily } from './chart-colours';

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

describe('result code colours', () => {
  it('gives every known result code its own colour', () => {
    const colours = ALL_RESULT_CODES.map(resultCodeColour);
    expect(new Set(colours).size).toBe(ALL_RESULT_CODES.length);
    expect(colours.every((colour) => colour?.startsWith('#'))).toBe(true);
  });

  it('leaves an unknown code to the chart', () => {
    expect(resultCodeColour('ND')).toBeUndefined();
  });
});
