import type { z } from 'zod';
import type { ErrorCode } from './errors';
import { OpenApiDocumentSchema } from './openapi/document-schema';
import { agentCreditCheckAnswer } from './precheck/agent-answer';
import type { RoleReadings } from './role-reading';
import { ENRICHMENT_UPLOAD_ROLES, type Role, rolesSeeing } from './roles';
import {
  AgencyCodeParamsSchema,
  AgencyListRequestSchema,
  AgencyListResponseSchema,
  AgencyRequestSchema,
  AgencySchema,
} from './schemas/agency';
import { AuditListRequestSchema, AuditListResponseSchema } from './schemas/audit';
import {
  BacktestChangesRequestSchema,
  BacktestChangesResponseSchema,
  BacktestResultResponseSchema,
  BacktestResultSchema,
  BacktestTargetParamsSchema,
  RunBacktestRequestSchema,
} from './schemas/backtest';
import {
  BlacklistIdParamsSchema,
  BlacklistKindParamsSchema,
  BlacklistQuerySchema,
  BlacklistResponseSchema,
  RecoverBlacklistRequestSchema,
  UploadBlacklistRequestSchema,
} from './schemas/blacklist';
import { CheckDetailParamsSchema, CheckDetailQuerySchema, CheckDetailResponseSchema } from './schemas/check-detail';
import { CodesExportRequestSchema, CsvResponseSchema } from './schemas/common';
import {
  ConfigurationClusterRequestSchema,
  ConfigurationClusterResponseSchema,
  DeleteConfigurationRequestSchema,
  PublishConfigurationRequestSchema,
  UpdateConfigurationRequestSchema,
} from './schemas/configuration';
import {
  CustomerCodeParamsSchema,
  CustomerDetailsResponseSchema,
  CustomerKpiRequestSchema,
  CustomerKpiResponseSchema,
  CustomerListRequestSchema,
  CustomerListResponseSchema,
} from './schemas/customers';
import { DashboardResponseSchema } from './schemas/dashboard';
import {
  CheckExportFilenameParamsSchema,
  CheckExportFilenameResponseSchema,
  DownloadFileUrlRequestSchema,
  DownloadFileUrlResponseSchema,
  ExportFileAsyncRequestSchema,
  ExportFilesListQuerySchema,
  ExportFilesListResponseSchema,
  UploadEnricherFileRequestSchema,
} from './schemas/exports';
import {
  GroupedKpiResponseSchema,
  GroupedRequestLogListResponseSchema,
  InvoicedRangeResponseSchema,
  RequestLogKpiResponseSchema,
  RequestLogListResponseSchema,
} from './schemas/lists';
import {
  ChainDetailSchema,
  ChainIdParamsSchema,
  RepeatedChecksListRequestSchema,
  RepeatedChecksListResponseSchema,
  ReviewChainRequestSchema,
  WhoRepeatsRequestSchema,
  WhoRepeatsResponseSchema,
} from './schemas/monitoring';
import {
  CitiesResponseSchema,
  CreditCheckAgentResponseSchema,
  CreditCheckRequestSchema,
  CreditCheckResponseSchema,
  ProvinceCodeParamsSchema,
  ProvincesResponseSchema,
} from './schemas/precheck';
import {
  AggregatedExportRequestSchema,
  AggregatedListRequestSchema,
  BusinessKpiRequestSchema,
  DossierExportRequestSchema,
  RequestLogKpiQuerySchema,
  RequestLogListRequestSchema,
} from './schemas/request-log';
import {
  CreateUserRequestSchema,
  UpdateUserRoleRequestSchema,
  UserDetailSchema,
  UserListRequestSchema,
  UserListResponseSchema,
  UsernameParamsSchema,
  UserSchema,
  UserWithPasswordSchema,
} from './schemas/users';
import {
  AddToWhitelistRequestSchema,
  RevokeWhitelistParamsSchema,
  WhitelistConfigurationResponseSchema,
  WhitelistListRequestSchema,
  WhitelistListResponseSchema,
  WhitelistSubjectSchema,
} from './schemas/whitelist';

