import { type RawRequest, type RawResponse, sendRaw } from './raw-http';

/** The seed of a run: FUZZ_SEED, else a fixed one, so every run is the same run unless asked otherwise. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_260_612) >>> 0;

/**
 * One-field mutations per route for the allowed role (a forbidden role gets a quarter). The default
 * (about 40,000 requests in all; 1,500 drew about 58,000 and kept the fuzz near three and a half
 * minutes) keeps it near two and a half minutes on two cores, inside the suite's 30; raise FUZZ_CASES
 * to search longer locally.
 */
export const FUZZ_MUTATIONS = Number(process.env.FUZZ_CASES ?? 1000);

/** Requests in flight at once: enough to keep the in-process server busy, few enough not to starve it. */
const CONCURRENCY = 6;

export interface Probe<C extends { label: string; request: RawRequest }> {
  fuzzCase: C;
  /** What is wrong with the answer; the problems of a request that got no answer at all are said so. */
  problems: string[];
  response?: RawResponse;
}

export async function probeAll<C extends { label: string; request: RawRequest }>(
  port: number,
  cases: readonly C[],
  judge: (fuzzCase: C, response: RawResponse) => string[],
): Promise<Probe<C>[]> {
  const probes: Probe<C>[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const fuzzCase = cases[next++] as C;
      try {
        const response = await sendRaw(port, fuzzCase.request);
        probes.push({ fuzzCase, response, problems: judge(fuzzCase, response) });
      } catch (error) {
        probes.push({ fuzzCase, problems: [`no answer: ${(error as Error).message}`] });
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return probes;
}

/**
 * All failures of a run as one text: grouped by problem, each group with its count and the first few
 * requests written out to be replayed (method, target, headers, the start of the body) and what came back.
 */
export function failureReport<C extends { label: string; request: RawRequest }>(
  probes: readonly Probe<C>[],
  describeCaller: (fuzzCase: C) => string,
): string {
  const groups = new Map<string, Probe<C>[]>();
  for (const probe of probes) {
    for (const problem of probe.problems) groups.set(problem, [...(groups.get(problem) ?? []), probe]);
  }
  if (groups.size === 0) return '';
  const lines = [`FUZZ_SEED=${FUZZ_SEED} FUZZ_CASES=${FUZZ_MUTATIONS}: ${groups.size} kinds of failure`];
  for (const [problem, failed] of groups) {
    lines.push('', `■ ${problem}: ${failed.length} request(s)`);
    for (const { fuzzCase, response } of failed.slice(0, 4)) {
      const { method, target, headers, body } = fuzzCase.request;
      lines.push(`  - ${fuzzCase.label} [${describeCaller(fuzzCase)}]`);
      lines.push(`    ${method} ${shorten(target, 300)}`);
      for (const [name, value] of headers) {
        if (name.toLowerCase() !== 'authorization') lines.push(`    ${name}: ${shorten(JSON.stringify(value), 120)}`);
      }
      if (body && body.length > 0)
        lines.push(`    body (${body.length} B): ${shorten(JSON.stringify(body.toString('utf8')), 300)}`);
      if (response) lines.push(`    → ${response.status} ${shorten(JSON.stringify(response.text), 300)}`);
    }
    if (failed.length > 4) lines.push(`  … and ${failed.length - 4} more`);
  }
  return lines.join('\n');
}

/** How many answers had each status: what the fuzz reached (handlers, validation, the gateway). */
export function statusSummary(probes: readonly Probe<{ label: string; request: RawRequest }>[]): string {
  const counts = new Map<string, number>();
  for (const { response } of probes) {
    const key = response ? String(response.status) : 'none';
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const byStatus = [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([status, count]) => `${status}×${count}`);
  return `${probes.length} requests: ${byStatus.join(' ')}`;
}

function shorten(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;
}
