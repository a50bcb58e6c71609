import { performance } from 'node:perf_hooks';
import { DataDirInUseError } from './data-dir-lock';
import { DEMO_USERS, FIRST_SIGN_IN_DEMO_USER } from './demo-users';
import { DEFAULT_DATA_DIR } from './settings';
import { startLocalStack } from './stack';

/**
 * `npm start`: the whole product on this machine. Env: PORT (default 3000), SEMAFORO_HOST (default 127.0.0.1),
 * SEMAFORO_ALLOWED_HOSTS (more Host names to answer, see allowed-hosts.ts), SEMAFORO_DATA_DIR (default
 * .local/), POWERTOOLS_LOG_LEVEL for the handlers' logs.
 */
async function main(): Promise<void> {
  const started = performance.now();
  const stack = await startLocalStack({ dataDir: process.env.SEMAFORO_DATA_DIR || DEFAULT_DATA_DIR });
  const now = performance.now();
  // performance.now() counts from process start, so the second figure includes loading the code.
  const timing = `stack ready in ${Math.round(now - started)} ms, ${Math.round(now)} ms since process start`;

  console.log(`\nSemaforo is running at ${stack.url}  (${timing})\n`);
  console.log(`  ${'user'.padEnd(16)}${'role'.padEnd(19)}password`);
  for (const { username, role, password } of DEMO_USERS)
    console.log(`  ${username.padEnd(16)}${role.padEnd(19)}${password}`);
  const first = FIRST_SIGN_IN_DEMO_USER;
  console.log(
    `  ${first.username.padEnd(16)}${first.role.padEnd(19)}${first.temporaryPassword} (temporary: the first sign-in sets a new one)`,
  );
  console.log("  A forgotten-password code is printed here, and kept in the data folder's cognito/outbox.log.");
  console.log('\nEmulators (127.0.0.1, this process only):');
  for (const [name, endpoint] of Object.entries(stack.endpoints)) console.log(`  ${name.padEnd(9)} ${endpoint}`);
  console.log(`  data      ${stack.dataDir}`);
  console.log('\nCtrl-C to stop.\n');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping...`);
    await stack.stop();
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});
