import { describe, expect, it, vi } from 'vitest';
import { decide } from '../../shared/decision/decide';
import { EXAMPLE_CONFIGURATION_FILE } from '../../shared/decision/example-configuration';
import { DecisionSnapshotSchema, replayInput } from '../../shared/decision/snapshot';
import type { RequestLogRow } from '../../shared/request-log/row';
import type { CreditCheckRequest } from '../../shared/schemas/precheck';
import { blacklistsInForce } from '../stores/precheck-facts/blacklists-in-force';
import type { CheckFacts, PrecheckSettings, SubjectFacts } from '../stores/precheck-facts/precheck-facts';
import { type CreditCheckPorts, type RequestLog, runCreditCheck, UNRECORDED_DESCRIPTION } from './run-credit-check';
import { settingsCache } from './settings-cache';

const address = { provinceCode: 'RM', municipality: { name: 'Roma' }, street: 'Via del Corso 1' };
const request: CreditCheckRequest = {
  workflow: 'EVOPRECHECK',
  subjectType: 'PF',
  microSegment: 'PER',
  taxCode: 'FNTGNN80B14H501Y',
  vatRegistrationNo: null,
  name: 'Giovanni',
  surname: 'Fontana',
  contactAddress: address,
  supplyPointList: [
    {
      commodity: 'GAS',
      type: 'PDR',
      supplyKind: 'CIV',
      paymentMode: 'BON',
      pointAddress: address,
      invoiceAddress: address,
    },
  ],
};

/** RADIATI in force since January, with a new version published for the midnight of 16 March (Italian time). */
const radiatiActive = { id: '20260110-090000-0a000001', membersId: '20260110-090000-0a000001', validFrom: null };
const radiatiPublished = {
  id: '20260315-090000-0a000002',
  membersId: '20260315-090000-0a000002',
  validFrom: '2026-03-15T23:00:00.000Z',
};
const settings: PrecheckSettings = {
  configuration: {
    id: 'c1',
    version: 3,
    validityStartDate: '2026-01-01T00:00:00.000Z',
    file: EXAMPLE_CONFIGURATION_FILE,
  },
  blacklists: {
    RADIATI: { current: radiatiActive, scheduled: radiatiPublished },
    CEDUTI: { current: null, scheduled: null },
  },
};
const subjectFacts: SubjectFacts = {
  whiteList: null,
  blackLists: { radiati: false, ceduti: false },
  customer: null,
  bureau: null,
  prospectRisk: { highRisk: false, fraudCorrelation: false },
  address: { inArrears: false, knownOthers: [], listedOthers: { RADIATI: [], CEDUTI: [] } },
};

/** Facts whose reads are counted (settings alone, facts alone or both), with the RADIATI version each read in. */
function countedFacts() {
  const reads = { settings: 0, subjectFacts: 0, both: 0 };
  const radiatiReadIn: (string | undefined)[] = [];
  const facts: CheckFacts = {
    settings: async () => {
      reads.settings += 1;
      return settings;
    },
    subjectFacts: async (_query, blacklists) => {
      reads.subjectFacts += 1;
      radiatiReadIn.push(blacklists.RADIATI?.id);
      return subjectFacts;
    },
    settingsWithSubjectFacts: async (_query, at) => {
      reads.both += 1;
      const blacklists = blacklistsInForce(settings, at);
      radiatiReadIn.push(blacklists.RADIATI?.id);
      return { settings, blacklists, facts: subjectFacts };
    },
  };
  return { facts, reads, radiatiReadIn };
}

function portsWith(
  log: Omit<RequestLog, 'updateAggregate'> & Partial<RequestLog>,
  clock: { now: number } = { now: 0 },
): CreditCheckPorts & { reports: unknown[] } & Omit<ReturnType<typeof countedFacts>, 'facts'> {
  const reports: unknown[] = [];
  const { facts, reads, radiatiReadIn } = countedFacts();
  return {
    facts,
    settings: settingsCache(60_000, () => clock.now),
    reads,
    radiatiReadIn,
    requestLog: { updateAggregate: async () => undefined, ...log },
    now: () => new Date('2026-03-15T10:00:00.250Z'),
    reportUnrecorded: (message) => reports.push(message),
    reports,
  };
}

const call = {
  request,
  userId: 'anna.ferrari',
  acquisitionChannel: 'AGENZIA',
  acquisitionAgency: 'AG01001',
  requestId: 'r-1',
  startedAt: new Date('2026-03-15T10:00:00.000Z'),
};

