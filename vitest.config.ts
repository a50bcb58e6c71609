import { defineConfig } from 'vitest/config';

/**
 * Four suites, run one at a time by `npm test`: pure unit tests beside the code, integration tests
 * against the emulators of the local runtime, a fuzz of every route against one local stack, and
 * assertions on the synthesized CDK app.
 */
export default defineConfig({
  test: {
    // Handlers log structured JSON on every call, and metrics as EMF lines; tests read their answers,
    // not their logs (the tests of the metrics turn them on). The X-Ray SDK traces only in Lambda:
    // manual mode spares every test the async hook its automatic mode installs in the process.
    env: { POWERTOOLS_LOG_LEVEL: 'SILENT', POWERTOOLS_METRICS_DISABLED: 'true', AWS_XRAY_MANUAL_MODE: 'true' },
    projects: [
      {
        test: {
          name: 'unit',
          // Worker threads, not processes: each file's imports load faster (the suite ran in 132 s, not 169 s).
          pool: 'threads',
          include: [
            'shared/**/*.test.ts',
            'functions/**/*.test.ts',
            'infra/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
          // Vitest's default is one worker fewer than the cores: one worker on this 2-core machine, where
          // the suite's files are independent and CPU-bound, so two halve its time.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          // The demo data seeded once for the run, copied into each file's stack.
          globalSetup: ['test/support/seeded-data.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file starts its own local stack; two at a time is what two cores carry. In worker threads
          // (each with its own copy of the environment the stack sets): 254 s where processes took 293 s.
          pool: 'threads',
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'fuzz',
          include: ['test/fuzz/**/*.test.ts'],
          globalSetup: ['test/support/seeded-data.ts'],
          environment: 'node',
          // Each file starts one local stack and fuzzes its share; each route's batch of requests is one
          // test. Two files at a time, one per core: the server and its emulators run in the file's worker.
          maxWorkers: 2,
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          environment: 'node',
          maxWorkers: 2,
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
