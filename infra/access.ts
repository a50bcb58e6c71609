import { auditedEntity, readsActingCaller } from '../shared/audited-route';
import type { BucketName, QueueName, ScheduleName, TableName } from '../shared/resources';
import { API_ROUTES, type RouteName } from '../shared/route-table';

/**
 * `write` adds and updates items and reads nothing, not even what it wrote: the audit trail's grant.
 * `readAppend` reads and adds or updates, never deletes: the exports worker on the audit table (it
 * streams the trail's queued export and records a job's failure there).
 * `readTallies` reads everything and writes only the request log's tally partitions (TALLY#…): the
 * counts and KPIs close days and cache their figures there, never touching a row.
 */
export type TableAccess = 'read' | 'readWrite' | 'write' | 'readAppend' | 'readTallies';
/** `put` only writes new objects: enough to store an upload or to sign a presigned PUT. */
export type BucketAccess = 'read' | 'readWrite' | 'put';

/**
 * What one function may touch. Each granted resource also reaches the function as the environment
 * variable its definition names (`envName`), so a handler can only find what it may use.
 */
export interface Access {
  tables?: Partial<Record<TableName, TableAccess>>;
  buckets?: Partial<Record<BucketName, BucketAccess>>;
  /** Queues the function sends to. */
  queues?: readonly QueueName[];
  /** Stage settings the function reads, each passed as its environment variable. */
  settings?: readonly StageSetting[];
  /** Cognito admin calls the function makes on the stage's one user pool (it also gets the pool's id). */
  userPool?: readonly UserPoolAction[];
}

/** The Cognito admin calls the back office's users functions make (functions/stores/users/user-directory.ts). */
export type UserPoolAction =
  | 'ListUsers'
  | 'ListUsersInGroup'
  | 'AdminGetUser'
  | 'AdminListGroupsForUser'
  | 'AdminCreateUser'
  | 'AdminDeleteUser'
  | 'AdminAddUserToGroup'
  | 'AdminRemoveUserFromGroup'
  | 'AdminUpdateUserAttributes'
  | 'AdminDeleteUserAttributes'
  | 'AdminDisableUser'
  | 'AdminEnableUser'
  | 'AdminSetUserPassword'
  | 'AdminSetUserMFAPreference'
  | 'AdminUserGlobalSignOut';

// Reading one user: its attributes and its groups (its role).
const READS_A_USER: readonly UserPoolAction[] = ['AdminGetUser', 'AdminListGroupsForUser'];

/** Settings a stage chooses at deploy (cdk.json context, `-c name=value`); docs/deploy.md lists them. */
export type StageSetting = 'fourEyes';

/**
 * Grants per API route. A route starts with none, which is right for the not-implemented handler;
 * the feature that implements a route fills its entry with exactly what the handler uses.
 */
// The dossier lists, their KPIs and CSVs read the request log and its indexes, nothing else.
const READS_REQUEST_LOG: Access = { tables: { requestLog: 'read' } };
const READS_REQUEST_LOG_AND_AGENCIES: Access = { tables: { requestLog: 'read', data: 'read' } };
// Counts and KPIs read the daily tallies and write a closed day's summary and cached figures.
const COUNTS_REQUEST_LOG: Access = { tables: { requestLog: 'readTallies' } };

