import { performance } from 'node:perf_hooks';
import { startTestStack } from '../support/local-stack';
import { percentile } from './support/timed-reads';

const CALLS = Number(process.env.BENCH_ACTING_CALLS ?? 200);
/** Blocks of calls, alternating the three ways, so a slow moment of the machine hits each. */
const BLOCK = 20;

/**
 * `npm run bench` (or `npx tsx test/bench/acting-caller.ts`). What reading who acts at the call costs a
 * call that changes managed data: the same audited call (an agency renamed, over HTTP through the local
 * gateway) with the caller's two Cognito reads made every time, with the container's 3-second memory of
 * them (a burst of one person's changes, the product's setting), and with no read at all (the token
 * trusted, as before: the floor, measured in the same run).
 */
async function actingCallerCost(): Promise<void> {
  const local = await startTestStack();
  try {
    // Imported after the stack has set the handlers' environment.
    const { cognitoActingCallerDirectory, rememberedFor, replaceActingCallerDirectory } = await import(
      '../../functions/commons/http/acting-caller'
    );
    const { IdToken } = await local.signIn('mario.rossi');
    const code = `BENCH${Date.now().toString(36).slice(-4)}`.toUpperCase();
    const created = await local.api('POST', '/api/v1/createAgency', { token: IdToken, body: { code, name: 'Banco' } });
    if (created.status !== 200 && created.status !== 201) throw new Error(`createAgency: ${created.text}`);
    const ways = {
      'read every call': cognitoActingCallerDirectory,
      'read, kept 3 s (the product)': rememberedFor(3_000, cognitoActingCallerDirectory),
      'token trusted (floor)': {
        stateOf: async (caller: { role: string }) => ({ enabled: true, groups: [caller.role] }),
      },
    };
    const times = Object.fromEntries(Object.keys(ways).map((name) => [name, [] as number[]]));
    let renamed = 0;
    const rename = async () => {
      renamed += 1;
      const started = performance.now();
      const answer = await local.api('PATCH', '/api/v1/updateAgency', {
        token: IdToken,
        body: { code, name: `Banco ${renamed}` },
      });
      if (answer.status !== 200) throw new Error(`updateAgency: ${answer.status} ${answer.text}`);
      return performance.now() - started;
    };
    for (const way of Object.values(ways)) {
      replaceActingCallerDirectory(way);
      for (let warm = 0; warm < 5; warm += 1) await rename();
    }
    for (let done = 0; done < CALLS; done += BLOCK) {
      for (const [name, way] of Object.entries(ways)) {
        replaceActingCallerDirectory(way);
        for (let index = 0; index < BLOCK; index += 1) times[name]?.push(await rename());
      }
    }
    replaceActingCallerDirectory(undefined);
    const floor = percentile(times['token trusted (floor)'] ?? [], 50);
    console.log(`\n### Who acts, read at the call (${CALLS} updateAgency calls each way, blocks of ${BLOCK})`);
    console.log('| Caller read | p50 | p95 | p50 against the floor |');
    console.log('|---|---|---|---|');
    for (const [name, values] of Object.entries(times)) {
      const p50 = percentile(values, 50);
      console.log(
        `| ${name} | ${p50.toFixed(1)} ms | ${percentile(values, 95).toFixed(1)} ms | ${(p50 / floor).toFixed(2)}x (+${(p50 - floor).toFixed(1)} ms) |`,
      );
    }
  } finally {
    await local.stop();
  }
}

await actingCallerCost();
