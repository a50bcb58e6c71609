import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run bench`: builds the console, then runs every benchmark script of this folder one after the
 * other (each prints its own figures). Benchmarks are kept out of `npm test` on purpose: timings on a
 * shared 2-core machine are figures to record in docs/benchmarks.md, not assertions.
 */
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
const scripts = readdirSync(here).filter((file) => file.endsWith('.ts') && file !== 'run.ts');

const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('npm', ['run', 'build:web']);
for (const script of scripts) {
  console.log(`\n== ${script}`);
  run('npx', ['tsx', join(here, script)]);
}
console.log(`\nMachine: ${process.platform} ${process.arch}, Node ${process.version}; record figures with the date.`);