/** The route codes the spec uses for gating (section 6); each names the screen a call serves. */
export const ROUTE_CODES = [
  'PRECHECK',
  'LISTA_PRATICHE',
  'LISTA_PRATICHE_AGGREGATE',
  'ENRICHER',
  'WHITE_LIST',
  'BLACK_LIST',
  'LISTA_CLIENTI',
  'LISTA_CLIENTI_DETTAGLI',
  // Not in the spec: the back office's own calls (the API contract it links to).
  'BACKOFFICE',
  // Not in the spec: the dashboard's call (the spec shows no content for it).
  'DASHBOARD',
  // Not in the spec: 'Verifiche ripetute', the monitoring of repeated checks.
  'VERIFICHE_RIPETUTE',
] as const;
export type RouteCode = (typeof ROUTE_CODES)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  method: HttpMethod;
  /** API Gateway resource path; `{name}` marks a path parameter. */
  path: string;
  routeCode: RouteCode;
  roles: readonly Role[];
  /** Handler module, relative to the repository root, exporting `handler`. */
  handler: string;
  request: { body?: z.ZodType; params?: z.ZodType; query?: z.ZodType };
  response: z.ZodType;
  /**
   * The failures this route answers beyond those every route can (400, 401, 403, 429, 5xx, and 501
   * while its handler is NOT_IMPLEMENTED_HANDLER): the OpenAPI document lists them under their status.
   */
  errors?: readonly ErrorCode[];
  /**
   * Declared on every call that changes data: the handler frame then keeps an audit record of each
   * call (who, when, what, the note, the outcome, before and after; docs/audit.md).
   */
  audit?: { entity: AuditEntity };
  /**
   * The roles that read less than the whole `response`, each with its own schema and a pure reading of
   * the whole answer (shared/role-reading.ts); the handler frame applies it, the OpenAPI document lists
   * it. Any other role reads `response`.
   */
  responseFor?: RoleReadings;
}

// The kinds of thing an audited call changes live with the audit's vocabulary (the list's schema reads them).
export { AUDIT_ENTITIES, type AuditEntity } from './audit-events';

import type { AuditEntity } from './audit-events';

/** Routes whose feature is not built yet run this handler, which answers 501 in the error shape. */
export const NOT_IMPLEMENTED_HANDLER = 'functions/not-implemented/handler.ts';

/*
 * Who may call a route. Each call serves one screen of spec section 2 (the screen whose actions make
 * it); its roles are the roles of section 6 that see that screen, computed by rolesSeeing(). Two
 * calls are narrower or wider than one screen:
 * - uploadEnricherFile: only ADMIN and RISK_OFFICER see the enrichment button (section 6);
 * - exportFileAsync: the export modal sits on every exportable list, so any role seeing one of them
 *   may call it; the handler then checks the extraction type against the role's screens.
 * The configuration calls serve /admin/blacklist (the Configuration Manager area, route code
 * BLACK_LIST) and /admin/parameters: both ADMIN only.
 */
const precheck = rolesSeeing('precheck');
const customers = rolesSeeing('clientsList');
const dossiers = rolesSeeing('dossierList');
const aggregated = rolesSeeing('dossierListAggregated');
const whitelist = rolesSeeing('whitelist');
const configurationManager = rolesSeeing('blacklist', 'parameters');
const extractions = rolesSeeing('enricher');
const exportableLists = rolesSeeing('clientsList', 'dossierList', 'dossierListAggregated', 'whitelist', 'blacklist');
// The back office's calls: users and roles, the audit trail, and the API contract its tools link to. ADMIN only.
const backoffice = rolesSeeing('backoffice');
const dashboard = rolesSeeing('dashboard');
const repeatedChecks = rolesSeeing('repeatedChecks');

