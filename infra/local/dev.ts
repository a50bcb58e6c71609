import { resolve } from 'node:path';
import { createServer } from 'vite';
import { DataDirInUseError } from './data-dir-lock';
import { DEFAULT_DATA_DIR, REPO_ROOT } from './settings';
import { startLocalStack } from './stack';

/**
 * `npm run dev`: the local product plus Vite serving the console with hot reload. Vite forwards the
 * API, Cognito and config.json to the stack; the targets are set here to the stack's actual address,
 * so a PORT other than 3000 works too.
 */
async function main(): Promise<void> {
  const stack = await startLocalStack({ dataDir: process.env.SEMAFORO_DATA_DIR || DEFAULT_DATA_DIR });
  // changeOrigin off: the stack builds config.json's Cognito URL from the Host header, which must stay
  // Vite's so the browser keeps talking to one origin (Vite's string shorthand would rewrite it).
  const target = { target: stack.url.replace('//localhost:', '//127.0.0.1:'), changeOrigin: false };
  const vite = await createServer({
    configFile: resolve(REPO_ROOT, 'web/vite.config.ts'),
    server: { proxy: { '/api': target, '/cognito': target, '/config.json': target } },
  });
  await vite.listen();
  console.log(`\nLocal stack at ${stack.url}; the console with hot reload:`);
  vite.printUrls();

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await vite.close();
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});
