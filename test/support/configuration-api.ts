import { expect } from 'vitest';
import { CONFIGURATION_CHECK_ID } from '../../shared/constants';
import type { ConfigurationStatus } from '../../shared/enums';
import { API_ROUTES } from '../../shared/route-table';
import type { Configuration, ConfigurationFile } from '../../shared/schemas/configuration';
import type { ApiResponse, TestStack } from './local-stack';

/** The configuration calls of spec section 7, as a demo user makes them through the local API. */

export type ConfigurationRoute =
  | 'getConfigurationCluster'
  | 'updateConfiguration'
  | 'publishUpdatingConfiguration'
  | 'publishArchivedConfiguration'
  | 'deleteUpdatingConfiguration';

export interface Cluster {
  configurations: Configuration[];
  total: number;
}

/** All three clusters at once: what a test compares before and after a call that must change nothing. */
export type Clusters = Record<ConfigurationStatus, Cluster>;

/** The two demo administrators: one edits, the other publishes (four-eyes). */
export const EDITOR = 'mario.rossi';
export const APPROVER = 'chiara.ferri';

/** The body naming a version: what publish, restore and delete send (delete has no check id). */
export const versionBody = (record: Pick<Configuration, 'id' | 'version'>, note = 'Nota di prova') => ({
  id: record.id,
  version: record.version,
  note,
  configurationCheckId: CONFIGURATION_CHECK_ID,
});

export const updateBody = (record: Pick<Configuration, 'id' | 'version'>, configurationFile: ConfigurationFile) => ({
  ...versionBody(record, 'Modifica di prova'),
  configurationFile,
});

export const deleteBody = (record: Pick<Configuration, 'id' | 'version'>) => {
  const { configurationCheckId: _checkId, ...body } = versionBody(record, 'Eliminazione di prova');
  return body;
};

/** A file with the PF/DEFAULT delay threshold set: the smallest change a risk officer makes. */
export const withDelayThreshold = (file: ConfigurationFile, delayThreshold: number): ConfigurationFile => ({
  ...file,
  paymentTrendChecks: file.paymentTrendChecks.map((row) =>
    row.subjectType === 'PF' && row.microSegment === 'DEFAULT' ? { ...row, delayThreshold } : row,
  ),
});

/** A file with one change from `file`: its white-list validity days, one more (1 after 365). */
export const changedFrom = (file: ConfigurationFile): ConfigurationFile => ({
  ...file,
  whitelistValidityDaysParam: (file.whitelistValidityDaysParam % 365) + 1,
});

export function configurationApi(local: TestStack) {
  async function call(username: string, route: ConfigurationRoute, body: unknown): Promise<ApiResponse> {
    const { IdToken } = await local.signIn(username);
    const { method, path } = API_ROUTES[route];
    return local.api(method, path, { token: IdToken, body });
  }

  /** A call that must succeed: its answer, the version it acted on or made. */
  async function succeeds(username: string, route: ConfigurationRoute, body: unknown): Promise<Configuration> {
    const response = await call(username, route, body);
    expect(response.status, `${route}: ${response.text}`).toBe(200);
    return response.json as Configuration;
  }

  async function cluster(status: ConfigurationStatus, pageNumber = 0, pageSize = 100): Promise<Cluster> {
    const body = { pageNumber, pageSize, configurationClusterId: status, configurationCheckId: CONFIGURATION_CHECK_ID };
    const response = await call(EDITOR, 'getConfigurationCluster', body);
    expect(response.status, response.text).toBe(200);
    // The stage's four-eyes setting travels with every cluster: the tests compare the versions.
    const { fourEyes: _setting, ...versions } = response.json as Cluster & { fourEyes?: boolean };
    return versions;
  }

  async function clusters(): Promise<Clusters> {
    const [UPDATING, CURRENT, ARCHIVED] = await Promise.all(
      (['UPDATING', 'CURRENT', 'ARCHIVED'] as const).map((status) => cluster(status)),
    );
    return { UPDATING, CURRENT, ARCHIVED } as Clusters;
  }

  /** The only version of a cluster that holds at most one (CURRENT, UPDATING), if there is one. */
  async function only(status: 'CURRENT' | 'UPDATING'): Promise<Configuration | undefined> {
    return (await cluster(status)).configurations[0];
  }

  async function current(): Promise<Configuration> {
    const record = await only('CURRENT');
    if (!record) throw new Error('No CURRENT configuration');
    return record;
  }

  /**
   * The editor prepares `file` from CURRENT (deleting any version being prepared first): the new UPDATING.
   * Without a file, CURRENT's with other validity days: an edit that changes nothing is refused.
   */
  async function prepare(file?: ConfigurationFile): Promise<Configuration> {
    const pending = await only('UPDATING');
    if (pending) await succeeds(EDITOR, 'deleteUpdatingConfiguration', deleteBody(pending));
    const inForce = await current();
    return succeeds(EDITOR, 'updateConfiguration', updateBody(inForce, file ?? changedFrom(inForce.configurationFile)));
  }

  /** One publication cycle: the editor prepares `file`, the approver publishes it. The new CURRENT. */
  async function publishCycle(file?: ConfigurationFile): Promise<Configuration> {
    const prepared = await prepare(file);
    return succeeds(APPROVER, 'publishUpdatingConfiguration', versionBody(prepared));
  }

  return { call, succeeds, cluster, clusters, only, current, prepare, publishCycle };
}

export type ConfigurationApi = ReturnType<typeof configurationApi>;
