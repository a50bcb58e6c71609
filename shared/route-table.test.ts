import { describe, expect, it } from 'vitest';
import { API_ROUTES, type ApiRoute, findRoute, ROUTE_NAMES } from './route-table';

/** Every call of spec section 7, as method and path, and the API contract's document. */
const SPEC_CALLS = [
  'POST /api/v1/creditcheck',
  'GET /api/v1/provinces',
  'GET /api/v1/cities/{provinceCode}',
  'POST /api/v1/clientsList',
  'POST /api/v1/exportClientsList',
  'GET /api/v1/invoicedRangeLimits',
  'GET /api/v1/requestLogKpi',
  'POST /api/v1/requestLog',
  'POST /api/v1/exportDossierList',
  'POST /api/v1/groupedRequestLogsBusinessKpi',
  'POST /api/v1/groupedRequestLog',
  'POST /api/v1/exportdossierListAggregated',
  'POST /api/v1/getWhitelist',
  'POST /api/v1/addToWhitelist',
  'PATCH /api/v1/revokeWhitelist/{id}',
  'GET /api/v1/getWhitelistConfiguration',
  'GET /api/v1/blacklist/{kind}',
  'POST /api/v1/uploadBlacklist',
  'DELETE /api/v1/deleteBlacklist/{id}',
  'PATCH /api/v1/recoverBlacklist',
  'PATCH /api/v1/publishBlacklist/{id}',
  'POST /api/v1/getConfigurationCluster',
  'PUT /api/v1/publishUpdatingConfiguration',
  'PUT /api/v1/updateConfiguration',
  'PUT /api/v1/publishArchivedConfiguration',
  'PUT /api/v1/deleteUpdatingConfiguration',
  'POST /api/v1/retrieveAgencies',
  'POST /api/v1/createAgency',
  'PATCH /api/v1/updateAgency',
  'DELETE /api/v1/deleteAgency/{code}',
  'GET /api/v1/exportFilesList',
  'POST /api/v1/downloadFileUrl',
  'POST /api/v1/uploadEnricherFile',
  'POST /api/v1/exportFileAsync',
  'GET /api/v1/checkExportFilename/{filename}',
  'GET /api/v1/openapi.json',
  // Ours: 'Registro modifiche', the back office's audit trail.
  'POST /api/v1/auditTrail',
  // Ours: the customers' KPIs and the customer's page, which the spec does not show.
  'POST /api/v1/customerKpi',
  'GET /api/v1/customerDetails/{customerCode}',
  // Ours: users and roles in the back office, which the spec does not show.
  'POST /api/v1/listUsers',
  'GET /api/v1/getUser/{username}',
  'POST /api/v1/createUser',
  'PATCH /api/v1/updateUserRole',
  'PATCH /api/v1/disableUser/{username}',
  'PATCH /api/v1/enableUser/{username}',
  'PATCH /api/v1/resetUserPassword/{username}',
  'PATCH /api/v1/turnUserTotpOff/{username}',
  // Ours: one check of the request log.
  'GET /api/v1/requestLogCheck/{idRequest}',
  // Ours: the back-test.
  'POST /api/v1/runBacktest',
  'GET /api/v1/backtest/{kind}/{id}',
  'POST /api/v1/backtestChanges',
  // Ours: the dashboard's one call, whose content the spec does not show.
  'GET /api/v1/dashboard',
  // Ours: 'Verifiche ripetute', the monitoring of repeated checks.
  'POST /api/v1/repeatedChecks',
  'GET /api/v1/repeatedChecks/{chainId}',
  'POST /api/v1/reviewRepeatedChecks',
  'POST /api/v1/whoRepeats',
];

describe('route table', () => {
  it('holds exactly the calls of the spec and the contract', () => {
    const routed = ROUTE_NAMES.map((name) => `${API_ROUTES[name].method} ${API_ROUTES[name].path}`);
    expect(routed.sort()).toEqual([...SPEC_CALLS].sort());
  });

  it('finds a route by method and resource path', () => {
    expect(findRoute('DELETE', '/api/v1/deleteAgency/{code}')?.[0]).toBe('deleteAgency');
    expect(findRoute('GET', '/api/v1/deleteAgency/{code}')).toBeUndefined();
  });

  it.each([
    ['creditCheck', ['ADMIN', 'RISK_OFFICER', 'ANALISTA', 'AGENT']],
    ['uploadBlacklist', ['ADMIN']],
    ['updateConfiguration', ['ADMIN']],
    ['addToWhitelist', ['ADMIN', 'RISK_OFFICER']],
    ['dashboard', ['ADMIN', 'RISK_OFFICER']],
    ['requestLog', ['ADMIN', 'RISK_OFFICER', 'ANALISTA', 'ANALISTA_LIBERO']],
    ['uploadEnricherFile', ['ADMIN', 'RISK_OFFICER']],
    ['exportFilesList', ['ADMIN', 'RISK_OFFICER', 'ANALISTA', 'ANALISTA_LIBERO', 'ANALISTA_TUTELATO']],
    ['openApiDocument', ['ADMIN']],
    ['createUser', ['ADMIN']],
    ['disableUser', ['ADMIN']],
    ['auditTrail', ['ADMIN']],
    ['repeatedChecks', ['ADMIN', 'RISK_OFFICER']],
    ['reviewCheckChain', ['ADMIN', 'RISK_OFFICER']],
    ['whoRepeats', ['ADMIN', 'RISK_OFFICER']],
  ] as const)('lets only the right roles call %s', (name, roles) => {
    expect(API_ROUTES[name].roles).toEqual(roles);
  });

  it('shapes answers only for roles the route admits, and the precheck for AGENT alone', () => {
    for (const name of ROUTE_NAMES) {
      const route: ApiRoute = API_ROUTES[name];
      for (const role of Object.keys(route.responseFor ?? {})) expect(route.roles, name).toContain(role);
    }
    const shaped = ROUTE_NAMES.filter((name) => (API_ROUTES[name] as ApiRoute).responseFor);
    expect(shaped).toEqual(['creditCheck']);
    expect(Object.keys(API_ROUTES.creditCheck.responseFor)).toEqual(['AGENT']);
  });

  it('gives every path parameter a schema', () => {
    for (const name of ROUTE_NAMES) {
      const route = API_ROUTES[name];
      const hasParams = route.path.includes('{');
      expect('params' in route.request, name).toBe(hasParams);
    }
  });
});
