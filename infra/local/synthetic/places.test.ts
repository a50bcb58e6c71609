import { describe, expect, it } from 'vitest';
import { isMunicipalityOf, italianPlaces } from '../../../functions/stores/italian-places/italian-places';
import { geoAreaOf, regionOf } from '../../../shared/geo-area';
import { CAP_PREFIXES } from './cap-prefixes';
import { capitalOf, createPlaces } from './places';
import { createRandom } from './prng';

const { provinces } = italianPlaces();

describe('reference data of every province', () => {
  it.each(provinces.map((province) => [province.code, province] as const))('%s', (code, province) => {
    expect(CAP_PREFIXES[code]).toMatch(/^\d\d$/);
    expect(isMunicipalityOf(code, capitalOf(code, province.name))).toBe(true);
    expect(regionOf(code)).not.toBeNull();
  });

  it('puts the 107 provinces in the three known areas: Rome alone in ROMA, the 47 of the northern regions in NORD', () => {
    const areas = provinces.map(({ code }) => geoAreaOf(code));
    expect(areas).toHaveLength(107);
    expect(areas.filter((area) => area === 'ROMA')).toHaveLength(1);
    expect(areas.filter((area) => area === 'NORD')).toHaveLength(47);
    expect(areas).not.toContain('ND');
  });
});

describe('createPlaces', () => {
  const places = createPlaces();
  const random = createRandom(11);
  const addresses = Array.from({ length: 5000 }, () => places.draw(random));

  it('draws real municipalities of the drawn province, with consistent segment and area', () => {
    for (const address of addresses) {
      expect(isMunicipalityOf(address.provinceCode, address.municipalityName)).toBe(true);
      expect(address.segmento).toBe(address.provinceCode === 'RM' ? 'Roma' : 'Fuori Roma');
      expect(address.geoArea).toBe(geoAreaOf(address.provinceCode));
      expect(address.cap).toMatch(/^\d{5}$/);
      expect(address.cap.slice(0, 2)).toBe(CAP_PREFIXES[address.provinceCode]);
      expect(address.dugStreetNo).toMatch(/^\S+ .+ \d+(\/[ABC])?$/);
    }
  });

  it('weighs Rome most', () => {
    const rome = addresses.filter((address) => address.provinceCode === 'RM').length / addresses.length;
    expect(rome).toBeGreaterThan(0.3);
    expect(rome).toBeLessThan(0.45);
  });
});
