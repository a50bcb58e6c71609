import type { z } from 'zod';
import { changedFields } from '../../../shared/monitoring/attempt';
import type { ChainFlag } from '../../../shared/monitoring/link';
import type { Market } from '../../../shared/roles';
import type { ChainAttemptSchema, ChainRow, ReviewStatus } from '../../../shared/schemas/monitoring';

type Item = Record<string, unknown>;
type ChainAttempt = z.infer<typeof ChainAttemptSchema>;

const sorted = (value: unknown): string[] => (value instanceof Set ? [...value].map(String).sort() : []);

/** A chain's head as the list shows it. */
export function chainRowOf(item: Item): ChainRow {
  return {
    chainId: Number(item.chainId),
    firstAt: String(item.firstAt),
    lastAt: String(item.lastAt ?? item.firstAt),
    attempts: item.ids instanceof Set ? item.ids.size : 0,
    flags: sorted(item.flags) as ChainFlag[],
    subject: String(item.subject ?? ''),
    identifier: (item.identifier as string | null | undefined) ?? null,
    latestTrafficLight: (item.ltl as 'R' | 'V' | null | undefined) ?? null,
    agencies: sorted(item.agencies),
    users: sorted(item.users),
    channels: sorted(item.channels),
    markets: sorted(item.markets) as Market[],
    reviewStatus: (item.rs as ReviewStatus | undefined) ?? 'OPEN',
    version: Number(item.version ?? 0),
  };
}

/**
 * A chain's attempts in order, each with what changed from the one before it: computed at read time
 * from the stored attempts, so an attempt that arrived late still compares with its true neighbours.
 * Only the attempts of `markets`: a caller sees and compares only the checks of its markets.
 */
export function attemptsOf(items: readonly Item[], markets: readonly Market[]): Omit<ChainAttempt, 'agencyName'>[] {
  const visible = items
    .filter((item) => markets.includes(item.market as Market))
    .sort((left, right) => String(left.sk).localeCompare(String(right.sk)));
  return visible.map((item, index) => {
    const previous = visible[index - 1];
    const fields = item.fields as ChainAttempt['fields'];
    return {
      idRequest: Number(item.id),
      at: String(item.at),
      trafficLight: (item.trafficLight as 'R' | 'V' | null) ?? null,
      outputCode: (item.outputCode as string | null) ?? null,
      market: item.market as Market,
      userId: String(item.userId ?? ''),
      channel: (item.channel as string | null) ?? null,
      agency: (item.agency as string | null) ?? null,
      fields,
      changed: previous ? changedFields(previous.fields as ChainAttempt['fields'], fields) : [],
      flags: Array.isArray(item.raised) ? (item.raised as ChainFlag[]) : [],
    };
  });
}
