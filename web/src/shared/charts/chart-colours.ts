import { WORKFLOW_COLOURS, type Workflow } from '../../../../shared/enums';

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

/** The traffic light's red, for a red share: the same red as the BUSINESSDECISION family. */
export const TRAFFIC_LIGHT_RED = FAMILY_SHADES.red.base;

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

/**
 * How a check ended, technically: completed (whatever its traffic light) in a neutral grey, so it is
 * never read as a green light, and a technical error in red. The words go with them in the legend.
 */
export const OUTCOME_COLOURS = { completed: '#5f6b7a', technicalError: '#d91515' } as const;

/** A series that stands for 'none of them' (no red outcome at all): neutral, like the completed checks. */
export const NEUTRAL_COLOUR = OUTCOME_COLOURS.completed;

/**
 * Cloudscape's categorical chart palette, in its order: the first colours are the most distinct
 * from one another, so a chart with few series should take them from the start.
 */
export const CATEGORICAL_PALETTE = [
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

/** The colour of the index-th series: the palette from its start, round again past its end. */
export function categoricalColour(index: number): string {
  return CATEGORICAL_PALETTE[index % CATEGORICAL_PALETTE.length] as string;
}
