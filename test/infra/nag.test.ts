import type { Stack } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SemaforoStacks } from '../../infra/semaforo-app';
import { synthApp, templateOf, unacknowledgedFindings } from './synth-app';

const STACKS: (keyof SemaforoStacks)[] = ['auth', 'data', 'workers', 'api', 'web', 'monitoring'];

// Every accepted finding carries its reason in code (acknowledge() in infra/); anything else fails here.
describe('cdk-nag AwsSolutions', () => {
  let stacks: SemaforoStacks;
  beforeAll(() => {
    stacks = synthApp();
    // Checked after synthesis, as `cdk synth` checks: cross-stack references are resolved by then.
    for (const name of STACKS) templateOf(stacks[name] as Stack);
  });

  it.each(STACKS)('%s stack has no unacknowledged error', (name) => {
    expect(unacknowledgedFindings(stacks[name], 'error')).toEqual([]);
  });

  it.each(STACKS)('%s stack has no unacknowledged warning', (name) => {
    expect(unacknowledgedFindings(stacks[name], 'warning')).toEqual([]);
  });
});
