import { BLACKLIST_KINDS, type BlacklistKind } from '../../shared/enums';
import { logger } from '../commons/logger';
import { blacklistStore } from '../stores/black-lists/blacklist-store';

/** Each list after the run: the version in force and any still waiting for a later midnight. */
export interface SwitchRun {
  kind: BlacklistKind;
  inForce: string | null;
  waiting: string | null;
}

/**
 * The black lists' midnight switch (shared/resources.ts SCHEDULES, docs/versioned-entities.md): for each
 * list, a version published for a midnight that has passed is committed in force, and the one it
 * replaces archived, with one conditional write on the head (blacklistStore's settle, which also keeps
 * the SYSTEM audit record). Idempotent and safe late or repeated: a run finds nothing due, or the switch
 * done already (by an earlier run, or by a change made after midnight, which settles first); losing the
 * race to another writer means reading again.
 */
export async function switchDueBlacklists(now: () => Date = () => new Date()): Promise<SwitchRun[]> {
  const runs: SwitchRun[] = [];
  for (const kind of BLACKLIST_KINDS) {
    const head = await blacklistStore(kind, now).readHead();
    runs.push({ kind, inForce: head.current?.id ?? null, waiting: head.scheduled?.id ?? null });
  }
  return runs;
}

/** The scheduled function: EventBridge Scheduler in AWS, a timer in the local runtime. */
export const handler = async (): Promise<SwitchRun[]> => {
  const runs = await switchDueBlacklists();
  logger.info('Black-list midnight switch run', { runs });
  return runs;
};
