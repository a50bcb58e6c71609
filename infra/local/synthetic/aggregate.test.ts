import { describe, expect, it } from 'vitest';
import { aggregateKey } from '../../../functions/stores/request-log/row-and-aggregate-items';
import { romeMonth } from '../../../shared/italian-time';
import type { RequestLogRow } from '../../../shared/request-log/row';
import { aggregateItemsOf, aggregateRows } from './aggregate';
import { generateDossiers, generateRequestLogRows } from './generator';

/** A row with only what aggregation reads set; the rest is irrelevant here. */
function row(idRequest: number | null, subject: string, requestDate: string, workflow = 'EVOPRECHECK'): RequestLogRow {
  const company = /^\d+$/.test(subject);
  return {
    idRequest,
    taxCode: company ? null : subject,
    vatRegistrationNo: company ? subject : null,
    requestDate,
    workflow,
    requestStatus: 'SUCCESS',
    subjectTypeC: company ? 'REA' : 'PF',
    scope: 'L',
    geoArea: 'ROMA',
  } as RequestLogRow;
}

const ROSSI = 'RSSMRA80A01H501U';
const BIANCHI = 'BNCLRA85C52H501S';
const TIBERINA = '01234560587';

describe('aggregateRows', () => {
  it.each([
    {
      case: 'one subject, one month: the latest check and every id',
      rows: [
        row(1, ROSSI, '2026-03-02T09:00:00.000Z'),
        row(3, ROSSI, '2026-03-20T09:00:00.000Z'),
        row(2, ROSSI, '2026-03-05T09:00:00.000Z'),
      ],
      expected: [{ subject: ROSSI, month: '2026-03', latest: 3, ids: [1, 2, 3] }],
    },
    {
      case: 'months are split in Italian time: 23:30 UTC on 31 March is 1 April in Rome',
      rows: [row(1, ROSSI, '2026-03-31T20:00:00.000Z'), row(2, ROSSI, '2026-03-31T23:30:00.000Z')],
      expected: [
        { subject: ROSSI, month: '2026-03', latest: 1, ids: [1] },
        { subject: ROSSI, month: '2026-04', latest: 2, ids: [2] },
      ],
    },
    {
      case: 'subjects apart; a company by its VAT number',
      rows: [
        row(1, ROSSI, '2026-05-02T09:00:00.000Z'),
        row(2, BIANCHI, '2026-05-02T10:00:00.000Z'),
        row(3, TIBERINA, '2026-05-03T10:00:00.000Z'),
        row(4, BIANCHI, '2026-05-01T10:00:00.000Z'),
      ],
      expected: [
        { subject: ROSSI, month: '2026-05', latest: 1, ids: [1] },
        { subject: BIANCHI, month: '2026-05', latest: 2, ids: [2, 4] },
        { subject: TIBERINA, month: '2026-05', latest: 3, ids: [3] },
      ],
    },
    {
      case: 'Business Decision checks and rows without an id are left out',
      rows: [
        row(1, ROSSI, '2026-06-02T09:00:00.000Z'),
        row(2, ROSSI, '2026-06-03T09:00:00.000Z', 'BUSINESSDECISION'),
        row(3, ROSSI, '2026-06-04T09:00:00.000Z', 'BUSINESSDECISION_NOSIC'),
        row(null, ROSSI, '2026-06-05T09:00:00.000Z'),
        row(4, BIANCHI, '2026-06-05T09:00:00.000Z', 'BUSINESSDECISION'),
      ],
      expected: [{ subject: ROSSI, month: '2026-06', latest: 1, ids: [1] }],
    },
    {
      case: 'on the same millisecond the higher id is the latest',
      rows: [row(8, ROSSI, '2026-07-01T09:00:00.000Z'), row(7, ROSSI, '2026-07-01T09:00:00.000Z')],
      expected: [{ subject: ROSSI, month: '2026-07', latest: 8, ids: [7, 8] }],
    },
  ])('$case', ({ rows, expected }) => {
    const aggregates = aggregateRows(rows).map(({ latest, requestIds }) => ({
      subject: aggregateKey(latest).sk,
      month: romeMonth(latest.requestDate),
      latest: latest.idRequest,
      ids: [...requestIds].sort((a, b) => a - b),
    }));
    expect(aggregates).toEqual(expected);
  });

  it('builds whole aggregate items with the set of ids', () => {
    const [item] = aggregateItemsOf([
      row(1, ROSSI, '2026-03-02T09:00:00.000Z'),
      row(2, ROSSI, '2026-03-03T09:00:00.000Z'),
    ]);
    expect(item).toMatchObject({ sk: ROSSI, requestIds: new Set([1, 2]), row: { idRequest: 2, pivacf16: ROSSI } });
  });
});

describe('aggregates of the generator', () => {
  // Generating 20,000 rows twice takes seconds on a busy machine.
  it('are the same computed dossier by dossier as over the whole log: no subject spans two dossiers', {
    timeout: 30_000,
  }, () => {
    const options = { count: 20_000, seed: 9, endDate: '2026-11-22' };
    const whole = aggregateRows(generateRequestLogRows(options));
    let byDossier = 0;
    for (const dossier of generateDossiers(options)) byDossier += aggregateRows(dossier).length;
    expect(byDossier).toBe(whole.length);
    // Repeated checks make the aggregated list shorter than the log.
    expect(whole.length).toBeLessThan(0.75 * options.count);
    expect(whole.length).toBeGreaterThan(0.4 * options.count);
  });
});
