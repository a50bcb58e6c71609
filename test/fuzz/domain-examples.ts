import { personTaxCode } from '../../infra/local/demo/demo-codes';
import { DEMO_SUBJECTS, type DemoSubject } from '../../infra/local/demo/precheck-demo-subjects';
import { DEMO_BLACKLISTS_IN_FORCE } from '../../infra/local/demo/precheck-seeder';
import { AGENCIES } from '../../infra/local/synthetic/channels';
import { EXAMPLE_CONFIGURATION_FILE } from '../../shared/decision/example-configuration';
import type { RouteName } from '../../shared/route-table';
import { zippedCsv } from '../support/blacklist-api';
import { changedFrom, deleteBody, updateBody, versionBody } from '../support/configuration-api';
import { creditCheckRequestFor } from '../support/credit-check-request';
import { zipOf } from '../support/zip-fixtures';

/**
 * Requests a handler carries out, not only its schema: a schema-drawn request passes the structure but
 * not the precheck validators (a real tax code, a province's municipality) or the upload's reading of
 * the file (a zip holding one CSV). The fuzz mutates these too, so it reaches the decision engine and the
 * enrichment, not only the validators in front of them.
 */
/** A prospect with no history: a green light, through every rule of the decision engine. */
const prospect = DEMO_SUBJECTS.find((subject) => subject.expected.code === 'EX400') as DemoSubject;
/** The seeded configuration (infra/local/demo/precheck-seeder.ts): the version in force and the archived one. */
const SEEDED_CURRENT = { id: 'demo-configuration-1', version: 1 };
const SEEDED_ARCHIVED = { id: 'demo-configuration-0', version: 2 };
const csv = 'Nome;Codice fiscale;Partita IVA\r\nGiovanni Fontana;FNTGNN80B14H501Y;\r\nAcme;;07000000017\r\n';
/** The seeded RADIATI list: its version in force, and the one it replaced (the oldest demo load, archived). */
const SEEDED_BLACKLIST_ACTIVE = DEMO_BLACKLISTS_IN_FORCE.RADIATI;
const SEEDED_BLACKLIST_ARCHIVED = '20250602-093000-0a000001';
/** A demo customer (infra/local/demo/demo-customer.ts): the list finds it, its page exists. */
const DEMO_CUSTOMER_CODE = DEMO_SUBJECTS.find((subject) => subject.customer)?.customer?.A_CODICE_CLIENTE as string;
/** Two codes of the demo mapping (infra/local/demo/agency-seeder.ts). */
const [SEEDED_AGENCY, SEEDED_AGENCY_DELETED] = AGENCIES.map((agency) => agency.code) as [string, string];

/** The user the users routes are fuzzed on, made by createUser's first request. */
const FUZZ_USER = 'fuzz.utente';

/** A request the route carries out: its body, its path parameters, or both. */
export interface DomainExample {
  body?: unknown;
  params?: Record<string, string>;
}

