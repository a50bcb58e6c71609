import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditRecord } from '../../functions/commons/audit/audit-record';
import { createLocalClients, type LocalClients } from '../../infra/local/aws-clients';
import { CONFIGURATION_CHECK_ID } from '../../shared/constants';
import type { Configuration } from '../../shared/schemas/configuration';
import { auditRecordsOfEntity } from '../support/audit-records';
import {
  APPROVER,
  type ConfigurationApi,
  type ConfigurationRoute,
  configurationApi,
  deleteBody,
  EDITOR,
  updateBody,
  versionBody,
  withDelayThreshold,
} from '../support/configuration-api';
import { type ApiResponse, startTestStack, type TestStack } from '../support/local-stack';

/**
 * The audit trail's acceptance criteria for the configuration: each call of the lifecycle leaves exactly one
 * record, filed under the configuration (PRECHECK_SAS), with the version before and after; a refused
 * call leaves one REFUSED record with nothing before or after.
 */

let local: TestStack;
let clients: LocalClients;
let api: ConfigurationApi;

beforeAll(async () => {
  local = await startTestStack();
  clients = createLocalClients(local.stack.endpoints);
  api = configurationApi(local);
}, 60_000);

afterAll(async () => {
  clients?.destroy();
  await local?.stop();
});

const requestIdOf = (response: ApiResponse) => response.headers.get('x-amzn-requestid') as string;

/** The records of one call, found in the configuration's own trail. */
async function recordsOfCall(response: ApiResponse): Promise<AuditRecord[]> {
  const records = await auditRecordsOfEntity(clients.documentClient, 'CONFIGURATION', CONFIGURATION_CHECK_ID);
  return records.filter((record) => record.requestId === requestIdOf(response));
}

async function onlyRecordOf(response: ApiResponse): Promise<AuditRecord> {
  const records = await recordsOfCall(response);
  expect(records).toHaveLength(1);
  return records[0] as AuditRecord;
}

async function succeeded(user: string, route: ConfigurationRoute, body: unknown) {
  const response = await api.call(user, route, body);
  expect(response.status, response.text).toBe(200);
  return { response, version: response.json as Configuration, record: await onlyRecordOf(response) };
}

describe('each configuration call leaves exactly one record, with before and after', () => {
  it('edit of CURRENT, edit of UPDATING, publication, restore and deletion', async () => {
    const current = await api.current();

    const prepared = await succeeded(
      EDITOR,
      'updateConfiguration',
      updateBody(current, withDelayThreshold(current.configurationFile, 21)),
    );
    expect(prepared.record).toMatchObject({
      outcome: 'SUCCEEDED',
      status: 200,
      user: EDITOR,
      role: 'ADMIN',
      route: 'updateConfiguration',
      entityType: 'CONFIGURATION',
      entityId: CONFIGURATION_CHECK_ID,
      note: 'Modifica di prova',
      before: { version: current },
      after: { version: prepared.version },
    });

    const edited = await succeeded(
      EDITOR,
      'updateConfiguration',
      updateBody(prepared.version, withDelayThreshold(current.configurationFile, 22)),
    );
    expect(edited.record).toMatchObject({ before: { version: prepared.version }, after: { version: edited.version } });

    const published = await succeeded(
      APPROVER,
      'publishUpdatingConfiguration',
      versionBody(edited.version, 'Pubblicazione'),
    );
    const archived = {
      ...current,
      status: 'ARCHIVED',
      version: current.version + 1,
      validityEndDate: published.version.validityStartDate,
    };
    expect(published.record).toMatchObject({
      user: APPROVER,
      note: 'Pubblicazione',
      // What a publication replaced is in the record too: the CURRENT before, archived after.
      before: { version: edited.version, current },
      after: { version: published.version, archived },
    });

    const restored = await succeeded(EDITOR, 'publishArchivedConfiguration', versionBody(archived, 'Ripristino'));
    expect(restored.record).toMatchObject({
      before: { version: archived, current: published.version },
      after: { version: restored.version },
    });
    expect((restored.record.after as { archived: Configuration }).archived).toMatchObject({
      id: published.version.id,
      status: 'ARCHIVED',
    });

    const draft = await api.prepare();
    const deleted = await succeeded(EDITOR, 'deleteUpdatingConfiguration', deleteBody(draft));
    expect(deleted.record).toMatchObject({
      route: 'deleteUpdatingConfiguration',
      before: { version: draft },
      after: { version: deleted.version },
    });
  });

  it('a refusal (four-eyes 403, stale 409, unknown 404) leaves one REFUSED record and nothing before or after', async () => {
    const draft = await api.prepare();
    const refusals: [ApiResponse, number, string][] = [
      [
        await api.call(EDITOR, 'publishUpdatingConfiguration', versionBody(draft)),
        403,
        'CONFIGURATION_FOUR_EYES_REQUIRED',
      ],
      [
        await api.call(APPROVER, 'publishUpdatingConfiguration', versionBody({ ...draft, version: draft.version + 5 })),
        409,
        'CONFIGURATION_STALE',
      ],
      [
        await api.call(APPROVER, 'deleteUpdatingConfiguration', deleteBody({ id: 'nessuna', version: 1 })),
        404,
        'CONFIGURATION_NOT_FOUND',
      ],
    ];
    for (const [response, status, errorCode] of refusals) {
      expect(response.status, response.text).toBe(status);
      expect(await onlyRecordOf(response)).toMatchObject({
        outcome: 'REFUSED',
        status,
        errorCode,
        entityId: CONFIGURATION_CHECK_ID,
        before: null,
        after: null,
      });
    }
  });

  it('a body the schema refuses (400) leaves no record', async () => {
    const current = await api.current();
    const response = await api.call(EDITOR, 'deleteUpdatingConfiguration', { ...deleteBody(current), note: '   ' });
    expect(response.status).toBe(400);
    expect(await recordsOfCall(response)).toEqual([]);
  });
});