describe('runCreditCheck', () => {
  it('decides, records one success row and answers the explanation', async () => {
    const rows: RequestLogRow[] = [];
    const ports = portsWith({ nextId: async () => 7, write: async (row) => void rows.push(row) });
    const response = await runCreditCheck(ports, call);
    expect(response).toMatchObject({
      transactionInfo: { code: 200 },
      fullCheckInfo: { trafficLight: 'V', trafficLightReason: { code: 'EX400' } },
      idRequest: 7,
      explanation: {
        rule: 'PROSPECT',
        configuration: { id: 'c1', version: 3, validityStartDate: '2026-01-01T00:00:00.000Z' },
      },
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ idRequest: 7, requestStatus: 'SUCCESS', elapsed: 250, outputCode: 'EX400' });
    // The agent's agency by code only: its name is the mapping's, read when the row is shown.
    expect(rows[0]).toMatchObject({ acquisitionAgency: 'AG01001', acquisitionAgencyName: null });
  });

  it('records the decision snapshot, which replays through the engine to the recorded outcome', async () => {
    const rows: RequestLogRow[] = [];
    const ports = portsWith({ nextId: async () => 8, write: async (row) => void rows.push(row) });
    await runCreditCheck(ports, call);
    const [row] = rows as [RequestLogRow];
    const snapshot = DecisionSnapshotSchema.parse(JSON.parse(JSON.stringify(row.snapshot)));
    expect(snapshot).toMatchObject({
      schemaVersion: 1,
      // The instant the engine judged at, after the facts were read; the row is dated when the check began.
      decidedAt: '2026-03-15T10:00:00.250Z',
      subjectType: 'PF',
      microSegment: 'PER',
      workflow: 'EVOPRECHECK',
      identifiers: ['FNTGNN80B14H501Y'],
      blackLists: {
        RADIATI: { listed: false, versionId: row.blacklistVersions?.RADIATI },
        CEDUTI: { listed: false, versionId: null },
      },
    });
    const replayed = decide(replayInput(snapshot, EXAMPLE_CONFIGURATION_FILE));
    expect([replayed.trafficLight, replayed.reason.code]).toEqual([row.trafficLight, row.outputCode]);
  });

  it('reads the settings with the facts when none are fresh, and the facts alone within a minute', async () => {
    const clock = { now: 0 };
    const ports = portsWith({ nextId: async () => 1, write: async () => undefined }, clock);
    const readsAt = async (now: number) => {
      clock.now = now;
      await runCreditCheck(ports, call);
      return { ...ports.reads };
    };
    expect(await readsAt(0)).toEqual({ settings: 0, subjectFacts: 0, both: 1 });
    expect(await readsAt(59_999)).toEqual({ settings: 0, subjectFacts: 1, both: 1 });
    expect(await readsAt(60_000)).toEqual({ settings: 0, subjectFacts: 1, both: 2 });
    expect(await readsAt(60_001)).toEqual({ settings: 0, subjectFacts: 2, both: 2 });
  });

  it('reads and records the black-list versions in force when the check began, cached settings or not', async () => {
    const rows: RequestLogRow[] = [];
    const clock = { now: 0 };
    const ports = portsWith({ nextId: async () => 1, write: async (row) => void rows.push(row) }, clock);
    const checkAt = async (startedAt: string) => {
      clock.now += 1_000;
      await runCreditCheck(ports, { ...call, startedAt: new Date(startedAt) });
    };
    await checkAt('2026-03-15T22:59:59.999Z');
    await checkAt('2026-03-15T23:00:00.000Z');
    expect(ports.reads).toMatchObject({ both: 1, subjectFacts: 1 });
    expect(ports.radiatiReadIn).toEqual([radiatiActive.id, radiatiPublished.id]);
    expect(rows.map((row) => row.blacklistVersions)).toEqual([
      { RADIATI: radiatiActive.id, CEDUTI: null },
      { RADIATI: radiatiPublished.id, CEDUTI: null },
    ]);
  });

  it('turns a failed write into an error row, and tells the caller the check was not recorded', async () => {
    const write = vi.fn().mockRejectedValueOnce(new Error('throttled')).mockResolvedValue(undefined);
    const ports = portsWith({ nextId: async () => 8, write });
    const response = await runCreditCheck(ports, call);
    expect(response).toEqual({
      transactionInfo: { code: 500, errorDescription: UNRECORDED_DESCRIPTION },
      fullCheckInfo: null,
    });
    expect(write).toHaveBeenCalledTimes(2);
    expect(write.mock.calls[1]?.[0]).toMatchObject({
      idRequest: 8,
      requestStatus: 'ERROR',
      outputCode: 'EX400',
      errorDescription: 'Registrazione della verifica non riuscita: throttled',
    });
    expect(ports.reports).toEqual(['Precheck recorded as an error row']);
  });

  it('keeps the whole row in the error log when even the error row cannot be written', async () => {
    const ports = portsWith({
      nextId: async () => {
        throw new Error('counter down');
      },
      write: async () => {
        throw new Error('table down');
      },
    });
    const response = await runCreditCheck(ports, call);
    expect(response.transactionInfo.code).toBe(500);
    expect(ports.reports).toEqual(['Precheck not recorded']);
  });

  it('adds the recorded row to its aggregate, with the full row fields of the spec', async () => {
    const aggregated: RequestLogRow[] = [];
    const ports = portsWith({
      nextId: async () => 9,
      write: async () => undefined,
      updateAggregate: async (row) => void aggregated.push(row),
    });
    await runCreditCheck(ports, call);
    expect(aggregated).toHaveLength(1);
    expect(aggregated[0]).toMatchObject({
      idRequest: 9,
      subjectTypeC: 'PF',
      scope: 'L',
      geoArea: 'ROMA',
      segmento: 'Roma',
      acquisitionChannel: 'AGENZIA',
      paymentModeRid: 'BON',
      microSegmentDesc: 'PER',
    });
  });

  it('answers the decision when only the aggregate fails, and reports the lagging aggregate', async () => {
    const ports = portsWith({
      nextId: async () => 10,
      write: async () => undefined,
      updateAggregate: async () => {
        throw new Error('throttled');
      },
    });
    const response = await runCreditCheck(ports, call);
    expect(response.transactionInfo.code).toBe(200);
    expect(ports.reports).toEqual(['Precheck aggregate not updated']);
  });
});

