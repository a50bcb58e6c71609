import { describe, expect, it } from 'vitest';
import { isMunicipalityOf } from '../../../functions/stores/italian-places/italian-places';
import { PRECHECK_RESULT_CODES, RESULT_CODES } from '../../../shared/enums';
import { geoAreaOf, regionOf } from '../../../shared/geo-area';
import { REQUEST_LOG_COLUMNS, type RequestLogRow } from '../../../shared/request-log/row';
import { validatePersonTaxCode, validateTaxCode } from '../../../shared/validators/tax-code';
import { validateVatNumber } from '../../../shared/validators/vat-number';
import { AGENCIES } from './channels';
import { generateRequestLogRows } from './generator';

const END = '2026-11-22';
const rows = [...generateRequestLogRows({ count: 10_000, seed: 42, endDate: END, featuredUsers: ['mario.rossi'] })];
const share = (test: (row: RequestLogRow) => boolean, among: readonly RequestLogRow[] = rows) =>
  among.filter(test).length / among.length;

describe('generateRequestLogRows', () => {
  it('gives the same rows for the same seed, other rows for another', () => {
    const again = [...generateRequestLogRows({ count: 500, seed: 42, endDate: END, featuredUsers: ['mario.rossi'] })];
    expect(again).toEqual(rows.slice(0, 500));
    const other = [...generateRequestLogRows({ count: 500, seed: 43, endDate: END })];
    expect(other.map((row) => row.taxCode)).not.toEqual(again.map((row) => row.taxCode));
  });

  it.each([0, 1, 7, 1234])('yields exactly %s rows, numbered from firstId', (count) => {
    const generated = [...generateRequestLogRows({ count, seed: 1, endDate: END, firstId: 100 })];
    expect(generated).toHaveLength(count);
    expect(generated.map((row) => row.idRequest)).toEqual(Array.from({ length: count }, (_, index) => 100 + index));
  });

  it('fills every column of the spec: a value or null, never undefined', () => {
    for (const row of rows.slice(0, 200))
      for (const column of REQUEST_LOG_COLUMNS) expect(row[column]).not.toBeUndefined();
  });

  it('dates every row within the 365 Italian days ending on the end date, and not after it', () => {
    const first = Date.parse('2025-11-22T23:00:00.000Z'); // 23 November 2025, 00:00 in Rome
    const last = Date.parse('2026-11-22T23:00:00.000Z'); // 23 November 2026, 00:00 in Rome
    for (const { requestDate } of rows) {
      expect(requestDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(Date.parse(requestDate)).toBeGreaterThanOrEqual(first);
      expect(Date.parse(requestDate)).toBeLessThan(last);
    }
    const months = new Set(rows.map((row) => row.requestDate.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(12);
  });

  it('stops at an end instant given as a date-time', () => {
    const end = new Date('2026-05-10T08:00:00.000Z');
    for (const row of generateRequestLogRows({ count: 2000, seed: 3, endDate: end }))
      expect(Date.parse(row.requestDate)).toBeLessThanOrEqual(end.getTime());
  });

  it('gives valid tax codes (matching name and surname) and VAT numbers', () => {
    for (const row of rows) {
      if (row.subjectTypeC === 'PF') {
        expect(
          validatePersonTaxCode(row.taxCode ?? '', { name: row.name ?? '', surname: row.surname ?? '' }),
        ).toBeUndefined();
        expect(row.vatRegistrationNo).toBeNull();
      } else {
        if (row.taxCode !== null) expect(validateTaxCode(row.taxCode), row.taxCode).toBeUndefined();
        if (row.vatRegistrationNo !== null) expect(validateVatNumber(row.vatRegistrationNo)).toBeUndefined();
        expect(row.taxCode ?? row.vatRegistrationNo).not.toBeNull();
        expect(row.companyName).not.toBeNull();
      }
    }
  });

  it('places subjects in real municipalities with consistent segment, region and area', () => {
    for (const row of rows) {
      expect(isMunicipalityOf(row.provinceCode ?? '', row.municipalityName ?? '')).toBe(true);
      expect(row.segmento).toBe(row.provinceCode === 'RM' ? 'Roma' : 'Fuori Roma');
      expect(row.geoArea).toBe(geoAreaOf(row.provinceCode));
      expect(row.geoRegion).toBe(regionOf(row.provinceCode));
    }
  });

  it('keeps result codes consistent with the light and the workflow', () => {
    const green = new Set(['EX301', 'EX400', 'EX406']);
    const precheckOnly = new Set<string>(PRECHECK_RESULT_CODES);
    const known = new Set<string>([...RESULT_CODES, ...PRECHECK_RESULT_CODES]);
    for (const row of rows) {
      if (row.trafficLight === null) {
        expect(row.requestStatus).toBe('ERROR');
        expect(row.outputCode).toBeNull();
        continue;
      }
      expect(known.has(row.outputCode ?? '')).toBe(true);
      expect(row.trafficLight).toBe(green.has(row.outputCode ?? '') ? 'V' : 'R');
      if (precheckOnly.has(row.outputCode ?? '')) expect(['PRECHECK', 'EVOPRECHECK']).toContain(row.workflow);
      expect(row.trafficReasonDesc).toBeTruthy();
    }
  });

  it('keeps micro segments consistent with the subject type', () => {
    const allowed = { PF: ['PER'], REA: ['SOC', 'RES'], NOREA: ['CON', 'ASS'] };
    for (const row of rows) expect(allowed[row.subjectTypeC]).toContain(row.microSegmentDesc);
  });

  it('gives agency channels an agency code of the mapping, the others none, and no row a stored name', () => {
    const codes = new Set(AGENCIES.map((agency) => agency.code));
    for (const row of rows) {
      expect(row.acquisitionAgency === null).toBe(row.acquisitionChannelType === 'DIRETTO');
      if (row.acquisitionAgency !== null) expect(codes.has(row.acquisitionAgency)).toBe(true);
      // Names are the mapping's, read with the row: a name stored here would go stale at the first rename.
      expect(row.acquisitionAgencyName).toBeNull();
    }
  });

  // Targets in the comment of each case; tolerances allow for 10,000 draws and dossiers moving workflow.
  it.each([
    ['EVOPRECHECK is the largest workflow (~40 %)', share((row) => row.workflow === 'EVOPRECHECK'), 0.33, 0.45],
    ['FULLCHECK (~21 %)', share((row) => row.workflow === 'FULLCHECK'), 0.16, 0.26],
    ['PRECHECK (~10 %)', share((row) => row.workflow === 'PRECHECK'), 0.07, 0.14],
    ['Business Decision (~14 %)', share((row) => row.workflow.startsWith('BUSINESSDECISION')), 0.1, 0.19],
    ['the *_NOSIC variants (~18 %)', share((row) => row.workflow.endsWith('_NOSIC')), 0.12, 0.23],
    ['ERROR (~3 %)', share((row) => row.requestStatus === 'ERROR'), 0.02, 0.04],
    [
      'red among decided checks (~25 %)',
      share(
        (row) => row.trafficLight === 'R',
        rows.filter((row) => row.trafficLight),
      ),
      0.21,
      0.29,
    ],
    ['people (~70 %)', share((row) => row.subjectTypeC === 'PF'), 0.65, 0.75],
    ['registered companies (~20 %)', share((row) => row.subjectTypeC === 'REA'), 0.16, 0.24],
    ['market L (~80 %)', share((row) => row.scope === 'L'), 0.76, 0.84],
    ['market T (~15 %)', share((row) => row.scope === 'T'), 0.12, 0.18],
    ['market D (~5 %)', share((row) => row.scope === 'D'), 0.03, 0.07],
    ['in Rome (~38 %)', share((row) => row.segmento === 'Roma'), 0.32, 0.44],
    [
      'web, call centre and door to door (~60 %)',
      share((row) => /^(WEB|CALL_CENTER|DOOR_TO_DOOR)/.test(row.acquisitionChannel ?? '')),
      0.52,
      0.68,
    ],
    ['on weekdays (> 85 %)', share((row) => ![0, 6].includes(new Date(row.requestDate).getUTCDay())), 0.85, 1],
    [
      'between 8:00 and 19:00 in Italy (~80 %, retries spill into the evening)',
      share((row) => officeHours(row.requestDate)),
      0.74,
      0.9,
    ],
    ['featured users run some checks', share((row) => row.userId === 'mario.rossi'), 0.02, 0.15],
  ])('%s', (_name, value, min, max) => {
    expect(value).toBeGreaterThanOrEqual(min);
    expect(value).toBeLessThanOrEqual(max);
  });

  it('times prechecks around a second and full checks around three, with a long tail', () => {
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const ok = rows.filter((row) => row.requestStatus === 'SUCCESS');
    const precheck = median(ok.filter((row) => row.workflow === 'EVOPRECHECK').map((row) => row.elapsed));
    const fullcheck = median(ok.filter((row) => row.workflow === 'FULLCHECK').map((row) => row.elapsed));
    expect(precheck).toBeGreaterThan(800);
    expect(precheck).toBeLessThan(1400);
    expect(fullcheck).toBeGreaterThan(2500);
    expect(fullcheck).toBeLessThan(3600);
    expect(Math.max(...rows.map((row) => row.elapsed))).toBeGreaterThan(10_000);
  });

  it('checks some subjects several times', () => {
    const checks = new Map<string, number>();
    for (const row of rows) {
      const subject = row.taxCode ?? row.vatRegistrationNo ?? '';
      checks.set(subject, (checks.get(subject) ?? 0) + 1);
    }
    expect(checks.size).toBeLessThan(0.7 * rows.length);
    expect([...checks.values()].some((count) => count >= 4)).toBe(true);
  });
});

function officeHours(iso: string): boolean {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', hour: '2-digit', hourCycle: 'h23' }).format(
      new Date(iso),
    ),
  );
  return hour >= 8 && hour < 19;
}
