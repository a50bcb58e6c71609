import { describe, expect, it } from 'vitest';
import { buildItalianPlaces, isMunicipalityOf, municipalitiesOf } from './italian-places';

const places = buildItalianPlaces();
const provinceName = (code: string) => places.provinces.find((province) => province.code === code)?.name;

describe('italian places', () => {
  it('holds the 107 current provinces, metropolitan cities and free consortia, each with municipalities', () => {
    expect(places.provinces).toHaveLength(107);
    expect(new Set(places.provinces.map((province) => province.code)).size).toBe(107);
    for (const { code } of places.provinces) expect(municipalitiesOf(code)?.length).toBeGreaterThan(0);
  });

  it.each(['CI', 'VS', 'OG', 'OT'])('drops the abolished Sardinian province %s', (code) => {
    expect(provinceName(code)).toBeUndefined();
    expect(municipalitiesOf(code)).toBeUndefined();
  });

  it('names provinces properly, accents and apostrophes included', () => {
    expect(provinceName('RM')).toBe('Roma');
    expect(provinceName('FC')).toBe('Forlì-Cesena');
    expect(provinceName('AQ')).toBe("L'Aquila");
    expect(provinceName('MB')).toBe('Monza e della Brianza');
    expect(provinceName('SU')).toBe('Sud Sardegna');
  });

  it('lists municipalities with their accented names, sorted in Italian order', () => {
    expect(municipalitiesOf('RM')).toContain('Fiumicino');
    expect(municipalitiesOf('RM')).toContain('Roma');
    expect(municipalitiesOf('FC')).toContain('Forlì');
    expect(municipalitiesOf('CO')).toContain('Cantù');
    const rome = municipalitiesOf('RM') ?? [];
    expect([...rome].sort(new Intl.Collator('it').compare)).toEqual(rome);
  });

  it('sorts the provinces by name', () => {
    const names = places.provinces.map((province) => province.name);
    expect([...names].sort(new Intl.Collator('it').compare)).toEqual(names);
  });

  it('reads the province code whatever its case', () => {
    expect(municipalitiesOf('rm')).toBe(municipalitiesOf('RM'));
    expect(municipalitiesOf('XX')).toBeUndefined();
  });

  it('tells whether a municipality belongs to a province', () => {
    expect(isMunicipalityOf('RM', 'Fiumicino')).toBe(true);
    expect(isMunicipalityOf('MI', 'Fiumicino')).toBe(false);
    expect(isMunicipalityOf('XX', 'Fiumicino')).toBe(false);
  });
});
