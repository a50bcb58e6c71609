import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../infra/local/data-dir-lock';
import type { DemoSeeder } from '../../infra/local/demo/demo-seeder';
import { DEMO_USERS, FIRST_SIGN_IN_DEMO_USER } from '../../infra/local/demo-users';
import { LOCAL_CREDENTIALS } from '../../infra/local/settings';
import { LOCAL_NAMES, TABLES, type TableName } from '../../shared/resources';
import { startTestStack, type TestStack } from '../support/local-stack';

let dataDir: string;
let running: TestStack | undefined;

afterAll(async () => {
  await running?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

let seedRuns = 0;
const testSeeder: DemoSeeder = {
  name: 'restart-test',
  version: 1,
  seed: async ({ documentClient, table }) => {
    seedRuns++;
    await documentClient.send(new PutCommand({ TableName: table('data'), Item: { pk: 'TEST#1', sk: 'ITEM' } }));
  },
};

/** Everything a start could write: items per table and the pool's users. */
async function snapshot(local: TestStack) {
  const dynamo = new DynamoDBClient({
    region: 'eu-south-1',
    endpoint: local.stack.endpoints.dynamodb,
    credentials: LOCAL_CREDENTIALS,
  });
  const items: Record<string, unknown[]> = {};
  for (const name of Object.keys(TABLES) as TableName[]) {
    items[name] = (await dynamo.send(new ScanCommand({ TableName: LOCAL_NAMES.table(name) }))).Items ?? [];
  }
  dynamo.destroy();
  const { Users } = await local.cognito.send(new ListUsersCommand({ UserPoolId: local.stack.userPoolId }));
  const users = (Users ?? []).map((user) => [user.Username, user.UserLastModifiedDate?.toISOString()]).sort();
  return { items, users };
}

describe('a second start on the same data folder', () => {
  it('finds everything in place and writes nothing', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'semaforo-restart-'));
    running = await startTestStack({ dataDir, demoSeeders: [testSeeder] });
    const first = await snapshot(running);
    expect(first.users.map(([username]) => username)).toEqual(
      [...DEMO_USERS.map((user) => user.username), FIRST_SIGN_IN_DEMO_USER.username].sort(),
    );
    expect(seedRuns).toBe(1);
    await running.stop({ keepData: true });
    running = undefined;

    running = await startTestStack({ dataDir, demoSeeders: [testSeeder] });
    expect(seedRuns).toBe(1);
    expect(await snapshot(running)).toEqual(first);
    // Sign-in still works with the persisted pool.
    expect((await running.signIn('luca.verdi')).IdToken).toBeTruthy();
  });

  it('is refused while a stack holds the folder', async () => {
    expect(running).toBeDefined();
    expect(() => lockDataDir(dataDir)).toThrow(/in use by another local stack/);
  });
});
