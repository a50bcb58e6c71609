import { resolve } from 'node:path';
import { createServer } from 'vite';
import { contentSecurityPolicy, securityHeaderFields } from '../console-security-headers';
import { DataDirInUseError } from './data-dir-lock';
import { DEFAULT_DATA_DIR, LOCAL_REGION, REPO_ROOT } from './settings';
import { startLocalStack } from './stack';

/**
 * `npm run dev`: the local product plus Vite serving the console with hot reload. Vite forwards the
 * API, Cognito and config.json to the stack; the targets are set here to the stack's actual address,
 * so a PORT other than 3000 works too. Vite's own pages get the console's security headers with one
 * difference: @vitejs/plugin-react puts the Fast Refresh preamble in an inline script, so the dev CSP
 * admits inline scripts; the built console (`npm start`, AWS) never does.
 */
async function main(): Promise<void> {
  const stack = await startLocalStack({ dataDir: process.env.SEMAFORO_DATA_DIR || DEFAULT_DATA_DIR });
  // changeOrigin: the stack answers only its own Host names (allowed-hosts.ts); config.json's Cognito
  // endpoint is a path, so the browser still talks to Vite's origin only.
  const target = { target: stack.url.replace('//localhost:', '//127.0.0.1:'), changeOrigin: true };
  const vite = await createServer({
    configFile: resolve(REPO_ROOT, 'web/vite.config.ts'),
    server: {
      proxy: { '/api': target, '/cognito': target, '/config.json': target },
      headers: securityHeaderFields(contentSecurityPolicy(LOCAL_REGION, ["'unsafe-inline'"])),
    },
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
