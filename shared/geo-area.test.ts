import { describe, expect, it } from 'vitest';
import { geoAreaOf, regionOf } from './geo-area';

describe('regionOf', () => {
  it.each([
    ['RM', 'Lazio'],
    ['MI', 'Lombardia'],
    ['mi', 'Lombardia'],
    ['AO', "Valle d'Aosta"],
    ['BZ', 'Trentino-Alto Adige'],
    ['TS', 'Friuli-Venezia Giulia'],
    ['FC', 'Emilia-Romagna'],
    ['BT', 'Puglia'],
    ['SU', 'Sardegna'],
    ['PA', 'Sicilia'],
    ['XX', null],
    ['', null],
    [null, null],
  ])('%s → %s', (code, region) => {
    expect(regionOf(code)).toBe(region);
  });
});

describe('geoAreaOf', () => {
  it.each([
    ['RM', 'ROMA'],
    ['rm', 'ROMA'],
    ['LT', 'CENTRO-SUD-ISOLE'],
    ['FI', 'CENTRO-SUD-ISOLE'],
    ['NA', 'CENTRO-SUD-ISOLE'],
    ['CA', 'CENTRO-SUD-ISOLE'],
    ['PA', 'CENTRO-SUD-ISOLE'],
    ['AN', 'CENTRO-SUD-ISOLE'],
    ['AO', 'NORD'],
    ['TO', 'NORD'],
    ['GE', 'NORD'],
    ['MI', 'NORD'],
    ['TN', 'NORD'],
    ['VE', 'NORD'],
    ['UD', 'NORD'],
    ['BO', 'NORD'],
    ['PC', 'NORD'],
    ['XX', 'ND'],
    ['', 'ND'],
    [undefined, 'ND'],
    [null, 'ND'],
  ])('%s → %s', (code, area) => {
    expect(geoAreaOf(code)).toBe(area);
  });
});
