import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccessLogFormat,
  AuthorizationType,
  CognitoUserPoolsAuthorizer,
  EndpointType,
  LambdaIntegration,
  LogGroupLogDestination,
  type MethodDeploymentOptions,
  MethodLoggingLevel,
  type RequestValidator,
  RestApi,
} from 'aws-cdk-lib/aws-apigateway';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { FOUR_EYES_ENV } from '../../functions/commons/versioned/four-eyes';
import type { QueueName } from '../../shared/resources';
import { API_ROUTES, type ApiRoute, ROUTE_NAMES, type RouteName } from '../../shared/route-table';
import { routeAccess } from '../access';
import { ROUTE_THROTTLES, reservedConcurrency, routeKind } from '../capacity';
import { addGatewayErrors } from '../constructs/gateway-errors';
import { grantAccess } from '../constructs/grant-access';
import { NodeFunction } from '../constructs/node-function';
import { pascalCase } from '../keys';
import { LATENCY_BUDGETS_MS } from '../monitoring/budgets';
import { countThrottledCalls } from '../monitoring/throttled-calls';
import { acknowledge } from '../nag';
import type { DataResources } from './data-stack';

/** A method's key in the stage's method settings: its resource path and its HTTP method. */
const methodKey = (name: RouteName): string => `${API_ROUTES[name].path}/${API_ROUTES[name].method}`;

/**
 * A method's stage settings, every one stated rather than left to the stage's default: its kind's
 * throttling (infra/capacity.ts), the stage's error logging, and per-method metrics (billed per method)
 * only where a latency budget is watched.
 */
const methodOptions = (name: RouteName): MethodDeploymentOptions => {
  const { rateLimit, burstLimit } = ROUTE_THROTTLES[routeKind(name)];
  return {
    throttlingRateLimit: rateLimit,
    throttlingBurstLimit: burstLimit,
    loggingLevel: MethodLoggingLevel.ERROR,
    dataTraceEnabled: false,
    metricsEnabled: name in LATENCY_BUDGETS_MS,
  };
};

export interface ApiStackProps extends StackProps {
  stage: string;
  userPool: IUserPool;
  data: DataResources;
  queues: Record<QueueName, IQueue>;
  /** Whether publishing a version needs a second person (docs/versioned-entities.md); on by default. */
  fourEyes: boolean;
}

/**
 * The REST API, made from the route table: one function and one method per entry of API_ROUTES,
 * every method behind the Cognito authorizer. The console reaches it through CloudFront at /api/*.
 */
export class ApiStack extends Stack {
  readonly api: RestApi;
  /** Each route's function, for the monitoring stack's alarms and dashboard. */
  readonly functions: Record<RouteName, IFunction>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_YEAR });

    this.api = new RestApi(this, 'Api', {
      restApiName: `semaforo-${props.stage}`,
      description: 'Semaforo back-office API',
      // Regional: CloudFront already sits in front, an edge-optimized API would add a second one.
      endpointConfiguration: { types: [EndpointType.REGIONAL] },
      // Execution logs need the account-level CloudWatch role of API Gateway.
      cloudWatchRole: true,
      deployOptions: {
        stageName: props.stage,
        accessLogDestination: new LogGroupLogDestination(accessLogs),
        accessLogFormat: AccessLogFormat.jsonWithStandardFields(),
        loggingLevel: MethodLoggingLevel.ERROR,
        dataTraceEnabled: false,
        tracingEnabled: true,
        // The default of a method without settings of its own; every route has its own, by its kind.
        throttlingRateLimit: ROUTE_THROTTLES.reads.rateLimit,
        throttlingBurstLimit: ROUTE_THROTTLES.reads.burstLimit,
        methodOptions: Object.fromEntries(ROUTE_NAMES.map((name) => [methodKey(name), methodOptions(name)])),
      },
    });
    addGatewayErrors(this.api);
    countThrottledCalls(this, accessLogs);

    const authorizer = new CognitoUserPoolsAuthorizer(this, 'Authorizer', { cognitoUserPools: [props.userPool] });
    // Methods carry no models: each handler validates its body with the shared zod schemas, so the
    // body check only applies once a model is attached; the path-parameter check applies now.
    const validator = this.api.addRequestValidator('RequestValidator', {
      validateRequestParameters: true,
      validateRequestBody: true,
    });

    const functions: Partial<Record<RouteName, IFunction>> = {};
    for (const name of ROUTE_NAMES) {
      const fn = new NodeFunction(this, `${pascalCase(name)}Route`, {
        entry: API_ROUTES[name].handler,
        description: `Semaforo ${API_ROUTES[name].method} ${API_ROUTES[name].path}`,
        // API Gateway stops waiting at 29 s; a function running longer would work for no one.
        timeout: Duration.seconds(28),
        memorySize: 512,
        reservedConcurrency: reservedConcurrency(name),
      });
      const access = routeAccess(name);
      grantAccess(fn, access, { data: props.data, queues: props.queues, userPool: props.userPool });
      if (access.settings?.includes('fourEyes')) {
        fn.function.addEnvironment(FOUR_EYES_ENV, props.fourEyes ? 'on' : 'off');
      }
      this.addRoute(name, fn, authorizer, validator);
      functions[name] = fn.function;
    }
    this.functions = functions as Record<RouteName, IFunction>;

    acknowledge(
      this.api,
      'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
      'The account-level role API Gateway uses to write execution logs; AWS maintains its log-only permissions.',
    );
    acknowledge(
      this.api,
      'APIG3',
      'No WAF on the stage: an internal staff tool, every method needs a Cognito token and the stage is throttled; ' +
        'web ACLs, if wanted, belong to the account’s Firewall Manager policy.',
    );
  }

  private addRoute(
    name: RouteName,
    fn: NodeFunction,
    authorizer: CognitoUserPoolsAuthorizer,
    validator: RequestValidator,
  ) {
    const route: ApiRoute = API_ROUTES[name];
    const pathParameters = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    this.api.root.resourceForPath(route.path).addMethod(
      route.method,
      // Test invocations from the console are not needed; skipping them halves the Lambda permissions.
      new LambdaIntegration(fn.function, { allowTestInvoke: false }),
      {
        authorizer,
        authorizationType: AuthorizationType.COGNITO,
        requestValidator: validator,
        requestParameters: Object.fromEntries(pathParameters.map((param) => [`method.request.path.${param}`, true])),
      },
    );
  }
}