describe('runCreditCheck and the repeated-checks monitoring', () => {
  /** An earlier red of the same subject an hour before, as its link key holds it. */
  const earlierRed = {
    id: 3,
    at: '2026-03-15T09:00:00.000Z',
    trafficLight: 'R' as const,
    outputCode: 'EX303',
    market: 'L' as const,
    userId: 'anna.ferrari',
    channel: 'AGENZIA',
    agency: 'AG01001',
    chain: 3,
    fields: {
      name: 'Giovanni',
      surname: 'Fontana',
      taxCode: 'FNTGNN80B14H501Y',
      vatRegistrationNo: null,
      companyName: null,
      subjectType: 'PF',
      microSegment: 'PER',
      address: 'Via del Corso 1 Roma (RM)',
      commodity: 'GAS',
      paymentMode: 'BON',
    },
  };

  it('joins the chain of an earlier red and says so, without changing the decision', async () => {
    const recorded: unknown[] = [];
    const ports = portsWith({ nextId: async () => 9, write: async () => undefined });
    const linked = await runCreditCheck(
      {
        ...ports,
        chains: {
          candidates: async () => new Map([['ID#FNTGNN80B14H501', [earlierRed]]]),
          record: async (attempt, link) => void recorded.push({ attempt: attempt.id, chain: link.chain }),
        },
      },
      call,
    );
    const alone = await runCreditCheck(portsWith({ nextId: async () => 10, write: async () => undefined }), call);
    expect(linked.fullCheckInfo).toEqual(alone.fullCheckInfo);
    expect(linked.repeatedChecks).toEqual({ count: 1, days: 7 });
    expect(alone.repeatedChecks).toBeUndefined();
    expect(recorded).toEqual([{ attempt: 9, chain: 3 }]);
  });

  it.each([
    [
      'cannot be read',
      { candidates: async () => Promise.reject(new Error('throttled')), record: async () => undefined },
    ],
    [
      'cannot be written',
      { candidates: async () => new Map(), record: async () => Promise.reject(new Error('throttled')) },
    ],
  ])('still answers the check when the chain %s, and reports it', async (_case, chains) => {
    const ports = portsWith({ nextId: async () => 11, write: async () => undefined });
    const response = await runCreditCheck({ ...ports, chains }, call);
    expect(response).toMatchObject({ transactionInfo: { code: 200 }, fullCheckInfo: { trafficLight: 'V' } });
    expect(ports.reports.some((message) => String(message).startsWith('Precheck chain not'))).toBe(true);
  });
});