export const DOMAIN_EXAMPLES: Partial<Record<RouteName, DomainExample>> = {
  creditCheck: { body: creditCheckRequestFor(prospect) },
  uploadEnricherFile: {
    body: {
      realFilename: 'soggetti.zip',
      outputFilename: 'fuzz',
      data: zipOf([{ name: 'soggetti.csv', data: Buffer.from(csv, 'utf8') }]).toString('base64'),
      fileSeparator: ';',
      note: 'fuzz',
    },
  },
  getConfigurationCluster: {
    body: { pageNumber: 0, pageSize: 25, configurationClusterId: 'ARCHIVED', configurationCheckId: 'PRECHECK_SAS' },
  },
  // The first prepares a new version from CURRENT; the ones after are refused while it exists (409).
  updateConfiguration: { body: updateBody(SEEDED_CURRENT, changedFrom(EXAMPLE_CONFIGURATION_FILE)) },
  // A restore is allowed as often as asked: each one puts a new copy in force and archives the one it replaces.
  publishArchivedConfiguration: { body: versionBody(SEEDED_ARCHIVED) },
  // The prepared version's id is made at run time: these reach the lifecycle's checks (409) with valid bodies.
  publishUpdatingConfiguration: { body: versionBody(SEEDED_CURRENT) },
  deleteUpdatingConfiguration: { body: deleteBody(SEEDED_CURRENT) },
  getBlacklist: { params: { kind: 'RADIATI' } },
  // The first is loaded and prepared; the ones after are refused while it is (409).
  uploadBlacklist: {
    body: {
      filename: 'fuzz',
      data: zippedCsv('Codice fiscale;Partita IVA\r\nFNTGNN80B14H501Y;07000000017\r\n'),
      blType: 'RADIATI',
      note: 'fuzz',
    },
  },
  // A restore is allowed as often as asked: each copy waits for midnight and supersedes the one before.
  recoverBlacklist: { body: { id: SEEDED_BLACKLIST_ARCHIVED, note: 'fuzz' } },
  // The uploaded version's id is made at run time: these reach the lifecycle's checks (409) with a real id.
  publishBlacklist: { params: { id: SEEDED_BLACKLIST_ACTIVE } },
  deleteBlacklist: { params: { id: SEEDED_BLACKLIST_ACTIVE } },
  retrieveAgencies: { body: { filters: { searchText: 'energia' }, pageNumber: 0, pageSize: 50 } },
  // The first is created; the ones after are refused while it exists (409).
  createAgency: { body: { code: 'FUZZ-1', name: 'Agenzia fuzz' } },
  // A seeded agency is renamed as often as asked; another is deleted by the first request, and the
  // ones after are told it is gone (404).
  updateAgency: { body: { code: SEEDED_AGENCY, name: 'Agenzia fuzz' } },
  deleteAgency: { params: { code: SEEDED_AGENCY_DELETED } },
  clientsList: {
    body: {
      filters: { performanceClass: ['2', '4'], invoiced: { from: -2000, to: 100_000 }, companyName: 'caffè' },
      pageNumber: 0,
      pageSize: 50,
    },
  },
  customerKpi: { body: { filters: { market: ['L'], dunningIndex: ['1', '2'] } } },
  exportClientsList: { body: { customerCodes: [DEMO_CUSTOMER_CODE, 'MAI-ESISTITO'] } },
  customerDetails: { params: { customerCode: DEMO_CUSTOMER_CODE } },
  getWhitelist: { body: { filters: { companyName: 'caffè', onlyActiveSubjects: true }, pageNumber: 0, pageSize: 50 } },
  // The first exempts a subject no demo entry has; the ones after are refused while it is active (409).
  addToWhitelist: {
    body: {
      taxCode: personTaxCode('Fuzzi', 'Marta', '80A41'),
      vatRegistrationNo: null,
      companyName: 'Fuzzi Marta',
      reasonDescription: 'Altro',
      note: 'fuzz',
    },
  },
  // The demo entries' ids are drawn when they are seeded: an id of the right shape reaches the store (404).
  revokeWhitelist: { params: { id: 'WL-20260101-FUZZ00' } },
  listUsers: {
    body: {
      filters: { searchText: 'rossi', role: ['ADMIN', 'AGENT'], state: ['ENABLED'] },
      pageNumber: 0,
      pageSize: 50,
    },
  },
  // The first creates an agent of a seeded agency; the ones after are refused while it exists (409). The
  // users routes after it change that user, never a demo user whose token the fuzz holds.
  createUser: {
    body: { username: FUZZ_USER, email: `${FUZZ_USER}@esempio.it`, role: 'AGENT', agencyCode: SEEDED_AGENCY },
  },
  updateUserRole: { body: { username: FUZZ_USER, role: 'ANALISTA' } },
  disableUser: { params: { username: FUZZ_USER } },
  enableUser: { params: { username: FUZZ_USER } },
  resetUserPassword: { params: { username: FUZZ_USER } },
  getUser: { params: { username: FUZZ_USER } },
  // The fuzz user has no TOTP: refused (409) after the directory is read.
  turnUserTotpOff: { params: { username: FUZZ_USER } },
};
