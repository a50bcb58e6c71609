import type {
  AcquisitionChannel,
  Commodity,
  MicroSegment,
  PaymentMode,
  ResultCode,
  Workflow,
} from '../../../shared/enums';
import { NO_AF_FIELDS, type RequestLogRow } from '../../../shared/request-log/row';
import type { Market } from '../../../shared/roles';
import type { Calendar } from './calendar';
import { AGENCIES, type Agency, CHANNEL_PROFILES, CHANNELS, channelGroupText, type createOperators } from './channels';
import { decisionFacts, feasibleCode } from './decision-facts';
import type { VersionsInForce } from './decision-history';
import {
  CUSTOMER_CODES,
  codeForWorkflow,
  drawClasses,
  drawElapsed,
  drawResultCode,
  ERROR_DESCRIPTIONS,
  ERROR_SHARE,
  isGreen,
  nextStage,
  reasonOf,
  UNDECIDED_ERROR_SHARE,
  WORKFLOWS_DRAWN,
} from './outcomes';
import { type Random, weighted } from './prng';
import type { Subject } from './subjects';

/**
 * A dossier: one subject's checks in one sales attempt. Most subjects are checked once; others again
 * within minutes (a retry), hours or days, often moving on to the next workflow. Everything a dossier
 * shares (subject, supply, channel, agency, outcome) is drawn once, then each check adds its own
 * instant, timing, status and ids.
 */

const DOSSIER_SIZES = weighted([
  [1, 62],
  [2, 21],
  [3, 9],
  [4, 4],
  [5, 2],
  [6, 1],
  [7, 0.6],
  [8, 0.4],
] as const);
const COMMODITIES = weighted<Commodity>([
  ['ELE', 50],
  ['GAS', 30],
  ['DUAL', 20],
]);
const PERSON_PAYMENTS = weighted<PaymentMode>([
  ['RID', 50],
  ['BOL_POS', 42],
  ['BON', 8],
]);
const COMPANY_PAYMENTS = weighted<PaymentMode>([
  ['RID', 35],
  ['BOL_POS', 20],
  ['BON', 45],
]);
export const MARKET_WEIGHTS: Readonly<Record<Market, number>> = { L: 80, T: 15, D: 5 };
const MARKETS_DRAWN = weighted(Object.entries(MARKET_WEIGHTS) as [Market, number][]);

/** Financial-analysis attributes: only full checks of companies compute them. */
const AF_VALUES = {
  afProfile: ['BASSO', 'MEDIO', 'ALTO'],
  afBalance: ['ATTIVO', 'PASSIVO', 'PAREGGIO', 'N.D.'],
  afEmployees: ['0', '1-9', '10-49', '50-249', '250+'],
  afConnections: ['0', '1', '2-5', '>5'],
  afGroups: ['SI', 'NO'],
  afCompanyOperation: ['ATTIVA', 'ATTIVA', 'ATTIVA', 'INATTIVA', 'IN LIQUIDAZIONE'],
  afShares: ['SI', 'NO'],
  afSpecific: ['OK', 'OK', 'KO', 'N.D.'],
  afRelational: ['OK', 'OK', 'KO', 'N.D.'],
} as const;
type AfName = keyof typeof AF_VALUES;
const AF_NAMES = Object.keys(AF_VALUES) as AfName[];
const NO_AF: Record<AfName, string | null> = NO_AF_FIELDS;
const NO_CLASSES = { scoreCardTrafficLight: null, scoreCardClass: null, sicClass: null };

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const HEX = '0123456789abcdef';
const siebelId = (random: Random, length: number) => {
  let text = '1-';
  for (let index = 0; index < length; index += 1) text += BASE36.charAt(random.int(36));
  return text;
};
const hex = (random: Random, length: number) => {
  let text = '';
  for (let index = 0; index < length; index += 1) text += HEX.charAt(random.int(16));
  return text;
};
/** A version-4-looking UUID. */
const uuid = (random: Random) =>
  `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-${hex(random, 4)}-${hex(random, 12)}`;

