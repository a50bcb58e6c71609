import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { type ReplayVersions, replayCheck } from '../../../shared/backtest/replay-check';
import { backtestTally, lightOf } from '../../../shared/backtest/tally';
import { notReproducedKey, transitionKey } from '../../../shared/backtest/transition-key';
import type { Market } from '../../../shared/roles';
import type { BacktestChange, BacktestSummary } from '../../../shared/schemas/backtest';
import type { Configuration } from '../../../shared/schemas/configuration';
import type { DayRange } from '../../../shared/validators/ranges';
import { configurationVersions } from '../decision-replay/configuration-files';
import { forEachPeriodCheck, type PeriodCheck } from '../request-log/period-rows';
import { changesWriter } from './changes';

export interface PeriodReplay {
  runId: string;
  period: DayRange;
  markets: readonly Market[];
  /** The configuration in force: what 'before' is decided with. */
  current: Configuration;
  /** What 'after' is decided with: the draft's file, or the file in force with another black list's membership. */
  versions: ReplayVersions;
}

export interface PeriodReplayTables {
  client: DynamoDBDocumentClient;
  requestLog: string;
  data: string;
}

/** A moved check, flat as the list and the CSV show it. */
function changeOf(check: PeriodCheck, kind: BacktestChange['kind'], transition: string, before: string, after: string) {
  const { row } = check;
  const name = [row.surname, row.name].filter(Boolean).join(' ');
  return {
    idRequest: row.idRequest as number,
    requestDate: row.requestDate,
    taxCode: row.taxCode,
    vatRegistrationNo: row.vatRegistrationNo,
    subjectName: row.companyName || name || null,
    subjectType: row.subjectTypeC,
    microSegment: row.microSegmentDesc,
    market: row.scope,
    acquisitionChannel: row.acquisitionChannel,
    kind,
    transition,
    recordedLight: row.trafficLight,
    recordedCode: row.outputCode,
    beforeLight: lightOf(before),
    beforeCode: before,
    afterLight: lightOf(after),
    afterCode: after,
  } satisfies BacktestChange;
}

/**
 * A back-test of a period (docs/decision-rules.md 'Back-test'): every recorded check read once, replayed
 * with the configuration it was decided with (reproducibility), then decided under the version in force and
 * under the replayed one on its recorded facts. Writes only the run's changes (data table); nothing to the
 * request log, its aggregates or the lists. Memory holds counts and a batch of changes, never the rows.
 */
export async function replayPeriod(
  replay: PeriodReplay,
  tables: PeriodReplayTables,
  options: { signal?: AbortSignal; onProgress?: (done: number) => void } = {},
): Promise<{ summary: BacktestSummary; transitions: string[] }> {
  const tally = backtestTally();
  const configurations = configurationVersions([replay.current]);
  const changes = changesWriter(tables.client, tables.data, replay.runId);
  const transitions = new Set<string>();
  // The version in force is the same object for every check, so a check decided with it is replayed once.
  const versions: ReplayVersions = { ...replay.versions, before: replay.current.configurationFile };

  const add = async (
    check: PeriodCheck,
    kind: BacktestChange['kind'],
    transition: string,
    before: string,
    after: string,
  ) => {
    transitions.add(transition);
    await changes.add(changeOf(check, kind, transition, before, after));
  };

  await forEachPeriodCheck(
    tables.client,
    tables.requestLog,
    replay.period,
    replay.markets,
    async (check) => {
      const recorded = (await configurations.version(check.row.configurationId))?.configurationFile;
      const replayed = replayCheck(check.row, check.snapshot, recorded, versions);
      if (replayed.kind === 'TECHNICAL_ERROR') return tally.technicalError();
      if (replayed.kind === 'WITHOUT_SNAPSHOT') return tally.withoutSnapshot();
      const { before, after } = replayed;
      if (replayed.replayed === null) {
        tally.unknownConfiguration(replayed.recorded);
        await add(check, 'NOT_REPRODUCED', notReproducedKey(replayed.recorded, null), before, after);
      } else {
        const reproduced =
          replayed.replayed === replayed.recorded && lightOf(replayed.replayed) === check.row.trafficLight;
        tally.replayedAsRecorded(replayed.recorded, replayed.replayed, reproduced);
        if (!reproduced)
          await add(check, 'NOT_REPRODUCED', notReproducedKey(replayed.recorded, replayed.replayed), before, after);
      }
      tally.compared({ segments: replayed.segments, recordedLight: replayed.recordedLight, before, after });
      if (before !== after) await add(check, 'CHANGED', transitionKey(before, after), before, after);
    },
    { signal: options.signal, onPartition: options.onProgress },
  );
  await changes.flush();
  return { summary: tally.summary(), transitions: [...transitions].sort() };
}
