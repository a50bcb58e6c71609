import { describe, expect, it } from 'vitest';
import { italianPlaces } from '../functions/reference-data/italian-places';
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

  it('knows the region of every province the precheck offers', () => {
    for (const { code } of italianPlaces().provinces) expect(regionOf(code), code).not.toBeNull();
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

  it('puts the 107 provinces in the three known areas: Rome alone in ROMA, the 47 of the eight northern regions in NORD', () => {
    const areas = italianPlaces().provinces.map(({ code }) => geoAreaOf(code));
    expect(areas.filter((area) => area === 'ROMA')).toHaveLength(1);
    expect(areas.filter((area) => area === 'NORD')).toHaveLength(47);
    expect(areas).not.toContain('ND');
  });
});
