import {
  GEO_AREAS,
  IN_ROME_VALUES,
  MICRO_SEGMENTS,
  PAYMENT_MODES,
  PRECHECK_RESULT_CODES,
  RESULT_CODES,
  TRAFFIC_LIGHTS,
} from '../../../../shared/enums';
import type { FilterField } from './filter-fields';

/**
 * Filters both request-log lists (dossiers and aggregated dossiers) declare alike: the subject, the
 * traffic light, and 'Filtri avanzati' with the spec's side tabs (section 2 'Dossier list').
 */

/** A subject by tax code or VAT number, checked before it is searched. */
export const SUBJECT_FIELD = { key: 'vatNumber', kind: 'text', format: 'subjectIdentifier' } as const;
export const TRAFFIC_LIGHT_FIELD = { key: 'trafficLight', kind: 'multi', options: TRAFFIC_LIGHTS } as const;

/** The side tabs ANAGRAFICA ADVANCED, AREA GEOGRAFICA, RICHIESTA, ESITO; a list may put fields of its own first in the registry. */
export function requestLogAdvancedTabs(ownRegistryFields: readonly FilterField[] = []) {
  return {
    registry: [
      ...ownRegistryFields,
      { key: 'companyName', kind: 'text' },
      { key: 'surname', kind: 'text' },
      { key: 'name', kind: 'text' },
    ],
    area: [
      { key: 'inRome', kind: 'multi', options: IN_ROME_VALUES },
      { key: 'province', kind: 'codes', upperCase: true },
      { key: 'city', kind: 'codes' },
      { key: 'geoArea', kind: 'multi', options: GEO_AREAS },
    ],
    request: [
      { key: 'microSegment', kind: 'multi', options: MICRO_SEGMENTS },
      { key: 'paymentMode', kind: 'multi', options: PAYMENT_MODES },
    ],
    outcome: [
      { key: 'resultCode', kind: 'multi', options: RESULT_CODES },
      { key: 'resultCodeOnlyPrecheck', kind: 'multi', options: PRECHECK_RESULT_CODES },
    ],
  } satisfies Record<string, readonly FilterField[]>;
}