export const ROUTE_ACCESS: Record<RouteName, Access> = {
  // Reads the facts and the CURRENT configuration, writes the request-log row and its id counter.
  creditCheck: { tables: { data: 'read', requestLog: 'readWrite' } },
  // Reference data ships with the code: no resource at all.
  provinces: {},
  cities: {},
  // The customers list, its CSV, KPIs and limits read the customer items and their index in the data table.
  clientsList: { tables: { data: 'read' } },
  exportClientsList: { tables: { data: 'read' } },
  invoicedRangeLimits: { tables: { data: 'read' } },
  customerKpi: { tables: { data: 'read' } },
  // The customer, its white-list and black-list facts, and its checks in the request log.
  customerDetails: { tables: { data: 'read', requestLog: 'read' } },
  requestLogKpi: COUNTS_REQUEST_LOG,
  // A page's rows and the CSV of selected rows show each agency code's name from the mapping (data table);
  // the page's count reads the daily tallies.
  requestLog: { tables: { requestLog: 'readTallies', data: 'read' } },
  exportDossierList: READS_REQUEST_LOG_AND_AGENCIES,
  // One check, its agency's name and the versions it names (configuration, black lists and their members).
  requestLogCheck: READS_REQUEST_LOG_AND_AGENCIES,
  groupedRequestLogsBusinessKpi: COUNTS_REQUEST_LOG,
  groupedRequestLog: COUNTS_REQUEST_LOG,
  exportDossierListAggregated: READS_REQUEST_LOG,
  // The list reads the entries' month partitions; the form's defaults read the CURRENT configuration.
  getWhitelist: { tables: { data: 'read' } },
  getWhitelistConfiguration: { tables: { data: 'read' } },
  // An insert reads the CURRENT configuration and the subject's copies, then writes the copies and the entry;
  // a revoke reads the entry and writes it and the copies that are still its own.
  addToWhitelist: { tables: { data: 'readWrite' } },
  revokeWhitelist: { tables: { data: 'readWrite' } },
  // Reads the head (computing, without writing, a publication whose midnight has passed as in force) and
  // the history page; it tells the four-eyes setting. The midnight switch is the scheduled function's.
  getBlacklist: { tables: { data: 'read' }, settings: ['fourEyes'] },
  // Stores the inflated CSV (deleted again if the head refuses it), commits the LOADING version, queues its load.
  uploadBlacklist: { tables: { data: 'readWrite' }, buckets: { uploads: 'readWrite' }, queues: ['blacklistLoad'] },
  // Discards a version being prepared and queues the purge of its members.
  deleteBlacklist: { tables: { data: 'readWrite' }, queues: ['blacklistLoad'] },
  recoverBlacklist: { tables: { data: 'readWrite' } },
  // Publishing needs a second administrator unless the stage turned the four-eyes rule off.
  publishBlacklist: { tables: { data: 'readWrite' }, settings: ['fourEyes'] },
  // The clusters read the configuration's head and its archived versions, and tell the four-eyes setting.
  getConfigurationCluster: { tables: { data: 'read' }, settings: ['fourEyes'] },
  // Each transition reads the head, commits it with one conditional write and files the archived version.
  // Publishing needs a second administrator unless the stage turned the four-eyes rule off.
  publishUpdatingConfiguration: { tables: { data: 'readWrite' }, settings: ['fourEyes'] },
  updateConfiguration: { tables: { data: 'readWrite' } },
  publishArchivedConfiguration: { tables: { data: 'readWrite' } },
  deleteUpdatingConfiguration: { tables: { data: 'readWrite' } },
  // The mapping: one item per code, listed through gsi1; each change is one conditional write.
  // Reads the versions (configuration, black lists and a READY version's members file) and the period's
  // checks; writes the run's result and changed checks; a long period is queued on the back-test queue,
  // its export job held beside it.
  runBacktest: {
    tables: { data: 'readWrite', requestLog: 'read' },
    buckets: { blacklists: 'read' },
    queues: ['backtests'],
  },
  // The latest run and whether it is stale: the versions' heads.
  getBacktest: { tables: { data: 'read' } },
  backtestChanges: { tables: { data: 'read' } },
  retrieveAgencies: { tables: { data: 'read' } },
  createAgency: { tables: { data: 'readWrite' } },
  updateAgency: { tables: { data: 'readWrite' } },
  deleteAgency: { tables: { data: 'readWrite' } },
  // The job list reads the jobs; a download reads its job and signs a GET on the exports bucket.
  exportFilesList: { tables: { data: 'read' } },
  // A black-list download (exportType BLACKLIST) reads its version from the list's head or history instead,
  // and signs a GET on the black-lists bucket.
  downloadFileUrl: { tables: { data: 'read' }, buckets: { exports: 'read', blacklists: 'read' } },
  // Stores the inflated CSV, writes the ENRICHER job (marking it ERROR if it cannot be queued), queues it.
  uploadEnricherFile: { tables: { data: 'readWrite' }, buckets: { uploads: 'put' }, queues: ['enrichment'] },
  // Writes the job (or marks it ERROR if it cannot be queued) and queues it.
  exportFileAsync: { tables: { data: 'readWrite' }, queues: ['exports'] },
  checkExportFilename: { tables: { data: 'read' } },
  // 'Registro modifiche': the one route that reads the audit table (its three indexes), nothing else.
  auditTrail: { tables: { audit: 'read' } },
  // The contract is made from the route table in the function itself: no resource at all.
  openApiDocument: {},
  // Every user and each role group's members; the page's last sign-ins from the data table.
  listUsers: { tables: { data: 'read' }, userPool: ['ListUsers', 'ListUsersInGroup'] },
  // One user and its last sign-in.
  getUser: { tables: { data: 'read' }, userPool: READS_A_USER },
  // An agent's agency is checked in the mapping; a user whose group cannot be set is deleted again.
  createUser: {
    tables: { data: 'read' },
    userPool: ['AdminCreateUser', 'AdminAddUserToGroup', 'AdminDeleteUser'],
  },
  // Reads the user and, for a change that takes an administrator away, the administrators, holding the
  // data table's lease; moves the user between groups, sets or removes its agency, ends its sessions.
  updateUserRole: {
    tables: { data: 'readWrite' },
    userPool: [
      ...READS_A_USER,
      'ListUsersInGroup',
      'AdminAddUserToGroup',
      'AdminRemoveUserFromGroup',
      'AdminUpdateUserAttributes',
      'AdminDeleteUserAttributes',
      'AdminUserGlobalSignOut',
    ],
  },
  disableUser: {
    tables: { data: 'readWrite' },
    userPool: [...READS_A_USER, 'ListUsersInGroup', 'AdminDisableUser', 'AdminUserGlobalSignOut'],
  },
  // Every change of a user holds the user's lease in the data table (one change of a user at a time).
  enableUser: { tables: { data: 'readWrite' }, userPool: [...READS_A_USER, 'AdminEnableUser'] },
  resetUserPassword: {
    tables: { data: 'readWrite' },
    userPool: [...READS_A_USER, 'AdminSetUserPassword', 'AdminUserGlobalSignOut'],
  },
  turnUserTotpOff: {
    tables: { data: 'readWrite' },
    userPool: [...READS_A_USER, 'AdminSetUserMFAPreference', 'AdminUserGlobalSignOut'],
  },
  // The request log's tallies (closing a day writes its summary), the versioned heads and histories, the
  // last customer load and the caller's jobs: read only, but for the tally partitions.
  dashboard: { tables: { requestLog: 'readTallies', data: 'read' } },
  // The chains and their attempts live in the request-log table (docs/monitoring.md); agencies are named from the data table.
  repeatedChecks: { tables: { requestLog: 'read' } },
  checkChain: { tables: { requestLog: 'read', data: 'read' } },
  // A review writes the chain's head only.
  reviewCheckChain: { tables: { requestLog: 'readWrite', data: 'read' } },
  // Who repeats reads its tallies only.
  whoRepeats: { tables: { requestLog: 'read', data: 'read' } },
};

