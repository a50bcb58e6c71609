import { performance } from 'node:perf_hooks';
import { createChainBook } from '../../functions/stores/check-chains/chain-book';
import type { ChainWrite } from '../../functions/stores/check-chains/chain-writes';
import { generateLabelledDossiers } from '../../infra/local/synthetic/generator';
import { SEEDED_EDITS } from '../../infra/local/synthetic/repeats';
import { MS_PER_DAY } from '../../shared/italian-time';
import { type Attempt, attemptOf } from '../../shared/monitoring/attempt';
import { againstLimits } from '../../shared/monitoring/control-limits';
import { CHAIN_WINDOW_DAYS } from '../../shared/monitoring/link';
import { itemSize } from './support/item-size';
import { percentile } from './support/timed-reads';

/**
 * `npx tsx test/bench/chains.ts [rows]` (default 1,000,000; `npm run bench` runs it too). The linking of
 * repeated checks scored against the synthetic log's ground truth (generateLabelledDossiers): the rows
 * linked in memory in date order through the checks' own link and writes (chain-book.ts), then
 * - recall: of the checks whose subject was checked within the previous 90 days, the share whose
 *   subject's latest such check is in their chain;
 * - false links: of the checks that joined a chain, the share whose chain already held another subject;
 * - who repeats over the last 30 days: whether the seeded agency and user (repeats.ts) come first;
 * - what linking adds per check: DynamoDB requests (the BatchGet and the writes) and their bytes.
 */
const ROWS = Number(process.argv[2] ?? process.env.BENCH_CHAINS_ROWS ?? 1_000_000);
const END = '2026-11-30';

interface Labelled {
  attempt: Attempt;
  subject: number;
}

