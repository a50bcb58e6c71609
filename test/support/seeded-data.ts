import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack } from '../../infra/local/stack';

/**
 * A data folder the demo seeders have filled once for the whole run (vitest's global setup), copied into
 * each test stack that asks for the demo data: a copy takes milliseconds where seeding takes seconds on
 * every file. The copy is a restart of a seeded folder, as `npm start` does on its second run: the seed
 * markers are there, so no seeder runs again.
 */
const SEEDED_DATA_DIR_ENV = 'SEMAFORO_SEEDED_DATA_DIR';

/** Fills a fresh folder with the demo data, through the stack's own start, and stops that stack. */
async function seedTemplate(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'semaforo-seeded-'));
  // The stack points the handlers' environment at its emulators; the workers inherit the environment,
  // and a stopped stack's endpoints must not reach a test that sets up emulators of its own.
  const environment = { ...process.env };
  const stack = await startLocalStack({ port: 0, log: false, dataDir });
  await stack.stop();
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
  return dataDir;
}

/** Copies the run's seeded folder into `dataDir`, when the run has one (not a file run by tsx alone). */
export async function copySeededData(dataDir: string): Promise<void> {
  const template = process.env[SEEDED_DATA_DIR_ENV];
  if (template) await cp(template, dataDir, { recursive: true });
}

/** Vitest's global setup of the suites that start stacks: one seeded folder, removed after the run. */
export default async function setup(): Promise<() => Promise<void>> {
  const dataDir = await seedTemplate();
  // Set before the workers start, so each inherits it.
  process.env[SEEDED_DATA_DIR_ENV] = dataDir;
  return async () => {
    await rm(dataDir, { recursive: true, force: true });
  };
}