/**
 * Everything a route's function gets: its ROUTE_ACCESS entry; when its calls leave audit records
 * (shared/audited-route.ts, the same rule the handler frame follows), write-only access to the audit
 * table; and when its calls change managed data, the pool's two reads of one user, with which the frame
 * reads who is acting now (functions/commons/http/acting-caller.ts). Derived here, once, so no entry can
 * forget them or grant more.
 */
export function routeAccess(name: RouteName): Access {
  const route = API_ROUTES[name];
  let access = ROUTE_ACCESS[name];
  if (auditedEntity(route)) access = { ...access, tables: { ...access.tables, audit: 'write' } };
  if (readsActingCaller(route)) {
    access = { ...access, userPool: [...new Set([...READS_A_USER, ...(access.userPool ?? [])])] };
  }
  return access;
}

/**
 * Grants per queue worker; every worker records its jobs in the idempotency table, and adds the SYSTEM
 * records of what it does by itself to the audit table (write-only, as the routes: docs/audit.md).
 */
export const WORKER_ACCESS: Record<QueueName, Access> = {
  // Reads the lists (the audit trail's queued export too), moves its jobs through their states, writes
  // the zips; a job failed is audited.
  exports: {
    tables: { requestLog: 'read', data: 'readWrite', idempotency: 'readWrite', audit: 'readAppend' },
    buckets: { exports: 'readWrite' },
  },
  // Replays a queued back-test (the versions, a READY black-list version's members file, the period's
  // checks), writes its result and changed checks, then queues its held export job (or fails it, audited).
  backtests: {
    tables: { data: 'readWrite', requestLog: 'read', idempotency: 'readWrite', audit: 'write' },
    buckets: { blacklists: 'read' },
    queues: ['exports'],
  },
  // Reads what the product knows of each subject, moves its jobs through their states, writes the zips.
  enrichment: {
    tables: { data: 'readWrite', requestLog: 'read', idempotency: 'readWrite', audit: 'write' },
    buckets: { uploads: 'read', exports: 'readWrite' },
  },
  // Reads the uploaded file, writes (or purges) a load's members and its members file, reads the file of
  // the version in force to compare with, and records the outcome on the black list's head (audited).
  blacklistLoad: {
    tables: { data: 'readWrite', idempotency: 'readWrite', audit: 'write' },
    buckets: { uploads: 'read', blacklists: 'readWrite' },
  },
  // Reads a feed file and writes its parts, queues each part, upserts the customers, their supply
  // addresses' flags, the invoiced limits and the load's record (audited).
  customerLoad: {
    tables: { data: 'readWrite', idempotency: 'readWrite', audit: 'write' },
    buckets: { uploads: 'readWrite' },
    queues: ['customerLoad'],
  },
};

/** Grants per scheduled function (shared/resources.ts SCHEDULES). */
export const SCHEDULE_ACCESS: Record<ScheduleName, Access> = {
  // Reads each black list's head and commits the switch of a publication due (audited as SYSTEM).
  blacklistMidnightSwitch: { tables: { data: 'readWrite', audit: 'write' } },
};
