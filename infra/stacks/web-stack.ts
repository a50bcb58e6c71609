import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginRequestPolicy,
  PriceClass,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { RestApiOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { ConsoleDeployment } from '../constructs/console-deployment';
import { LogsBucket } from '../constructs/logs-bucket';
import { SecurityHeadersPolicy } from '../constructs/security-headers';
import { acknowledge } from '../nag';

export interface WebStackProps extends StackProps {
  stage: string;
  api: RestApi;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
}

// Console routes (/admin/precheck) have no extension and get the app; files (/assets/x.js, /config.json) do.
// Only on the default behavior: /api/* answers, errors included, must reach the browser untouched.
const SPA_REWRITE = `function handler(event) {
  var request = event.request;
  var last = request.uri.split('/').pop();
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/** The console: a private bucket behind CloudFront, which also routes /api/* to the REST API. */
export class WebStack extends Stack {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const site = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      serverAccessLogsBucket: new LogsBucket(this, 'AccessLogs'),
      serverAccessLogsPrefix: 'site/',
    });
    const spaRewrite = new EdgeFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(SPA_REWRITE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serves index.html for console routes',
    });
    const headers = new SecurityHeadersPolicy(this, 'SecurityHeaders');

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Semaforo console (${props.stage})`,
      defaultRootObject: 'index.html',
      // Staff work from Italy: Europe and North America edges are enough and cost least.
      priceClass: PriceClass.PRICE_CLASS_100,
      httpVersion: HttpVersion.HTTP2_AND_3,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(site),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new RestApiOrigin(props.api),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          // With caching disabled this policy also forwards the Authorization header the authorizer reads.
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
        },
      },
    });

    new ConsoleDeployment(this, 'Console', {
      bucket: site,
      distribution: this.distribution,
      // The console calls /api/v1/... on its own origin, so the API base is empty.
      config: {
        region: this.region,
        userPoolId: props.userPool.userPoolId,
        userPoolClientId: props.userPoolClient.userPoolClientId,
        apiBaseUrl: '',
      },
    });

    this.acknowledgeDistribution();
    new CfnOutput(this, 'DistributionDomainName', { value: this.distribution.distributionDomainName });
    new CfnOutput(this, 'ConsoleUrl', { value: `https://${this.distribution.distributionDomainName}` });
  }

  private acknowledgeDistribution(): void {
    const distribution = this.distribution;
    acknowledge(
      distribution,
      'CFR1',
      'No geo restriction: staff also work while travelling; Cognito gates every API call.',
    );
    acknowledge(
      distribution,
      'CFR2',
      'No WAF: an internal tool whose data is only reachable with a Cognito token through a throttled API; web ACLs, ' +
        'if wanted, belong to the account’s Firewall Manager policy.',
    );
    acknowledge(
      distribution,
      'CFR3',
      'No CloudFront standard logs: they cannot be delivered to buckets in opt-in regions such as eu-south-1. API ' +
        'calls are logged by API Gateway access logs; the console files themselves hold no data.',
    );
    acknowledge(
      distribution,
      'CFR4',
      'Uses the default *.cloudfront.net certificate until a custom domain is assigned; viewers are redirected to HTTPS.',
    );
  }
}
