import { decide } from '../decision/decide';
import {
  type BlacklistReplacement,
  type DecisionSnapshot,
  DecisionSnapshotSchema,
  replayInput,
} from '../decision/snapshot';
import type { ResultCode, TrafficLight } from '../enums';
import type { RequestLogRow } from '../request-log/row';
import type { BacktestDimension } from '../schemas/backtest';
import type { ConfigurationFile } from '../schemas/configuration';
import { lightOf } from './tally';

/**
 * One recorded check in a back-test: replayed with the configuration it was decided with (does it give
 * the recorded outcome?), then decided under the version in force and under the replayed version.
 * Pure: the caller reads the rows and the versions.
 */

/** The fields of a request-log row the replay reads. */
export type ReplayedRow = Pick<
  RequestLogRow,
  | 'idRequest'
  | 'requestDate'
  | 'requestStatus'
  | 'trafficLight'
  | 'outputCode'
  | 'taxCode'
  | 'vatRegistrationNo'
  | 'companyName'
  | 'surname'
  | 'name'
  | 'subjectTypeC'
  | 'microSegmentDesc'
  | 'scope'
  | 'acquisitionChannel'
  | 'configurationId'
>;

/** What the check is compared under: the configuration in force, and the draft or the other black-list version. */
export interface ReplayVersions {
  before: ConfigurationFile;
  after: ConfigurationFile;
  replacement?: BlacklistReplacement;
}

export type CheckReplay =
  | { kind: 'TECHNICAL_ERROR' }
  | { kind: 'WITHOUT_SNAPSHOT' }
  | {
      kind: 'REPLAYED';
      /** The recorded outcome's code, and what the replay with the recorded version gave (null: that version is gone). */
      recorded: string;
      /** The light the check was recorded with, as the dashboard counts it. */
      recordedLight: TrafficLight;
      replayed: ResultCode | null;
      before: ResultCode;
      after: ResultCode;
      segments: Record<BacktestDimension, string>;
    };

/** A stored snapshot, if it is one this code can read (an older or newer schema is not guessed at). */
export function readSnapshot(value: unknown): DecisionSnapshot | undefined {
  const parsed = DecisionSnapshotSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

const codeOf = (snapshot: DecisionSnapshot, file: ConfigurationFile, replacement?: BlacklistReplacement) =>
  decide(replayInput(snapshot, file, replacement)).reason.code;

export const segmentsOf = (row: ReplayedRow): Record<BacktestDimension, string> => ({
  subjectType: row.subjectTypeC,
  microSegment: row.microSegmentDesc ?? 'ND',
  market: row.scope,
  acquisitionChannel: row.acquisitionChannel ?? 'ND',
});

/**
 * Replays one check. `recordedFile` is the configuration it records it was decided with (undefined: not
 * stored any more). When that is the version in force, its replay is the 'before' decision too.
 */
export function replayCheck(
  row: ReplayedRow,
  snapshotValue: unknown,
  recordedFile: ConfigurationFile | undefined,
  versions: ReplayVersions,
): CheckReplay {
  if (row.requestStatus !== 'SUCCESS' || !row.outputCode) return { kind: 'TECHNICAL_ERROR' };
  const snapshot = readSnapshot(snapshotValue);
  if (!snapshot) return { kind: 'WITHOUT_SNAPSHOT' };
  const replayed = recordedFile ? codeOf(snapshot, recordedFile) : null;
  const before = recordedFile === versions.before && replayed ? replayed : codeOf(snapshot, versions.before);
  const after = codeOf(snapshot, versions.after, versions.replacement);
  return {
    kind: 'REPLAYED',
    recorded: row.outputCode,
    // A successful row always records its light; its code's light stands in for one that does not.
    recordedLight: row.trafficLight ?? lightOf(row.outputCode),
    replayed,
    before,
    after,
    segments: segmentsOf(row),
  };
}
