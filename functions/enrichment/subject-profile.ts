import type { CustomerRecord } from '../../shared/decision/types';
import { isPerson, type SubjectIdentifiers } from '../../shared/enrichment/subject-identifiers';
import { MICRO_SEGMENT_LABELS, type MicroSegment, type SubjectType } from '../../shared/enums';

/**
 * The subject type and micro segment the decision is asked about. The file gives identifiers only, so:
 * a person's 16-character tax code makes a PF, whose only micro segment is PER (as on the precheck
 * form); anything else is a PG, whose segment is the customer base's when it records a PG one
 * (CON, ASS, SOC, RES, by code or by label) and SOC otherwise, the form's default for a company.
 */
export interface SubjectProfile {
  subjectType: SubjectType;
  microSegment: MicroSegment;
}

const PG_SEGMENTS: readonly MicroSegment[] = ['CON', 'ASS', 'SOC', 'RES'];

function customerSegment(customer: CustomerRecord | null): MicroSegment | undefined {
  const recorded = customer?.A_MICRO_SEGMENTO_DESC;
  if (typeof recorded !== 'string') return undefined;
  const value = recorded.trim().toUpperCase();
  return PG_SEGMENTS.find((code) => code === value || MICRO_SEGMENT_LABELS[code].toUpperCase() === value);
}

export function subjectProfile(identifiers: SubjectIdentifiers, customer: CustomerRecord | null): SubjectProfile {
  if (isPerson(identifiers.taxCode)) return { subjectType: 'PF', microSegment: 'PER' };
  return { subjectType: 'PG', microSegment: customerSegment(customer) ?? 'SOC' };
}
