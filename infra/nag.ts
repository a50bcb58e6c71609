import { Stack, Validations } from 'aws-cdk-lib';
import type { Policy } from 'aws-cdk-lib/aws-iam';
// Not re-exported by cdk-nag's index; used so finding ids are flattened exactly as the rules flatten them.
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
import type { IConstruct } from 'constructs';

/**
 * Accepts an AwsSolutions finding on a construct and everything below it, with the reason on record.
 * cdk-nag 3 reads these acknowledgements (CDK's Validations API) in place of v2's NagSuppressions.
 */
export function acknowledge(scope: IConstruct, rule: string, reason: string): void {
  Validations.of(scope).acknowledge({ id: `AwsSolutions-${rule}`, reason });
}

/**
 * The `Resource::…` part of an IAM5 finding id for a policy resource, so a wildcard scoped to one
 * resource can be acknowledged by itself: a future wildcard on anything else still fails synth.
 * Only for values that resolve now as they will at synthesis (same-stack attributes, literals,
 * pseudo parameters), not for cross-stack references, which are rewritten when the app synthesizes.
 */
export function resourceFinding(scope: IConstruct, value: string): string {
  return `Resource::${flattenCfnReference(Stack.of(scope).resolve(value))}`;
}

/**
 * The `Resource::…` findings cdk-nag reports for the wildcard resources of a policy whose statements
 * a construct of aws-cdk-lib writes, so each can be acknowledged by name rather than the whole rule.
 * Same resolution caveat as resourceFinding().
 */
export function wildcardResourceFindings(policy: Policy): string[] {
  const document = Stack.of(policy).resolve(policy.document) as { Statement: { Resource?: unknown }[] };
  const resources = document.Statement.flatMap((statement) => [statement.Resource ?? []].flat());
  const flattened = new Set(resources.map((resource) => flattenCfnReference(resource)));
  return [...flattened].filter((resource) => resource.includes('*')).map((resource) => `Resource::${resource}`);
}
