import { italianPlaces } from '../../../functions/stores/italian-places/italian-places';
import { geoAreaOf, regionOf } from '../../../shared/geo-area';
import { CAP_PREFIXES, CAPITAL_OVERRIDES } from './cap-prefixes';
import { STREET_KINDS, STREET_NAMES } from './italian-names';
import { type Random, weighted } from './prng';

/**
 * Where subjects live: a real province and one of its real municipalities (the precheck's reference
 * data), a plausible CAP and street. The utility is Roman, so Rome's province weighs most, then the
 * rest of Lazio and the big cities; every province appears.
 */

export interface Address {
  provinceCode: string;
  municipalityName: string;
  cap: string;
  dugStreetNo: string;
  segmento: 'Roma' | 'Fuori Roma';
  geoRegion: string | null;
  geoArea: ReturnType<typeof geoAreaOf>;
}

/** Relative weights; a province not listed weighs DEFAULT_PROVINCE_WEIGHT. */
const PROVINCE_WEIGHTS: Readonly<Record<string, number>> = {
  RM: 120,
  LT: 7,
  FR: 6,
  VT: 5,
  RI: 3,
  MI: 12,
  NA: 12,
  TO: 6,
  PA: 4,
  BA: 4,
  FI: 4,
  BO: 4,
  GE: 3,
  CT: 3,
  SA: 3,
  CE: 3,
};
const DEFAULT_PROVINCE_WEIGHT = 1;

/** Share of a province's subjects living in its capital rather than elsewhere in the province. */
const CAPITAL_SHARE: Readonly<Record<string, number>> = { RM: 0.7 };
const DEFAULT_CAPITAL_SHARE = 0.35;

const streetKinds = weighted(STREET_KINDS);

export function capitalOf(provinceCode: string, provinceName: string): string {
  return CAPITAL_OVERRIDES[provinceCode] ?? provinceName;
}

export function createPlaces() {
  const { provinces, municipalitiesByProvince } = italianPlaces();
  const provinceTable = weighted(
    provinces.map((province) => [province, PROVINCE_WEIGHTS[province.code] ?? DEFAULT_PROVINCE_WEIGHT] as const),
  );

  return {
    draw(random: Random): Address {
      const province = provinceTable.draw(random);
      const municipalities = municipalitiesByProvince.get(province.code) ?? [];
      const capital = capitalOf(province.code, province.name);
      const inCapital =
        municipalities.includes(capital) && random.chance(CAPITAL_SHARE[province.code] ?? DEFAULT_CAPITAL_SHARE);
      const municipalityName = inCapital ? capital : random.pick(municipalities);
      return {
        provinceCode: province.code,
        municipalityName,
        cap: capOf(random, province.code, inCapital),
        dugStreetNo: `${streetKinds.draw(random)} ${random.pick(STREET_NAMES)} ${streetNumber(random)}`,
        segmento: province.code === 'RM' ? 'Roma' : 'Fuori Roma',
        geoRegion: regionOf(province.code),
        geoArea: geoAreaOf(province.code),
      };
    },
  };
}

/** Rome's CAPs run from 00118 to 00199; other capitals get their generic x100, the rest of the province x0nn. */
function capOf(random: Random, provinceCode: string, inCapital: boolean): string {
  const prefix = CAP_PREFIXES[provinceCode] ?? '00';
  if (provinceCode === 'RM' && inCapital) return `00${random.between(118, 199)}`;
  if (inCapital) return `${prefix}100`;
  return `${prefix}0${random.between(10, 99)}`;
}

/** House numbers: mostly small, a few in the hundreds, some with a letter. */
function streetNumber(random: Random): string {
  const number = Math.max(1, Math.round(random.logNormal(18, 1)));
  return random.chance(0.06) ? `${number}/${random.pick(['A', 'B', 'C'])}` : String(number);
}
