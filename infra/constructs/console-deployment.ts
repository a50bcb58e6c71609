import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { Policy } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { acknowledge, wildcardResourceFindings } from '../nag';
import { repoPath } from '../repo-path';

export interface ConsoleDeploymentProps {
  bucket: IBucket;
  distribution: IDistribution;
  /** Written as /config.json: what the one console build needs to know about this stage. */
  config: Record<string, string>;
}

/**
 * Builds the console with vite while the app synthesizes and uploads it with its config.json.
 * Two uploads because the files age differently: hashed assets (Vite's `assets/`) are immutable and
 * never pruned (an open tab may still load last week's chunks), while the files at the root (index.html,
 * config.json, favicon.ico and anything else of web/public) keep their names, so they are revalidated on
 * every load and invalidated in CloudFront, and go up only after the assets they point to.
 */
export class ConsoleDeployment extends Construct {
  constructor(scope: Construct, id: string, props: ConsoleDeploymentProps) {
    super(scope, id);
    const build = Source.asset(repoPath('web'), {
      // Hashed by output: the build also depends on shared/, which a hash of web/ would not see.
      assetHashType: AssetHashType.OUTPUT,
      bundling: { image: DockerImage.fromRegistry('unused'), local: { tryBundle: buildConsole } },
    });
    const shared = { destinationBucket: props.bucket, prune: false, memoryLimit: 512 };

    const assets = new BucketDeployment(this, 'Assets', {
      ...shared,
      sources: [build],
      exclude: ['*'],
      include: ['assets/*'],
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
    });
    const entryPoints = new BucketDeployment(this, 'EntryPoints', {
      ...shared,
      sources: [build, Source.jsonData('config.json', props.config)],
      exclude: ['assets/*', '.vite/*'],
      cacheControl: [CacheControl.noCache()],
      distribution: props.distribution,
      distributionPaths: ['/index.html', '/config.json', '/favicon.ico'],
    });
    entryPoints.node.addDependency(assets);
    acknowledgeDeploymentHandler(assets);
  }
}

/**
 * Both uploads run in the one handler function aws-cdk-lib shares per stack; its role, policy and
 * runtime are aws-cdk-lib's. Its wildcard resources are acknowledged one by one, as computed.
 */
function acknowledgeDeploymentHandler(deployment: BucketDeployment): void {
  const role = deployment.handlerRole;
  const handler = role.node.scope as Construct;
  const why = 'aws-cdk-lib BucketDeployment handler: ';
  acknowledge(
    handler,
    'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    `${why}its log permissions.`,
  );
  for (const action of ['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*']) {
    acknowledge(
      handler,
      `IAM5[Action::${action}]`,
      `${why}copies the console build from the asset bucket into the site bucket.`,
    );
  }
  const policy = role.node.tryFindChild('DefaultPolicy') as Policy;
  for (const finding of wildcardResourceFindings(policy)) {
    acknowledge(
      handler,
      `IAM5[${finding}]`,
      `${why}objects of the CDK asset bucket and of the site bucket; CloudFront invalidations.`,
    );
  }
  acknowledge(handler, 'L1', `${why}its Python runtime is chosen by aws-cdk-lib and moves with it.`);
}

/** Local bundling only: there is no Docker here, and the image named above is never pulled. */
function buildConsole(outputDir: string): boolean {
  const config = repoPath('web/vite.config.ts');
  if (!existsSync(config)) {
    throw new Error(`Cannot build the console: ${config} does not exist. Synthesize once the web app is in place.`);
  }
  // vite's output goes to stderr so it never mixes with a template printed on stdout.
  execFileSync('npx', ['vite', 'build', '--config', config, '--outDir', outputDir, '--emptyOutDir'], {
    cwd: repoPath('.'),
    stdio: ['ignore', process.stderr, process.stderr],
  });
  return true;
}
