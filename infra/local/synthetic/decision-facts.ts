import { rowFor } from '../../../shared/decision/configuration-rows';
import { CUSTOMER_FIELDS } from '../../../shared/decision/customer-metrics';
import { DECISION_SNAPSHOT_VERSION, type DecisionSnapshot } from '../../../shared/decision/snapshot';
import type { MicroSegment, ResultCode, SubjectType, Workflow } from '../../../shared/enums';
import { MS_PER_DAY } from '../../../shared/italian-time';
import type { ConfigurationFile } from '../../../shared/schemas/configuration';
import type { VersionsInForce } from './decision-history';
import type { Random } from './prng';

/**
 * The facts behind a synthetic check's outcome: a decision snapshot that the engine, given the
 * configuration the check records, decides exactly as the row says (decision-facts.test.ts replays every
 * row). Facts are drawn around the thresholds of the segment's rows, so a draft that moves a threshold
 * moves some checks: e.g. a third of the good customers have a bad performance class forgiven by a small
 * overdue share, spread below the grace, so a lower grace turns some of them from EX406 to EX302.
 */

type TrendRow = ConfigurationFile['paymentTrendChecks'][number];
type ScoreRow = ConfigurationFile['paymentScoreChecks'][number];

export interface CheckSubject {
  subjectType: SubjectType;
  microSegment: MicroSegment;
  workflow: Workflow;
  /** Upper-cased, as a check records them. */
  identifiers: string[];
  /** The dossier names the subject as a customer (it has a Siebel customer id). */
  customer: boolean;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

type EnabledRows = {
  whiteList: ConfigurationFile['whiteListChecks'][number] | undefined;
  trend: TrendRow | undefined;
  score: ScoreRow | undefined;
};
/** Per configuration file and segment: a million rows look up a few dozen segments. */
const rowsOfFile = new WeakMap<ConfigurationFile, Map<string, EnabledRows>>();

/** The segment's rows whose checks apply (enabled); undefined where the check is off. */
function enabledRows(file: ConfigurationFile, subject: CheckSubject): EnabledRows {
  let segments = rowsOfFile.get(file);
  if (!segments) {
    segments = new Map();
    rowsOfFile.set(file, segments);
  }
  const key = `${subject.subjectType}/${subject.microSegment}`;
  let rows = segments.get(key);
  if (!rows) {
    const enabled = <Row extends { enabled: boolean }>(row: Row | undefined) => (row?.enabled ? row : undefined);
    rows = {
      whiteList: enabled(rowFor(file.whiteListChecks, subject.subjectType, subject.microSegment)),
      trend: enabled(rowFor(file.paymentTrendChecks, subject.subjectType, subject.microSegment)),
      score: enabled(rowFor(file.paymentScoreChecks, subject.subjectType, subject.microSegment)),
    };
    segments.set(key, rows);
  }
  return rows;
}

/**
 * The code a check can have under the versions in force: a drawn code whose rule is off for the segment
 * (a condominium's white list, say) or whose list had no version becomes what the engine would say.
 */
export function feasibleCode(code: ResultCode, subject: CheckSubject, versions: VersionsInForce): ResultCode {
  const rows = enabledRows(versions.configuration.file, subject);
  switch (code) {
    case 'EX301':
      return rows.whiteList ? code : subject.customer ? 'EX406' : 'EX400';
    case 'EX305':
    case 'EX306':
      return versions.blacklistVersions[code === 'EX305' ? 'RADIATI' : 'CEDUTI'] ? code : 'EX406';
    case 'EX303':
      return rows.trend ? code : rows.score ? 'EX302' : 'EX406';
    case 'EX302':
      return rows.score ? code : 'EX406';
    default:
      return code;
  }
}

/** Overdue below the trend's materiality (or modest when the trend check is off): no arrears. */
const immaterialOverdue = (random: Random, trend: TrendRow | undefined) =>
  round2(Math.max(1, (trend?.amountExpiredThreshold ?? 2000) * (0.05 + 0.9 * random.next())));

/** Figures that put `overdue` at `share` % of the last 12 months' invoicing. */
const atShare = (overdue: number, share: number) => round2((overdue * 100) / share);

function customerFigures(
  random: Random,
  code: ResultCode,
  trend: TrendRow | undefined,
  score: ScoreRow | undefined,
): Record<string, number> {
  const classFrom = (low: number) => low + random.int(7 - low);
  let overdue = 0;
  let invoiced = round2(300 + random.logNormal(1500, 0.8));
  let performanceClass: number;
  if (code === 'EX303' && trend) {
    // Material and weighing on the business: at least a point above the delay threshold.
    overdue = round2(trend.amountExpiredThreshold * (1 + 3 * random.next()));
    invoiced = atShare(overdue, trend.delayThreshold + 1 + 40 * random.next());
    performanceClass = classFrom(1);
  } else if (code === 'EX302' && score) {
    // A bad class not forgiven: the share at least half a point above the grace.
    overdue = immaterialOverdue(random, trend);
    invoiced = atShare(overdue, score.graceThreshold + 0.5 + 30 * random.next());
    performanceClass = classFrom(score.paymentScoreThreshold);
  } else if (score && random.chance(0.3)) {
    // A bad class forgiven: nearly up to date, the share spread below the grace.
    overdue = immaterialOverdue(random, trend);
    invoiced = atShare(overdue, 0.2 + Math.max(0, score.graceThreshold - 0.4) * random.next());
    performanceClass = classFrom(score.paymentScoreThreshold);
  } else {
    const goodBelow = score ? score.paymentScoreThreshold : 7;
    performanceClass = goodBelow > 1 ? 1 + random.int(goodBelow - 1) : 1;
    // Nothing overdue for most; a little, below materiality, for some (never with a class the score would fire on).
    if (goodBelow > 1 && random.chance(0.25)) overdue = immaterialOverdue(random, trend);
  }
  return {
    [CUSTOMER_FIELDS.overdueNet]: overdue,
    [CUSTOMER_FIELDS.notYetDue]: round2((invoiced / 6) * random.next()),
    [CUSTOMER_FIELDS.invoiced12Months]: invoiced,
    [CUSTOMER_FIELDS.performanceClass]: performanceClass,
  };
}

const NOTHING_AT_THE_ADDRESS = { inArrears: false, knownOthers: [], listedOthers: { RADIATI: [], CEDUTI: [] } };
const IN_ARREARS_AT_THE_ADDRESS = { inArrears: true, knownOthers: [], listedOthers: { RADIATI: [], CEDUTI: [] } };
const CLEAN_BUREAU = { protests: false, prejudicialEvents: false, otherNegativeEvents: false };

const BUREAU_FINDINGS: Partial<Record<ResultCode, DecisionSnapshot['bureau']>> = {
  EX401: { protests: true, prejudicialEvents: false, otherNegativeEvents: false },
  EX402: { protests: false, prejudicialEvents: true, otherNegativeEvents: false },
  EX404: { protests: false, prejudicialEvents: false, otherNegativeEvents: true },
};
const RISK: Partial<Record<ResultCode, { highRisk: boolean; fraudCorrelation: boolean }>> = {
  EX407: { highRisk: true, fraudCorrelation: true },
  EX408: { highRisk: false, fraudCorrelation: true },
  EX409: { highRisk: true, fraudCorrelation: false },
};
const CUSTOMER_RULE_CODES: readonly ResultCode[] = ['EX302', 'EX303', 'EX406'];

/**
 * The snapshot of a check decided `code` (already feasible) at `decidedAt` with `versions`. Customers
 * have figures (their rules always end the decision); prospects a bureau record or none, and risk facts.
 */
export function decisionFacts(
  random: Random,
  code: ResultCode,
  subject: CheckSubject,
  decidedAt: string,
  versions: VersionsInForce,
): DecisionSnapshot {
  const rows = enabledRows(versions.configuration.file, subject);
  const isCustomer = CUSTOMER_RULE_CODES.includes(code) || (subject.customer && code !== 'EX400');
  const risk = RISK[code] ?? { highRisk: false, fraudCorrelation: false };
  const bureau = BUREAU_FINDINGS[code] ?? (random.chance(0.6) ? CLEAN_BUREAU : null);
  return {
    schemaVersion: DECISION_SNAPSHOT_VERSION,
    decidedAt,
    subjectType: subject.subjectType,
    microSegment: subject.microSegment,
    workflow: subject.workflow,
    identifiers: subject.identifiers,
    whiteList:
      code === 'EX301'
        ? {
            revocationDate: null,
            expiringDate: new Date(Date.parse(decidedAt) + (1 + random.int(300)) * MS_PER_DAY).toISOString(),
          }
        : null,
    blackLists: {
      RADIATI: { listed: code === 'EX305', versionId: versions.blacklistVersions.RADIATI },
      CEDUTI: { listed: code === 'EX306', versionId: versions.blacklistVersions.CEDUTI },
    },
    customer: isCustomer ? customerFigures(random, code, rows.trend, rows.score) : null,
    bureau: isCustomer ? null : bureau,
    prospectRisk: risk,
    address: risk.fraudCorrelation ? IN_ARREARS_AT_THE_ADDRESS : NOTHING_AT_THE_ADDRESS,
  };
}
