import { readFileSync } from 'node:fs';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { USER_POOL_ENV } from '../../functions/commons/user-pool';
import { FOUR_EYES_ENV } from '../../functions/commons/versioned/four-eyes';
import type { Access, StageSetting } from '../../infra/access';
import { repoPath } from '../../infra/repo-path';
import { addSemaforoStacks, type SemaforoStacks } from '../../infra/semaforo-app';
import { BUCKETS, type BucketName, QUEUES, TABLES, type TableName } from '../../shared/resources';

const cdkJson = JSON.parse(readFileSync(repoPath('cdk.json'), 'utf8')) as { context: Record<string, unknown> };

/**
 * The whole app as `cdk synth` builds it (same feature flags from cdk.json), minus the slow parts
 * that `npm run synth` covers: bundling (esbuild per function, vite) and CDK's own CloudFormation
 * template validation, a WebAssembly linter that takes seconds per synthesis (`validate` turns it back
 * on). `context` is what a stage adds with `-c name=value` (docs/deploy.md).
 */
export function synthApp(context: Record<string, unknown> = {}, { validate = false } = {}): SemaforoStacks {
  const app = new App({
    context: { ...cdkJson.context, ...context, 'aws:cdk:bundling-stacks': [] },
    builtinCloudFormationValidation: validate,
  });
  return addSemaforoStacks(app);
}

/** Template JSON as the assertions library types it: resources and properties are untyped. */
export type Json = ReturnType<Template['toJSON']>;

/** The synthesized template of one stack; synthesizing one stack synthesizes the app once. */
export const templateOf = (stack: Stack): Template => Template.fromStack(stack);

/** AwsSolutions findings of a stack that no acknowledgement covers, as `rule at construct path`. */
export function unacknowledgedFindings(stack: Stack, severity: 'error' | 'warning'): string[] {
  return new AwsSolutionsChecks()
    .validateScope(stack)
    .violations.filter((violation) => violation.severity === severity)
    .flatMap((violation) =>
      violation.violatingResources.map((resource) => `${violation.ruleName} at ${resource.constructPath}`),
    );
}

const SETTING_ENV: Record<StageSetting, string> = { fourEyes: FOUR_EYES_ENV };

/** The environment variable names a function with this access must get, and no others. */
export function expectedEnvironment(access: Access): string[] {
  const names = [
    ...Object.keys(access.tables ?? {}).map((name) => TABLES[name as TableName].envName),
    ...Object.keys(access.buckets ?? {}).map((name) => BUCKETS[name as BucketName].envName),
    ...(access.queues ?? []).map((name) => QUEUES[name].envName),
    ...(access.settings ?? []).map((setting) => SETTING_ENV[setting]),
    ...(access.userPool?.length ? [USER_POOL_ENV] : []),
  ];
  return [...names, 'NODE_OPTIONS', 'POWERTOOLS_METRICS_NAMESPACE', 'POWERTOOLS_SERVICE_NAME'].sort();
}

/** The functions of a template by their description (each says which route or queue it serves). */
export function functionsByDescription(template: Template): Map<string, { id: string; properties: LambdaProps }> {
  const functions = template.findResources('AWS::Lambda::Function');
  return new Map(
    Object.entries(functions).map(([id, resource]) => {
      const properties = resource.Properties as LambdaProps;
      return [properties.Description, { id, properties }];
    }),
  );
}

export interface LambdaProps {
  Description: string;
  Runtime: string;
  Architectures: string[];
  Handler: string;
  Role: { 'Fn::GetAtt': [string, string] };
  Environment: { Variables: Record<string, unknown> };
  TracingConfig?: { Mode: string };
}