function main() {
  const started = performance.now();
  const labelled: Labelled[] = [];
  for (const { rows, subjectKeys } of generateLabelledDossiers({ count: ROWS, seed: 'bench-chains', endDate: END })) {
    rows.forEach((row, index) => {
      const attempt = attemptOf(row);
      if (attempt) labelled.push({ attempt, subject: subjectKeys[index] as number });
    });
  }
  labelled.sort((left, right) => left.attempt.at.localeCompare(right.attempt.at) || left.attempt.id - right.attempt.id);
  const generated = performance.now();

  const book = createChainBook();
  const chainOf = new Map<number, number>();
  const chainSubject = new Map<number, number>();
  const lastOfSubject = new Map<number, { id: number; at: number }>();
  let due = 0;
  let found = 0;
  let joined = 0;
  let falseLinks = 0;
  const falseByType = new Map<string, { false: number; joined: number }>();
  const requests: number[] = [];
  const bytes: number[] = [];
  const edits: { at: number; agency: string | null; user: string; edit: boolean }[] = [];
  for (const { attempt, subject } of labelled) {
    const { link, writes } = book.add(attempt);
    chainOf.set(attempt.id, link.chain);
    const at = new Date(attempt.at).getTime();
    const previous = lastOfSubject.get(subject);
    if (previous && at - previous.at <= CHAIN_WINDOW_DAYS * MS_PER_DAY) {
      due += 1;
      if (chainOf.get(previous.id) === link.chain) found += 1;
    }
    lastOfSubject.set(subject, { id: attempt.id, at });
    if (link.joined) {
      joined += 1;
      const type = attempt.fields.subjectType === 'PF' ? 'people' : 'companies and bodies';
      const cell = falseByType.get(type) ?? { false: 0, joined: 0 };
      cell.joined += 1;
      if (chainSubject.get(link.chain) !== subject) {
        falseLinks += 1;
        cell.false += 1;
      }
      falseByType.set(type, cell);
    } else chainSubject.set(link.chain, subject);
    // The check's BatchGet of its link keys, then one request per write.
    requests.push(1 + writes.length);
    bytes.push(writes.reduce((sum, write) => sum + writeBytes(write), 0));
    edits.push({ at, agency: attempt.agency, user: attempt.userId, edit: link.flags.includes('RED_THEN_GREEN_EDIT') });
  }
  const linked = performance.now();

  const last = labelled.at(-1)?.attempt.at;
  const since = last ? new Date(last).getTime() - 30 * MS_PER_DAY : 0;
  const recent = edits.filter((edit) => edit.at > since);
  const p = recent.filter((edit) => edit.edit).length / Math.max(1, recent.length);
  const ranked = (pick: (edit: (typeof recent)[number]) => string | null) => {
    const counts = new Map<string, { n: number; g: number }>();
    for (const edit of recent) {
      const code = pick(edit);
      if (!code) continue;
      const cell = counts.get(code) ?? { n: 0, g: 0 };
      cell.n += 1;
      if (edit.edit) cell.g += 1;
      counts.set(code, cell);
    }
    return [...counts.entries()]
      .map(([code, { n, g }]) => ({ code, n, g, ...againstLimits(g, n, p) }))
      .sort((left, right) => right.excess - left.excess);
  };
  const everyAgency = ranked((edit) => edit.agency);
  const everyUser = ranked((edit) => edit.user || null);
  const agencies = everyAgency.filter((cell) => cell.marked);
  const users = everyUser.filter((cell) => cell.marked);
  const cellText = (cell: (typeof everyAgency)[number] | undefined) =>
    cell ? `${cell.g}/${cell.n} against an upper limit of ${share(cell.upper * cell.n, cell.n)}` : 'no check';

  const share = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(2)} %`;
  console.log(`rows ${ROWS.toLocaleString('en')}, checks linked ${labelled.length.toLocaleString('en')}`);
  console.log(
    `generate+sort ${((generated - started) / 1000).toFixed(1)} s, link in memory ${((linked - generated) / 1000).toFixed(1)} s, ${book.size.toLocaleString('en')} items`,
  );
  console.log(
    `recall: ${found}/${due} = ${share(found, due)} (checks whose subject's previous check within ${CHAIN_WINDOW_DAYS} days is in their chain)`,
  );
  console.log(
    `false links: ${falseLinks}/${joined} joined = ${share(falseLinks, joined)} (${share(falseLinks, labelled.length)} of all checks)`,
  );
  for (const [type, cell] of falseByType)
    console.log(`  of ${type}: ${cell.false}/${cell.joined} joined = ${share(cell.false, cell.joined)}`);
  console.log(
    `per check: requests p50 ${percentile(requests, 50)} p95 ${percentile(requests, 95)}; write bytes p50 ${percentile(bytes, 50)} p95 ${percentile(bytes, 95)}`,
  );
  console.log(
    `who repeats (30 days, red-then-green-after-edit, overall rate ${share(recent.filter((e) => e.edit).length, recent.length)}):`,
  );
  console.log(
    `  agencies marked: ${
      agencies
        .slice(0, 3)
        .map((cell) => `${cell.code} ${cell.g}/${cell.n}`)
        .join(', ') || 'none'
    }`,
  );
  console.log(
    `  users marked: ${
      users
        .slice(0, 3)
        .map((cell) => `${cell.code} ${cell.g}/${cell.n}`)
        .join(', ') || 'none'
    }`,
  );
  console.log(
    `  seeded agency: ${cellText(everyAgency.find((cell) => cell.code === SEEDED_EDITS.agency))}; seeded user: ${cellText(everyUser.find((cell) => cell.code === SEEDED_EDITS.user))}`,
  );
  console.log(
    `  seeded agency ${SEEDED_EDITS.agency} first: ${agencies[0]?.code === SEEDED_EDITS.agency}; seeded user ${SEEDED_EDITS.user} first: ${users[0]?.code === SEEDED_EDITS.user}`,
  );
}

/** A write's size as sent: its item, or its key, expression and values as DynamoDB counts them. */
function writeBytes(write: ChainWrite): number {
  if (write.kind === 'put') return itemSize(write.item);
  return (
    itemSize(write.key) +
    write.expression.length +
    (write.condition?.length ?? 0) +
    itemSize(write.names) +
    itemSize(write.values)
  );
}

main();
