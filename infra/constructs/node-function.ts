import type { Duration } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE, SERVICE_NAME } from '../../shared/metrics';
import { acknowledge } from '../nag';
import { repoPath } from '../repo-path';

export interface NodeFunctionProps {
  /** Module exporting `handler`, relative to the repository root (as in API_ROUTES and QUEUES). */
  entry: string;
  description: string;
  timeout: Duration;
  memorySize: number;
  /** V8 flags beside the source maps every function has (NODE_OPTIONS). */
  nodeOptions?: readonly string[];
  /** Instances kept for this function alone, and the most it runs (infra/capacity.ts); none unless said. */
  reservedConcurrency?: number;
}

// Some bundled CommonJS dependencies call require() at run time, which an ESM bundle lacks.
export const REQUIRE_SHIM =
  "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/**
 * A handler of this repository as a Lambda function, with the defaults every function shares.
 * Each function has its own role that starts with nothing but its own log group and X-Ray; data
 * access is added by grantAccess() from the table in infra/access.ts.
 */
export class NodeFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: NodeFunctionProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.THREE_MONTHS });
    // Not AWSLambdaBasicExecutionRole: that one may write to every log group of the account.
    this.role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(this.role);

    this.function = new NodejsFunction(this, 'Function', {
      entry: repoPath(props.entry),
      handler: 'handler',
      projectRoot: repoPath('.'),
      depsLockFilePath: repoPath('package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      description: props.description,
      timeout: props.timeout,
      memorySize: props.memorySize,
      reservedConcurrentExecutions: props.reservedConcurrency,
      role: this.role,
      logGroup,
      tracing: Tracing.ACTIVE,
      environment: {
        POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
        // The metrics' namespace, also set in code (functions/commons/observability/metrics.ts): here so
        // that a function's configuration says where its metrics go.
        POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
        NODE_OPTIONS: ['--enable-source-maps', ...(props.nodeOptions ?? [])].join(' '),
      },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node22',
        mainFields: ['module', 'main'],
        banner: REQUIRE_SHIM,
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        // The SDK is bundled, not taken from the runtime, so AWS runs the version the tests ran.
        externalModules: [],
      },
    });

    acknowledge(
      this.role,
      'IAM5[Resource::*]',
      'Tracing.ACTIVE adds xray:PutTraceSegments and xray:PutTelemetryRecords, which have no resource-level permissions.',
    );
    acknowledge(
      this.function,
      'L1',
      'Node.js 22 is pinned on purpose: the newest major Lambda offers (24) is ahead of the Node 20/22 line the ' +
        'toolchain and the local runtime are tested on. Move to NODEJS_24_X together with them.',
    );
  }

  /** Tells the handler a resource's name or URL through the variable it reads (functions/commons/env.ts). */
  setEnvironment(name: string, value: string): void {
    this.function.addEnvironment(name, value);
  }
}
