import type { ConfigurationFile } from '../schemas/configuration';
import { EXAMPLE_CONFIGURATION_FILE } from './example-configuration';
import type { CheckTable, DecisionInput } from './types';

/**
 * Inputs the decide tests start from: a clean PF prospect, and the facts each test changes. Imported by
 * tests only. It stays beside the engine, not in test/support: shared/ imports nothing outside itself
 * (the Biome rule covers its tests too), and its tests are what use these inputs.
 */

export const now = new Date('2025-03-15T10:00:00.000Z');
export const clean: DecisionInput = {
  request: { subjectType: 'PF', microSegment: 'PER', taxCode: 'RSSMRA85T10A562S', workflow: 'EVOPRECHECK' },
  configuration: EXAMPLE_CONFIGURATION_FILE,
  whiteList: null,
  blackLists: { radiati: false, ceduti: false },
  customer: null,
  bureau: { protests: false, prejudicialEvents: false, otherNegativeEvents: false },
  prospectRisk: { highRisk: false, fraudCorrelation: false },
  now,
};
export const company: DecisionInput['request'] = {
  subjectType: 'PG',
  microSegment: 'SOC',
  vatRegistrationNo: '00743110157',
  workflow: 'EVOPRECHECK',
};
export const condominium: DecisionInput['request'] = { ...company, microSegment: 'CON' };

export const validWhiteList = { expiringDate: '2025-06-30T23:59:00.000Z', revocationDate: null };
export const goodCustomer = {
  K_CRED_SCAD_NETTO_TOTALE: 0,
  K_CRED_A_SCAD_NETTO_TOTALE: 300,
  K_FATTURATO_ULTIMI_12M: 1200,
  K_ANDAMENTALE_CLASSE: 1,
};
export const inArrears = { ...goodCustomer, K_CRED_SCAD_NETTO_TOTALE: 600, K_FATTURATO_ULTIMI_12M: 2000 };
export const badScore = {
  ...goodCustomer,
  K_CRED_SCAD_NETTO_TOTALE: 100,
  K_FATTURATO_ULTIMI_12M: 1000,
  K_ANDAMENTALE_CLASSE: 5,
};
export const bureau = (findings: Partial<NonNullable<DecisionInput['bureau']>>) =>
  ({ ...clean.bureau, ...findings }) as DecisionInput['bureau'];

export const withTable = <Table extends CheckTable>(
  table: Table,
  change: (rows: ConfigurationFile[Table]) => ConfigurationFile[Table],
): ConfigurationFile => ({ ...EXAMPLE_CONFIGURATION_FILE, [table]: change(EXAMPLE_CONFIGURATION_FILE[table]) });
export const disabled = <Row extends { enabled: boolean }>(rows: Row[]) =>
  rows.map((row) => ({ ...row, enabled: false }));
