import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// `npm run dev` serves the console with hot reload and sends everything else to the local runtime
// (`npm run local`, port 3000), so sign-in and the API behave exactly as in `npm start`.
// changeOrigin: the runtime answers only its own Host names (DNS rebinding); config.json's Cognito
// endpoint is a path, so the browser keeps talking to Vite's origin only. `npm run dev`
// (infra/local/dev.ts) sets the same proxies to the stack's actual port, and the security headers.
const localRuntime = { target: 'http://127.0.0.1:3000', changeOrigin: true };

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // test/bench/web-bundle.ts reads the manifest to tell the entry's static imports from lazy chunks.
    manifest: true,
  },
  server: {
    // The console imports the contract from ../shared.
    fs: { allow: [repoRoot] },
    proxy: {
      '/api': localRuntime,
      '/cognito': localRuntime,
      '/config.json': localRuntime,
    },
  },
});