export const API_ROUTES = {
  creditCheck: {
    method: 'POST',
    path: '/api/v1/creditcheck',
    routeCode: 'PRECHECK',
    roles: precheck,
    handler: 'functions/precheck/credit-check.ts',
    request: { body: CreditCheckRequestSchema },
    response: CreditCheckResponseSchema,
    // A sales agency outside the utility reads the light, the reason and the rule, never the customer's
    // figures, the configuration's thresholds or another subject's data; the request log keeps it all.
    responseFor: { AGENT: { schema: CreditCheckAgentResponseSchema, read: agentCreditCheckAnswer } },
  },
  provinces: {
    method: 'GET',
    path: '/api/v1/provinces',
    routeCode: 'PRECHECK',
    roles: precheck,
    handler: 'functions/reference-data/get-provinces.ts',
    request: {},
    response: ProvincesResponseSchema,
  },
  cities: {
    method: 'GET',
    path: '/api/v1/cities/{provinceCode}',
    routeCode: 'PRECHECK',
    roles: precheck,
    handler: 'functions/reference-data/get-cities.ts',
    request: { params: ProvinceCodeParamsSchema },
    response: CitiesResponseSchema,
    errors: ['NOT_FOUND', 'PROVINCE_NOT_FOUND'],
  },
  clientsList: {
    method: 'POST',
    path: '/api/v1/clientsList',
    routeCode: 'LISTA_CLIENTI',
    roles: customers,
    handler: 'functions/customers/clients-list.ts',
    request: { body: CustomerListRequestSchema },
    response: CustomerListResponseSchema,
  },
  exportClientsList: {
    method: 'POST',
    path: '/api/v1/exportClientsList',
    routeCode: 'LISTA_CLIENTI',
    roles: customers,
    handler: 'functions/customers/export-clients-list.ts',
    request: { body: CodesExportRequestSchema },
    response: CsvResponseSchema,
  },
  invoicedRangeLimits: {
    method: 'GET',
    path: '/api/v1/invoicedRangeLimits',
    routeCode: 'LISTA_CLIENTI',
    roles: customers,
    handler: 'functions/customers/invoiced-range-limits.ts',
    request: {},
    response: InvoicedRangeResponseSchema,
  },
  // Ours: the spec does not show the customers' KPI call (section 7), so it is named like the others.
  customerKpi: {
    method: 'POST',
    path: '/api/v1/customerKpi',
    routeCode: 'LISTA_CLIENTI',
    roles: customers,
    handler: 'functions/customers/customer-kpi.ts',
    request: { body: CustomerKpiRequestSchema },
    response: CustomerKpiResponseSchema,
  },
  // Ours: the customer's page (/admin/clientsList/details); a customer outside the caller's markets is 404.
  customerDetails: {
    method: 'GET',
    path: '/api/v1/customerDetails/{customerCode}',
    routeCode: 'LISTA_CLIENTI',
    roles: customers,
    handler: 'functions/customers/customer-details.ts',
    request: { params: CustomerCodeParamsSchema },
    response: CustomerDetailsResponseSchema,
    errors: ['NOT_FOUND'],
  },
  requestLogKpi: {
    method: 'GET',
    path: '/api/v1/requestLogKpi',
    routeCode: 'LISTA_PRATICHE',
    roles: dossiers,
    handler: 'functions/request-log/request-log-kpi.ts',
    request: { query: RequestLogKpiQuerySchema },
    response: RequestLogKpiResponseSchema,
  },
  requestLog: {
    method: 'POST',
    path: '/api/v1/requestLog',
    routeCode: 'LISTA_PRATICHE',
    roles: dossiers,
    handler: 'functions/request-log/request-log.ts',
    request: { body: RequestLogListRequestSchema },
    response: RequestLogListResponseSchema,
    errors: ['INVALID_CURSOR'],
  },
  // Ours: one check of the request log, within the caller's markets; ADMIN may add a back-test's draft.
  requestLogCheck: {
    method: 'GET',
    path: '/api/v1/requestLogCheck/{idRequest}',
    routeCode: 'LISTA_PRATICHE',
    roles: dossiers,
    handler: 'functions/request-log/request-log-check.ts',
    request: { params: CheckDetailParamsSchema, query: CheckDetailQuerySchema },
    response: CheckDetailResponseSchema,
    errors: ['NOT_FOUND', 'CHECK_NOT_FOUND', 'CHECK_VERSION_NOT_FOUND'],
  },
  exportDossierList: {
    method: 'POST',
    path: '/api/v1/exportDossierList',
    routeCode: 'LISTA_PRATICHE',
    roles: dossiers,
    handler: 'functions/request-log/export-dossier-list.ts',
    request: { body: DossierExportRequestSchema },
    response: CsvResponseSchema,
  },
  groupedRequestLogsBusinessKpi: {
    method: 'POST',
    path: '/api/v1/groupedRequestLogsBusinessKpi',
    routeCode: 'LISTA_PRATICHE_AGGREGATE',
    roles: aggregated,
    handler: 'functions/request-log/grouped-business-kpi.ts',
    request: { body: BusinessKpiRequestSchema },
    response: GroupedKpiResponseSchema,
  },
  groupedRequestLog: {
    method: 'POST',
    path: '/api/v1/groupedRequestLog',
    routeCode: 'LISTA_PRATICHE_AGGREGATE',
    roles: aggregated,
    handler: 'functions/request-log/grouped-request-log.ts',
    request: { body: AggregatedListRequestSchema },
    response: GroupedRequestLogListResponseSchema,
    errors: ['INVALID_CURSOR'],
  },
  exportDossierListAggregated: {
    method: 'POST',
    path: '/api/v1/exportdossierListAggregated',
    routeCode: 'LISTA_PRATICHE_AGGREGATE',
    roles: aggregated,
    handler: 'functions/request-log/export-dossier-list-aggregated.ts',
    request: { body: AggregatedExportRequestSchema },
    response: CsvResponseSchema,
  },
  getWhitelist: {
    method: 'POST',
    path: '/api/v1/getWhitelist',
    routeCode: 'WHITE_LIST',
    roles: whitelist,
    handler: 'functions/whitelist/get-whitelist.ts',
    request: { body: WhitelistListRequestSchema },
    response: WhitelistListResponseSchema,
    errors: ['INVALID_CURSOR'],
  },
  addToWhitelist: {
    method: 'POST',
    path: '/api/v1/addToWhitelist',
    routeCode: 'WHITE_LIST',
    roles: whitelist,
    handler: 'functions/whitelist/add-to-whitelist.ts',
    request: { body: AddToWhitelistRequestSchema },
    response: WhitelistSubjectSchema,
    audit: { entity: 'WHITELIST' },
    errors: ['CONFLICT', 'ALREADY_EXEMPT'],
  },
  revokeWhitelist: {
    method: 'PATCH',
    path: '/api/v1/revokeWhitelist/{id}',
    routeCode: 'WHITE_LIST',
    roles: whitelist,
    handler: 'functions/whitelist/revoke-whitelist.ts',
    request: { params: RevokeWhitelistParamsSchema },
    response: WhitelistSubjectSchema,
    audit: { entity: 'WHITELIST' },
    errors: ['NOT_FOUND', 'CONFLICT', 'WHITELIST_ENTRY_NOT_FOUND', 'ALREADY_REVOKED'],
  },
  getWhitelistConfiguration: {
    method: 'GET',
    path: '/api/v1/getWhitelistConfiguration',
    routeCode: 'WHITE_LIST',
    roles: whitelist,
    handler: 'functions/whitelist/get-whitelist-configuration.ts',
    request: {},
    response: WhitelistConfigurationResponseSchema,
  },
  getBlacklist: {
    method: 'GET',
    path: '/api/v1/blacklist/{kind}',
    routeCode: 'BLACK_LIST',
    roles: configurationManager,
    handler: 'functions/blacklist/get-blacklist.ts',
    request: { params: BlacklistKindParamsSchema, query: BlacklistQuerySchema },
    response: BlacklistResponseSchema,
    errors: ['CONFLICT'],
  },
  uploadBlacklist: {
    method: 'POST',
    path: '/api/v1/uploadBlacklist',
    routeCode: 'BLACK_LIST',
    roles: configurationManager,
    handler: 'functions/blacklist/upload-blacklist.ts',
    request: { body: UploadBlacklistRequestSchema },
    response: BlacklistResponseSchema.shape.publishing.element,
    audit: { entity: 'BLACKLIST' },
    errors: [
      'CONFLICT',
      'TOO_MANY_RECORDS',
      'UNREADABLE_FILE',
      'FILE_TOO_LARGE',
      'BLACKLIST_ALREADY_PREPARED',
      'BLACKLIST_STALE',
    ],
  },
  deleteBlacklist: {
    method: 'DELETE',
    path: '/api/v1/deleteBlacklist/{id}',
    routeCode: 'BLACK_LIST',
    roles: configurationManager,
    handler: 'functions/blacklist/delete-blacklist.ts',
    request: { params: BlacklistIdParamsSchema },
    response: BlacklistResponseSchema.shape.publishing.element,
    audit: { entity: 'BLACKLIST' },
    errors: ['NOT_FOUND', 'CONFLICT', 'BLACKLIST_NOT_FOUND', 'BLACKLIST_NOT_DELETABLE', 'BLACKLIST_STALE'],
  },
  recoverBlacklist: {
    method: 'PATCH',
    path: '/api/v1/recoverBlacklist',
    routeCode: 'BLACK_LIST',
    roles: configurationManager,
    handler: 'functions/blacklist/recover-blacklist.ts',
    request: { body: RecoverBlacklistRequestSchema },
    response: BlacklistResponseSchema.shape.publishing.element,
    audit: { entity: 'BLACKLIST' },
    errors: ['NOT_FOUND', 'CONFLICT', 'BLACKLIST_NOT_FOUND', 'BLACKLIST_NOT_RESTORABLE', 'BLACKLIST_STALE'],
  },
  publishBlacklist: {
    method: 'PATCH',
    path: '/api/v1/publishBlacklist/{id}',
    routeCode: 'BLACK_LIST',
    roles: configurationManager,
    handler: 'functions/blacklist/publish-blacklist.ts',
    request: { params: BlacklistIdParamsSchema },
    response: BlacklistResponseSchema.shape.publishing.element,
    audit: { entity: 'BLACKLIST' },
    errors: [
      'NOT_FOUND',
      'CONFLICT',
      'FOUR_EYES_REQUIRED',
      'BLACKLIST_NOT_FOUND',
      'BLACKLIST_NOT_PUBLISHABLE',
      'BLACKLIST_STALE',
      'BLACKLIST_FOUR_EYES_REQUIRED',
    ],
  },
  getConfigurationCluster: {
    method: 'POST',
    path: '/api/v1/getConfigurationCluster',
    routeCode: 'BLACK_LIST',
    roles: configurationManager,
    handler: 'functions/configuration/get-configuration-cluster.ts',
    request: { body: ConfigurationClusterRequestSchema },
    response: ConfigurationClusterResponseSchema,
  },
  publishUpdatingConfiguration: {
    method: 'PUT',
    path: '/api/v1/publishUpdatingConfiguration',
    routeCode: 'BLACK_LIST',
    roles: configurationManager,
    handler: 'functions/configuration/publish-updating-configuration.ts',
    request: { body: PublishConfigurationRequestSchema },
    response: ConfigurationClusterResponseSchema.shape.configurations.element,
    errors: [
      'NOT_FOUND',
      'CONFLICT',
      'FOUR_EYES_REQUIRED',
      'CONFIGURATION_NOT_FOUND',
      'CONFIGURATION_NOT_PUBLISHABLE',
      'CONFIGURATION_STALE',
      'CONFIGURATION_FOUR_EYES_REQUIRED',
    ],
    audit: { entity: 'CONFIGURATION' },
  },
  updateConfiguration: {
    method: 'PUT',
    path: '/api/v1/updateConfiguration',
    routeCode: 'BLACK_LIST',
    roles: configurationManager,
    handler: 'functions/configuration/update-configuration.ts',
    request: { body: UpdateConfigurationRequestSchema },
    response: ConfigurationClusterResponseSchema.shape.configurations.element,
    errors: [
      'NOT_FOUND',
      'CONFLICT',
      'CONFIGURATION_NOT_FOUND',
      'CONFIGURATION_NOT_EDITABLE',
      'CONFIGURATION_STALE',
      'CONFIGURATION_ALREADY_PREPARED',
      'NOTHING_CHANGED',
    ],
    audit: { entity: 'CONFIGURATION' },
  },
  publishArchivedConfiguration: {
    method: 'PUT',
    path: '/api/v1/publishArchivedConfiguration',
    routeCode: 'BLACK_LIST',
    roles: configurationManager,
    handler: 'functions/configuration/publish-archived-configuration.ts',
    request: { body: PublishConfigurationRequestSchema },
    response: ConfigurationClusterResponseSchema.shape.configurations.element,
    errors: ['NOT_FOUND', 'CONFLICT', 'CONFIGURATION_NOT_FOUND', 'CONFIGURATION_NOT_RESTORABLE', 'CONFIGURATION_STALE'],
    audit: { entity: 'CONFIGURATION' },
  },
  deleteUpdatingConfiguration: {
    method: 'PUT',
    path: '/api/v1/deleteUpdatingConfiguration',
    routeCode: 'BLACK_LIST',
    roles: configurationManager,
    handler: 'functions/configuration/delete-updating-configuration.ts',
    request: { body: DeleteConfigurationRequestSchema },
    response: ConfigurationClusterResponseSchema.shape.configurations.element,
    errors: ['NOT_FOUND', 'CONFLICT', 'CONFIGURATION_NOT_FOUND', 'CONFIGURATION_NOT_DELETABLE', 'CONFIGURATION_STALE'],
    audit: { entity: 'CONFIGURATION' },
  },
  // Ours: the back-test of a configuration draft or a READY black-list version, ADMIN only as the
  // versions it replays. A run writes its result and changed checks, nothing the product decides with.
  runBacktest: {
    method: 'POST',
    path: '/api/v1/runBacktest',
    routeCode: 'BLACK_LIST',
    roles: configurationManager,
    handler: 'functions/backtest/run-backtest.ts',
    request: { body: RunBacktestRequestSchema },
    response: BacktestResultSchema,
    // A run replaces the result the publish confirmation shows, and the previous run's changed checks.
    audit: { entity: 'BACKTEST' },
    errors: [
      'NOT_FOUND',
      'CONFLICT',
      'NAME_TAKEN',
      'SERVICE_UNAVAILABLE',
      'CONFIGURATION_NOT_FOUND',
      'BLACKLIST_VERSION_NOT_FOUND',
      'CONFIGURATION_NOT_A_DRAFT',
      'BLACKLIST_NOT_A_DRAFT',
      'NO_CURRENT_CONFIGURATION',
    ],
  },
  getBacktest: {
    method: 'GET',
    path: '/api/v1/backtest/{kind}/{id}',
    routeCode: 'BLACK_LIST',
    roles: configurationManager,
    handler: 'functions/backtest/get-backtest.ts',
    request: { params: BacktestTargetParamsSchema },
    response: BacktestResultResponseSchema,
  },
  backtestChanges: {
    method: 'POST',
    path: '/api/v1/backtestChanges',
    routeCode: 'BLACK_LIST',
    roles: configurationManager,
    handler: 'functions/backtest/backtest-changes.ts',
    request: { body: BacktestChangesRequestSchema },
    response: BacktestChangesResponseSchema,
    errors: ['INVALID_CURSOR'],
  },
  retrieveAgencies: {
    method: 'POST',
    path: '/api/v1/retrieveAgencies',
    routeCode: 'BLACK_LIST',
    roles: configurationManager,
    handler: 'functions/agencies/retrieve-agencies.ts',
    request: { body: AgencyListRequestSchema },
    response: AgencyListResponseSchema,
    errors: ['INVALID_CURSOR'],
  },
  createAgency: {
    method: 'POST',
    path: '/api/v1/createAgency',
    routeCode: 'BLACK_LIST',
    roles: configurationManager,
    handler: 'functions/agencies/create-agency.ts',
    request: { body: AgencyRequestSchema },
    response: AgencySchema,
    audit: { entity: 'AGENCY' },
    errors: ['CONFLICT', 'AGENCY_CODE_TAKEN'],
  },
  updateAgency: {
    method: 'PATCH',
    path: '/api/v1/updateAgency',
    routeCode: 'BLACK_LIST',
    roles: configurationManager,
    handler: 'functions/agencies/update-agency.ts',
    request: { body: AgencyRequestSchema },
    response: AgencySchema,
    audit: { entity: 'AGENCY' },
    errors: ['NOT_FOUND', 'AGENCY_NOT_FOUND'],
  },
  deleteAgency: {
    method: 'DELETE',
    path: '/api/v1/deleteAgency/{code}',
    routeCode: 'BLACK_LIST',
    roles: configurationManager,
    handler: 'functions/agencies/delete-agency.ts',
    request: { params: AgencyCodeParamsSchema },
    response: AgencySchema,
    audit: { entity: 'AGENCY' },
    errors: ['NOT_FOUND', 'AGENCY_NOT_FOUND'],
  },
  exportFilesList: {
    method: 'GET',
    path: '/api/v1/exportFilesList',
    routeCode: 'ENRICHER',
    roles: extractions,
    handler: 'functions/exports/export-files-list.ts',
    request: { query: ExportFilesListQuerySchema },
    response: ExportFilesListResponseSchema,
  },
  downloadFileUrl: {
    method: 'POST',
    path: '/api/v1/downloadFileUrl',
    routeCode: 'ENRICHER',
    roles: extractions,
    handler: 'functions/exports/download-file-url.ts',
    request: { body: DownloadFileUrlRequestSchema },
    response: DownloadFileUrlResponseSchema,
    errors: ['NOT_FOUND', 'CONFLICT', 'GONE', 'FILE_NOT_READY'],
  },
  uploadEnricherFile: {
    method: 'POST',
    path: '/api/v1/uploadEnricherFile',
    routeCode: 'ENRICHER',
    roles: ENRICHMENT_UPLOAD_ROLES,
    handler: 'functions/enrichment/upload-enricher-file.ts',
    request: { body: UploadEnricherFileRequestSchema },
    response: ExportFilesListResponseSchema.shape.exports.element,
    errors: ['TOO_MANY_RECORDS', 'UNREADABLE_FILE', 'NAME_TAKEN', 'FILE_TOO_LARGE', 'SERVICE_UNAVAILABLE'],
    audit: { entity: 'EXPORT_JOB' },
  },
  exportFileAsync: {
    method: 'POST',
    path: '/api/v1/exportFileAsync',
    routeCode: 'ENRICHER',
    roles: exportableLists,
    handler: 'functions/exports/export-file-async.ts',
    request: { body: ExportFileAsyncRequestSchema },
    response: ExportFilesListResponseSchema.shape.exports.element,
    errors: ['NAME_TAKEN', 'SERVICE_UNAVAILABLE'],
    audit: { entity: 'EXPORT_JOB' },
  },
  checkExportFilename: {
    method: 'GET',
    path: '/api/v1/checkExportFilename/{filename}',
    routeCode: 'ENRICHER',
    roles: exportableLists,
    handler: 'functions/exports/check-export-filename.ts',
    request: { params: CheckExportFilenameParamsSchema },
    response: CheckExportFilenameResponseSchema,
  },
  // Ours: 'Registro modifiche', the back office's audit trail (docs/audit.md); the only reader of the table.
  auditTrail: {
    method: 'POST',
    path: '/api/v1/auditTrail',
    routeCode: 'BACKOFFICE',
    roles: backoffice,
    handler: 'functions/audit-trail/audit-trail.ts',
    request: { body: AuditListRequestSchema },
    response: AuditListResponseSchema,
    errors: ['INVALID_CURSOR'],
  },
  openApiDocument: {
    method: 'GET',
    path: '/api/v1/openapi.json',
    routeCode: 'BACKOFFICE',
    roles: backoffice,
    handler: 'functions/openapi/get-openapi-document.ts',
    request: {},
    response: OpenApiDocumentSchema,
  },
  // Ours: users and roles, administered from the back office through Cognito's admin calls (docs/users.md).
  listUsers: {
    method: 'POST',
    path: '/api/v1/listUsers',
    routeCode: 'BACKOFFICE',
    roles: backoffice,
    handler: 'functions/users/list-users.ts',
    request: { body: UserListRequestSchema },
    response: UserListResponseSchema,
    errors: ['INVALID_CURSOR', 'SERVICE_UNAVAILABLE'],
  },
  getUser: {
    method: 'GET',
    path: '/api/v1/getUser/{username}',
    routeCode: 'BACKOFFICE',
    roles: backoffice,
    handler: 'functions/users/get-user.ts',
    request: { params: UsernameParamsSchema },
    response: UserDetailSchema,
    errors: ['NOT_FOUND', 'SERVICE_UNAVAILABLE', 'USER_NOT_FOUND', 'USER_DIRECTORY_BUSY'],
  },
  createUser: {
    method: 'POST',
    path: '/api/v1/createUser',
    routeCode: 'BACKOFFICE',
    roles: backoffice,
    handler: 'functions/users/create-user.ts',
    request: { body: CreateUserRequestSchema },
    response: UserWithPasswordSchema,
    audit: { entity: 'USER' },
    errors: ['CONFLICT', 'SERVICE_UNAVAILABLE', 'USERNAME_TAKEN', 'UNKNOWN_AGENCY', 'USER_DIRECTORY_BUSY'],
  },
  updateUserRole: {
    method: 'PATCH',
    path: '/api/v1/updateUserRole',
    routeCode: 'BACKOFFICE',
    roles: backoffice,
    handler: 'functions/users/update-user-role.ts',
    request: { body: UpdateUserRoleRequestSchema },
    response: UserSchema,
    audit: { entity: 'USER' },
    errors: [
      'NOT_FOUND',
      'CONFLICT',
      'SERVICE_UNAVAILABLE',
      'USER_NOT_FOUND',
      'OWN_ROLE_CHANGE',
      'SAME_ROLE',
      'LAST_ADMINISTRATOR',
      'ADMIN_CHANGE_IN_PROGRESS',
      'UNKNOWN_AGENCY',
      'USER_CHANGE_IN_PROGRESS',
      'USER_DIRECTORY_BUSY',
    ],
  },
  disableUser: {
    method: 'PATCH',
    path: '/api/v1/disableUser/{username}',
    routeCode: 'BACKOFFICE',
    roles: backoffice,
    handler: 'functions/users/disable-user.ts',
    request: { params: UsernameParamsSchema },
    response: UserSchema,
    audit: { entity: 'USER' },
    errors: [
      'NOT_FOUND',
      'CONFLICT',
      'SERVICE_UNAVAILABLE',
      'USER_NOT_FOUND',
      'OWN_DISABLE',
      'ALREADY_DISABLED',
      'LAST_ADMINISTRATOR',
      'ADMIN_CHANGE_IN_PROGRESS',
      'USER_CHANGE_IN_PROGRESS',
      'USER_DIRECTORY_BUSY',
    ],
  },
  enableUser: {
    method: 'PATCH',
    path: '/api/v1/enableUser/{username}',
    routeCode: 'BACKOFFICE',
    roles: backoffice,
    handler: 'functions/users/enable-user.ts',
    request: { params: UsernameParamsSchema },
    response: UserSchema,
    audit: { entity: 'USER' },
    errors: [
      'NOT_FOUND',
      'CONFLICT',
      'SERVICE_UNAVAILABLE',
      'USER_NOT_FOUND',
      'OWN_ENABLE',
      'ALREADY_ENABLED',
      'USER_CHANGE_IN_PROGRESS',
      'USER_DIRECTORY_BUSY',
    ],
  },
  resetUserPassword: {
    method: 'PATCH',
    path: '/api/v1/resetUserPassword/{username}',
    routeCode: 'BACKOFFICE',
    roles: backoffice,
    handler: 'functions/users/reset-user-password.ts',
    request: { params: UsernameParamsSchema },
    response: UserWithPasswordSchema,
    audit: { entity: 'USER' },
    errors: [
      'NOT_FOUND',
      'CONFLICT',
      'SERVICE_UNAVAILABLE',
      'USER_NOT_FOUND',
      'OWN_PASSWORD_RESET',
      'USER_CHANGE_IN_PROGRESS',
      'USER_DIRECTORY_BUSY',
    ],
  },
  turnUserTotpOff: {
    method: 'PATCH',
    path: '/api/v1/turnUserTotpOff/{username}',
    routeCode: 'BACKOFFICE',
    roles: backoffice,
    handler: 'functions/users/turn-user-totp-off.ts',
    request: { params: UsernameParamsSchema },
    response: UserDetailSchema,
    audit: { entity: 'USER' },
    errors: [
      'NOT_FOUND',
      'CONFLICT',
      'SERVICE_UNAVAILABLE',
      'USER_NOT_FOUND',
      'OWN_TOTP_OFF',
      'TOTP_ALREADY_OFF',
      'USER_CHANGE_IN_PROGRESS',
      'USER_DIRECTORY_BUSY',
    ],
  },
  // Ours: 'Verifiche ripetute', the chains of repeated checks (docs/monitoring.md). ADMIN and RISK_OFFICER.
  repeatedChecks: {
    method: 'POST',
    path: '/api/v1/repeatedChecks',
    routeCode: 'VERIFICHE_RIPETUTE',
    roles: repeatedChecks,
    handler: 'functions/monitoring/repeated-checks.ts',
    request: { body: RepeatedChecksListRequestSchema },
    response: RepeatedChecksListResponseSchema,
    errors: ['INVALID_CURSOR'],
  },
  checkChain: {
    method: 'GET',
    path: '/api/v1/repeatedChecks/{chainId}',
    routeCode: 'VERIFICHE_RIPETUTE',
    roles: repeatedChecks,
    handler: 'functions/monitoring/check-chain.ts',
    request: { params: ChainIdParamsSchema },
    response: ChainDetailSchema,
    errors: ['NOT_FOUND', 'CHAIN_NOT_FOUND'],
  },
  reviewCheckChain: {
    method: 'POST',
    path: '/api/v1/reviewRepeatedChecks',
    routeCode: 'VERIFICHE_RIPETUTE',
    roles: repeatedChecks,
    handler: 'functions/monitoring/review-check-chain.ts',
    request: { body: ReviewChainRequestSchema },
    response: ChainDetailSchema,
    errors: ['NOT_FOUND', 'CONFLICT', 'CHAIN_NOT_FOUND', 'CHAIN_STALE'],
    audit: { entity: 'CHECK_CHAIN' },
  },
  whoRepeats: {
    method: 'POST',
    path: '/api/v1/whoRepeats',
    routeCode: 'VERIFICHE_RIPETUTE',
    roles: repeatedChecks,
    handler: 'functions/monitoring/who-repeats.ts',
    request: { body: WhoRepeatsRequestSchema },
    response: WhoRepeatsResponseSchema,
  },
  // Ours: the dashboard's figures, versions, approvals, last feed and the caller's jobs.
  dashboard: {
    method: 'GET',
    path: '/api/v1/dashboard',
    routeCode: 'DASHBOARD',
    roles: dashboard,
    handler: 'functions/dashboard/dashboard.ts',
    request: {},
    response: DashboardResponseSchema,
  },
} as const satisfies Record<string, ApiRoute>;

export type RouteName = keyof typeof API_ROUTES;

/** False when one of a route's readings takes another answer than the route's own. */
type ReadingsFit<R> = R extends { response: infer Whole extends z.ZodType; responseFor: infer Readings }
  ? {
      [Role in keyof Readings]: Readings[Role] extends { read: (whole: infer Takes) => unknown }
        ? z.output<Whole> extends Takes
          ? true
          : false
        : true;
    }[keyof Readings]
  : true;
type Holds<Check extends true> = Check;
/** Compiles only while every role's reading reads its own route's answer (ApiRoute.responseFor). */
export type ReadingsReadTheirRoutes = Holds<
  false extends { [Name in RouteName]: ReadingsFit<(typeof API_ROUTES)[Name]> }[RouteName] ? false : true
>;
export const ROUTE_NAMES = Object.keys(API_ROUTES) as RouteName[];

/** The route an API Gateway event was made for, by method and resource path. */
export function findRoute(method: string, resourcePath: string): [RouteName, ApiRoute] | undefined {
  const name = ROUTE_NAMES.find((key) => API_ROUTES[key].method === method && API_ROUTES[key].path === resourcePath);
  return name ? [name, API_ROUTES[name]] : undefined;
}
