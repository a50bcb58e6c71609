import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { USER_POOL_ENV } from '../../functions/commons/user-pool';
import { routeAccess } from '../../infra/access';
import { auditedEntity, readsActingCaller } from '../../shared/audited-route';
import { ErrorBodySchema } from '../../shared/errors';
import { TABLES } from '../../shared/resources';
import { API_ROUTES, ROUTE_NAMES, type RouteName } from '../../shared/route-table';
import {
  expectedEnvironment,
  functionsByDescription,
  type Json,
  type LambdaProps,
  synthApp,
  templateOf,
} from './synth-app';

describe('api stack', () => {
  let template: Template;
  let data: Json;
  let functions: ReturnType<typeof functionsByDescription>;
  beforeAll(() => {
    const stacks = synthApp();
    template = templateOf(stacks.api);
    data = templateOf(stacks.data).toJSON();
    functions = functionsByDescription(template);
  });

  const fnOf = (name: (typeof ROUTE_NAMES)[number]) => {
    const route = API_ROUTES[name];
    const fn = functions.get(`Semaforo ${route.method} ${route.path}`);
    expect(fn, name).toBeDefined();
    return fn as { id: string; properties: LambdaProps };
  };

  it('has one function per route and no other', () => {
    template.resourceCountIs('AWS::Lambda::Function', ROUTE_NAMES.length);
    for (const name of ROUTE_NAMES) {
      expect(fnOf(name).properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        TracingConfig: { Mode: 'Active' },
      });
    }
  });

  it("has one method per route, at the route's path, integrated with the route's function", () => {
    const resources = template.findResources('AWS::ApiGateway::Resource');
    const pathOf = (id: string): string => {
      const { ParentId, PathPart } = (resources[id] as Json).Properties;
      return `${ParentId.Ref ? pathOf(ParentId.Ref) : ''}/${PathPart}`;
    };
    const methods = Object.values(template.findResources('AWS::ApiGateway::Method')).map((method) => {
      const properties = method.Properties as Json;
      const uriParts: unknown[] = properties.Integration.Uri['Fn::Join'][1];
      const target = uriParts.find((part): part is { 'Fn::GetAtt': string[] } => typeof part === 'object');
      return { key: `${properties.HttpMethod} ${pathOf(properties.ResourceId.Ref)}`, fn: target?.['Fn::GetAtt'][0] };
    });
    const expected = ROUTE_NAMES.map((name) => ({
      key: `${API_ROUTES[name].method} ${API_ROUTES[name].path}`,
      fn: fnOf(name).id,
    }));
    expect(methods).toHaveLength(ROUTE_NAMES.length);
    expect(methods).toEqual(expect.arrayContaining(expected));
  });

  it('puts every method behind the Cognito authorizer', () => {
    template.resourceCountIs('AWS::ApiGateway::Authorizer', 1);
    template.hasResourceProperties('AWS::ApiGateway::Authorizer', { Type: 'COGNITO_USER_POOLS' });
    template.allResourcesProperties('AWS::ApiGateway::Method', {
      AuthorizationType: 'COGNITO_USER_POOLS',
      AuthorizerId: { Ref: Match.stringLikeRegexp('^Authorizer') },
    });
  });

  it('declares path parameters as required', () => {
    template.hasResourceProperties('AWS::ApiGateway::Method', {
      HttpMethod: 'GET',
      RequestParameters: { 'method.request.path.provinceCode': true },
    });
  });

  it('throttles the stage and writes JSON access logs and error execution logs', () => {
    template.hasResourceProperties('AWS::ApiGateway::Stage', {
      TracingEnabled: true,
      MethodSettings: Match.arrayWith([
        Match.objectLike({
          HttpMethod: '*',
          ResourcePath: '/*',
          LoggingLevel: 'ERROR',
          ThrottlingRateLimit: 50,
          ThrottlingBurstLimit: 100,
        }),
      ]),
    });
    const stage = Object.values(template.findResources('AWS::ApiGateway::Stage'))[0]?.Properties as Json;
    expect(JSON.parse(stage.AccessLogSetting.Format)).toHaveProperty('requestId');
  });

  it("answers the gateway's own failures in the one error shape", () => {
    const responses = Object.values(template.findResources('AWS::ApiGateway::GatewayResponse'));
    expect(responses.map((response) => response.Properties.ResponseType)).toEqual(
      expect.arrayContaining(['UNAUTHORIZED', 'ACCESS_DENIED', 'DEFAULT_4XX', 'DEFAULT_5XX']),
    );
    for (const response of responses) {
      const body = JSON.parse(response.Properties.ResponseTemplates['application/json']);
      expect(ErrorBodySchema.safeParse(body).success).toBe(true);
    }
  });

  it.each(ROUTE_NAMES)('route %s gets exactly the environment of its access (routeAccess)', (name) => {
    expect(Object.keys(fnOf(name).properties.Environment.Variables).sort()).toEqual(
      expectedEnvironment(routeAccess(name)),
    );
  });

  /**
   * The actions a route's role holds on the audit table, from its managed policies (made in the data
   * stack, referenced by stack output) and any inline policy: a statement counts when it names the table.
   */
  function tableStatements(name: RouteName, table: RegExp): Json[] {
    const role = fnOf(name).properties.Role['Fn::GetAtt'][0];
    const managed = ((template.toJSON().Resources[role].Properties.ManagedPolicyArns ?? []) as Json[]).map(
      (arn) => data.Resources[data.Outputs[arn['Fn::GetStackOutput'].OutputName].Value.Ref].Properties,
    );
    const inline = Object.values(template.findResources('AWS::IAM::Policy'))
      .filter((policy) => policy.Properties.Roles.some((ref: { Ref: string }) => ref.Ref === role))
      .map((policy) => policy.Properties);
    return (
      [...managed, ...inline]
        .flatMap((policy) => policy.PolicyDocument.Statement as Json[])
        // The table's logical id (the data stack's own references) or its output's name (another stack's).
        .filter((statement) => table.test(JSON.stringify(statement.Resource)))
    );
  }
  const actionsOf = (statements: Json[]) =>
    [...new Set(statements.flatMap((statement) => [statement.Action].flat() as string[]))].sort();
  const tableActions = (name: RouteName, table: RegExp) => actionsOf(tableStatements(name, table));
  const auditTableActions = (name: RouteName) => tableActions(name, /AuditTable/);
  const audited = ROUTE_NAMES.filter((name) => auditedEntity(API_ROUTES[name]));
  const notAudited = ROUTE_NAMES.filter((name) => !auditedEntity(API_ROUTES[name]));

  it('audits the implemented routes that change data, and no other', () => {
    expect(audited).toEqual(expect.arrayContaining(['exportFileAsync', 'uploadEnricherFile', 'updateConfiguration']));
    expect(audited).toEqual(
      expect.arrayContaining(['createAgency', 'updateAgency', 'deleteAgency', 'addToWhitelist', 'revokeWhitelist']),
    );
    // Routes that change nothing are not audited (every route declared audited is built now).
    expect(notAudited).toEqual(expect.arrayContaining(['exportFilesList', 'getWhitelist', 'retrieveAgencies']));
  });

  it.each(audited)('audited route %s finds the audit table and may only add and complete records in it', (name) => {
    expect(fnOf(name).properties.Environment.Variables).toHaveProperty(TABLES.audit.envName);
    expect(auditTableActions(name)).toEqual(['dynamodb:PutItem', 'dynamodb:UpdateItem']);
  });

  // The list of the trail reads it; no other route may.
  const TRAIL_READER: RouteName = 'auditTrail';

  it.each(notAudited.filter((name) => name !== TRAIL_READER))(
    'route %s, not audited, neither finds the audit table nor holds any right on it',
    (name) => {
      expect(fnOf(name).properties.Environment.Variables).not.toHaveProperty(TABLES.audit.envName);
      expect(auditTableActions(name)).toEqual([]);
    },
  );

  it("only 'Registro modifiche' reads the audit table, and it only reads", () => {
    const readers = ROUTE_NAMES.filter((name) =>
      auditTableActions(name).some((action) => /Query|GetItem/.test(action)),
    );
    expect(readers).toEqual([TRAIL_READER]);
    expect(auditTableActions(TRAIL_READER).filter((action) => WRITES.test(action) || /Delete/.test(action))).toEqual(
      [],
    );
  });

  it('lets no route delete an audit record, nor write one in a batch', () => {
    for (const name of ROUTE_NAMES) {
      expect(
        auditTableActions(name).filter((action) => /DeleteItem|BatchWriteItem/.test(action)),
        name,
      ).toEqual([]);
    }
  });

  // The calls that change data are the audited ones; the credit check also writes its request-log row, and
  // a back-test its run's result and changed checks: derived data that decides nothing (docs/architecture.md).
  const readOnly = notAudited.filter((name) => name !== 'creditCheck' && name !== 'runBacktest');
  const WRITES = /^dynamodb:(PutItem|UpdateItem|DeleteItem|BatchWriteItem)$/;

  it('counts every list GET among the routes that change nothing (the black lists too)', () => {
    const gets = ROUTE_NAMES.filter((name) => API_ROUTES[name].method === 'GET');
    expect(readOnly).toEqual(expect.arrayContaining([...gets, 'getConfigurationCluster', 'getWhitelist']));
    expect(readOnly).toContain('getBlacklist');
  });

  // A count or KPI closes a day into its tally partitions: such a write is granted only where the
  // partition key is a tally's, never on a row.
  const onTalliesOnly = (statement: Json) =>
    JSON.stringify(statement.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys']) ===
    JSON.stringify(['TALLY#*', 'TALLYMONTH#*']);

  it.each(readOnly)('route %s, which changes nothing, may write no item of any table', (name) => {
    const statements = tableStatements(name, /Table/).filter((statement) => !onTalliesOnly(statement));
    expect(actionsOf(statements).filter((action) => WRITES.test(action))).toEqual([]);
  });

  it('lets the counts write tallies only where the tallies access says so', () => {
    const tallying = ROUTE_NAMES.filter((name) =>
      tableStatements(name, /Table/).some((statement) => onTalliesOnly(statement)),
    );
    expect(tallying.sort()).toEqual(
      ROUTE_NAMES.filter((name) => Object.values(routeAccess(name).tables ?? {}).includes('readTallies')).sort(),
    );
    expect(tallying).toEqual(expect.arrayContaining(['requestLog', 'requestLogKpi', 'dashboard']));
  });

  it('gives a route without access no data permission at all', () => {
    const bare = ROUTE_NAMES.filter((name) => Object.keys(routeAccess(name)).length === 0);
    // Once every route has grants this checks nothing; until then it guards the not-implemented ones.
    for (const name of bare) {
      const role = fnOf(name).properties.Role['Fn::GetAtt'][0];
      expect(template.toJSON().Resources[role].Properties.ManagedPolicyArns, name).toBeUndefined();
      const actions = Object.values(template.findResources('AWS::IAM::Policy'))
        .filter((policy) => policy.Properties.Roles.some((ref: { Ref: string }) => ref.Ref === role))
        .flatMap((policy) => policy.Properties.PolicyDocument.Statement.flatMap((s: Json) => [s.Action].flat()));
      expect(actions.length, name).toBeGreaterThan(0);
      expect(
        actions.filter((action: string) => /^(dynamodb|s3|sqs):/.test(action)),
        name,
      ).toEqual([]);
    }
  });

  /** The Cognito actions a route's role holds, and on which resources. */
  function cognitoGrantsOf(name: RouteName): { actions: string[]; resources: unknown[] } {
    const role = fnOf(name).properties.Role['Fn::GetAtt'][0];
    const statements = Object.values(template.findResources('AWS::IAM::Policy'))
      .filter((policy) => policy.Properties.Roles.some((ref: { Ref: string }) => ref.Ref === role))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Json[])
      .filter((statement) => [statement.Action].flat().some((action: string) => action.startsWith('cognito-idp:')));
    return {
      actions: statements.flatMap((statement) => [statement.Action].flat()).sort(),
      resources: statements.flatMap((statement) => [statement.Resource].flat()),
    };
  }

  it.each(ROUTE_NAMES)('route %s holds exactly the Cognito admin calls its access names, on the one pool', (name) => {
    const { actions, resources } = cognitoGrantsOf(name);
    const expected = (routeAccess(name).userPool ?? []).map((action) => `cognito-idp:${action}`).sort();
    expect(actions).toEqual(expected);
    for (const resource of resources) expect(JSON.stringify(resource)).toContain('UserPool');
    if (expected.length > 0) expect(fnOf(name).properties.Environment.Variables).toHaveProperty(USER_POOL_ENV);
  });

  it('lets only the users routes administer users, and none of them list and change at once', () => {
    const reads = ['AdminGetUser', 'AdminListGroupsForUser'];
    const administering = ROUTE_NAMES.filter((name) =>
      (routeAccess(name).userPool ?? []).some((action) => !reads.includes(action)),
    );
    expect(administering.sort()).toEqual(
      [
        'createUser',
        'disableUser',
        'enableUser',
        'listUsers',
        'resetUserPassword',
        'turnUserTotpOff',
        'updateUserRole',
      ].sort(),
    );
    expect(cognitoGrantsOf('listUsers').actions).toEqual(['cognito-idp:ListUsers', 'cognito-idp:ListUsersInGroup']);
  });

  it('gives every call that changes managed data the two reads of its caller, and a read nothing of the pool', () => {
    for (const name of ROUTE_NAMES) {
      const actions = routeAccess(name).userPool ?? [];
      if (readsActingCaller(API_ROUTES[name])) {
        expect(actions, name).toEqual(expect.arrayContaining(['AdminGetUser', 'AdminListGroupsForUser']));
      } else if (!['listUsers', 'getUser'].includes(name)) {
        expect(actions, name).toEqual([]);
      }
    }
    expect(cognitoGrantsOf('creditCheck').actions).toEqual([]);
    expect(cognitoGrantsOf('addToWhitelist').actions).toEqual([
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminListGroupsForUser',
    ]);
  });
});