export interface DossierContext {
  calendar: Calendar;
  operators: ReturnType<typeof createOperators>;
  /** The stream of the decision facts: its own, so the rows' other draws do not depend on them. */
  facts: Random;
  /** What was in force at an instant: the versions each check records it was decided with. */
  versionsAt: (at: string) => VersionsInForce;
}

/**
 * What a repeat of an earlier dossier keeps of it instead of drawing (generator.ts): who checked, from
 * where, what it answered, how many checks. Absent, everything is drawn, with the same draws as before.
 */
export interface DossierFixed {
  channel?: AcquisitionChannel;
  /** With the channel: the agency (null for a direct channel) and the operator. */
  who?: { agency: Agency | null; operator: string };
  code?: ResultCode;
  size?: number;
}

/** The dossier's checks, oldest first, numbered from `firstId`. At most `limit` rows. */
export function dossierRows(
  random: Random,
  subject: Subject,
  context: DossierContext,
  limit: number,
  firstId: number,
  fixed: DossierFixed = {},
): RequestLogRow[] {
  const person = subject.subjectTypeC === 'PF';
  const firstWorkflow = WORKFLOWS_DRAWN.draw(random);
  const dossierCode = fixed.code ?? drawResultCode(random, firstWorkflow);
  const customer = CUSTOMER_CODES.includes(dossierCode) || (dossierCode === 'EX301' && random.chance(0.5));
  const channel: AcquisitionChannel = fixed.channel ?? CHANNELS.draw(random);
  const profile = CHANNEL_PROFILES[channel];
  const agency = fixed.who ? fixed.who.agency : profile.type === 'INDIRETTO' ? random.pick(AGENCIES) : null;
  const operator = fixed.who ? fixed.who.operator : context.operators.userOf(random, channel, agency);
  const af = person ? NO_AF : drawAf(random);
  const shared = {
    taxCode: subject.taxCode,
    vatRegistrationNo: subject.vatRegistrationNo,
    salesRequest: random.chance(0.85) ? `OPP-${String(random.int(100_000_000)).padStart(8, '0')}` : null,
    siebelCustomerId: customer ? siebelId(random, 7) : null,
    companyName: subject.companyName,
    surname: subject.surname,
    name: subject.name,
    subjectTypeC: subject.subjectTypeC,
    dugStreetNo: subject.address.dugStreetNo,
    municipalityName: subject.address.municipalityName,
    provinceCode: subject.address.provinceCode,
    cap: subject.address.cap,
    commodity: COMMODITIES.draw(random),
    paymentModeRid: (person ? PERSON_PAYMENTS : COMPANY_PAYMENTS).draw(random),
    typeOfContract: contractOf(random, subject),
    microSegmentDesc: subject.microSegmentDesc,
    segmento: subject.address.segmento,
    scope: MARKETS_DRAWN.draw(random),
    acquisitionChannel: channel,
    acquisitionChannelRaggr: channelGroupText(channel),
    acquisitionChannelType: profile.type,
    acquisitionAgency: agency?.code ?? null,
    // The row keeps the code only: the lists name it from the agency mapping when they read the row.
    acquisitionAgencyName: null,
    geoRegion: subject.address.geoRegion,
    geoArea: subject.address.geoArea,
  };

  const decisionSubject = {
    subjectType: person ? ('PF' as const) : ('PG' as const),
    microSegment: subject.microSegmentDesc as MicroSegment,
    identifiers: [subject.taxCode, subject.vatRegistrationNo]
      .filter((id): id is string => Boolean(id))
      .map((id) => id.toUpperCase()),
    customer,
  };

  const size = Math.min(limit, fixed.size ?? DOSSIER_SIZES.draw(random));
  const rows: RequestLogRow[] = [];
  let workflow: Workflow = firstWorkflow;
  let instant: number | null = context.calendar.drawInstant();
  // Every check of the dossier is drawn, even those a retry after the end date drops: the draws of the
  // next dossiers stay the same whatever the day the history ends on.
  for (let index = 0; index < size; index += 1) {
    if (index > 0 && random.chance(0.2)) workflow = nextStage(workflow);
    const drawn = check(random, firstId + rows.length, workflow, codeForWorkflow(dossierCode, workflow), instant ?? 0);
    if (instant !== null) {
      rows.push(drawn);
      instant = context.calendar.drawRetry(instant);
    }
  }
  return rows;

  function check(
    draw: Random,
    idRequest: number,
    checkWorkflow: Workflow,
    drawnCode: ResultCode,
    at: number,
  ): RequestLogRow {
    const failed = draw.chance(ERROR_SHARE);
    const decided = !failed || !draw.chance(UNDECIDED_ERROR_SHARE);
    const requestDate = new Date(at).toISOString();
    const versions = context.versionsAt(requestDate);
    const checked = { ...decisionSubject, workflow: checkWorkflow };
    const outcome = codeForWorkflow(feasibleCode(drawnCode, checked, versions), checkWorkflow);
    const green = isGreen(outcome);
    const classes = decided ? drawClasses(draw, checkWorkflow, green) : NO_CLASSES;
    // Financial analysis belongs to full checks and Business Decision, not to prechecks.
    const rowAf = checkWorkflow.startsWith('EVOPRECHECK') || checkWorkflow === 'PRECHECK' ? NO_AF : af;
    const elapsed = drawElapsed(draw, checkWorkflow, failed);
    // The facts come from their own stream, after the row's draws: the rows stay what they were.
    const decidedAt = new Date(at + elapsed).toISOString();
    const snapshot = decided ? decisionFacts(context.facts, outcome, checked, decidedAt, versions) : null;
    // One literal with every field in a fixed order: a million rows share one object shape, which
    // keeps generation several times faster than spreading partial objects together.
    return {
      idRequest,
      taxCode: shared.taxCode,
      vatRegistrationNo: shared.vatRegistrationNo,
      requestStatus: failed ? 'ERROR' : 'SUCCESS',
      workflow: checkWorkflow,
      trafficLight: decided ? (green ? 'V' : 'R') : null,
      trafficReasonDesc: decided ? reasonOf(outcome) : null,
      scoreCardTrafficLight: classes.scoreCardTrafficLight,
      scoreCardClass: classes.scoreCardClass,
      sicClass: classes.sicClass,
      requestDate,
      elapsed,
      siebelRequestCode: draw.chance(0.9) ? siebelId(draw, 8) : null,
      salesRequest: shared.salesRequest,
      siebelCustomerId: shared.siebelCustomerId,
      companyName: shared.companyName,
      surname: shared.surname,
      name: shared.name,
      subjectTypeC: shared.subjectTypeC,
      dugStreetNo: shared.dugStreetNo,
      municipalityName: shared.municipalityName,
      provinceCode: shared.provinceCode,
      cap: shared.cap,
      commodity: shared.commodity,
      paymentModeRid: shared.paymentModeRid,
      typeOfContract: shared.typeOfContract,
      microSegmentDesc: shared.microSegmentDesc,
      segmento: shared.segmento,
      scope: shared.scope,
      acquisitionChannel: shared.acquisitionChannel,
      acquisitionChannelRaggr: shared.acquisitionChannelRaggr,
      acquisitionChannelType: shared.acquisitionChannelType,
      acquisitionAgency: shared.acquisitionAgency,
      acquisitionAgencyName: shared.acquisitionAgencyName,
      geoRegion: shared.geoRegion,
      geoArea: shared.geoArea,
      ...rowAf,
      outputCode: decided ? outcome : null,
      errorDescription: failed ? draw.pick(ERROR_DESCRIPTIONS) : null,
      tibcoTransactionId: uuid(draw),
      userId: operator,
      userIdAddebito: draw.chance(0.1) ? operator : null,
      configurationId: decided ? versions.configuration.id : null,
      configurationVersion: decided ? versions.configuration.version : null,
      blacklistVersions: decided ? versions.blacklistVersions : null,
      snapshot,
    };
  }
}

function drawAf(random: Random): Record<AfName, string | null> {
  const af = { ...NO_AF };
  for (const name of AF_NAMES) af[name] = random.pick(AF_VALUES[name]);
  return af;
}

function contractOf(random: Random, subject: Subject): string {
  if (subject.microSegmentDesc === 'PER') return random.chance(0.8) ? 'Domestico residente' : 'Domestico non residente';
  if (subject.microSegmentDesc === 'CON') return 'Condominio uso domestico';
  return 'Altri usi';
}
