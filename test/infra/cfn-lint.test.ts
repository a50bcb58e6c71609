import { spawnSync } from 'node:child_process';
import type { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { synthApp } from './synth-app';

/**
 * The synthesized templates against CloudFormation's own rules: cfn-lint, the Python tool
 * (`pip install cfn-lint`; this machine's image has 1.51.0, PyPI itself is out of reach here), with
 * no error allowed. Without it, CDK's built-in validation checks every resource against the
 * CloudFormation registry schemas instead, and the test says so in its name.
 */
const CFN_LINT = spawnSync('cfn-lint', ['--version'], { encoding: 'utf8' }).status === 0;
const REGION = 'eu-south-1';

function templatePaths(context: Record<string, unknown> = {}): string[] {
  const app = synthApp(context).api.node.root as App;
  return app.synth().stacks.map((stack) => stack.templateFullPath);
}

/** The stage with an alarm e-mail differs only by the monitoring stack's subscription. */
const withAlarmEmail = () =>
  templatePaths({ alarmEmail: 'ops@example.it' }).filter((path) => path.includes('-monitoring'));

describe('CloudFormation templates of the app', () => {
  it.runIf(CFN_LINT)('pass cfn-lint with no error, every stack, with an alarm e-mail and without', () => {
    const templates = [...templatePaths(), ...withAlarmEmail()];
    expect(templates.length).toBe(7);
    const lint = spawnSync(
      'cfn-lint',
      ['--regions', REGION, '--format', 'parseable', '--non-zero-exit-code', 'error', '--', ...templates],
      { encoding: 'utf8', timeout: 110_000 },
    );
    const errors = lint.stdout.split('\n').filter((line) => /:E\d{4}:/.test(line));
    expect(errors).toEqual([]);
    expect(lint.status, lint.stderr).toBe(0);
  });

  it.runIf(!CFN_LINT)(
    'cfn-lint is not installed (pip install cfn-lint): CDK built-in schema validation instead',
    () => {
      const app = synthApp({}, { validate: true }).api.node.root as App;
      expect(() => app.synth()).not.toThrow();
    },
  );
});
