import { ALL_RESULT_CODES, WORKFLOW_COLOURS, type Workflow } from '../../../../shared/enums';

/**
 * Chart colours. Each workflow family keeps the traffic-light colour of the spec (WORKFLOW_COLOURS);
 * the *_NOSIC variant is a lighter shade of its family, so the two stay told apart and related.
 */
const FAMILY_SHADES: Record<(typeof WORKFLOW_COLOURS)[keyof typeof WORKFLOW_COLOURS], { base: string; light: string }> =
  {
    blue: { base: '#0972d3', light: '#7fb2ea' },
    brown: { base: '#8c5a2e', light: '#c79a6b' },
    green: { base: '#1d8102', light: '#7cc36a' },
    red: { base: '#d13212', light: '#f08f7a' },
  };

const NOSIC_SUFFIX = '_NOSIC';

/** The family a workflow belongs to: FULLCHECK_NOSIC → FULLCHECK. */
export function workflowFamily(workflow: Workflow): keyof typeof WORKFLOW_COLOURS {
  return (
    workflow.endsWith(NOSIC_SUFFIX) ? workflow.slice(0, -NOSIC_SUFFIX.length) : workflow
  ) as keyof typeof WORKFLOW_COLOURS;
}

export function workflowColour(workflow: Workflow): string {
  const shades = FAMILY_SHADES[WORKFLOW_COLOURS[workflowFamily(workflow)]];
  return workflow.endsWith(NOSIC_SUFFIX) ? shades.light : shades.base;
}

/** Outcomes of a check: success green, technical error red (the words go with them in the legend). */
export const OUTCOME_COLOURS = { success: '#1d8102', failure: '#d91515' } as const;

// Cloudscape's categorical chart palette, one colour for each of the thirteen result codes.
const CATEGORICAL_PALETTE = [
  '#688ae8',
  '#c33d69',
  '#2ea597',
  '#8456ce',
  '#e07941',
  '#3759ce',
  '#962249',
  '#096f64',
  '#6237a7',
  '#a84401',
  '#273ea5',
  '#780d35',
  '#03524a',
] as const;

/**
 * A result code's colour, the same in every chart (bars per month and the yearly donut); a code the
 * catalogue does not know gets none, so the chart picks one.
 */
export function resultCodeColour(code: string): string | undefined {
  const index = (ALL_RESULT_CODES as readonly string[]).indexOf(code);
  return index < 0 ? undefined : CATEGORICAL_PALETTE[index % CATEGORICAL_PALETTE.length];
}
